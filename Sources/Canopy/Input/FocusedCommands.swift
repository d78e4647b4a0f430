import Foundation

/// The direction of a move command: the arrow key pressed.
nonisolated public enum MoveCommandDirection: Sendable, Hashable {
    /// Up Arrow.
    case up
    /// Down Arrow.
    case down
    /// Left Arrow.
    case left
    /// Right Arrow.
    case right
}

/// The name of an Objective-C action message (`copy:`), for ``View/onCommand(_:perform:)``.
/// Linux has no Objective-C runtime: a selector is its name.
nonisolated public struct Selector: Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    let name: String
    /// The selector named `name`.
    public init(_ name: String) { self.name = name }
    /// The selector named by the literal.
    public init(stringLiteral value: String) { name = value }
    /// The name.
    public var description: String { name }
}

/// A command a Mac sends the view with focus (copy, paste, delete, a move, exit, a selector):
/// the action of the modifier that asked for it, heard through
/// ``ViewGraph/deliverToFocus(_:)`` (D82). A `nil` action, or a platform whose SwiftUI lacks
/// the modifier (D4), lets the command go on outward.
nonisolated struct _FocusedCommandModifier: ViewModifier, FocusedEventModifier {
    typealias Body = Never

    enum Action {
        case export(name: String, isCut: Bool, () -> [NSItemProvider])
        case paste(name: String, accepts: ([NSItemProvider]) -> Bool, ([NSItemProvider]) -> Void)
        case delete(() -> Void)
        case move((MoveCommandDirection) -> Void)
        case exit(() -> Void)
        case playPause(() -> Void)
        case selector(Selector, () -> Void)
    }

    let action: Action?
    /// The modifier's name, for its line and its diagnostic.
    let name: String
    let platforms: Set<Platform>

    @MainActor func handle(_ event: FocusedEvent, at node: ModifierNode) -> FocusedEventOutcome {
        guard let action, platforms.contains(node.graph.platform) else { return .ignored }
        switch (action, event) {
        case (.export(_, let isCut, let export), .copy) where !isCut,
            (.export(_, let isCut, let export), .cut) where isCut:
            return .exported(export())
        case (.paste(_, let accepts, let paste), .paste(let items)):
            guard accepts(items) else { return .ignored }
            paste(items)
            return .handled
        case (.delete(let run), .delete), (.exit(let run), .exit),
            (.playPause(let run), .playPause):
            run()
            return .handled
        case (.move(let run), .move(let direction)):
            run(direction)
            return .handled
        case (.selector(let selector, let run), .selector(let name)) where selector.name == name:
            run()
            return .handled
        default:
            return .ignored
        }
    }

    @MainActor func didMount(_ node: ModifierNode) {
        guard !platforms.contains(node.graph.platform) else { return }
        node.reportUnavailable(name, fallback: "the view does not hear the command")
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(name + (action == nil ? "(nil)" : ""))
    }
}

extension View {
    func focusedCommand(
        _ name: String, _ action: _FocusedCommandModifier.Action?,
        on platforms: Set<Platform> = .mac
    ) -> some View {
        modifier(_FocusedCommandModifier(action: action, name: name, platforms: platforms))
    }

