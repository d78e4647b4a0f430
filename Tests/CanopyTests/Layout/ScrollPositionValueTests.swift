import Canopy
import CanopyTesting
import Testing

/// A chat of 100-point messages in a 300-point scroll view, bound to a `ScrollPosition`.
private struct Chat: View {
    @State private var count = 20
    @State private var position: ScrollPosition

    init(position: ScrollPosition) {
        _position = State(initialValue: position)
    }

    var body: some View {
        VStack {
            Text(describe(position))
            Button("Send") { count += 1 }
            Button("Latest") { position.scrollTo(edge: .bottom) }
            Button("First") { position.scrollTo(id: 0) }
            Button("Twelve") { position.scrollTo(id: 12, anchor: .center) }
            Button("Point") { position.scrollTo(y: 450) }
            Button("Mine") { position.isPositionedByUser = true }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { Text("Message \($0)").frame(height: 100) }
                }
                .scrollTargetLayout()
            }
            .frame(height: 300)
            .scrollPosition($position)
        }
    }

    private func describe(_ position: ScrollPosition) -> String {
        let id = position.viewID(type: Int.self).map(String.init) ?? "-"
        let edge = position.edge.map { "\($0)" } ?? "-"
        return "user:\(position.isPositionedByUser) edge:\(edge) id:\(id)"
    }
}

@MainActor
@Suite("G30: a ScrollPosition drives the scroll view and follows the person's scrolling")
struct ScrollPositionValueTests {
    @Test("G30: an edge is scrolled to and kept as the content grows")
    func edgeKept() throws {
        let host = ViewHost(
            Chat(position: ScrollPosition(idType: Int.self, edge: .bottom)), platform: .macOS)
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 1_700)])
        #expect(try host.find(text: "Message 19").isInTree)
        #expect(try host.tap("Send"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 1_800)])
        #expect(try host.find(text: "Message 20").isInTree)
        #expect(try host.find(text: "user:false edge:bottom id:-").isInTree)
    }

    @Test("G30: scrolling by hand makes the position the person's, with the top-most target's id")
    func userScroll() throws {
        let host = ViewHost(
            Chat(position: ScrollPosition(idType: Int.self, edge: .bottom)), platform: .macOS)
        host.layOut()
        try host.scroll(to: .zero)
        #expect(try host.find(text: "user:true edge:- id:0").isInTree)
        try host.scroll(by: 250)
        #expect(try host.find(text: "user:true edge:- id:2").isInTree)
        // No longer kept at the bottom: new messages leave the offset alone.
        #expect(try host.tap("Send"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 250)])
        // Asking for the edge again scrolls back and keeps it.
        #expect(try host.tap("Latest"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 1_800)])
        #expect(try host.find(text: "user:false edge:bottom id:-").isInTree)
    }

    @Test("G30: scrolling to an id puts its anchor at the viewport's; a point is an offset")
    func idAndPoint() throws {
        let host = ViewHost(Chat(position: ScrollPosition(idType: Int.self)), platform: .macOS)
        host.layOut()
        #expect(host.contentOffsets == [CGPoint.zero])
        #expect(try host.find(text: "user:false edge:- id:-").isInTree)
        // Message 12's middle (1,250) at the viewport's middle.
        #expect(try host.tap("Twelve"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 1_100)])
        #expect(try host.find(text: "user:false edge:- id:12").isInTree)
        #expect(try host.tap("Point"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 450)])
        #expect(try host.tap("First"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint.zero])
    }

    @Test(
        "G30: positioned by the user, an edge is forgotten; without an id type, no id is reported")
    func markedByApp() throws {
        let host = ViewHost(Chat(position: ScrollPosition(edge: .bottom)), platform: .macOS)
        host.layOut()
        #expect(try host.tap("Mine"))
        host.layOut()
        #expect(try host.find(text: "user:true edge:- id:-").isInTree)
        try host.scroll(to: .zero)
        #expect(try host.find(text: "user:true edge:- id:-").isInTree)
        #expect(try host.tap("Send"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint.zero])
    }

    @Test("G30: the value: what it asks for, what it reports, equality")
    func value() {
        var position = ScrollPosition(idType: String.self)
        #expect(position.edge == nil && position.point == nil && position.viewID == nil)
        position.scrollTo(x: 10, y: 20)
        #expect(position.point == CGPoint(x: 10, y: 20))
        position.scrollTo(id: "b", anchor: .top)
        #expect(position.point == nil)
        #expect(position.viewID(type: String.self) == "b")
        #expect(position.viewID(type: Int.self) == nil)
        #expect(position == ScrollPosition(id: "b", anchor: .top))
        #expect(position != ScrollPosition(id: "b"))
        position.scrollTo(edge: .top)
        position.isPositionedByUser = true
        #expect(position.edge == nil)
        #expect(ScrollPosition(y: 5).point == CGPoint(x: 0, y: 5))
    }

    @Test("G30: the tree shows what the position asks for")
    func rendered() throws {
        let host = ViewHost(
            Chat(position: ScrollPosition(idType: Int.self, edge: .bottom)), platform: .macOS)
        host.layOut()
        #expect(host.render().contains(".scrollPosition(edge: .bottom)"))
        try host.scroll(by: -100)
        #expect(host.render().contains(".scrollPosition(user, id: 16)"))
    }
}

