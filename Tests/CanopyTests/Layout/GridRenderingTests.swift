import Canopy
import CanopyTesting
import Testing

/// The window drawn on a character grid, `options` as given.
@MainActor
func gridded<V: View>(
    _ view: V, platform: Platform = .macOS, windowSize: WindowSize? = nil,
    _ options: RenderOptions = RenderOptions()
) -> String {
    ViewHost(view, platform: platform, windowSize: windowSize).renderGrid(options)
}

@MainActor
@Suite("D20: the window drawn on a character grid")
struct GridRenderingTests {
    private let fill = RenderOptions(fillsShapes: true)

    @Test("D20: cells are the body advance by the body line height; each edge rounds on its own")
    func cellsAndEdges() {
        // macOS cells are 6.5×16: a 130×64 window is 20×4 cells. The red frame's edges at
        // y 8 and 40 fall on rows 1 and 3 (half away from zero), the blue one's at 40 and 56
        // on rows 3 and 4: the two touch and never overlap.
        expectText(
            gridded(
                VStack(spacing: 0) {
                    Color.red.frame(width: 65, height: 32)
                    Color.blue.frame(width: 39, height: 16)
                }, windowSize: WindowSize(width: 130, height: 64), fill),
            """
            ┌────────────────────┐
            │                    │
            │     ░░░░░░░░░░     │
            │     ░░░░░░░░░░     │
            │       ░░░░░░       │
            └────────────────────┘
            """)
        // iOS and iPadOS cells are 8.5×22: a 170×88 iPad window is 20×4 cells; its safe area
        // (24 points at the top, 20 at the bottom) puts the text's top at 35, on row 2.
        let host = ViewHost(
            Text("Hi"), platform: .iPadOS, windowSize: WindowSize(width: 170, height: 88))
        expectText(
            host.renderGrid(),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │         Hi         │
            │                    │
            └────────────────────┘
            """)
    }

    @Test(
        "D20/G20: text prints its laid-out lines, one character per cell, cut with … at its frame")
    func textLines() {
        expectText(
            gridded(
                VStack(spacing: 0) {
                    Text("Hello, world").frame(width: 39)
                    Text("Hello, world").lineLimit(1).frame(width: 39)
                }, windowSize: WindowSize(width: 78, height: 48)),
            """
            ┌────────────┐
            │   Hello,   │
            │   world    │
            │   Hello…   │
            └────────────┘
            """)
        // A caption's characters advance less than a body cell: one character per cell, so
        // the text is cut at its frame's last column.
        expectText(
            gridded(
                Text("abcdefgh").font(.caption), windowSize: WindowSize(width: 78, height: 16)),
            """
            ┌────────────┐
            │   abcde…   │
            └────────────┘
            """)
    }

    @Test(
        "D20/G16: a background is drawn behind its content, an overlay in front; later ZStack children on top"
    )
    func backToFront() {
        let size = WindowSize(width: 65, height: 16)
        expectText(
            gridded(
                Text("Hi").padding(.horizontal, 13).background(Color.red), windowSize: size, fill),
            """
            ┌──────────┐
            │  ░░Hi░░  │
            └──────────┘
            """)
        expectText(
            gridded(Text("Hi").padding(.horizontal, 13).overlay(Color.red), windowSize: size, fill),
            """
            ┌──────────┐
            │  ░░░░░░  │
            └──────────┘
            """)
        expectText(
            gridded(
                ZStack {
                    Text("Under")
                    Text("Top")
                }, windowSize: size),
            """
            ┌──────────┐
            │   UTopr  │
            └──────────┘
            """)
    }

    @Test(
        "D20: borders and bordered controls are outlined; a one-row outline is a pair of brackets")
    func outlines() {
        expectText(
            gridded(
                Text("Hi").frame(width: 52, height: 48).border(Color.red),
                windowSize: WindowSize(width: 78, height: 64)),
            """
            ┌────────────┐
            │            │
            │  ┌──────┐  │
            │  │  Hi  │  │
            │  └──────┘  │
            └────────────┘
            """)
        // D13: a macOS button is bordered, its title 8 points in from each side.
        expectText(
            gridded(
                VStack {
                    Button("OK") {}
                    Toggle("Wi-Fi", isOn: .constant(true))
                }, windowSize: WindowSize(width: 130, height: 64), RenderOptions(ascii: true)),
            """
            +--------------------+
            |                    |
            |        [OK]        |
            |      [x]Wi-Fi      |
            |                    |
            +--------------------+
            """)
    }

    @Test(
        "D20/D13: iOS controls: a borderless button's title, a switch at the trailing edge, a field"
    )
    func iOSControls() {
        expectText(
            gridded(
                VStack(spacing: 0) {
                    Button("Tap") {}
                    Toggle("On", isOn: .constant(true))
                    TextField("Name", text: .constant(""))
                }, platform: .iOS, windowSize: WindowSize(width: 170, height: 230)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │                    │
            │         Tap        │
            │On            (  ●) │
            │                    │
            │[Name              ]│
            │                    │
            │                    │
            └────────────────────┘
            """)
    }

