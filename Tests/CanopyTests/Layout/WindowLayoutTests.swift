import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("G32–G34, D15: safe areas and windows")
struct WindowLayoutTests {
    private func frame<V: View>(
        _ view: V, platform: Platform, windowSize: WindowSize? = nil
    ) -> String {
        framed(view, platform: platform, windowSize: windowSize)
    }

    @Test("G32/D15: an iPhone's content sits between the status bar and the home indicator")
    func iPhoneSafeArea() {
        expectText(frame(Color.red, platform: .iOS), "Color red @(0,59 393×759)")
        expectText(
            frame(Color.red.ignoresSafeArea(), platform: .iOS),
            "Color red .ignoresSafeArea() @(0,0 393×852)")
        expectText(
            frame(Color.red.ignoresSafeArea(edges: .top), platform: .iOS),
            "Color red .ignoresSafeArea(edges: .top) @(0,0 393×818)")
        expectText(
            frame(Color.red.edgesIgnoringSafeArea(.all), platform: .iOS),
            "Color red .edgesIgnoringSafeArea(.all) @(0,0 393×852)")
    }

    @Test("G32: a view that does not reach the safe area's edge does not extend")
    func onlyViewsAtTheEdgeExtend() {
        expectText(
            frame(Color.red.frame(width: 100, height: 60).ignoresSafeArea(), platform: .iOS),
            "Color red .frame(width: 100, height: 60) .ignoresSafeArea() @(146.5,408.5 100×60)")
    }

    @Test("G33: safeAreaPadding insets the content; a view ignoring the safe area extends over it")
    func safeAreaPadding() {
        expectText(
            frame(Color.red.safeAreaPadding(.horizontal, 20), platform: .iOS),
            "Color red .safeAreaPadding(horizontal, 20) @(20,59 353×759)")
        expectText(
            frame(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20), platform: .iOS),
            "Color red .ignoresSafeArea() .safeAreaPadding(horizontal, 20) @(0,0 393×852)")
    }

    @Test("G33: a safe-area inset sits at its edge, spaced and aligned as asked")
    func safeAreaInset() {
        expectText(
            frame(
                Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
                    Color.blue.frame(width: 50, height: 30)
                }, platform: .iOS),
            """
            Color red @(0,59 393×725)
            └─ .safeAreaInset(bottom)
               └─ Color blue .frame(width: 50, height: 30) @(0,788 50×30)
            """)
    }

    @Test(
        "G32, G33: under a safe-area inset, a view that ignores the safe area reaches over the inset and stays in its frame"
    )
    func ignoresSafeAreaUnderAnInset() {
        expectText(
            frame(
                Color.blue.ignoresSafeArea()
                    .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 50) }
                    .frame(width: 200, height: 300), platform: .iOS),
            """
            Color blue .ignoresSafeArea() .frame(width: 200, height: 300) @(96.5,288.5 200×300)
            └─ .safeAreaInset(top)
               └─ Color red .frame(height: 50) @(96.5,288.5 200×50)
            """)
        // At the window's top the inset's content still reaches on, to the window's edge.
        expectText(
            frame(
                Color.blue.ignoresSafeArea()
                    .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 50) },
                platform: .iOS),
            """
            Color blue .ignoresSafeArea() @(0,0 393×852)
            └─ .safeAreaInset(top)
               └─ Color red .frame(height: 50) @(0,59 393×50)
            """)
    }

    @Test("D15: a landscape iPhone, an iPad and a Mac window")
    func otherWindows() {
        expectText(
            frame(Color.red, platform: .iOS, windowSize: WindowSize(width: 852, height: 393)),
            "Color red @(59,0 734×372)")
        expectText(frame(Color.red, platform: .iPadOS), "Color red @(0,24 1180×776)")
        expectText(frame(Color.red, platform: .macOS), "Color red @(0,0 1024×768)")
    }

    @Test("G34: resizing a window lays it out again, with size classes from the new size")
    func resizingRelaysOut() throws {
        let host = ViewHost(
            Color.red.frame(maxWidth: .infinity, maxHeight: .infinity), platform: .iPadOS)
        let red = try host.find(Color.self)
        #expect(red.frame() == CGRect(x: 0, y: 24, width: 1180, height: 776))
        host.windowSize = WindowSize(width: 375, height: 820)
        host.flush()
        #expect(red.frame() == CGRect(x: 0, y: 24, width: 375, height: 776))
        #expect(red.environment(\.horizontalSizeClass) == .compact)
    }
}

