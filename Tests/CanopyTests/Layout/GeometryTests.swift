import Canopy
import CanopyTesting
import Testing

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

private struct BoundsKey: PreferenceKey {
    nonisolated(unsafe) static var defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value.append(contentsOf: nextValue())
    }
}

private func text(_ rect: CGRect) -> String {
    "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite("G23–G27, D19: geometry readers, coordinate spaces and anchors")
struct GeometryTests {
    @Test("G23: a reader is as large as proposed and builds its content from its size")
    func readerSize() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Text(text(proxy.frame(in: .named("root"))))
                }
            }.frame(width: 200, height: 300).coordinateSpace(name: "root"), platform: .iOS)
        expectText(
            host.render(RenderOptions(showsFrames: true)),
            """
            VStack spacing:0 .frame(width: 200, height: 300) .coordinateSpace(name: "root") @(96.5,288.5 200×300)
            ├─ Color red .frame(height: 100) @(96.5,288.5 200×100)
            └─ GeometryReader @(96.5,388.5 200×200)
               ├─ Text "200x200" @(96.5,388.5 59.5×22)
               └─ Text "0,100 200x200" @(96.5,388.5 110.5×22)
            """)
    }

    @Test("G23: an unspecified dimension of a reader is 10")
    func readerIsTenWhereUnspecified() throws {
        let host = ViewHost(
            GeometryReader { _ in Color.blue }.frame(width: 200)
                .fixedSize(horizontal: false, vertical: true), platform: .iOS)
        let blue = try host.find(Color.self)
        #expect(blue.frame()?.size == CGSize(width: 200, height: 10))
    }

    @Test("G23: the content runs again only when a value it read changed")
    func readerReRunsOnlyOnChange() throws {
        struct Pusher: View {
            @State var height: CGFloat = 0
            var body: some View {
                Color.clear.frame(width: 10, height: height)
                Button("Push") { height = 30 }
            }
        }
        let host = ViewHost(
            VStack(spacing: 0) {
                Pusher()
                GeometryReader { proxy in Text("w \(Int(proxy.size.width))") }
                    .frame(width: 100, height: 30)
                GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }
                    .frame(width: 100, height: 30)
            }, platform: .iOS)
        host.layOut()
        let counts = RenderOptions(showsEvaluationCounts: true)
        let sized = try #require(try host.find(text: "w 100").parent)
        #expect(sized.render(counts) == "GeometryReader  evals=1\n└─ Text \"w 100\"")
        #expect(host.first(text: "y 449") != nil)
        try host.tap("Push")
        host.layOut()
        // Moved down, same size: the reader of the size did not run; the reader of the
        // position did.
        #expect(sized.render(counts) == "GeometryReader  evals=1\n└─ Text \"w 100\"")
        #expect(host.first(text: "y 464") != nil)
    }

    @Test("G24/D19: a name no ancestor declares reads as .global, with a diagnostic")
    func unknownSpace() throws {
        let host = ViewHost(
            GeometryReader { proxy in Text(text(proxy.frame(in: .named("nowhere")))) }
                .frame(width: 100, height: 50), platform: .iOS)
        host.layOut()
        #expect(try host.find(text: "146,413 100x50").frame() != nil)
        #expect(host.diagnostics.contains { $0.kind == .missingCoordinateSpace })
    }

    @Test("G25: onGeometryChange fires for the first value and each change, never for equal ones")
    func geometryChangeActions() throws {
        struct Watched: View {
            let log: Log
            @State var width: CGFloat = 10
            var body: some View {
                VStack {
                    Color.red.frame(width: width, height: 10)
                        .onGeometryChange(for: CGFloat.self) {
                            $0.size.width
                        } action: {
                            log.entries.append("\(Int($0))")
                        }
                    Button("Same") { width = 10 }
                    Button("Wider") { width = 20 }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Watched(log: log), platform: .iOS)
        #expect(log.entries == ["10"])
        try host.tap("Same")
        #expect(log.entries == ["10"])
        try host.tap("Wider")
        #expect(log.entries == ["10", "20"])
    }

    @Test("G23/P7: a header measures itself through a preference read by onPreferenceChange")
    func measuredHeader() throws {
        struct Header: View {
            @State var height: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Title").font(.largeTitle)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(
                                    key: HeightKey.self, value: proxy.size.height)
                            })
                    Text("header is \(Int(height)) high")
                }
                .onPreferenceChange(HeightKey.self) { height = $0 }
            }
        }
        let host = ViewHost(Header(), platform: .iOS)
        #expect(try host.find(text: "header is 41 high").frame() != nil)
    }

    @Test("G26/G27: anchors resolve, in tree order, to their writers' frames in the reader's space")
    func anchorsResolveInTheOverlay() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("A").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                Text("BB").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    Text(anchors.map { text(proxy[$0]) }.joined(separator: " | "))
                        .fixedSize()
                }
            }, platform: .iOS)
        host.layOut()
        // The VStack is 17 wide and 44 high; "A" is centred in it, "BB" fills it.
        #expect(try host.find(text: "4,0 8x22 | 0,22 17x22").frame() != nil)
    }

    @Test("G26: an anchor follows its writer when the writer moves")
    func anchorsFollowTheirWriter() throws {
        struct Moving: View {
            @State var top: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 10, height: top)
                    Text("x").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                    Button("Down") { top = 30 }
                }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        Text(anchors.map { "at \(Int(proxy[$0].minY))" }.joined()).fixedSize()
                    }
                }
            }
        }
        let host = ViewHost(Moving(), platform: .iOS)
        host.layOut()
        #expect(host.first(text: "at 0") != nil)
        try host.tap("Down")
        host.layOut()
        #expect(host.first(text: "at 30") != nil)
    }
}