    @Test(
        "D20/D15: the navigation bar and the tab bar where layout put them; hidden tabs leave no trace"
    )
    func bars() {
        let view = TabView {
            NavigationStack {
                Text("First")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Text("Mail") }
            Text("Second")
                .tabItem { Text("Settings") }
        }
        expectText(
            gridded(view, platform: .iOS, windowSize: WindowSize(width: 170, height: 330)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │       Inbox        │
            │────────────────────│
            │                    │
            │                    │
            │        First       │
            │                    │
            │                    │
            │                    │
            │────────────────────│
            │  ● Mail   Settings │
            │                    │
            │                    │
            └────────────────────┘
            """)
    }

    @Test(
        "D20/D15: a large title (the root's automatic mode on iOS) sits below the bar's buttons, 16 points in"
    )
    func largeTitle() {
        let view = TabView {
            NavigationStack {
                Text("First")
                    .navigationTitle("Inbox")
            }
            .tabItem { Text("Mail") }
            Text("Second")
                .tabItem { Text("Settings") }
        }
        // The bar is 96 points from y 59; the title's 41-point line starts at 108.5 (row 5).
        expectText(
            gridded(view, platform: .iOS, windowSize: WindowSize(width: 170, height: 330)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │                    │
            │                    │
            │  Inbox             │
            │────────────────────│
            │                    │
            │                    │
            │        First       │
            │                    │
            │────────────────────│
            │  ● Mail   Settings │
            │                    │
            │                    │
            └────────────────────┘
            """)
    }

    @Test(
        "D20: a presented sheet covers what is below it, outlined, on top of the window's content")
    func sheet() {
        let view = Text("Underneath text")
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
        expectText(
            gridded(view, windowSize: WindowSize(width: 130, height: 48)),
            """
            ┌────────────────────┐
            │       ┌─────┐      │
            │   Unde│Sheet│text  │
            │       └─────┘      │
            └────────────────────┘
            """)
    }

    @Test("D20: --boxes outlines every view; ASCII keeps to +-|")
    func boxes() {
        expectText(
            gridded(
                HStack(spacing: 0) {
                    Color.red.frame(width: 26, height: 32)
                    Color.blue.frame(width: 26, height: 32)
                }, windowSize: WindowSize(width: 78, height: 48),
                RenderOptions(ascii: true, drawsBoxes: true)),
            """
            +------------+
            |            |
            |  +--++--+  |
            |  +--++--+  |
            +------------+
            """)
    }

    @Test("D20: a 100,000-level tree is drawn without overflowing the stack")
    func deepTree() {
        let host = ViewHost(
            DeepGridChain(depth: 100_000), windowSize: WindowSize(width: 65, height: 16))
        expectText(
            host.renderGrid(),
            """
            ┌──────────┐
            │  Bottom  │
            └──────────┘
            """)
    }

    @Test("D20: an app draws each window's grid inside its frame")
    func appWindows() {
        let app = AppHost(GridApp(), platform: .macOS)
        expectText(
            app.render(RenderOptions(windowContent: .grid)),
            """
            ┌ Window 1 · macOS · light · key · active
            │ ┌──────────┐
            │ │   Hello  │
            │ └──────────┘
            └
            Menu bar: Grid: Quit Grid ⌘Q | File: New Window ⌘N | Edit | View | Window | Help
            """)
    }
}

/// `depth` custom views, each wrapping the next, ending in a text.
private struct DeepGridChain: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("Bottom")
        } else {
            DeepGridChain(depth: depth - 1)
        }
    }
}

private struct GridApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
        }
        .defaultSize(width: 65, height: 16)
    }
}
