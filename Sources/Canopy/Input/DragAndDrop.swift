import Foundation

/// Dragging a view's items and dropping them on another view: `draggable` and `onDrag` make a
/// drag source, `dropDestination` and `onDrop` a drop destination. ``ViewHost/drag(_:onto:)``
/// drags as a person does; the destination's action receives the items it accepts, at the
/// point they were dropped in its own coordinates (D83).
nonisolated struct _DragSourceModifier: ViewModifier, DragSourceModifier {
    typealias Body = Never
    let items: () -> [NSItemProvider]
    let name: String

    @MainActor func items(at node: _ViewNode) -> [NSItemProvider] { items() }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(name)
    }
}

/// A drop destination's handlers, whichever modifier made it.
nonisolated struct _DropDestinationModifier: ViewModifier, DropDestinationModifier {
    typealias Body = Never
    let isEnabled: Bool
    let accepts: ([NSItemProvider]) -> Bool
    let perform: ([NSItemProvider], CGPoint) -> Bool
    let targeted: ((Bool, [NSItemProvider], CGPoint) -> Void)?
    let name: String

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(name + (isEnabled ? "" : "(isEnabled: false)"))
    }
}

/// A built-in modifier that makes its content a drag source.
protocol DragSourceModifier: PrimitiveModifier {
    /// The items a drag of the view at `node` carries.
    @MainActor func items(at node: _ViewNode) -> [NSItemProvider]
}

/// A built-in modifier that makes its content a drop destination.
protocol DropDestinationModifier: PrimitiveModifier {
    var isEnabled: Bool { get }
    var accepts: ([NSItemProvider]) -> Bool { get }
    var perform: ([NSItemProvider], CGPoint) -> Bool { get }
    var targeted: ((Bool, [NSItemProvider], CGPoint) -> Void)? { get }
}

/// A node a person can drag items from.
@MainActor
protocol DragSourceNode: _ViewNode {
    func dragItems() -> [NSItemProvider]
}

/// A node a person can drop items on.
@MainActor
protocol DropDestinationNode: _ViewNode {
    func accepts(_ items: [NSItemProvider]) -> Bool
    func drop(_ items: [NSItemProvider], at location: CGPoint) -> Bool
    func setTargeted(_ isTargeted: Bool, _ items: [NSItemProvider], at location: CGPoint)
}

extension PrimitiveModifierNode: DragSourceNode where Modifier: DragSourceModifier {
    func dragItems() -> [NSItemProvider] { currentModifier.items(at: self) }
}

extension PrimitiveModifierNode: DropDestinationNode where Modifier: DropDestinationModifier {
    func accepts(_ items: [NSItemProvider]) -> Bool {
        currentModifier.isEnabled && currentModifier.accepts(items)
    }
    func drop(_ items: [NSItemProvider], at location: CGPoint) -> Bool {
        currentModifier.perform(items, location)
    }
    func setTargeted(_ isTargeted: Bool, _ items: [NSItemProvider], at location: CGPoint) {
        currentModifier.targeted?(isTargeted, items, location)
    }
}

/// The state of a drop as a ``DropDelegate`` sees it: where, and what.
public struct DropInfo: Sendable {
    /// Where the drop is, in the destination's coordinates.
    public let location: CGPoint
    let items: [NSItemProvider]

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The items conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        items.filter { item in
            contentTypes.contains { item.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    /// Whether an item conforms to one of the type identifiers (deprecated spelling).
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map(UTType.init(known:)))
    }

    /// The items conforming to one of the type identifiers (deprecated spelling).
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map(UTType.init(known:)))
    }
}

/// What a drop would do.
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drop is cancelled.
    case cancel
    /// Nothing: the destination refuses it.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// A destination's answer while a drag is over it.
public struct DropProposal: Sendable {
    /// What the drop would do.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// An object that decides what a drop on a view does (`onDrop(of:delegate:)`).
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop is accepted (by default, when an item has one of the destination's
    /// types).
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the destination.
    func dropEntered(info: DropInfo)
    /// A drag moved within the destination.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the destination.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop that reaches it (the destination checked the types).
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// No proposal: the default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

/// A drop in progress, as `dropDestination(for:isEnabled:action:)` receives it.
public struct DropSession: Sendable {
    /// Where the drop landed, in the destination's coordinates.
    public var location: CGPoint
    /// How many items the drop carries.
    public var itemsCount: Int
}

extension View {
    /// Makes this view a drag source of `payload` (D83): dropped on a destination of its type
    /// (or of a type its representation exports), the destination receives it.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
        -> some View
    {
        modifier(_DragSourceModifier(items: { [NSItemProvider.of(payload())] }, name: ".draggable"))
    }

    /// Makes this view a drag source of `payload`, shown by `preview` while dragged (recorded:
    /// Canopy draws no drag image).
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DragSourceModifier(items: { [NSItemProvider.of(payload())] }, name: ".draggable"))
    }