@MainActor
@Suite("G5: layout is incremental")
struct IncrementalLayoutTests {
    private struct Rows: View {
        @State var label = "row 0"
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { index in
                    Text(index == 0 ? label : "row \(index)").frame(width: 100, height: 20)
                }
                Button("Change") { label = "row zero, longer" }
            }
        }
    }

    @Test("G5: a text change inside a fixed frame re-measures the text, not its stack")
    func leafChangeStopsAtAFixedFrame() throws {
        let host = ViewHost(Rows(), platform: .iOS)
        host.layOut()
        let before = host.layoutWork
        try host.tap("Change")
        host.layOut()
        let after = host.layoutWork
        // The text's size, and the unchanged frame placing it again: nothing else.
        #expect(after.measured - before.measured == 1)
        #expect(after.placed - before.placed == 2)
        let text = try host.find(text: "row zero, longer")
        #expect(text.frame()?.size == CGSize(width: 85, height: 22))
    }

    @Test("G5: an environment value no size reads lays nothing out again")
    func unreadEnvironmentChange() {
        let host = ViewHost(Rows(), platform: .iOS)
        host.layOut()
        let before = host.layoutWork
        host.colorScheme = .dark
        host.layOut()
        #expect(host.layoutWork.measured == before.measured)
        #expect(host.layoutWork.placed == before.placed)
    }

    @Test("G5: a font change re-measures the text below it")
    func fontChangeRemeasures() throws {
        struct Titled: View {
            @State var big = false
            var body: some View {
                VStack {
                    Text("Title").font(big ? .largeTitle : .body).fixedSize()
                    Button("Grow") { big = true }
                }
            }
        }
        let host = ViewHost(Titled(), platform: .iOS)
        let title = try host.find(text: "Title")
        #expect(title.frame()?.size == CGSize(width: 42.5, height: 22))
        try host.tap("Grow")
        #expect(title.frame()?.size == CGSize(width: 85, height: 41))
    }

    @Test(
        "G5: a font, line limit or layout direction written above changes: the views below that size themselves from it are laid out again"
    )
    func layoutKeysWrittenAbove() throws {
        struct Written: View {
            @State var big = false
            var body: some View {
                VStack {
                    Text("Hello world")
                    Button("Flip") { big.toggle() }
                }
                .font(big ? .title : .body)
                .lineLimit(big ? 1 : nil)
                .frame(width: 100)
            }
        }
        let host = ViewHost(Written(), platform: .macOS)
        let text = try host.find(text: "Hello world")
        #expect(text.frame()?.size == CGSize(width: 71.5, height: 16))
        try host.tap("Flip")
        // A 22-point title in 100 points: "Hello" and "world" each fill a line; one kept.
        #expect(text.frame()?.size == CGSize(width: 66, height: 26))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("G5: rows moved twice by a ForEach land where a fresh layout puts them")
    func reorderedRows() throws {
        struct Rotating: View {
            @State var rows = ["a", "bb", "ccc"]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(rows, id: \.self) { Text($0) }
                    Button("Rotate") { rows.append(rows.removeFirst()) }
                }
            }
        }
        let host = ViewHost(Rotating(), platform: .iOS)
        for _ in 0..<3 {
            try host.tap("Rotate")
            host.layOut()
            // layOut() checks every frame against a fresh layout (debug builds); the rows
            // are also three distinct lines.
            let tops = ["a", "bb", "ccc"].compactMap { try? host.find(text: $0).frame()?.minY }
            #expect(Set(tops).count == 3)
        }
        // After three rotations the order is back: the frames are the first layout's.
        let fresh = ViewHost(Rotating(), platform: .iOS)
        #expect(
            host.render(RenderOptions(showsFrames: true))
                == fresh.render(RenderOptions(showsFrames: true)))
    }
}

