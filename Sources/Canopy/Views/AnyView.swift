/// A type-erased view. When the erased type changes, the old view's identity ends and a new
/// one begins, as in SwiftUI.
nonisolated public struct AnyView: View {
    /// Mounted by the runtime, which builds the erased view in its place: `AnyView` has no
    /// body.
    public typealias Body = Never
    let storage: AnyViewStorageBase

    /// Erases `view`'s type. Erasing an `AnyView` again keeps the original storage.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    /// Erases `view`'s type.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Mounts the erased view.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { AnyViewNode(view) }
}

class AnyViewStorageBase: @unchecked Sendable {
    @MainActor func mountErased(in node: _ViewNode) {}
}

final class AnyViewStorage<V: View>: AnyViewStorageBase, @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
    @MainActor override func mountErased(in node: _ViewNode) { node.reconcileSingleChild(view) }
}

@MainActor
final class AnyViewNode: TypedNode<AnyView> {
    override func evaluate() { view.storage.mountErased(in: self) }
    override var renderRole: RenderRole { .transparent }
}
