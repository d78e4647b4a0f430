import Canopy
import Testing

@MainActor
@Suite("Accessibility: what views contribute by default (A3–A5, D40, D41)")
struct AccessibilityDefaultElementTests {
    @Test("A3: buttons, navigation links and labels are one element each")
    func controls() {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Button {
                    } label: {
                        Text("Save")
                    }
                    Button {
                    } label: {
                        Label("Add item", systemImage: "plus")
                    }
                    NavigationLink("Details") { Text("Detail page") }
                    Label("Favorites", systemImage: "star")
                }
            })
        #expect(
            host.renderAccessibility() == """
                button "Save"
                button "Add item"
                button "Details"
                staticText "Favorites"
                """)
    }

    @Test("A4: decorative images are skipped; others are labelled by label or name")
    func images() {
        let host = ViewHost(
            VStack {
                Image(decorative: "divider")
                Image("sunset", label: Text("Sunset over the bay"))
                Image("mountain")
            })
        #expect(
            host.renderAccessibility() == """
                image "Sunset over the bay"
                image "mountain"
                """)
    }

    @Test("D41: a symbol image is labelled by its name")
    func symbolName() {
        let host = ViewHost(Image(systemName: "star.fill"))
        #expect(host.renderAccessibility() == #"image "star.fill""#)
    }

    @Test("A5: a slider's value by the width of its range")
    func sliderValues() {
        let host = ViewHost(
            VStack {
                Slider(value: .constant(0.25), in: 0...1) { Text("Opacity") }
                Slider(value: .constant(30.0), in: 0...100) { Text("Volume") }
                Slider(value: .constant(3.0), in: 0...10) { Text("Rating") }
            })
        #expect(
            host.renderAccessibility() == """
                adjustable "Opacity" value="25%"
                adjustable "Volume" value="30%"
                adjustable "Rating" value="3"
                """)
    }

    @Test("D40: a toggle is a toggle button valued 1 or 0, following its state")
    func toggle() throws {
        let host = ViewHost(ToggleScreen())
        #expect(host.renderAccessibility() == #"button,toggle "Wi-Fi" value="0""#)
        #expect(try host.accessibilityActivate("Wi-Fi"))
        #expect(host.renderAccessibility() == #"button,toggle "Wi-Fi" value="1""#)
    }

    @Test("D40: a stepper is adjustable, valued by its bound value; the action form has none")
    func stepper() throws {
        let host = ViewHost(StepperScreen())
        #expect(
            host.renderAccessibility() == """
                adjustable "Count" value="3"
                adjustable "Zoom"
                """)
        #expect(try host.accessibilityIncrement("Count"))
        #expect(host.accessibilityTree().elements[0].value == "4")
    }

    @Test("D40: a button's traits are isButton only, whatever its label holds")
    func buttonTraits() {
        let host = ViewHost(
            Button {
            } label: {
                HStack {
                    Image(systemName: "trash")
                    Text("Delete")
                }
            })
        #expect(host.renderAccessibility() == #"button "trash, Delete""#)
    }

    @Test("D64: a link is one element with isLink")
    func link() {
        let host = ViewHost(Link("Website", destination: URL(string: "https://example.com")!))
        #expect(host.renderAccessibility() == #"link "Website""#)
    }
}

private struct ToggleScreen: View {
    @State private var on = false
    var body: some View { Toggle("Wi-Fi", isOn: $on) }
}

private struct StepperScreen: View {
    @State private var count = 3
    var body: some View {
        VStack {
            Stepper("Count", value: $count, in: 0...10)
            Stepper("Zoom", onIncrement: {}, onDecrement: {})
        }
    }
}

@MainActor
@Suite("Accessibility: section headers (D45)")
struct AccessibilitySectionHeaderTests {
    @Test("D45: a section's header is an element with isHeader, in a list and a form")
    func headers() {
        let host = ViewHost(
            List {
                Section("Fruits") {
                    Text("Apple")
                    Text("Pear")
                }
                Section {
                    Text("Carrot")
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("Fresh daily")
                }
            })
        #expect(
            host.renderAccessibility() == """
                header,staticText "Fruits"
                staticText "Apple"
                staticText "Pear"
                header,staticText "Vegetables"
                staticText "Carrot"
                staticText "Fresh daily"
                """)
        let form = ViewHost(Form { Section("Account") { Toggle("Sync", isOn: .constant(false)) } })
        #expect(
            form.renderAccessibility() == """
                header,staticText "Account"
                button,toggle "Sync" value="0"
                """)
    }
}
