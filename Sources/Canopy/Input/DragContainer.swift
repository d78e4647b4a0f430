import Foundation

/// Drag containers (macOS 26, iOS 27): a container vends the payload of its draggable views by
/// their identifiers, so a view needs only its identifier (`draggable(containerItemID:)`), and
/// a drag of a selected view carries the whole selection (`dragContainerSelection`). The
/// container, selection and view are matched by identifier type and, when given, namespace
/// (D83).
nonisolated struct _DragContainerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let namespace: Namespace.ID?
    let idType: Any.Type
    /// The payload of the items with these identifiers (of `idType`).
    let payload: ([AnyHashable]) -> [NSItemProvider]

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".dragContainer")
    }
}

/// `dragContainerSelection`: the identifiers selected, for the drag containers below it.
nonisolated struct _DragContainerSelectionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let namespace: Namespace.ID?
    let idType: Any.Type
    let selection: () -> [AnyHashable]

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".dragContainerSelection")
    }
}

/// A view of a drag container: its identifier, and (for the forms that give one) its own item
/// for when no container is around it.
nonisolated struct _ContainerDragSourceModifier: ViewModifier, DragSourceModifier {
    typealias Body = Never
    let id: AnyHashable?
    let idType: Any.Type
    let namespace: Namespace.ID?
    let ownItem: () -> [NSItemProvider]

    /// The container's payload for the selection holding this view's identifier, or for the
    /// identifier alone; with no container around, the view's own item.
    @MainActor func items(at node: _ViewNode) -> [NSItemProvider] {
        guard let id,
            let container = Self.nearest(
                _DragContainerModifier.self, above: node,
                where: {
                    $0.idType == idType && (namespace == nil || $0.namespace == namespace)
                })
        else { return ownItem() }
        let selected =
            Self.nearest(_DragContainerSelectionModifier.self, above: node) {
                $0.idType == idType && (namespace == nil || $0.namespace == namespace)
            }?.selection() ?? []
        return container.payload(selected.contains(id) ? selected : [id])
    }

    /// The nearest modifier of type `M` above `node` that `matches`.
    @MainActor static func nearest<M: PrimitiveModifier>(
        _ type: M.Type, above node: _ViewNode, where matches: (M) -> Bool
    ) -> M? {
        var current = node.parent
        while let ancestor = current {
            if let holder = ancestor as? any ModifierHolding,
                let modifier = holder.anyModifier as? M, matches(modifier)
            {
                return modifier
            }
            current = ancestor.parent
        }
        return nil
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(
            id.map { ".draggable(containerItemID: \(ValueFormatter.format($0.base)))" }
                ?? ".draggable")
    }
}

/// A modifier node's modifier, whatever its type.
@MainActor
protocol ModifierHolding: _ViewNode {
    var anyModifier: Any { get }
}

extension PrimitiveModifierNode: ModifierHolding {
    var anyModifier: Any { currentModifier }
}

/// What a drag source allows: copy always, move and delete when asked.
public struct DragConfiguration: Sendable, Hashable {
    /// The operations a drag within the app may perform.
    public struct OperationsWithinApp: Sendable, Hashable {
        let allowMove: Bool
        /// Copy, and move when `allowMove`.
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    /// The operations a drag to another app may perform.
    public struct OperationsOutsideApp: Sendable, Hashable {
        let allowCopy: Bool
        /// Copy when `allowCopy`.
        public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
    }

    /// The operations within the app.
    public var operationsWithinApp: OperationsWithinApp
    /// The operations to other apps.
    public var operationsOutsideApp: OperationsOutsideApp

    /// A configuration of the given operations (copy by default).
    public init(
        operationsWithinApp: OperationsWithinApp = .init(),
        operationsOutsideApp: OperationsOutsideApp = .init()
    ) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    /// Copy, and move when `allowMove`.
    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }
}

/// What a drop destination does with a drop.
public struct DropConfiguration: Sendable, Hashable {
    /// The operation.
    public var operation: DropOperation
    /// A configuration performing `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// How the previews of several dragged items are composed (macOS).
public struct DragDropPreviewsFormation: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The system's composition.
    public static let `default` = DragDropPreviewsFormation(name: "default")
    /// One under another, left edges aligned.
    public static let list = DragDropPreviewsFormation(name: "list")
    /// Where they were relative to each other.
    public static let none = DragDropPreviewsFormation(name: "none")
    /// On top of each other, turned at random.
    public static let pile = DragDropPreviewsFormation(name: "pile")
    /// On top of each other, slightly offset.
    public static let stack = DragDropPreviewsFormation(name: "stack")
    /// `.list`.
    public var description: String { "." + name }
}

