/// Where a scroll view is scrolled, by meaning rather than by offset (G30, iOS 18): at an edge,
/// at a point, showing the view with an id, or wherever the person scrolled it. Bind it with
/// `scrollPosition(_:anchor:)`: setting it scrolls the scroll view (the position flows
/// **down**); when the person scrolls, the scroll view writes it back (flows **up**) as
/// positioned by the user, with the id of the top-most scroll target of `idType` in view.
///
///     @State private var position = ScrollPosition(idType: Message.ID.self)
///
///     ScrollView { LazyVStack { ForEach(messages) { MessageRow($0) } }.scrollTargetLayout() }
///         .scrollPosition($position)
///     Button("Latest") { position.scrollTo(edge: .bottom) }
public struct ScrollPosition: Equatable, Sendable {
    /// What the position asks the scroll view to show.
    enum Target: Sendable {
        case edge(Edge)
        case point(CGPoint)
        case view(id: any Hashable & Sendable, anchor: UnitPoint?)
    }

    /// The type of the ids the scroll view reports, `nil` for none (`Never`).
    private var idType: (any (Hashable & Sendable).Type)?
    /// What was asked for, until the person scrolls.
    var target: Target?
    /// The id of the top-most target in view when the person last scrolled.
    private var scrolledID: (any Hashable & Sendable)?
    private var positionedByUser = false

    /// A position that reports views with ids of `idType`, asking for no place.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.idType = idType == Never.self ? nil : idType
    }

    /// A position at `edge` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        target = .edge(edge)
    }

    /// A position at `point` of the content: its top leading corner at the viewport's.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        target = .point(point)
    }

    /// A position `x` points along the content, at the top.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(idType: idType, point: CGPoint(x: x, y: 0))
    }

    /// A position `y` points down the content, at the leading edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(idType: idType, point: CGPoint(x: 0, y: y))
    }

    /// A position showing the scroll target with `id`, its `anchor` point at the viewport's
    /// (the least scrolling that shows it whole when `nil`); it reports ids of `id`'s type.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self)
        target = .view(id: id, anchor: anchor)
    }

    /// Scrolls to the scroll target with `id`, its `anchor` point at the viewport's.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        ask(.view(id: id, anchor: anchor))
    }

    /// Scrolls to `edge` of the content, and keeps it there as the content changes.
    public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }

    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) { ask(.point(point)) }

    /// Scrolls `x` points along the content.
    public mutating func scrollTo(x: CGFloat) { ask(.point(CGPoint(x: x, y: 0))) }

    /// Scrolls `y` points down the content.
    public mutating func scrollTo(y: CGFloat) { ask(.point(CGPoint(x: 0, y: y))) }

    /// Scrolls to the point (`x`, `y`) of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(CGPoint(x: x, y: y))) }

    private mutating func ask(_ target: Target) {
        self.target = target
        scrolledID = nil
        positionedByUser = false
    }

    /// The edge asked for, while the scroll view is kept there.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point asked for, while the scroll view is kept there.
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// The id of the view asked for, or, once the person scrolled, of the top-most scroll
    /// target of the position's id type in view.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id }
        return scrolledID
    }

    /// ``viewID`` as a `T`, `nil` when it is of another type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// Whether the person scrolled the scroll view since a place was last asked for. Setting
    /// it to `true` forgets an edge or a point asked for.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue, edge != nil || point != nil { target = nil }
        }
    }

    /// The position the scroll view writes when the person scrolled it, showing `id` on top.
    func scrolledByUser(showing id: (any Hashable)?) -> ScrollPosition {
        var position = self
        position.target = nil
        position.positionedByUser = true
        position.scrolledID = id.flatMap { reportable($0) }
        return position
    }

    /// `id` when it is of the type the position reports.
    func reportable(_ id: any Hashable) -> (any Hashable & Sendable)? {
        guard let idType else { return nil }
        func cast<T: Hashable & Sendable>(_ type: T.Type) -> (any Hashable & Sendable)? {
            id as? T
        }
        return cast(idType)
    }

    /// Two positions are equal when they report the same id type, ask for the same place (or
    /// were left by the person at the same target), and agree on who positioned them.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.idType.map(ObjectIdentifier.init) == rhs.idType.map(ObjectIdentifier.init)
            && lhs.positionedByUser == rhs.positionedByUser
            && same(lhs.scrolledID, rhs.scrolledID) && lhs.target == rhs.target
    }

    private static func same(_ lhs: (any Hashable)?, _ rhs: (any Hashable)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): AnyHashable(lhs) == AnyHashable(rhs)
        default: false
        }
    }

    /// How a tree prints it: what it asks for, or where the person left it.
    var summary: String {
        switch target {
        case .edge(let edge): return "edge: .\(edge)"
        case .point(let point):
            return "point: (\(FrameText.number(point.x)), \(FrameText.number(point.y)))"
        case .view(let id, let anchor):
            return "id: \(ValueFormatter.format(id))" + (anchor.map { ", anchor: \($0)" } ?? "")
        case nil:
            let id = scrolledID.map { ", id: \(ValueFormatter.format($0))" } ?? ""
            return (positionedByUser ? "user" : "none") + id
        }
    }
}

extension ScrollPosition.Target: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.edge(let lhs), .edge(let rhs)): lhs == rhs
        case (.point(let lhs), .point(let rhs)): lhs == rhs
        case (.view(let lhsID, let lhsAnchor), .view(let rhsID, let rhsAnchor)):
            AnyHashable(lhsID) == AnyHashable(rhsID) && lhsAnchor == rhsAnchor
        default: false
        }
    }
}
