import Canopy
import CanopyTesting
import Foundation
import Testing

/// The DocC articles' outputs are the runtime's: each example in `ArticleExamples.swift` is
/// rendered here and the article must contain exactly that text.
@MainActor
@Suite("DocC articles show what the runtime prints")
struct ArticleTests {
    static func article(_ name: String) throws -> String {
        let catalog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Canopy/Canopy.docc")
        return try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
    }

    /// The article contains `output` as a fenced block of its own.
    static func expectShows(_ article: String, _ output: String, name: String) {
        #expect(article.contains("```\n" + output + "\n```"), "\(name) should show:\n\(output)")
    }

    @Test("Every article is linked from the landing page, under a name no symbol shadows")
    func articlesReachable() throws {
        let catalog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Canopy/Canopy.docc")
        let landing = try Self.article("Canopy.md")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") && $0 != "Canopy.md" }
            .map { String($0.dropLast(3)) }
        #expect(articles.count >= 9)
        // A public type of the same name would take the link (`<doc:Environment>` once opened
        // the property wrapper's page).
        let sources = catalog.deletingLastPathComponent()
        var publicTypes = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard
                    let kind = words.firstIndex(where: {
                        ["struct", "enum", "class", "protocol", "typealias"].contains($0)
                    }), words.prefix(kind).contains("public"), kind + 1 < words.count
                else { continue }
                publicTypes.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        #expect(publicTypes.contains("Environment"))
        for name in articles {
            #expect(landing.contains("<doc:\(name)>"), "\(name) is not linked from Canopy.md")
            #expect(!publicTypes.contains(name), "\(name) is also a public type's name")
        }
    }

    @Test(
        "CheckingAccessibility.md: D48's rendering, D76's order, A13's activation and D47's audit")
    func checkingAccessibility() throws {
        let text = try Self.article("CheckingAccessibility.md")
        let host = ViewHost(AccessibilityArticlePlayer())
        Self.expectShows(text, host.renderAccessibility(), name: "CheckingAccessibility.md")
        #expect(host.accessibilityAudit().isEmpty)
        try host.accessibilityActivate("Play")
        #expect(host.accessibilityTree().labels.last == "Pause")
        let columns = ViewHost(
            HStack(alignment: .top) {
                VStack {
                    Text("Name")
                    Text("Ann")
                }
                VStack {
                    Text("Role")
                    Text("Editor")
                }
            })
        Self.expectShows(text, columns.renderAccessibility(), name: "CheckingAccessibility.md")
        let iconOnly = ViewHost(Button(action: {}) { Image(systemName: "trash") })
        Self.expectShows(
            text, iconOnly.accessibilityAudit().map(\.description).joined(separator: "\n"),
            name: "CheckingAccessibility.md")
    }

    @Test("GettingStarted.md: its test expects what the row shows")
    func gettingStarted() throws {
        let text = try Self.article("GettingStarted.md")
        let screen = ViewHost(NoteRow(title: "Groceries"), platform: .iOS).renderScreen()
        #expect(text.contains("#expect(host.renderScreen() == #\"" + screen + "\"#)"))
        #expect(text.contains(".defaultAppStorage(.standard)"))
    }

    @Test(
        "LayoutAndGeometry.md: G7, G10, G15, G20 frames on an iPhone; G23 a measured title; D20 the grid"
    )
    func layout() throws {
        let text = try Self.article("LayoutAndGeometry.md")
        let options = RenderOptions(showsFrames: true)
        Self.expectShows(
            text, ViewHost(LayoutArticleRow(), platform: .iOS).render(options),
            name: "LayoutAndGeometry.md")
        Self.expectShows(
            text, ViewHost(LayoutArticleRow(), platform: .macOS).render(options),
            name: "LayoutAndGeometry.md")
        Self.expectShows(
            text, ViewHost(LayoutArticleMeasured(), platform: .iOS).render(),
            name: "LayoutAndGeometry.md")
        Self.expectShows(
            text,
            ViewHost(
                LayoutArticleRow(), platform: .macOS, windowSize: WindowSize(width: 260, height: 96)
            ).renderGrid(RenderOptions(fillsShapes: true)), name: "LayoutAndGeometry.md")
    }