/// Whether a view opens when a drag hovers over it (spring loading).
public struct SpringLoadingBehavior: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's choice for the view.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Spring loading on.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Spring loading off.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
    /// `.enabled`.
    public var description: String { "." + name }
}

extension View {
    /// Makes this view a drag container of `Item`s: a drag of a view inside it carries
    /// `payload`'s items for the dragged identifiers (the selection's, when the view is part
    /// of it) (D83).
    public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data
    ) -> some View where Data.Element == Item, Item.ID: Sendable {
        modifier(
            _DragContainerModifier(
                namespace: namespace, idType: Item.ID.self,
                payload: { ids in
                    payload(ids.compactMap { $0.base as? Item.ID }).map { NSItemProvider.of($0) }
                }))
    }

    /// Makes this view a drag container of `Item`s identified by `itemID` (D83).
    public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>,
        in namespace: Namespace.ID? = nil, _ payload: @escaping ([ItemID]) -> Data
    ) -> some View where Data.Element == Item {
        modifier(
            _DragContainerModifier(
                namespace: namespace, idType: ItemID.self,
                payload: { ids in
                    payload(ids.compactMap { $0.base as? ItemID }).map { NSItemProvider.of($0) }
                }))
    }

    /// The identifiers selected in the drag containers below: a drag of a selected view
    /// carries them all (D83).
    public func dragContainerSelection<ItemID: Hashable & Sendable>(
        _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
    ) -> some View {
        modifier(
            _DragContainerSelectionModifier(
                namespace: containerNamespace, idType: ItemID.self,
                selection: { selection().map(AnyHashable.init) }))
    }

    /// Inside a drag container, makes this view a drag source of the item with `containerItemID`
    /// (D83).
    public func draggable<ItemID: Hashable & Sendable>(
        containerItemID: ItemID, containerNamespace: Namespace.ID? = nil
    ) -> some View {
        modifier(
            _ContainerDragSourceModifier(
                id: AnyHashable(containerItemID), idType: ItemID.self,
                namespace: containerNamespace, ownItem: { [] }))
    }

    /// Makes this view a drag source of `item`, part of the drag container in
    /// `containerNamespace` (D83).
    public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, containerNamespace: Namespace.ID? = nil,
        _ item: @escaping () -> Item?
    ) -> some View where Item.ID: Sendable {
        modifier(
            _ContainerDragSourceModifier(
                id: item().map { AnyHashable($0.id) }, idType: Item.ID.self,
                namespace: containerNamespace,
                ownItem: { item().map { [NSItemProvider.of($0)] } ?? [] }))
    }

    /// Makes this view a drag source of `item`, part of the drag container in
    /// `containerNamespace` (D83).
    public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, item: @autoclosure @escaping () -> Item?,
        containerNamespace: Namespace.ID? = nil
    ) -> some View where Item.ID: Sendable {
        draggable(itemType, containerNamespace: containerNamespace, item)
    }

    /// Makes this view a drag source of the item `payload` gives, identified by `id`, part of
    /// the drag container in `containerNamespace` (D83).
    public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>,
        containerNamespace: Namespace.ID? = nil, _ payload: @escaping () -> Item?
    ) -> some View {
        modifier(
            _ContainerDragSourceModifier(
                id: payload().map { AnyHashable($0[keyPath: id]) }, idType: ItemID.self,
                namespace: containerNamespace,
                ownItem: { payload().map { [NSItemProvider.of($0)] } ?? [] }))
    }

    /// Makes this view a drag source of `item`, identified by `id` (D83).
    public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>,
        item: @autoclosure @escaping () -> Item?, containerNamespace: Namespace.ID? = nil
    ) -> some View {
        draggable(itemType, id: id, containerNamespace: containerNamespace, item)
    }

    /// The operations a drag of this view allows (recorded: Canopy's drops copy).
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View {
        recordCall(
            "dragConfiguration",
            ("allowMove", configuration.operationsWithinApp.allowMove))
    }

    /// What a drop on this view does, decided per drop (recorded: Canopy's drops copy).
    public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration)
        -> some View
    {
        recordCall("dropConfiguration")
    }

    /// How the previews of the items dragged from this view are composed (macOS; recorded:
    /// Canopy draws no drag previews).
    public func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View {
        recordCall("dragPreviewsFormation", on: .mac, (nil, formation))
    }

    /// How the previews of the items dropped on this view are composed (macOS; recorded).
    public func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View {
        recordCall("dropPreviewsFormation", on: .mac, (nil, formation))
    }

    /// Whether this view opens when a drag hovers over it (recorded: Canopy's drags do not
    /// hover).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        recordCall("springLoadingBehavior", (nil, behavior))
    }
}
