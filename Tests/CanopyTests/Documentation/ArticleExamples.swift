import Canopy
import CanopyTesting

// The examples the DocC articles show, compiled and rendered by `ArticleTests`. Each one is
// written here exactly as the article prints it.

// MARK: ValuesFlowingDown.md

struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemeLabel: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("theme: \(theme)") }
}

struct ThemedScreen: View {
    var body: some View {
        VStack {
            ThemeLabel()
            ThemeLabel().environment(\.theme, "dark")
            ThemeLabel().transformEnvironment(\.theme) { $0 += "+" }
        }
        .environment(\.theme, "ocean")
    }
}

// MARK: Preferences.md

struct BadgeCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct Inbox: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("total \(total)")
            Text("mail").preference(key: BadgeCountKey.self, value: 3)
            Text("chat").preference(key: BadgeCountKey.self, value: 2)
        }
        .onPreferenceChange(BadgeCountKey.self) { total = $0 }
    }
}

// MARK: Testing.md

struct TallyCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
        .onChange(of: count) { _, _ in }
    }
}

// MARK: Platforms.md

struct SizeReport: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.deviceStatus) private var status
    var body: some View {
        Text("\(sizeClass.map { "\($0)" } ?? "nil"), \(status)")
    }
}

// MARK: ScenesAndWindows.md

struct JournalApp: App {
    var body: some Scene {
        WindowGroup("Notes") { JournalEditor() }
        Settings { Text("Preferences") }
    }
}

struct JournalEditor: View {
    @State private var words = 0
    var body: some View {
        VStack {
            Text("\(words) words")
            Button("Type") { words += 1 }
        }
    }
}

// MARK: Focus.md

struct DraftKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var draft: String? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
}

struct DraftStatus: View {
    @FocusedValue(\.draft) private var draft
    var body: some View { Text("editing: \(draft ?? "nothing")") }
}

struct Composer: View {
    @State private var subject = ""
    @State private var body_ = ""
    var body: some View {
        VStack {
            DraftStatus()
            TextField("Subject", text: $subject).focusedValue(\.draft, "subject")
            TextField("Body", text: $body_).focusedValue(\.draft, "body")
        }
    }
}

// MARK: Provenance.md

struct BadgeStyle: Equatable {
    var color = "gray"
    var shape = "circle"
}

struct BadgeStyleKey: EnvironmentKey { static let defaultValue = BadgeStyle() }

extension EnvironmentValues {
    var badgeStyle: BadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

/// Changes one field of the inherited style and keeps the rest (seed 002's pattern).
struct BadgeStyleModifier: ViewModifier {
    @Environment(\.badgeStyle) private var inherited
    var color: String? = nil
    var shape: String? = nil

    func body(content: Content) -> some View {
        var style = inherited
        if let color { style.color = color }
        if let shape { style.shape = shape }
        return content.environment(\.badgeStyle, style)
    }
}

struct Badge: View {
    @Environment(\.badgeStyle) private var style
    var body: some View { Text("\(style.color) \(style.shape)") }
}

struct BadgeRow: View {
    var body: some View {
        Badge()
            .modifier(BadgeStyleModifier(shape: "square"))
            .modifier(BadgeStyleModifier(color: "red"))
    }
}

// MARK: Styles.md

struct StyleQuestion: View {
    var body: some View {
        VStack {
            Button("Inner button") {}
            Button("Own style") {}.buttonStyle(.borderedProminent)
        }
        .buttonStyle(.plain)
        .foregroundColor(.red)
    }
}

struct CapsuleStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(isEnabled ? Color.blue : Color.gray)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct CapsuleButtons: View {
    var body: some View {
        VStack {
            Button("Save") {}
            Button("Delete") {}.disabled(true)
        }
        .buttonStyle(CapsuleStyle())
    }
}

// MARK: GettingStarted.md

struct NoteRow: View {
    let title: String
    @Environment(\.colorScheme) private var scheme
    var body: some View { Label(title, systemImage: "note.text") }
}

// LayoutAndGeometry.md

struct LayoutArticleRow: View {
    var body: some View {
        HStack {
            Text("Hello, world").frame(width: 60)
            Spacer()
            Color.blue.frame(width: 40, height: 40)
        }
        .padding()
    }
}

struct LayoutArticleHeights: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct LayoutArticleMeasured: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Text("Title").font(.title)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(
                            key: LayoutArticleHeights.self, value: proxy.size.height)
                    })
            Text("The title is \(Int(height)) points high")
        }
        .onPreferenceChange(LayoutArticleHeights.self) { height = $0 }
    }
}

/// CheckingAccessibility.md's player.
struct AccessibilityArticlePlayer: View {
    @State private var isPlaying = false
    var body: some View {
        VStack {
            Text("Now Playing").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Blue in Green")
                Text("Miles Davis")
            }
            .accessibilityElement(children: .combine)
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
        }
    }
}
