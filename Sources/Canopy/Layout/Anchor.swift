/// A geometry value tied to the view that wrote it (G26): a rect or point, kept in window
/// coordinates from the writer's layout, that a reader converts to its own space with
/// `proxy[anchor]`. Anchors travel **up** in preferences (`anchorPreference`) and combine
/// exactly as other preference values do.
public struct Anchor<Value> {
    /// The value in window coordinates.
    let value: Value
    let shift: (Value, CGPoint) -> Value

    init(value: Value, shift: @escaping (Value, CGPoint) -> Value) {
        self.value = value
        self.shift = shift
    }

    /// The value in the space whose origin is at `origin` in the window.
    func resolved(relativeTo origin: CGPoint) -> Value { shift(value, origin) }

    /// What an anchor is made from, resolved against the writer's bounds once it is laid out.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when the geometry they keep is.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the geometry the anchor keeps.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

// Geometry only: the closures capture rects and points.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: CustomStringConvertible {
    /// `Anchor(0, 59, 393×759)` for a rect, in window coordinates (D19).
    public var description: String { "Anchor(\(anchorText(value)))" }
}

private func anchorText(_ value: Any) -> String {
    switch value {
    case let rect as CGRect:
        return FrameText.number(rect.minX) + ", " + FrameText.number(rect.minY) + ", "
            + FrameText.number(rect.width) + "×" + FrameText.number(rect.height)
    case let point as CGPoint:
        return FrameText.number(point.x) + ", " + FrameText.number(point.y)
    case let values as [Any]:
        return "[" + values.map(anchorText).joined(separator: ", ") + "]"
    default:
        return ValueFormatter.format(value)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The writer's bounds.
    public static var bounds: Self { rect(CGRect(x: 0, y: 0, width: 0, height: 0), isBounds: true) }

    /// `r`, in the writer's own coordinates.
    public static func rect(_ r: CGRect) -> Self { rect(r, isBounds: false) }

    private static func rect(_ r: CGRect, isBounds: Bool) -> Self {
        Self { frame in
            let value = isBounds ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor(value: value) { rect, origin in
                rect.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, in the writer's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y), shift: shiftPoint)
        }
    }

    /// The point at `p`'s fractions of the writer's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Self {
        Self { frame in
            Anchor(
                value: CGPoint(
                    x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height),
                shift: shiftPoint)
        }
    }

    /// The writer's top leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the writer's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The writer's top trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the writer's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The writer's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the writer's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The writer's bottom leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the writer's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The writer's bottom trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

private func shiftPoint(_ point: CGPoint, _ origin: CGPoint) -> CGPoint {
    CGPoint(x: point.x - origin.x, y: point.y - origin.y)
}

extension Anchor.Source {
    /// Several sources as one, resolving to an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in
            let anchors = array.map { $0.make(frame) }
            return Anchor(value: anchors.map(\.value)) { values, origin in
                zip(anchors, values).map { anchor, value in
                    Anchor<T>(value: value, shift: anchor.shift).resolved(relativeTo: origin)
                }
            }
        }
    }

    /// An optional source, resolving to an optional.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in
            guard let made = anchor?.make(frame) else {
                return Anchor(value: nil) { _, _ in nil }
            }
            return Anchor(value: made.value) { value, origin in
                value.map { Anchor<T>(value: $0, shift: made.shift).resolved(relativeTo: origin) }
            }
        }
    }
}

/// Writes a preference built from an anchor of the modified view's geometry (G26): replacing
/// the content's value for the key, as `.preference` does (P4).
nonisolated struct _AnchorWritingModifier<Key: PreferenceKey, Value>: ViewModifier,
    PrimitiveModifier, PreferenceModifier
{
    typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    @MainActor static var writtenPreference: WrittenPreference? { .replacing(Key.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(Key.self)
        guard requested.contains(key) else { return }
        // Not laid out yet: a zero rect, as SwiftUI answers (G26).
        values[key] = transform(source.make(node.graph.layout.frame(of: node) ?? .zero))
    }

    @MainActor func didMount(_ node: ModifierNode) {
        let observer = node.hookState { AnchorObserver(node: node) }
        node.graph.layout.register(observer)
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.graph.layout.unregister(node.hookState { AnchorObserver(node: node) })
    }
}

/// Recombines an anchor writer's preference when its frame moved (G26, D16).
@MainActor
final class AnchorObserver: GeometryObserving {
    private weak var node: _ViewNode?
    private var lastFrame: CGRect?

    init(node: _ViewNode) { self.node = node }

    var isMounted: Bool { node?.isMounted ?? false }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let node, node.isMounted else { return }
        let frame = engine.frame(of: node)
        guard frame != lastFrame else { return }
        lastFrame = frame
        node.graph.markPreferencesDirty(node)
    }
}

extension View {
    /// Writes `transform(anchor)` for `key`, where the anchor is `value` taken from this view's
    /// geometry (G26). The value flows **up** and replaces the content's (P4); a reader turns
    /// the anchor into its own coordinates with `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            _AnchorWritingModifier<K, A>(source: value, transform: transform))
    }

    /// Changes the content's value for `key` with an anchor of this view's geometry (G26,
    /// P5): `transform` gets the value the content produced and the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            _AnchorTransformingModifier<K, A>(source: value, transform: transform))
    }
}

/// `transformAnchorPreference`: folds an anchor into the content's value (P5).
nonisolated struct _AnchorTransformingModifier<Key: PreferenceKey, Value>: ViewModifier,
    PrimitiveModifier, PreferenceModifier
{
    typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (inout Key.Value, Anchor<Value>) -> Void

    @MainActor static var writtenPreference: WrittenPreference? { .transforming(Key.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(Key.self)
        guard requested.contains(key) else { return }
        var value = (values[key] as? Key.Value) ?? Key.defaultValue
        transform(&value, source.make(node.graph.layout.frame(of: node) ?? .zero))
        values[key] = value
    }

    @MainActor func didMount(_ node: ModifierNode) {
        node.graph.layout.register(node.hookState { AnchorObserver(node: node) })
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.graph.layout.unregister(node.hookState { AnchorObserver(node: node) })
    }
}