    /// Makes this view a drag source of the provider `data` makes (D83).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DragSourceModifier(items: { [data()] }, name: ".onDrag"))
    }

    /// Makes this view a drag source of the provider `data` makes, shown by `preview`.
    public func onDrag<V: View>(
        _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DragSourceModifier(items: { [data()] }, name: ".onDrag"))
    }

    /// Makes this view a destination for dropped values of `T`: `action` receives them and
    /// the drop's location and says whether it took them; `isTargeted` hears `true` while a
    /// drag of them is over the view and `false` when it leaves or drops (D83).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(
            _DropDestinationModifier(
                isEnabled: true, accepts: { !Self.values(T.self, $0).isEmpty },
                perform: { action(Self.values(T.self, $0), $1) },
                targeted: { isOver, _, _ in isTargeted(isOver) }, name: ".dropDestination"))
    }

    /// Makes this view a destination for dropped values of `T` while `isEnabled`: `action`
    /// receives them and the drop's session (D83).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, isEnabled: Bool = true,
        action: @escaping ([T], DropSession) -> Void
    ) -> some View {
        modifier(
            _DropDestinationModifier(
                isEnabled: isEnabled, accepts: { !Self.values(T.self, $0).isEmpty },
                perform: { items, location in
                    let values = Self.values(T.self, items)
                    action(values, DropSession(location: location, itemsCount: items.count))
                    return true
                }, targeted: nil, name: ".dropDestination"))
    }

    /// Makes this view a destination for items of `supportedContentTypes`: `action` receives
    /// their providers and says whether it took them; `isTargeted` is `true` while a drag of
    /// them is over the view (D83).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { items, _ in action(items) }
    }

    /// Makes this view a destination for items of `supportedContentTypes`: `action` receives
    /// their providers and the drop's location (D83).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        let matching = { (items: [NSItemProvider]) in
            DropInfo(location: .zero, items: items).itemProviders(for: supportedContentTypes)
        }
        return modifier(
            _DropDestinationModifier(
                isEnabled: true, accepts: { !matching($0).isEmpty },
                perform: { action(matching($0), $1) },
                targeted: { isOver, _, _ in isTargeted?.wrappedValue = isOver },
                name: ".onDrop"))
    }

    /// Makes this view a destination for items of `supportedContentTypes` that `delegate`
    /// validates and performs (D83).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
        -> some View
    {
        modifier(
            _DropDestinationModifier(
                isEnabled: true,
                accepts: { items in
                    let info = DropInfo(location: .zero, items: items)
                    return info.hasItemsConforming(to: supportedContentTypes)
                        && MainActor.assumeIsolated { delegate.validateDrop(info: info) }
                },
                perform: { items, location in
                    let info = DropInfo(location: location, items: items)
                    return MainActor.assumeIsolated { delegate.performDrop(info: info) }
                },
                targeted: { isOver, items, location in
                    let info = DropInfo(location: location, items: items)
                    MainActor.assumeIsolated {
                        if isOver {
                            delegate.dropEntered(info: info)
                            _ = delegate.dropUpdated(info: info)
                        } else {
                            delegate.dropExited(info: info)
                        }
                    }
                }, name: ".onDrop"))
    }

    /// `onDrop(of:isTargeted:perform:)` with type identifiers as strings (deprecated spelling).
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.map(UTType.init(known:)), isTargeted: isTargeted, perform: action)
    }

    /// `onDrop(of:isTargeted:perform:)` with a location and type identifiers as strings
    /// (deprecated spelling).
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.map(UTType.init(known:)), isTargeted: isTargeted, perform: action)
    }

    /// `onDrop(of:delegate:)` with type identifiers as strings (deprecated spelling).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(UTType.init(known:)), delegate: delegate)
    }

    /// The values of `T` the providers hold.
    nonisolated static func values<T: Transferable>(_ type: T.Type, _ items: [NSItemProvider])
        -> [T]
    {
        items.compactMap { $0.loaded(T.self) }
    }
}
