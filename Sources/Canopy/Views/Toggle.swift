/// A control that turns a `Bool` binding on and off.
///
///     Toggle("Wi-Fi", isOn: $wifi)
nonisolated public struct Toggle<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    /// A toggle whose label is built by the closure.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    /// Mounts the toggle with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ToggleNode(view) }

    var containerContent: Label { label }
    var rendersContent: Bool { title == nil }
    var titleText: String? { title }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = String(title)
    }
}

@MainActor
final class ToggleNode<Label: View>: ContainerNode<Toggle<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    /// The innermost toggle style set above the toggle, if any.
    private var style: StyleBox<ToggleStyleInputs>?

    /// Whether the style's `makeBody` draws the toggle (a custom style).
    var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        let styles: StyleStack
        (isEnabled, styles) = readEnvironment { ($0.isEnabled, $0.toggleStyles) }
        style = styles.innermost as? StyleBox<ToggleStyleInputs>
        guard let style, style.look == nil else {
            if let look = style?.look as? ToggleLook, !look.isAvailable(on: graph.platform) {
                reportUnavailableStyle(".toggleStyle(.\(look.rawValue))")
            }
            super.evaluate()
            return
        }
        graph.textIndex?.remove(self)
        let inputs = ToggleStyleInputs(label: AnyView(view.label), isOn: view.isOn)
        reconcileSingleChild(
            StyleBody<ToggleStyleKey, ToggleStyleInputs>(box: style, inputs: inputs))
    }

    override var ownText: String? { drawsStyleBody ? nil : view.titleText }
    override var rendersChildren: Bool { drawsStyleBody || view.rendersContent }

    override func renderTitle() -> String {
        (view.title.map { "Toggle \(quoted($0))" } ?? "Toggle") + " isOn:\(view.isOn.wrappedValue)"
            + (isEnabled ? "" : " disabled")
    }

    var controlKind: ControlKind { .toggle }
    var controlLabel: String { view.title ?? textContent(below: self) }
    var controlValue: String? { view.isOn.wrappedValue ? "on" : "off" }
    var isOperable: Bool { !drawsStyleBody }

    /// The style the toggle is drawn with: a custom style's type name, or the built-in look
    /// `.automatic` resolves to on this platform and in this place.
    var resolvedStyle: String? {
        var look = style?.look as? ToggleLook ?? .automatic
        if let style, style.look == nil { return style.name }
        if !look.isAvailable(on: graph.platform) { look = .automatic }
        return look.resolved(on: graph.platform, in: .of(self)).rawValue
    }

    func tap() -> Bool {
        guard isEnabled, isOperable else { return false }
        view.isOn.wrappedValue.toggle()
        return true
    }
}
