/// A coordinate system a frame is read in (G24): the view's own (`.local`), the window's
/// (`.global`), or the space an ancestor named with ``View/coordinateSpace(name:)`` or
/// ``View/coordinateSpace(_:)``.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window: the root of the view hierarchy, safe areas included.
    case global
    /// The view's own bounds, with its origin at (0, 0).
    case local
    /// The bounds of the nearest ancestor that declared `name`; `.global` if none did (D19).
    case named(AnyHashable)

    /// Whether this is `.global`.
    public var isGlobal: Bool { self == .global }
    /// Whether this is `.local`.
    public var isLocal: Bool { self == .local }
}

/// A value that names a coordinate space, as the iOS 17 APIs take it:
/// `frame(in: .named("scroll"))`, `.coordinateSpace(.named("scroll"))`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space named.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
    /// The window's coordinate space.
    public init() {}
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
    /// A view's own coordinate space.
    public init() {}
}

/// A coordinate space an ancestor declares by name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// Two spaces are the same when their names are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

extension NamedCoordinateSpace: @unchecked Sendable {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an ancestor declares as `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// `.coordinateSpace(name: "root")`: the modified view's bounds become a space descendants
/// can read frames in.
struct CoordinateSpaceAttribute: AttributeValue {
    let name: AnyHashable
    var attributeText: String { ".coordinateSpace(name: \(ValueFormatter.format(name.base)))" }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

extension CoordinateSpaceAttribute: @unchecked Sendable {}

extension View {
    /// Names the view's bounds as a coordinate space that views inside it read frames in
    /// (G24). Names flow **down**: the nearest ancestor with a name wins.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        attribute(CoordinateSpaceAttribute(name: AnyHashable(name)))
    }

    /// Names the view's bounds as `space` (iOS 17's spelling of ``coordinateSpace(name:)``).
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        attribute(CoordinateSpaceAttribute(name: space.name))
    }
}

extension LayoutEngine {
    /// `node`'s frame in `space`, after the last layout; `nil` if it was not laid out. An
    /// unknown name reads as `.global`, with a diagnostic (D19).
    func frame(of node: _ViewNode, in space: CoordinateSpace) -> CGRect? {
        guard let global = frame(of: node) else { return nil }
        switch space {
        case .global:
            return global
        case .local:
            return CGRect(origin: .zero, size: global.size)
        case .named(let name):
            guard let origin = origin(ofSpaceNamed: name, above: node) else { return global }
            return global.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The window origin of the nearest ancestor of `node` (or `node` itself) that declares
    /// `name`; `nil`, with the D19 diagnostic, if none does.
    func origin(ofSpaceNamed name: AnyHashable, above node: _ViewNode) -> CGPoint? {
        guard let declaring = node.ancestor(declaringSpace: name) else {
            reportMissingSpace(name, below: node)
            return nil
        }
        return frame(of: declaring)?.origin ?? .zero
    }

    /// `node`'s frame in window coordinates after the last layout: its own, or that of the
    /// view that decides its size.
    func frame(of node: _ViewNode) -> CGRect? {
        guard let unit = unit(of: node) else { return nil }
        guard let record = unit.layoutRecord, record.isPlaced else { return nil }
        return record.frame
    }

    /// The safe area `node` was placed in.
    func region(of node: _ViewNode) -> SafeAreaRegion? {
        guard let unit = unit(of: node), let record = unit.layoutRecord, record.isPlaced else {
            return nil
        }
        return record.region
    }

}

extension _ViewNode {
    /// The nearest of this node and its ancestors that declares the coordinate space `name`.
    func ancestor(declaringSpace name: AnyHashable) -> _ViewNode? {
        var cursor: _ViewNode? = self
        while let current = cursor {
            if let declaring = current as? any AttributeRecording,
                declaring.recorded(CoordinateSpaceAttribute.self)?.name == name
            {
                return current
            }
            cursor = current.parent
        }
        return nil
    }
}
