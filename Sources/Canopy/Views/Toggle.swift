/// A control that turns a `Bool` binding on and off.
///
///     Toggle("Wi-Fi", isOn: $wifi)
nonisolated public struct Toggle<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let title: String?
    /// Whether the toggle stands for several values that are not all the same (made with
    /// `sources:`); a style reads it as `isMixed`.
    var isMixed = false

    /// A toggle whose label is built by the closure.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    /// A toggle for several values at once: on when every source is on, mixed when some are;
    /// flipping it sets them all. Its label is built by the closure.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Self.combined(bindings)
        self.label = label()
        title = nil
        isMixed = Self.isMixed(bindings)
    }

    /// One binding for all of `bindings`: on when every one is, and setting it sets them all.
    static func combined(_ bindings: [Binding<Bool>]) -> Binding<Bool> {
        Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in for binding in bindings { binding.wrappedValue = value } })
    }

    /// Whether some of `bindings` are on and some off.
    static func isMixed(_ bindings: [Binding<Bool>]) -> Bool {
        MainActor.assumeIsolated {
            bindings.contains(where: \.wrappedValue) && !bindings.allSatisfy(\.wrappedValue)
        }
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

    /// A titled toggle for several values at once (see ``init(sources:isOn:label:)``).
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Self.combined(bindings)
        label = Text(title)
        self.title = String(title)
        isMixed = Self.isMixed(bindings)
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
                reportUnavailable(".toggleStyle(.\(look.rawValue))")
            }
            super.evaluate()
            return
        }
        let inputs = ToggleStyleInputs(
            label: AnyView(view.label), isOn: view.isOn, isMixed: view.isMixed)
        reconcileSingleChild(
            StyleBody<ToggleStyleKey, ToggleStyleInputs>(box: style, inputs: inputs))
    }

    override var ownText: String? { drawsStyleBody ? nil : view.titleText }
    override var rendersChildren: Bool { drawsStyleBody || view.rendersContent }

    /// D13: an iOS switch takes the proposed width with the switch at the trailing edge; a
    /// macOS checkbox sits before its label; a button-look toggle is sized as a button.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard !drawsStyleBody else { return super.currentLayout(in: context) }
        let look = resolvedLook ?? .switch
        var layout = ControlLayout(
            title: view.title, metric: context.textMetric(), rule: "D13 \(look.rawValue) toggle")
        switch look {
        case .checkbox:
            layout.insets = EdgeInsets(top: 0, leading: 18, bottom: 0, trailing: 0)
            layout.minHeight = 16
        case .button:
            if context.platform == .macOS {
                layout.insets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                layout.minHeight = 20
            } else {
                layout.insets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            }
        default:
            layout.fillsWidth = true
            layout.accessory = CGSize(width: 51, height: 31)
            layout.minHeight = 31
        }
        return layout
    }

    override func renderTitle() -> String {
        (view.title.map { "Toggle \(quoted($0))" } ?? "Toggle") + " isOn:\(view.isOn.wrappedValue)"
            + (view.isMixed ? " mixed" : "") + (isEnabled ? "" : " disabled")
    }

    var controlKind: ControlKind { .toggle }
    var controlLabel: String { view.title ?? textContent(below: self) }
    var controlValue: String? {
        view.isMixed ? "mixed" : view.isOn.wrappedValue ? "on" : "off"
    }
    var isOperable: Bool { !drawsStyleBody }

    /// The style the toggle is drawn with: a custom style, or its built-in look.
    var resolvedStyle: ResolvedStyle? {
        if let look = resolvedLook { return .toggle(look) }
        return style.map { .custom(name: $0.name) }
    }

    /// The built-in look `.automatic` resolves to on this platform and in this place; `nil`
    /// under a custom style.
    var resolvedLook: ToggleLook? {
        var look = ToggleLook.automatic
        if let style {
            guard let own = style.look as? ToggleLook else { return nil }
            look = own
        }
        if !look.isAvailable(on: graph.platform) { look = .automatic }
        return look.resolved(on: graph.platform, in: .of(self))
    }

    func tap() -> Bool {
        guard isEnabled, isOperable else { return false }
        view.isOn.wrappedValue.toggle()
        return true
    }
}
