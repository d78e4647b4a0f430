/// The geometry of a `GeometryReader` (or of the view an `onGeometryChange` watches), as the
/// last layout left it: its size, safe-area insets and frame in any coordinate space, and
/// anchors resolved in its space (G23–G26). Geometry flows **down** into the reader's content
/// after layout; a read registers, so the content runs again only when a value it read changed.
@MainActor
public struct GeometryProxy {
    let source: GeometrySource

    /// The size of the view, as laid out.
    public var size: CGSize {
        source.read(.size) { .size($0.frame.size) }.size
    }

    /// How far the unsafe area (status bar, home indicator, bars) reaches into the view.
    public var safeAreaInsets: EdgeInsets {
        source.read(.safeArea) { geometry in
            .insets(geometry.region.insets(of: geometry.frame))
        }.insets
    }

    /// The view's frame in `coordinateSpace` (G24).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        source.read(.frame(coordinateSpace)) { geometry in
            .rect(geometry.frame(in: coordinateSpace))
        }.rect
    }

    /// The view's frame in `coordinateSpace` (iOS 17's spelling).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the ancestor that declares `coordinateSpace`, in this view's own space;
    /// `nil` if no ancestor declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        source.read(.bounds(coordinateSpace.name)) { geometry in
            .optionalRect(geometry.bounds(ofSpaceNamed: coordinateSpace.name))
        }.optionalRect
    }

    /// `anchor` resolved in this view's own coordinate space (G26): a rect or point an
    /// descendant wrote, as this view sees it.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = source.read(.origin) { .rect(CGRect(origin: $0.frame.origin, size: .zero)) }
            .rect.origin
        return anchor.resolved(relativeTo: origin)
    }
}

/// Where a proxy reads from: the node whose frame it describes, and, while that node's content
/// is being built, what the content read (so a later layout can tell whether it must run
/// again).
@MainActor
final class GeometrySource {
    weak var node: _ViewNode?
    /// Whether reads are being recorded (the content is being evaluated).
    var isRecording = false
    private(set) var reads: [(GeometryRead, GeometryValue)] = []

    init(node: _ViewNode) { self.node = node }

    /// The geometry as the last layout left it; zero before the first.
    var geometry: Geometry {
        guard let node, node.isMounted, let frame = node.graph.layout.frame(of: node) else {
            return Geometry(
                node: nil, frame: .zero, region: SafeAreaRegion(bounds: .zero, safe: .zero))
        }
        return Geometry(
            node: node, frame: frame,
            region: node.graph.layout.region(of: node) ?? SafeAreaRegion(bounds: frame, safe: frame)
        )
    }

    func read(_ what: GeometryRead, _ compute: (Geometry) -> GeometryValue) -> GeometryValue {
        let value = compute(geometry)
        if isRecording { reads.append((what, value)) }
        return value
    }

    func startRecording() {
        reads = []
        isRecording = true
    }

    func stopRecording() { isRecording = false }

    /// Whether a value the content read is different now.
    func readsChanged() -> Bool {
        let now = geometry
        for (what, value) in reads where what.value(in: now) != value { return true }
        return false
    }
}

/// A geometry value a reader can read.
enum GeometryRead: Equatable {
    case size, safeArea, origin
    case frame(CoordinateSpace)
    case bounds(AnyHashable)

    @MainActor func value(in geometry: Geometry) -> GeometryValue {
        switch self {
        case .size: .size(geometry.frame.size)
        case .safeArea: .insets(geometry.region.insets(of: geometry.frame))
        case .origin: .rect(CGRect(origin: geometry.frame.origin, size: .zero))
        case .frame(let space): .rect(geometry.frame(in: space))
        case .bounds(let name): .optionalRect(geometry.bounds(ofSpaceNamed: name))
        }
    }
}

/// What a read answered.
enum GeometryValue: Equatable {
    case size(CGSize)
    case rect(CGRect)
    case optionalRect(CGRect?)
    case insets(EdgeInsets)

    var size: CGSize { if case .size(let size) = self { size } else { .zero } }
    var rect: CGRect { if case .rect(let rect) = self { rect } else { .zero } }
    var optionalRect: CGRect? { if case .optionalRect(let rect) = self { rect } else { nil } }
    var insets: EdgeInsets { if case .insets(let insets) = self { insets } else { EdgeInsets() } }
}

/// One view's laid-out geometry.
@MainActor
struct Geometry {
    let node: _ViewNode?
    let frame: CGRect
    let region: SafeAreaRegion

    func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return frame
        case .local: return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            guard let node, let origin = node.graph.layout.origin(ofSpaceNamed: name, above: node)
            else { return frame }
            return frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    func bounds(ofSpaceNamed name: AnyHashable) -> CGRect? {
        guard let declaring = node?.parent?.ancestor(declaringSpace: name),
            let declared = node?.graph.layout.frame(of: declaring)
        else { return nil }
        return declared.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}
