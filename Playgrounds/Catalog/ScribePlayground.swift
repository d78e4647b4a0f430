import Canopy

/// A text editor's menu bar (S4): a Format menu whose content is a view builder like any other
/// (a checkable Bold, a Size submenu, a Theme picker as a submenu of choices, an Alignment
/// picker inline between separators), beside the app menu with Settings… and Quit.
///
///     Format: [ ] Bold ⌘B, —, Size ▸ {Bigger ⌘+, Smaller ⌘-}, Theme ▸ {[x] Paper, [ ] Night},
///             —, [x] Left, [ ] Centre, [ ] Right
struct ScribeApp: App {
    @State private var bold = false
    @State private var size = 12
    @State private var theme = ScribeTheme.paper
    @State private var alignment = ScribeAlignment.left

    var body: some Scene {
        WindowGroup("Scribe") {
            Text(
                "\(size) pt\(bold ? ", bold" : ""), \(theme.rawValue), \(alignment.rawValue)")
        }
        .commands {
            CommandMenu("Format") {
                Toggle("Bold", isOn: $bold).keyboardShortcut("b")
                Divider()
                Menu("Size") {
                    Button("Bigger") { size += 2 }.keyboardShortcut("+")
                    Button("Smaller") { size -= 2 }.keyboardShortcut("-").disabled(size <= 8)
                }
                Picker("Theme", selection: $theme) {
                    ForEach(ScribeTheme.allCases, id: \.self) { Text($0.rawValue) }
                }
                Picker("Alignment", selection: $alignment) {
                    ForEach(ScribeAlignment.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.inline)
            }
        }
        Settings { Text("Scribe has no settings yet") }
    }
}

/// The page's colours.
enum ScribeTheme: String, CaseIterable, Hashable, Sendable {
    case paper = "Paper"
    case night = "Night"
}

/// How the page's lines are aligned.
enum ScribeAlignment: String, CaseIterable, Hashable, Sendable {
    case left = "Left"
    case centre = "Centre"
    case right = "Right"
}
