/// A control that runs an action when tapped. In a disabled subtree (``View/disabled(_:)``) it
/// ignores taps and renders as `disabled`.
///
///     Button("Hit Me") { count += 1 }
///     Button(action: save) { Label("Save", systemImage: "square.and.arrow.down") }
nonisolated public struct Button<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let action: @MainActor () -> Void
    // The fields whose place does not depend on `Label` come before it: code generic over
    // `Label` (the button's node) then reads them at a fixed offset, without asking for
    // `Button<Label>`'s metadata (about 330 instructions a read, twice a button per render).
    let title: String?
    let role: ButtonRole?
    let label: Label

    /// A button whose label is built by the closure.
    @preconcurrency public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
        title = nil
        role = nil
    }

    /// A button with a role, whose label is built by the closure.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
        title = nil
        self.role = role
    }

    /// Mounts the button with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ButtonNode(view) }

    var containerContent: Label { label }
    var rendersContent: Bool { title == nil }
    var titleText: String? { title }
}

extension Button where Label == Text {
    /// A button with a text label.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Text(title)
        self.title = String(title)
        role = nil
    }

    /// A button with a text label and a role.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Text(title)
        self.title = String(title)
        self.role = role
    }
}

extension Button where Label == Canopy.Label<Text, Image> {
    /// A button whose label is a title and a system image.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Canopy.Label(title, systemImage: systemImage)
        self.title = nil
        role = nil
    }
}

/// The purpose of a button, which changes how it looks.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// A button that deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// The role's name.
    public var description: String { name }
}

@MainActor
final class ButtonNode<Label: View>: ContainerNode<Button<Label>>, InteractiveNode, Pressable {
    /// What reaches the button from above and changes how it acts or looks: the dismiss action
    /// of the menu or alert it is in, or the innermost button style set above it. The two never
    /// reach a button together (an alert's or a menu's buttons are drawn by their container,
    /// and button styles do not reach them, as in SwiftUI), so they share a field: one word
    /// (both payloads are references, so the case lives in their spare bits), where the two
    /// optionals took three. With the flags below in the node's own, a button's node asks for
    /// 192 bytes, not 210: malloc's 208-byte chunk, not its 224-byte one (a titled button is a
    /// node per row of a list).
    private var context: Context = .plain

    /// The dismiss action or the style a button is under, if either.
    private enum Context {
        case plain
        /// Closes the menu or alert the button is in, after its action.
        case dismissing(DismissOnTap)
        /// The innermost button style set above the button.
        case styled(StyleBox<ButtonStyleInputs>)
    }

    /// Closes the menu or alert the button is in, after its action.
    private var dismissAfterTap: DismissOnTap? {
        if case .dismissing(let dismiss) = context { return dismiss }
        return nil
    }

    /// The innermost button style set above the button, if any.
    private var style: StyleBox<ButtonStyleInputs>? {
        if case .styled(let style) = context { return style }
        return nil
    }

    /// Whether the button can be used (`\.isEnabled`): kept in the node's flags as "disabled",
    /// so a new node (all flags clear but `isDirty`) starts enabled.
    private(set) var isEnabled: Bool {
        get { !flags.contains(.kindFlag) }
        set { flags.set(.kindFlag, !newValue) }
    }

    /// Whether a person is holding the button down (``ViewHost/press(_:)``): in the node's
    /// flags, as ``isEnabled``.
    private var isPressed: Bool {
        get { flags.contains(.secondKindFlag) }
        set { flags.set(.secondKindFlag, newValue) }
    }

