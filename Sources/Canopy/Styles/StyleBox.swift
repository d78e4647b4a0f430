/// A style as the environment keeps it (`.buttonStyle(MyStyle())`): the value with its type,
/// the name it prints as, and — for a built-in style — the look the control draws itself with.
/// Two boxes are the same style when their values are the same input (by `==`, or field by
/// field), so re-applying an equal style invalidates no reader (E7).
class AnyStyleBox: @unchecked Sendable {
    // Read on the main actor only, where styles are applied and resolved.
    /// The style's type.
    let styleType: Any.Type
    /// The name the style's modifier prints it with: `plain`, `MyStyle`.
    let name: String
    /// The look of a built-in style (`ButtonLook.bordered`); `nil` for a style whose
    /// `makeBody` draws the control, or a style the app declared of a kind without bodies.
    let look: (any Sendable)?

    init(styleType: Any.Type, name: String, look: (any Sendable)?) {
        self.styleType = styleType
        self.name = name
        self.look = look
    }

    /// Whether the style's modifier writes its name as a member (`.switch`) rather than as a
    /// type (`MyStyle`): a built-in style's is.
    var nameIsMember: Bool { look != nil }

    /// Whether `other` holds an equal style of the same type.
    @MainActor func isSame(as other: AnyStyleBox) -> Bool { self === other }
}

/// A style of one kind of control, which can make the control's body from `Inputs` (what the
/// control hands its style: a label, a role, a binding).
final class StyleBox<Inputs>: AnyStyleBox, @unchecked Sendable {
    private let style: Any
    private let sameStyle: @MainActor (Any) -> Bool
    private let mountBody: @MainActor (_ViewNode, Inputs) -> Void
    /// Whether the style takes over the control's interaction (a `PrimitiveButtonStyle`), so
    /// the control itself is inert unless the style's body triggers it.
    let takesInteraction: Bool

    @MainActor init<S, Body: View>(
        _ style: S, name: String, look: (any Sendable)? = nil, takesInteraction: Bool = false,
        makeBody: @escaping @MainActor (S, Inputs) -> Body
    ) {
        self.style = style
        self.takesInteraction = takesInteraction
        sameStyle = { other in
            guard let other = other as? S else { return false }
            return TypeFields.of(S.self).valuesEqual(style, other)
        }
        // The style is installed like a view: its `@Environment` and `@State` properties are
        // the body node's.
        mountBody = { node, inputs in node.evaluateBody(of: style) { makeBody($0, inputs) } }
        super.init(styleType: S.self, name: name, look: look)
    }

    @MainActor override func isSame(as other: AnyStyleBox) -> Bool {
        guard let other = other as? StyleBox<Inputs>, other.styleType == styleType else {
            return false
        }
        return sameStyle(other.style)
    }

    /// Evaluates the style's `makeBody` for `inputs` as the only child of `node`.
    @MainActor func mount(in node: _ViewNode, inputs: Inputs) { mountBody(node, inputs) }
}

/// The styles of one kind set above a view, outermost first: the control uses the last, and a
/// style's own body sees the ones before it, so a `Button(configuration)` inside a style is
/// drawn by the next style out (or the platform's), never by the style that made it.
struct StyleStack: Equatable, Sendable, CustomStringConvertible {
    private(set) var boxes: [AnyStyleBox] = []

    /// The innermost style: the one a control below uses.
    var innermost: AnyStyleBox? { boxes.last }

    /// Adds a style closer to the views below than every one before it (E4).
    mutating func push(_ box: AnyStyleBox) { boxes.append(box) }

    /// The stack a style's body sees: without the style that made it.
    mutating func popInnermost() { _ = boxes.popLast() }

    /// The style in effect, then the ones it was set inside: `plain (inside Capsule)`;
    /// `automatic` when none is set.
    var description: String {
        guard let innermost else { return "automatic" }
        let outer = boxes.dropLast().reversed().map(\.name)
        return innermost.name + (outer.isEmpty ? "" : " (inside \(outer.joined(separator: ", ")))")
    }

    static func == (lhs: StyleStack, rhs: StyleStack) -> Bool {
        guard lhs.boxes.count == rhs.boxes.count else { return false }
        // Environment values are compared where views are updated, on the main actor.
        return MainActor.assumeIsolated {
            zip(lhs.boxes, rhs.boxes).allSatisfy { $0.isSame(as: $1) }
        }
    }
}

/// How many style bodies a view is nested in: a style whose body applies itself again is cut
/// off past ``StyleNestingKey/limit`` with a diagnostic naming it.
struct StyleNestingKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = 0
    static let limit = 64
}
