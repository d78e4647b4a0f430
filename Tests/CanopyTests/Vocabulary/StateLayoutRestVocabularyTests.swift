import Canopy
import CanopyTesting
import Testing

/// Equal whenever the names are: the count is not compared.
private struct NameBadge: View, Equatable {
    let name: String
    let count: Int
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    var body: some View { Text("\(name) \(count)") }
}

private struct Board: View {
    @State var count = 0
    var body: some View {
        VStack {
            Button("Bump") { count += 1 }
            NameBadge(name: "Ada", count: count).equatable()
        }
    }
}

private struct LabelWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

@MainActor private func topped(_ alignment: Alignment?, ignoring: Bool) -> some View {
    VStack {
        if ignoring {
            Text("Top").frame(width: 50, height: 20).ignoresSafeArea(
                edges: .top, alignment: alignment)
        } else {
            Text("Top").frame(width: 50, height: 20)
        }
        Spacer()
    }
}

@MainActor
@Suite(
    "State and layout vocabulary: equatable(), preference values aligned (P6, G27), safe area (G32)"
)
struct StateLayoutRestVocabularyTests {
    @Test("equatable(): the content's == decides whether its body runs again")
    func equatable() throws {
        let host = ViewHost(Board(), platform: .iOS)
        #expect(host.bodyEvaluations(of: NameBadge.self) == 1)
        try host.tap("Bump")
        #expect(host.bodyEvaluations(of: NameBadge.self) == 1)
        #expect(host.renderScreen().contains("Ada 0"))
    }

    @Test("P6, G27: overlayPreferenceValue(_:alignment:) places the built view by the alignment")
    func alignedPreferenceOverlay() throws {
        let view = Color.gray.frame(width: 100, height: 60)
            .preference(key: LabelWidthKey.self, value: 100)
            .overlayPreferenceValue(LabelWidthKey.self, alignment: .topLeading) { width in
                Text("w\(Int(width))").frame(width: 30, height: 10)
            }
        let host = ViewHost(view, platform: .iOS, windowSize: WindowSize(width: 100, height: 60))
        let label = try host.frame(ofViewShowing: "w100")
        let centred = ViewHost(
            Color.gray.frame(width: 100, height: 60)
                .preference(key: LabelWidthKey.self, value: 100)
                .overlayPreferenceValue(LabelWidthKey.self) { width in
                    Text("w\(Int(width))").frame(width: 30, height: 10)
                }, platform: .iOS, windowSize: WindowSize(width: 100, height: 60))
        let middle = try centred.frame(ofViewShowing: "w100")
        #expect(label.minX < middle.minX)
        #expect(label.minY < middle.minY)
    }

    @Test("G32: ignoresSafeArea(_:edges:alignment:) aligns the view in the extended frame")
    func safeAreaAlignment() throws {
        let size = WindowSize(width: 200, height: 300)
        let plain = try ViewHost(topped(nil, ignoring: false), platform: .iOS, windowSize: size)
            .frame(ofViewShowing: "Top")
        let moved = try ViewHost(topped(nil, ignoring: true), platform: .iOS, windowSize: size)
            .frame(ofViewShowing: "Top")
        let kept = try ViewHost(topped(.bottom, ignoring: true), platform: .iOS, windowSize: size)
            .frame(ofViewShowing: "Top")
        #expect(moved.minY < plain.minY)
        #expect(kept == plain)
        #expect(
            ViewHost(topped(.bottom, ignoring: true), platform: .iOS, windowSize: size).render()
                .contains(".ignoresSafeArea(edges: .top, alignment: bottom)"))
    }
}
