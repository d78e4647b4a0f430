import Canopy
import CanopyTesting
import Testing

private struct ShapeEditor: View {
    @State var presented = false
    @State var appeared = 0
    var width: CGFloat? = nil

    var body: some View {
        VStack {
            Text("Canvas")
            Button("Inspect") { presented.toggle() }
            Text("inspector appeared \(appeared)")
        }
        .inspector(isPresented: $presented) {
            TraitsInspector()
                .onAppear { appeared += 1 }
                .modifier(ColumnWidth(width: width))
        }
    }
}

private struct ColumnWidth: ViewModifier {
    let width: CGFloat?
    func body(content: Content) -> some View {
        if let width {
            content.inspectorColumnWidth(width)
        } else {
            content
        }
    }
}

private struct TraitsInspector: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Traits \(scheme)")
            Button("Close") { dismiss() }
        }
    }
}

private struct InspectingApp: App {
    var body: some Scene {
        WindowGroup { ShapeEditor() }
            .commands { InspectorCommands() }
        Settings { Text("Editor settings") }
    }
}

@MainActor
@Suite(
    "inspector: a trailing column when regular, a sheet when compact; InspectorCommands (D25, F9)")
struct InspectorTests {
    @Test("D25: on a Mac the inspector is a 270-point trailing column beside the content")
    func macColumn() throws {
        let host = ViewHost(
            ShapeEditor().environment(\.colorScheme, .dark), platform: .macOS,
            windowSize: WindowSize(width: 800, height: 600))
        #expect(host.first(text: "Traits dark") == nil)
        try host.tap("Inspect")
        #expect(try host.find(text: "inspector appeared 1").typeName == "Text")
        let traits = try #require(try host.find(text: "Traits dark").frame())
        let canvas = try #require(try host.find(text: "Canvas").frame())
        // The content is centred in the 530 points the column leaves, the column's content in
        // the column's 270.
        let contentShare: CGFloat = 530
        #expect(canvas.midX == contentShare / 2)
        #expect(traits.midX == contentShare + 135)
        expectRendered(
            host,
            #"""
            ShapeEditor .environment(\.colorScheme, dark)
            └─ VStack
               ├─ Text "Canvas"
               ├─ Button "Inspect"
               ├─ Text "inspector appeared 1"
               └─ .inspector
                  └─ .modifier(ColumnWidth)
                     └─ TraitsInspector
                        └─ VStack
                           ├─ Text "Traits dark"
                           └─ Button "Close"
            """#)
        #expect(
            host.renderScreen().contains(
                """
                Canvas
                [Inspect]
                inspector appeared 1
                ────────────────────
                Traits dark
                [Close]
                """))
    }

    @Test("inspectorColumnWidth flows up to the column: a fixed width, and bounds around an ideal")
    func columnWidth() throws {
        let host = ViewHost(
            ShapeEditor(presented: true, width: 200), platform: .macOS,
            windowSize: WindowSize(width: 800, height: 600))
        let traits = try #require(try host.find(text: "Traits light").frame())
        let expected: CGFloat = 600 + 100
        #expect(traits.midX == expected)
        #expect(host.render().contains(".inspectorColumnWidth(200)"))

        let bounded = ViewHost(
            Text("Page").inspector(isPresented: .constant(true)) {
                Text("Notes").inspectorColumnWidth(min: 100, ideal: 500, max: 300)
            }, platform: .macOS, windowSize: WindowSize(width: 800, height: 600))
        let notes = try #require(try bounded.find(text: "Notes").frame())
        let clamped: CGFloat = 500 + 150
        #expect(notes.midX == clamped)
        #expect(bounded.render().contains(".inspectorColumnWidth(min: 100, ideal: 500, max: 300)"))
    }

    @Test("D25: on a regular-width iPad the column is 320 points wide")
    func iPadColumn() throws {
        let host = ViewHost(
            ShapeEditor(presented: true), platform: .iPadOS,
            windowSize: WindowSize(width: 1024, height: 768))
        let traits = try #require(try host.find(text: "Traits light").frame())
        let expected: CGFloat = 1024 - 160
        #expect(traits.midX == expected)
        #expect(!host.renderScreen().contains("Sheet"))
    }

    @Test(
        "E10: on an iPhone (compact) it is a sheet with the presenter's environment; dismiss closes it"
    )
    func phoneSheet() throws {
        let host = ViewHost(ShapeEditor().environment(\.colorScheme, .dark), platform: .iOS)
        try host.tap("Inspect")
        #expect(host.renderScreen().contains("╭─ Sheet\n│ Traits dark\n│ <Close>\n╰─"))
        try host.tap("Close")
        #expect(host.first(text: "Traits dark") == nil)
        try host.tap("Inspect")
        #expect(host.dismissPresentation())
        #expect(host.first(text: "Traits dark") == nil)
        #expect(try host.find(text: "inspector appeared 2").typeName == "Text")
    }

    @Test("A column is not a presentation: a tap outside leaves it; its own dismiss closes it")
    func columnDismiss() throws {
        let host = ViewHost(ShapeEditor(presented: true), platform: .macOS)
        #expect(!host.dismissPresentation())
        #expect(host.first(text: "Traits light") != nil)
        try host.tap("Close")
        #expect(host.first(text: "Traits light") == nil)
    }

    @Test(
        "F9: View › Show Inspector (⌃⌘I) toggles the key window's inspector; Settings disables it")
    func commands() throws {
        let app = AppHost(InspectingApp(), platform: .macOS)
        let view = try #require(app.menuBar.first { $0.name == "View" })
        let item = try #require(view.items.first { $0.title == "Show Inspector" })
        #expect(item.shortcut == "⌃⌘I" && item.isEnabled)
        #expect(try app.runCommand("View/Show Inspector"))
        #expect(try app.window(1).first(text: "Traits light") != nil)
        #expect(
            app.menuBar.first { $0.name == "View" }?.items.contains { $0.title == "Hide Inspector" }
                == true)
        _ = try app.openWindow()
        #expect(try app.press("i", modifiers: [.control, .command]))
        #expect(try app.window(2).first(text: "Traits light") != nil)
        #expect(try app.window(1).first(text: "Traits light") != nil)
        #expect(try app.runCommand("View/Hide Inspector"))
        #expect(try app.window(2).first(text: "Traits light") == nil)
        _ = try app.openSettings()
        #expect(try app.whyDisabled("View/Show Inspector") != nil)
    }

    @Test("A released host with an open inspector frees its nodes")
    func released() throws {
        weak var weakHost: ViewHost?
        do {
            let host = ViewHost(ShapeEditor(presented: true), platform: .macOS)
            #expect(host.first(text: "Traits light") != nil)
            weakHost = host
        }
        #expect(weakHost == nil)
    }
}