    @Test("Styles.md: E3, E4 a container's style reaches its buttons; a custom body")
    func styles() throws {
        let text = try Self.article("Styles.md")
        let question = ViewHost(StyleQuestion(), platform: .macOS)
        Self.expectShows(
            text, question.render(RenderOptions(showsResolved: true)), name: "Styles.md")
        Self.expectShows(text, question.renderScreen(), name: "Styles.md")
        Self.expectShows(text, ViewHost(CapsuleButtons()).render(), name: "Styles.md")
    }

    @Test("ValuesFlowingDown.md: E1, E3, E4, E6 rendered, with the values each view read")
    func environment() throws {
        let text = try Self.article("ValuesFlowingDown.md")
        let host = ViewHost(ThemedScreen())
        Self.expectShows(text, host.render(), name: "ValuesFlowingDown.md")
        Self.expectShows(
            text, host.render(RenderOptions(showsEnvironment: true)), name: "ValuesFlowingDown.md")
        let explained = try host.findAll(ThemeLabel.self)[2].explain(\.theme)
        Self.expectShows(text, explained.description, name: "ValuesFlowingDown.md")
    }

    @Test("Preferences.md: P1, P2 rendered, with what each subtree produced")
    func preferences() throws {
        let text = try Self.article("Preferences.md")
        let host = ViewHost(Inbox())
        Self.expectShows(text, host.render(), name: "Preferences.md")
        Self.expectShows(
            text, host.render(RenderOptions(showsPreferences: true)), name: "Preferences.md")
        let explained = try host.find(Inbox.self).explainPreference(BadgeCountKey.self)
        Self.expectShows(text, explained.description, name: "Preferences.md")
    }

    @Test("Testing.md: queries, the event log and the line diff, as printed")
    func testing() throws {
        let text = try Self.article("Testing.md")
        let host = ViewHost(TallyCounter(), recordsEvents: true)
        try host.tap("Add")
        Self.expectShows(
            text, host.events.map(\.description).joined(separator: "\n"), name: "Testing.md")
        let add = try host.find(text: "Add")
        Self.expectShows(
            text, add.pathToRoot.map(\.typeName).joined(separator: " ← "), name: "Testing.md")
        let missing = #expect(throws: InspectionError.self) { try host.find(text: "add") }
        Self.expectShows(text, missing?.description ?? "", name: "Testing.md")
        Self.expectShows(
            text,
            renderedDifference(
                expected: "VStack\n├─ Text \"count 0\"\n└─ Button \"Add\"",
                actual: try host.find(.named("VStack")).render()
            ).trimmingCharacters(in: .newlines),
            name: "Testing.md")
    }

    @Test("Platforms.md: D4, D5 on each simulated platform")
    func platforms() throws {
        let text = try Self.article("Platforms.md")
        for (platform, size) in [
            (Platform.macOS, WindowSize?.none), (.iPadOS, nil),
            (.iPadOS, WindowSize(width: 500, height: 800)),
            (.iOS, nil),
        ] {
            let host = ViewHost(SizeReport(), platform: platform, windowSize: size)
            Self.expectShows(text, host.render(), name: "Platforms.md \(platform)")
        }
    }

    @Test("ScenesAndWindows.md: S1, S3 each window its own state; Settings")
    func scenes() throws {
        let text = try Self.article("ScenesAndWindows.md")
        let app = AppHost(JournalApp())
        try app.openWindow()
        try app.window(2).tap("Type")
        _ = try app.openSettings()
        Self.expectShows(text, app.render(), name: "ScenesAndWindows.md")
        // The article's claim: the app menu's Settings… opens the same window.
        let other = AppHost(JournalApp())
        #expect(try other.runCommand("Journal/Settings…"))
        #expect(other.keyWindow?.isSettings == true)
    }

    @Test("FocusAndFocusedValues.md: F5 a focused value follows focus")
    func focus() throws {
        let text = try Self.article("FocusAndFocusedValues.md")
        let host = ViewHost(Composer())
        try host.focus("Body")
        Self.expectShows(text, host.renderScreen(), name: "FocusAndFocusedValues.md")
    }

    @Test("Provenance.md: E4, E6 each modifier's merge, explained")
    func provenance() throws {
        let text = try Self.article("Provenance.md")
        let host = ViewHost(BadgeRow())
        Self.expectShows(text, host.render(), name: "Provenance.md")
        Self.expectShows(
            text, try host.find(Badge.self).explain(\.badgeStyle).description, name: "Provenance.md"
        )
    }
}
