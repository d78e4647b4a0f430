import Foundation

/// `onHover` and `onContinuousHover`: what a pointer (a mouse, a trackpad, an iPad's pointer)
/// over a view tells it. Semantic: ``ViewHost/movePointer(to:)`` moves the pointer, and the
/// views it is over are found as a touch's are (D71), so a view under another, under
/// `allowsHitTesting(false)` or outside its `contentShape` is not hovered. A view and the views
/// around it on the path are hovered together. Values flow **up**, from the pointer to the
/// view's closure.
extension View {
    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(report: .entered(action)))
    }

    /// Runs `action` with the pointer's location in `coordinateSpace` each time it moves over
    /// the view (`.active`), and `.ended` when it leaves.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` with the pointer's location in `coordinateSpace` as it moves over the view
    /// (the spelling before macOS 14 and iOS 17).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(HoverModifier(report: .continuous(coordinateSpace, action)))
    }
}

/// Where the pointer is over a view that reads it continuously.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location (in the coordinate space asked for).
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A hover reader around its content.
struct HoverModifier: ViewModifier {
    typealias Body = Never

    enum Report {
        case entered((Bool) -> Void)
        case continuous(CoordinateSpace, (HoverPhase) -> Void)
    }

    let report: Report

    /// A primitive modifier has no body.
    func body(content: Content) -> Never {
        fatalError("HoverModifier is a primitive modifier and has no body")
    }

    /// Mounts the hover reader's node around the content.
    static func _makeModifiedNode<Wrapped: View>(_ view: ModifiedContent<Wrapped, Self>)
        -> _ViewNode
    {
        HoverNode(view)
    }
}

/// A node the pointer's moves reach when it is over the node's content.
@MainActor
protocol HoverTracking: _ViewNode {
    /// The pointer is over the content at `point` (window points), or no longer over it
    /// (`nil`). `context` converts the point to the view's spaces.
    func pointerMoved(to point: CGPoint?, _ context: GestureContext)
}

@MainActor
final class HoverNode<Wrapped: View>: TypedNode<ModifiedContent<Wrapped, HoverModifier>>,
    HoverTracking, DisplayFacet
{
    private var isHovered = false

    override func evaluate() {
        reconcileSingleChild(view.content)
    }

    func pointerMoved(to point: CGPoint?, _ context: GestureContext) {
        switch view.modifier.report {
        case .entered(let action):
            guard isHovered != (point != nil) else { return }
            isHovered = point != nil
            action(isHovered)
        case .continuous(let space, let action):
            if let point {
                isHovered = true
                action(.active(context.convert(point, to: space)))
            } else if isHovered {
                isHovered = false
                action(.ended)
            }
        }
    }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        switch view.modifier.report {
        case .entered: attributes.append(".onHover")
        case .continuous(let space, _):
            attributes.append(
                space == .local
                    ? ".onContinuousHover"
                    : ".onContinuousHover(coordinateSpace: \(ValueFormatter.format(space)))")
        }
    }
    override var pathComponent: String? { nil }
}