    /// Runs `action` for the Copy command (⌘C) while this view or one inside it has focus
    /// (macOS): the items it returns are copied. The command flows **up** from the focused
    /// view to the nearest view that answers it (D82).
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?)
        -> some View
    {
        focusedCommand(
            ".onCopyCommand", payloadAction.map { .export(name: "copy", isCut: false, $0) })
    }

    /// Runs `action` for the Cut command (⌘X) while this view or one inside it has focus
    /// (macOS): the items it returns are cut (D82).
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?)
        -> some View
    {
        focusedCommand(
            ".onCutCommand", payloadAction.map { .export(name: "cut", isCut: true, $0) })
    }

    /// Runs `action` with the pasted items for the Paste command (⌘V) while this view or one
    /// inside it has focus, when an item conforms to one of `supportedContentTypes` (macOS,
    /// D82).
    public func onPasteCommand(
        of supportedContentTypes: [UTType],
        perform payloadAction: @escaping ([NSItemProvider]) -> Void
    ) -> some View {
        focusedCommand(
            ".onPasteCommand",
            .paste(
                name: "paste",
                accepts: { $0.contains(where: Self.conforming(supportedContentTypes)) },
                { payloadAction($0.filter(Self.conforming(supportedContentTypes))) }))
    }

    /// Runs `action` with what `validator` makes of the pasted items, when it makes something,
    /// for the Paste command while this view or one inside it has focus (macOS, D82).
    public func onPasteCommand<Payload>(
        of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping (Payload) -> Void
    ) -> some View {
        focusedCommand(
            ".onPasteCommand",
            .paste(
                name: "paste",
                accepts: {
                    $0.contains(where: Self.conforming(supportedContentTypes))
                        && validator($0) != nil
                },
                { items in
                    if let payload = validator(items.filter(Self.conforming(supportedContentTypes)))
                    {
                        payloadAction(payload)
                    }
                }))
    }

    /// The Paste command with type identifiers as strings (deprecated spelling, macOS).
    public func onPasteCommand(
        of supportedTypes: [String], perform payloadAction: @escaping ([NSItemProvider]) -> Void
    ) -> some View {
        onPasteCommand(of: supportedTypes.map(UTType.init(known:)), perform: payloadAction)
    }

    /// The validated Paste command with type identifiers as strings (deprecated spelling).
    public func onPasteCommand<Payload>(
        of supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping (Payload) -> Void
    ) -> some View {
        onPasteCommand(
            of: supportedTypes.map(UTType.init(known:)), validator: validator,
            perform: payloadAction)
    }

    /// Runs `action` for the Delete command (the Delete key) while this view or one inside it
    /// has focus (macOS, D82).
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        focusedCommand(".onDeleteCommand", action.map { .delete($0) })
    }

    /// Runs `action` with the direction for a move command (an arrow key no key-press handler
    /// took) while this view or one inside it has focus (macOS, D82).
    public func onMoveCommand(
        perform action: ((MoveCommandDirection) -> Void)?
    ) -> some View {
        focusedCommand(".onMoveCommand", action.map { .move($0) })
    }

    /// Runs `action` for the exit command (Escape) while this view or one inside it has focus
    /// (macOS, D82).
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        focusedCommand(".onExitCommand", action.map { .exit($0) })
    }

    /// Runs `action` for the remote's Play/Pause button (tvOS only: Canopy's platforms lack it,
    /// D4).
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View {
        focusedCommand(".onPlayPauseCommand", action.map { .playPause($0) }, on: .nowhere)
    }

    /// Runs `action` when the action message `selector` reaches this view's responder chain
    /// from the view with focus (macOS, D82): ``ViewHost/sendCommand(_:)`` with `.selector`.
    public func onCommand(_ selector: Selector, perform action: (() -> Void)?)
        -> some View
    {
        focusedCommand(".onCommand(\(selector))", action.map { .selector(selector, $0) })
    }

    /// Copies `payload` for the Copy command while this view or one inside it has focus
    /// (macOS, D82).
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T])
        -> some View
    {
        focusedCommand(
            ".copyable",
            .export(name: "copy", isCut: false, { payload().map { NSItemProvider.of($0) } }))
    }

    /// Cuts what `action` returns for the Cut command while this view or one inside it has
    /// focus (macOS, D82).
    public func cuttable<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping () -> [T]
    ) -> some View {
        focusedCommand(
            ".cuttable",
            .export(name: "cut", isCut: true, { action().map { NSItemProvider.of($0) } }))
    }

    /// Runs `action` with the pasted values of type `T` (those `validator` keeps) for the
    /// Paste command while this view or one inside it has focus (macOS, D82).
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
        validator: @escaping ([T]) -> [T] = { $0 }
    ) -> some View {
        focusedCommand(
            ".pasteDestination",
            .paste(
                name: "paste",
                accepts: { !validator($0.compactMap { $0.loaded(T.self) }).isEmpty },
                { action(validator($0.compactMap { $0.loaded(T.self) })) }))
    }

    /// Steps `value` by `step` within `bounds` for the remote's page commands (tvOS only:
    /// recorded, D4).
    public func pageCommand<V: BinaryInteger>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1
    ) -> some View {
        recordCall(
            "pageCommand", on: .nowhere, ("value", value), ("in", "\(bounds)"), ("step", "\(step)"))
    }

    /// Whether `item` has an item of one of `types`.
    nonisolated static func conforming(_ types: [UTType]) -> (NSItemProvider) -> Bool {
        { item in types.contains { item.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}