@MainActor
@Suite("D15: navigation and tab bars inset their content")
struct BarLayoutTests {
    @Test(
        "D15: an iPhone's navigation bar is 44 points; content that ignores the safe area goes under it"
    )
    func navigationBar() {
        expectText(
            framed(NavigationStack { Color.red }),
            """
            NavigationStack @(0,59 393×759)
            └─ Color red @(0,103 393×715)
            """)
        expectText(
            framed(NavigationStack { Color.red.ignoresSafeArea() }),
            """
            NavigationStack @(0,59 393×759)
            └─ Color red .ignoresSafeArea() @(0,0 393×852)
            """)
    }

    @Test(
        "D15: a large title makes an iPhone's bar 96 points: the root's automatic mode is large, a pushed level's automatic mode is the level below's, inline is 44"
    )
    func largeTitles() throws {
        struct Levels: View {
            @State var path: [Int] = []
            let rootMode: NavigationBarItem.TitleDisplayMode
            var body: some View {
                NavigationStack(path: $path) {
                    Color.red
                        .overlay { Button("Push") { path = [1] } }
                        .navigationTitle("Root")
                        .navigationBarTitleDisplayMode(rootMode)
                        .navigationDestination(for: Int.self) { _ in
                            Color.blue.navigationTitle("Pushed")
                        }
                }
            }
        }
        let large = ViewHost(Levels(rootMode: .automatic), platform: .iOS)
        let red = try #require(large.findAll(.type(Color.self)).first)
        #expect(red.frame() == CGRect(x: 0, y: 155, width: 393, height: 663))
        let inline = ViewHost(Levels(rootMode: .inline), platform: .iOS)
        #expect(
            inline.findAll(.type(Color.self)).first?.frame()
                == CGRect(x: 0, y: 103, width: 393, height: 715))
        // Pushing: the blue level's automatic mode follows the root's.
        for (host, top) in [(large, CGFloat(155)), (inline, CGFloat(103))] {
            try host.tap("Push")
            host.layOut()
            let blue = host.findAll(.type(Color.self)).last
            #expect(blue?.frame()?.minY == top)
        }
        // iPadOS bars stay 50 points; a level without a title has the plain bar.
        let pad = ViewHost(Levels(rootMode: .automatic), platform: .iPadOS)
        #expect(pad.findAll(.type(Color.self)).first?.frame()?.minY == 74)
        let untitled = ViewHost(NavigationStack { Color.red }, platform: .iOS)
        #expect(untitled.findAll(.type(Color.self)).first?.frame()?.minY == 103)
    }

    @Test(
        "D15: a tab bar is 49 points at the bottom on iOS, 50 at the top on iPadOS; hidden tabs have no frame"
    )
    func tabBar() throws {
        let tabs = TabView {
            Color.red.tabItem { Text("A") }
            Color.blue.tabItem { Text("B") }
        }
        let phone = ViewHost(tabs, platform: .iOS)
        let red = try #require(phone.findAll(.type(Color.self)).first)
        #expect(red.frame() == CGRect(x: 0, y: 59, width: 393, height: 710))
        try phone.selectTab("B")
        #expect(red.frame() == nil)
        #expect(
            phone.findAll(.type(Color.self)).first?.frame()
                == CGRect(x: 0, y: 59, width: 393, height: 710))
        let pad = ViewHost(tabs, platform: .iPadOS)
        #expect(
            pad.findAll(.type(Color.self)).first?.frame()
                == CGRect(x: 0, y: 74, width: 1180, height: 726))
    }
}