    /// Whether the style's `makeBody` draws the button (a custom style), as opposed to the
    /// button drawing itself with a built-in look.
    var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        // Every button reads these three keys: by key (the properties `isEnabled`,
        // `dismissOnButtonTap` and `buttonStyles` only forward to them), from one fetch of the
        // environment, with room for the three records made once.
        let environment = inheritedEnvironment
        reserveDependencyRecords(3)
        isEnabled = readEnvironmentValue(of: IsEnabledKey.self, in: environment)
        let dismiss = readEnvironmentValue(of: DismissOnTapKey.self, in: environment)
        let styles = readEnvironmentValue(of: ButtonStyleKey.self, in: environment)
        // An alert's action or a menu's item is drawn by its container: button styles do not
        // reach it, as in SwiftUI.
        if let dismiss {
            context = .dismissing(dismiss)
        } else if let style = styles.innermost as? StyleBox<ButtonStyleInputs> {
            context = .styled(style)
        } else {
            context = .plain
        }
        guard let style, style.look == nil else {
            if let look = style?.look as? ButtonLook, !look.isAvailable(on: graph.platform) {
                reportUnavailable(".buttonStyle(.\(look.rawValue))")
            }
            // A titled button (`titleText` is its title) asked through the container's generic
            // code copied the whole button (its action, title and label) to ask it.
            if view.title != nil {
                dropContent()
            } else {
                super.evaluate()
            }
            return
        }
        let inputs = ButtonStyleInputs(
            label: AnyView(view.label), role: view.role, isPressed: isPressed,
            trigger: { [weak self] in self?.runAction() })
        reconcileSingleChild(
            StyleBody<ButtonStyleKey, ButtonStyleInputs>(box: style, inputs: inputs))
    }

    override var ownText: String? { drawsStyleBody ? nil : view.titleText }
    override var rendersChildren: Bool { drawsStyleBody || view.rendersContent }

    /// D13: the label, with insets by look and platform; a custom style's body as it is.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard !drawsStyleBody else { return super.currentLayout(in: context) }
        let look = resolvedLook ?? .borderless
        var layout = ControlLayout(
            title: view.title, metric: context.textMetric(), rule: "D13 \(look.rawValue) button")
        if look == .action { return layout }
        if context.platform == .macOS {
            layout.insets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            layout.minHeight = 20
        } else if look == .bordered || look == .borderedProminent {
            layout.insets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        }
        return layout
    }

    override func renderTitle() -> String {
        var title = "Button"
        if let text = view.title {
            title += " "
            appendQuoted(text, to: &title)
        }
        if let role = view.role { title += " role:\(role)" }
        if !isEnabled { title += " disabled" }
        return title
    }

    /// ``renderTitle()``'s text, written piece by piece: a titled button is a line per row.
    override func writeTitle(to text: inout RenderedText) {
        text.append(static: "Button")
        if let title = view.title {
            text.append(byte: 0x20)
            text.appendQuoted(title)
        }
        if let role = view.role { text.append(" role:\(role)") }
        if !isEnabled { text.append(" disabled") }
    }

    var controlKind: ControlKind { .button }
    var controlLabel: String { view.title ?? textContent(below: self) }
    var isOperable: Bool { style?.takesInteraction != true }

    /// The style the button is drawn with: a custom style, or its built-in look.
    var resolvedStyle: ResolvedStyle? {
        if let look = resolvedLook { return .button(look) }
        return style.map { .custom(name: $0.name) }
    }

    /// The built-in look the button is drawn with: the one `.automatic` resolves to on this
    /// platform and in this place, `action` for an alert's or a menu's button; `nil` under a
    /// custom style.
    var resolvedLook: ButtonLook? {
        if dismissAfterTap != nil { return .action }
        guard let style else {
            return ButtonLook.automatic.resolved(on: graph.platform, in: .of(self))
        }
        guard var look = style.look as? ButtonLook else { return nil }
        if !look.isAvailable(on: graph.platform) { look = .automatic }
        return look.resolved(on: graph.platform, in: .of(self))
    }

    func tap() -> Bool {
        guard isEnabled, isOperable else { return false }
        runAction()
        return true
    }

    /// Holds the button down or lets it go: a style reads it as `isPressed`.
    func setPressed(_ pressed: Bool) {
        guard isPressed != pressed else { return }
        isPressed = pressed
        graph.invalidate(self)
        graph.requestFlush()
    }

    /// The button's action, as a tap or a primitive style's `trigger()` runs it.
    private func runAction() {
        guard isEnabled else { return }
        view.action()
        dismissAfterTap?()
    }
}

/// A control a person can hold down (``ViewHost/press(_:)``).
@MainActor
protocol Pressable: _ViewNode {
    func setPressed(_ pressed: Bool)
}
