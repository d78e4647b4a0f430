import Canopy
import CanopyTesting
import Testing

/// Side by side at their ideal sizes, tops aligned; records the proposals it was asked about.
private struct Row: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.proposals.append(proposal)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(
            width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@MainActor
private final class ProposalLog {
    var proposals: [ProposedViewSize] = []
    var caches = 0
    var updates = 0
}

/// Places only its first subview, twice, the last time by its centre.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let first = subviews.first else { return }
        first.place(at: bounds.origin, proposal: .unspecified)
        first.place(
            at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .center, proposal: .unspecified)
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 99
}

/// Stacks its subviews top to bottom in the order of their `Rank`.
private struct Ranked: Layout {
    let log: ProposalLog

    struct Cache { var order: [Int] }

    func makeCache(subviews: Subviews) -> Cache {
        log.caches += 1
        return Cache(order: order(subviews))
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updates += 1
        cache.order = order(subviews)
    }

    private func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(
            width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        var y = bounds.minY
        for index in cache.order {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height
        }
    }
}

@MainActor
@Suite("G4, G37, G38: custom layouts")
struct CustomLayoutTests {
    @Test("G4: a layout sizes itself from its subviews and places each where it says")
    func row() {
        let log = ProposalLog()
        expectText(
            framed(
                Row(log: log) {
                    Text("One")
                    Color.red.frame(width: 20, height: 40)
                }, platform: .macOS),
            """
            Row @(492.25,364 39.5×40)
            ├─ Text "One" @(492.25,364 19.5×16)
            └─ Color red .frame(width: 20, height: 40) @(511.75,364 20×40)
            """)
        // The window proposes its content area.
        #expect(log.proposals.contains(ProposedViewSize(width: 1024, height: 768)))
    }

    @Test("G4: in a stack, a layout is asked for its minimum, maximum and share")
    func probedByAStack() {
        let log = ProposalLog()
        let host = ViewHost(
            HStack {
                Row(log: log) { Text("A") }
                Text("B")
            }, platform: .macOS)
        host.layOut()
        #expect(log.proposals.contains(ProposedViewSize(width: 0, height: 768)))
        #expect(log.proposals.contains(ProposedViewSize(width: .infinity, height: 768)))
    }

    @Test(
        "G4: a subview placed twice is where it was placed last, by its anchor; one never placed sits at the centre"
    )
    func placements() {
        expectText(
            framed(
                FirstOnly {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 30, height: 20)
                }, platform: .macOS),
            """
            FirstOnly @(462,334 100×100)
            ├─ Color red .frame(width: 10, height: 10) @(557,429 10×10)
            └─ Color blue .frame(width: 30, height: 20) @(497,374 30×20)
            """)
    }

    @Test(
        "G37: a layout reads each subview's value, the default where none is set, the innermost of two writes"
    )
    func layoutValues() {
        let log = ProposalLog()
        expectText(
            framed(
                Ranked(log: log) {
                    Text("third")
                    Text("first").layoutValue(key: Rank.self, value: 1)
                    Text("second").layoutValue(key: Rank.self, value: 2)
                        .layoutValue(key: Rank.self, value: 5)
                }, platform: .macOS),
            """
            Ranked @(492.5,360 39×48)
            ├─ Text "third" @(492.5,392 32.5×16)
            ├─ Text "first" .layoutValue(key: Rank.self, value: 1) @(492.5,360 32.5×16)
            └─ Text "second" .layoutValue(key: Rank.self, value: 2) .layoutValue(key: Rank.self, value: 5) @(492.5,376 39×16)
            """)
    }

    @Test(
        "G4: the cache is made once for the container, and updated when something below changes"
    )
    func cache() throws {
        struct Changing: View {
            let log: ProposalLog
            @State var rank = 3
            var body: some View {
                VStack {
                    Ranked(log: log) {
                        Text("a").layoutValue(key: Rank.self, value: rank)
                        Text("b").layoutValue(key: Rank.self, value: 2)
                    }
                    Button("Promote") { rank = 1 }
                }
            }
        }
        let log = ProposalLog()
        let host = ViewHost(Changing(log: log), platform: .macOS)
        let a = try host.find(text: "a")
        let b = try host.find(text: "b")
        #expect(try #require(a.frame()).minY > #require(b.frame()).minY)
        #expect(log.caches == 1)
        try host.tap("Promote")
        #expect(try #require(a.frame()).minY < #require(b.frame()).minY)
        #expect(log.updates >= 1)
    }

    @Test("G38: AnyLayout switches layouts; the subviews keep their identity and state")
    func anyLayout() throws {
        struct Switching: View {
            @State var vertical = false
            var body: some View {
                let layout =
                    vertical
                    ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                VStack(spacing: 0) {
                    layout {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 10)
                    }
                    Button("Flip") { vertical.toggle() }
                }
            }
        }
        let host = ViewHost(Switching(), platform: .macOS)
        let blue = try #require(host.findAll(.type(Color.self)).last)
        let across = try #require(blue.frame())
        try host.tap("Flip")
        // The same view, found before the switch, is still in its tree and moved.
        #expect(blue.isInTree)
        let down = try #require(blue.frame())
        #expect(across.minY != down.minY)
        #expect(host.findAll(.type(Color.self)).first?.frame()?.maxY == down.minY)
    }

    @Test("G19: right to left, a custom layout's placements are mirrored")
    func mirrored() {
        let log = ProposalLog()
        expectText(
            framed(
                Row(log: log) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 30, height: 10)
                }
                .environment(\.layoutDirection, .rightToLeft), platform: .macOS),
            """
            Row .environment(\\.layoutDirection, rightToLeft) @(492,379 40×10)
            ├─ Color red .frame(width: 10, height: 10) @(522,379 10×10)
            └─ Color blue .frame(width: 30, height: 10) @(492,379 30×10)
            """)
    }
}
