import Foundation

/// Attaching gestures to views. Precedence, as SwiftUI documents it: a gesture attached with
/// `gesture` has lower precedence than the gestures the view already defines (those of the
/// views inside it, a button's own tap, a gesture attached before it); `highPriorityGesture`
/// has higher precedence than them; `simultaneousGesture` runs alongside them. Values flow
/// **up**, from the gesture to the view's callbacks.
extension View {
    /// Attaches `gesture` with lower precedence than the gestures the view defines; `mask`
    /// chooses whether it, the subviews' gestures, both or neither run.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureAttachmentModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture`, or not when `isEnabled` is `false`, with lower precedence than the
    /// gestures the view defines.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(
            GestureAttachmentModifier(gesture: gesture, priority: .normal, isEnabled: isEnabled))
    }

    /// Attaches `gesture`, named `name` (recorded), or not when `isEnabled` is `false`.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        modifier(
            GestureAttachmentModifier(
                gesture: gesture, priority: .normal, isEnabled: isEnabled, name: name))
    }

    /// Attaches `gesture` with higher precedence than the gestures the view defines (the
    /// subviews' own gestures wait for it to fail).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        modifier(GestureAttachmentModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture`, or not when `isEnabled` is `false`, with higher precedence than the
    /// gestures the view defines.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureAttachmentModifier(gesture: gesture, priority: .high, isEnabled: isEnabled))
    }

    /// Attaches `gesture` with higher precedence, named `name` (recorded), or not when
    /// `isEnabled` is `false`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        modifier(
            GestureAttachmentModifier(
                gesture: gesture, priority: .high, isEnabled: isEnabled, name: name))
    }

    /// Attaches `gesture` to run at the same time as the gestures the view defines: neither
    /// waits for, nor cancels, the other.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        modifier(GestureAttachmentModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture`, or not when `isEnabled` is `false`, to run at the same time as the
    /// gestures the view defines.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(
            GestureAttachmentModifier(
                gesture: gesture, priority: .simultaneous, isEnabled: isEnabled))
    }

    /// Attaches `gesture` to run at the same time as the view's, named `name` (recorded), or
    /// not when `isEnabled` is `false`.
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, name: String, isEnabled: Bool = true
    ) -> some View {
        modifier(
            GestureAttachmentModifier(
                gesture: gesture, priority: .simultaneous, isEnabled: isEnabled, name: name))
    }
}

/// How an attached gesture competes with the gestures its view defines.
enum GesturePriority: Sendable {
    /// After them (`gesture`).
    case normal
    /// Before them (`highPriorityGesture`).
    case high
    /// Alongside them (`simultaneousGesture`).
    case simultaneous

    var modifierName: String {
        switch self {
        case .normal: "gesture"
        case .high: "highPriorityGesture"
        case .simultaneous: "simultaneousGesture"
        }
    }
}

/// A gesture attached to a view, with how it competes and which gestures it lets run.
struct GestureAttachmentModifier<G: Gesture>: ViewModifier {
    typealias Body = Never
    let gesture: G
    let priority: GesturePriority
    var mask: GestureMask = .all
    var isEnabled = true
    var name: String? = nil
    /// How the tree dump spells the modifier when a convenience made it (`.onTapGesture`).
    var printed: String? = nil

    /// A primitive modifier has no body.
    func body(content: Content) -> Never {
        fatalError("GestureAttachmentModifier is a primitive modifier and has no body")
    }

    /// Mounts the gesture's node around the content.
    static func _makeModifiedNode<Wrapped: View>(_ view: ModifiedContent<Wrapped, Self>)
        -> _ViewNode
    {
        GestureNode(view)
    }
}

/// A node that attaches a gesture to its content: what a touch that lands in the content
/// reaches (see `GestureArena`).
@MainActor
protocol GestureAttaching: _ViewNode {
    /// How the gesture competes with the content's.
    var gesturePriority: GesturePriority { get }
    /// Which gestures it lets run.
    var gestureMask: GestureMask { get }
    /// Whether the gesture runs at all: the modifier's `isEnabled`, and no `disabled` above.
    var attachesGesture: Bool { get }
    /// A fresh recognizer for a touch sequence.
    func makeRecognizer() -> _AnyGestureRecognizer
}

@MainActor
final class GestureNode<Wrapped: View, G: Gesture>:
    TypedNode<ModifiedContent<Wrapped, GestureAttachmentModifier<G>>>, GestureAttaching,
    InteractiveNode, DisplayFacet
{
    private(set) var isEnabled = true
    /// What a recognizer of the current gesture says about it, made when first asked.
    private var traits: (description: String, isLongPress: Bool)?

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        traits = nil
        reconcileSingleChild(view.content)
    }

    var gesturePriority: GesturePriority { view.modifier.priority }
    var gestureMask: GestureMask { view.modifier.mask }
    var attachesGesture: Bool { isEnabled && view.modifier.isEnabled }

    func makeRecognizer() -> _AnyGestureRecognizer { view.modifier.gesture._makeRecognizer() }

    private var currentTraits: (description: String, isLongPress: Bool) {
        if let traits { return traits }
        let recognizer = makeRecognizer()
        let made = (recognizer.gestureDescription, recognizer.isLongPress)
        traits = made
        return made
    }

    // Operated by label (`tap("Card")`, `longPress("Card")`): a touch on this gesture alone.
    var controlKind: ControlKind { currentTraits.isLongPress ? .longPressGesture : .tapGesture }
    var controlLabel: String { textContent(below: self) }

    func tap() -> Bool {
        guard attachesGesture else { return false }
        return graph.gestureArena.performByLabel(on: self)
    }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        let modifier = view.modifier
        if let printed = modifier.printed {
            attributes.append(printed)
            return
        }
        var arguments = [currentTraits.description]
        if let name = modifier.name { arguments.append("name: \(quoted(name))") }
        if modifier.mask != .all { arguments.append("including: \(modifier.mask.spelled)") }
        if !modifier.isEnabled { arguments.append("isEnabled: false") }
        attributes.append(
            ".\(modifier.priority.modifierName)(" + arguments.joined(separator: ", ") + ")")
    }
    override var pathComponent: String? { nil }
}
