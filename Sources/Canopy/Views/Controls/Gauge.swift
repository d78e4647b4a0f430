/// A value within a range, shown as a gauge: `Gauge(value: battery) { Text("Battery") }`.
///
/// The window shows `Battery: 40%` (or the current value label's text in place of the
/// percentage); a ``GaugeStyle`` set above it draws it instead.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View,
    ContainerPrimitive
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// Where the value sits in its range, from 0 to 1.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge of `value` in `bounds`, labelled, with its current value and bounds labelled.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>)
        -> Double
    {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        guard width > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / width))
    }

    /// Mounts the gauge, drawn by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { GaugeNode(view) }

    var containerContent: Label { label }
    func renderTitle() -> String { "Gauge value:\(ValueFormatter.format(fraction))" }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A labelled gauge of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A labelled gauge of `value` in `bounds`, with its current value labelled.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

@MainActor
final class GaugeNode<Label: View, CurrentValueLabel: View, BoundsLabel: View>:
    ContainerNode<Gauge<Label, CurrentValueLabel, BoundsLabel>>
{
    /// The innermost gauge style set above, if any.
    private var style: StyleBox<GaugeStyleInputs>?

    /// Whether the style's `makeBody` draws the gauge (a custom style).
    var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        style = readEnvironment { $0[GaugeStyleKey.self] }.innermost as? StyleBox<GaugeStyleInputs>
        guard let style, style.look == nil else {
            super.evaluate()
            return
        }
        let inputs = GaugeStyleInputs(
            value: view.fraction, label: AnyView(view.label),
            currentValueLabel: view.currentValueLabel.map { AnyView($0) },
            minimumValueLabel: view.minimumValueLabel.map { AnyView($0) },
            maximumValueLabel: view.maximumValueLabel.map { AnyView($0) })
        reconcileSingleChild(StyleBody<GaugeStyleKey, GaugeStyleInputs>(box: style, inputs: inputs))
    }

    override var rendersChildren: Bool { true }

    /// On a screen, one line: the label, then the current value label's text or the
    /// percentage (`Battery: 40%`).
    override var drawnText: String? {
        guard !drawsStyleBody else { return nil }
        let label = canopyText(of: self)
        let current = view.currentValueLabel.flatMap { ($0 as? any StaticText)?.staticText }
        let amount = current ?? "\(Int((view.fraction * 100).rounded()))%"
        return label.isEmpty ? amount : label + ": " + amount
    }

    /// The built-in style in effect; `custom` under a style's body.
    var resolvedStyleName: String { drawsStyleBody ? "custom" : style?.name ?? "automatic" }
}
