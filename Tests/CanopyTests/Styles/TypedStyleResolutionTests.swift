import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Styles resolve by the look their type declares, never by the name they print with")
struct TypedStyleResolutionTests {
    /// An app's own date picker style whose name prints as Canopy's default's does.
    struct DefaultDatePickerStyle: DatePickerStyle {}

    /// An app's own text field style whose name prints as `automatic`.
    struct AutomaticTextFieldStyle: TextFieldStyle {}

    /// An app's own picker style, named as it likes.
    struct LookalikePickerStyle: PickerStyle {
        let styleName: String
    }

    /// An app's own button style whose type is named like a built-in look.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    struct borderedProminent: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    private struct Flavours: View {
        @State var flavour = "Mint"
        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("Mint").tag("Mint")
                Text("Lemon").tag("Lemon")
            }
        }
    }

    @Test("An app's date picker style that prints as automatic is not taken for the automatic one")
    func datePickerStyleNamedLikeTheDefault() {
        let picker = DatePicker("Due", selection: .constant(.distantPast))
        let own = ViewHost(picker.datePickerStyle(DefaultDatePickerStyle()))
            .render(RenderOptions(showsResolved: true))
        #expect(own.contains(".datePickerStyle(.automatic)  resolved style=automatic"))
        // Canopy's own default still resolves to compact.
        let builtIn = ViewHost(picker.datePickerStyle(.automatic))
            .render(RenderOptions(showsResolved: true))
        #expect(builtIn.contains(".datePickerStyle(.automatic)  resolved style=compact"))
    }

    @Test("An app's text field style that prints as automatic is not resolved for the platform")
    func textFieldStyleNamedLikeTheDefault() {
        let field = TextField("Name", text: .constant(""))
        let own = ViewHost(field.textFieldStyle(AutomaticTextFieldStyle()), platform: .macOS)
            .render(RenderOptions(showsResolved: true))
        #expect(own.contains(".textFieldStyle(.automatic)  resolved style=automatic"))
        let builtIn = ViewHost(field.textFieldStyle(.automatic), platform: .macOS)
            .render(RenderOptions(showsResolved: true))
        #expect(builtIn.contains(".textFieldStyle(.automatic)  resolved style=squareBorder"))
    }

    @Test("An app's picker style named like a built-in one is drawn as neither")
    func pickerStyleNamedLikeBuiltIns() {
        let segmented = ViewHost(
            Flavours().pickerStyle(LookalikePickerStyle(styleName: "segmented")))
        // Drawn as a picker with no look of its own is (a menu), not as segments.
        #expect(segmented.renderScreen() == "Flavour: [Mint ▾]")
        // Its name is printed as it is, never read.
        #expect(
            segmented.render(RenderOptions(showsResolved: true)).contains(
                "resolved style=segmented"))
        let automatic = ViewHost(
            Flavours().pickerStyle(LookalikePickerStyle(styleName: "automatic")))
        let resolved = automatic.render(RenderOptions(showsResolved: true))
        #expect(resolved.contains("resolved style=automatic"))
        #expect(!resolved.contains("resolved style=menu"))
        // Canopy's segmented style still draws segments.
        #expect(
            ViewHost(Flavours().pickerStyle(.segmented)).renderScreen() == "Flavour: [Mint] Lemon")
    }

    @Test("An app's button style whose type is named like a look draws its labels as custom")
    func buttonStyleNamedLikeALook() {
        let host = ViewHost(Button("Save") {}.buttonStyle(borderedProminent()))
        let text = host.render(RenderOptions(showsResolved: true))
        #expect(text.contains("resolved style=borderedProminent"))
        #expect(text.contains("foreground=custom"))
        #expect(!text.contains("foreground=white"))
    }
}
