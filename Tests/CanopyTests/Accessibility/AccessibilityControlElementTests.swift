import Canopy
import Foundation
import Testing

@MainActor
@Suite("Accessibility: the elements of the other controls (A3, D74)")
struct AccessibilityControlElementTests {
    private struct Form1: View {
        @State var name = ""
        @State var password = "abc"
        @State var notes = "Hi"
        var body: some View {
            VStack {
                TextField("Name", text: $name, prompt: Text("Your name"))
                SecureField("Password", text: $password)
                TextEditor(text: $notes).accessibilityLabel("Notes")
                Text("Hello, \(name)")
            }
        }
    }

    @Test(
        "D74: a text field is labelled by its title and valued by its text (the prompt while empty)"
    )
    func textInputs() throws {
        let host = ViewHost(Form1())
        #expect(
            host.renderAccessibility() == """
                element "Name" value="Your name"
                element "Password" value="•••"
                element "Notes" value="Hi"
                staticText "Hello, "
                """)
        _ = try host.type("Ann", into: "Name")
        #expect(host.accessibilityTree().elements.first?.value == "Ann")
    }

    @Test("D74: activating a text field focuses it")
    func textFieldFocus() throws {
        let host = ViewHost(Form1())
        #expect(try host.accessibilityActivate("Name"))
        #expect(host.render().contains(#"TextField "Name" text:"" (focused)"#))
    }

    private struct Flavors: View {
        @State var flavor = "Vanilla"
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                Picker("Size", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                .pickerStyle(.segmented)
                Picker("Wheel", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                .pickerStyle(.wheel)
            }
        }
    }

    @Test("D74: a menu picker is a button valued by its choice; a segmented one holds its options")
    func pickers() throws {
        let host = ViewHost(Flavors())
        #expect(
            host.renderAccessibility() == """
                button "Flavor" value="Vanilla"
                container "Size"
                  button,selected "Vanilla"
                  button "Mint"
                adjustable "Wheel" value="Vanilla"
                """)
        #expect(try host.accessibilityActivate("Mint"))
        #expect(host.accessibilityTree().elements.first?.value == "Mint")
        #expect(try host.accessibilityDecrement("Wheel"))
        #expect(host.accessibilityTree().elements.first?.value == "Vanilla")
        #expect(try !host.accessibilityDecrement("Wheel"))
    }

    @Test(
        "D74: a disclosure group is a button valued by its state; its content follows when expanded"
    )
    func disclosureGroup() throws {
        let host = ViewHost(
            DisclosureGroup("Advanced") { Text("Hidden option") })
        #expect(host.renderAccessibility() == #"button "Advanced" value="collapsed""#)
        #expect(try host.accessibilityActivate("Advanced"))
        #expect(
            host.renderAccessibility() == """
                button "Advanced" value="expanded"
                staticText "Hidden option"
                """)
    }

    @Test("D74: a menu is a button; its items follow while it is open")
    func menu() throws {
        let host = ViewHost(
            Menu("Options") {
                Button("Copy") {}
                Button("Paste") {}
            })
        #expect(host.renderAccessibility() == #"button "Options""#)
        #expect(try host.accessibilityActivate("Options"))
        #expect(
            host.renderAccessibility() == """
                button "Options"
                button "Copy"
                button "Paste"
                """)
    }

    @Test("D74: progress views and gauges are valued by their amount")
    func indicators() {
        let host = ViewHost(
            VStack {
                ProgressView("Downloading", value: 0.25)
                ProgressView("Loading")
                Gauge(value: 0.4) { Text("Battery") }
                Gauge(value: 0.5) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("50 km/h")
                }
            })
        #expect(
            host.renderAccessibility() == """
                updatesFrequently "Downloading" value="25%"
                updatesFrequently "Loading"
                element "Battery" value="40%"
                element "Speed" value="50 km/h"
                """)
    }

    @Test("D74: a date picker is a button valued by its date")
    func datePicker() {
        let date = Date(timeIntervalSince1970: 0)
        let host = ViewHost(
            DatePicker("Due", selection: .constant(date), displayedComponents: .date))
        let element = host.accessibilityTree().elements.first
        #expect(element?.label == "Due")
        #expect(element?.traits == .isButton)
        #expect(element?.value?.isEmpty == false)
    }

    private struct Tabs: View {
        @State var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                Text("Inbox page").tabItem { Text("Inbox") }.tag(0).badge(3)
                Text("Sent page").tabItem { Text("Sent") }.tag(1)
            }
        }
    }

    @Test("D74: a tab view's tab bar follows its tab; the selected tab is selected")
    func tabBar() throws {
        let host = ViewHost(Tabs())
        #expect(
            host.renderAccessibility() == """
                staticText "Inbox page"
                container "Tab Bar"
                  button,selected "Inbox" value="3"
                  button "Sent"
                """)
        #expect(try host.accessibilityActivate("Sent"))
        #expect(
            host.renderAccessibility() == """
                staticText "Sent page"
                container "Tab Bar"
                  button "Inbox" value="3"
                  button,selected "Sent"
                """)
    }

    @Test("D74: a paged tab view has no tab bar")
    func pagedTabView() {
        let host = ViewHost(
            TabView {
                Text("Page one").tabItem { Text("One") }
                Text("Page two").tabItem { Text("Two") }
            }
            .tabViewStyle(.page))
        #expect(host.accessibilityTree().labels == ["Page one"])
    }
}

@MainActor
@Suite("Accessibility: a list's selected rows (D77)")
struct AccessibilityListSelectionTests {
    private struct Fruits: View {
        @State var selection: String? = "Pear"
        var body: some View {
            List(["Apple", "Pear"], id: \.self, selection: $selection) { name in
                Text(name)
            }
        }
    }

    @Test("D77: the elements of a selected row are selected; selecting another moves it")
    func selectedRow() throws {
        let host = ViewHost(Fruits())
        #expect(
            host.renderAccessibility() == """
                staticText "Apple"
                selected,staticText "Pear"
                """)
        try host.selectRow("Apple")
        #expect(
            host.renderAccessibility() == """
                selected,staticText "Apple"
                staticText "Pear"
                """)
    }
}
