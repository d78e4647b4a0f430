#if canImport(SwiftUI)
    import SwiftUI
#else
    import Canopy
#endif

/// The Settings window: the text size and the title colour, kept in the user's defaults, so
/// every notes window follows them.
struct NotesSettings: View {
    @AppStorage("fontSize") private var fontSize = 13
    @AppStorage("accent") private var accent = "yellow"

    var body: some View {
        Form {
            Stepper("Text size", value: $fontSize, in: 9...24)
            Toggle("Mint titles", isOn: mintTitles)
        }
    }

    private var mintTitles: Binding<Bool> {
        Binding(get: { accent == "mint" }, set: { accent = $0 ? "mint" : "yellow" })
    }
}