/// 200 lazy rows of 50, 100 and 150 points in turn, in a 300-point scroll view, with every way
/// to scroll to a row by its id.
private struct Uneven: View {
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var top: Int?

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Text(
                    "user:\(position.isPositionedByUser) id:\(position.viewID(type: Int.self) ?? -1)"
                )
                Button("Proxy") { proxy.scrollTo(120, anchor: .top) }
                Button("Position") { position.scrollTo(id: 150, anchor: .top) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { index in
                            Text("Row \(index)").frame(height: CGFloat(50 + index % 3 * 50))
                        }
                    }
                    .scrollTargetLayout()
                }
                .frame(height: 300)
                .scrollPosition($position)
            }
        }
    }
}

@MainActor
@Suite("G30, D17: a lazy row not loaded is reached by estimate, then exactly")
struct ScrollRevealTests {
    /// The top of the row `index`'s frame (its text sits in the middle of it).
    private func top(of index: Int, _ host: ViewHost) throws -> CGFloat {
        try #require(host.find(text: "Row \(index)").frame()).midY - CGFloat(50 + index % 3 * 50)
            / 2
    }

    @Test("G30: ScrollViewProxy.scrollTo reaches a row never loaded and puts its top at the top")
    func proxy() throws {
        let host = ViewHost(Uneven(), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        #expect(try host.tap("Proxy"))
        host.layOut()
        #expect(try top(of: 120, host) == viewport.minY)
    }

    @Test("G30: a ScrollPosition's id reaches a row never loaded, and stays the app's position")
    func position() throws {
        let host = ViewHost(Uneven(), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        #expect(try host.tap("Position"))
        host.layOut()
        #expect(try top(of: 150, host) == viewport.minY)
        #expect(try host.find(text: "user:false id:150").isInTree)
        // Scrolled by hand afterwards, it is the person's.
        try host.scroll(by: 50)
        #expect(try host.find(text: "user:true id:151").isInTree)
    }
}

@MainActor
@Suite("D17: a lazy container keeps the rows in view still while its estimates change")
struct ScrollAnchoringTests {
    @Test("D17: far down uneven rows, each scroll moves the rows in view by exactly its distance")
    func anchored() throws {
        let host = ViewHost(Uneven(), platform: .macOS)
        host.layOut()
        try host.scroll(by: 5_000)
        #expect(host.diagnostics.isEmpty)
        for _ in 0..<10 {
            let texts = host.findAll(.named("Text")).filter { $0.text?.hasPrefix("Row") == true }
            let first = try #require(texts.last)
            let before = try #require(first.frame()).minY
            let name = try #require(first.text)
            try host.scroll(by: 30)
            let after = try #require(host.find(text: name).frame()).minY
            #expect(after == before - 30)
        }
        #expect(host.diagnostics.isEmpty)
    }
}
