/// A control that picks a value in a range. A person moves it with
/// ``ViewHost/slide(_:to:)``.
///
///     Slider(value: $volume, in: 0...10) { Text("Volume") }
nonisolated public struct Slider<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    /// The step it moves by, when it has one (an accessibility adjustment moves by it, A15).
    let step: Double?
    /// Told `true` when a person starts moving the slider and `false` when they let go.
    let onEditingChanged: (Bool) -> Void

    /// A slider of `value` within `bounds` (by `step` when given), labelled by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        read = { Double(value.wrappedValue) }
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        var stride: Double?
        if let step { stride = Double(step) }
        write = { newValue in
            var clamped = min(max(newValue, lower), upper)
            if let stride, stride > 0 {
                clamped = lower + ((clamped - lower) / stride).rounded() * stride
                // A step that does not divide the range must not pass its end.
                if clamped > upper { clamped -= stride }
            }
            value.wrappedValue = V(clamped)
        }
        self.bounds = lower...upper
        self.step = stride
        self.onEditingChanged = onEditingChanged
    }

    /// Mounts the slider with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SliderNode(view) }

    var containerContent: Label { label }
    func renderTitle() -> String { "Slider" }
}

extension Slider {
    /// A slider with labels for its ends (recorded: the label names the slider).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView {
    /// A slider of `value` within `bounds`, without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: { EmptyView() },
            onEditingChanged: onEditingChanged)
    }
}

@MainActor
final class SliderNode<Label: View>: ContainerNode<Slider<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        _ = graph.evaluatingBody(of: self, countingEvaluation: false) { view.read() }
        super.evaluate()
    }

    var controlKind: ControlKind { .slider }
    var controlLabel: String {
        let text = textContent(below: self)
        return text.isEmpty ? "Slider" : text
    }
    var controlValue: String? { ValueFormatter.format(view.read()) }
    func tap() -> Bool { isEnabled }

    func slide(to value: Double) -> Bool {
        guard isEnabled else { return false }
        // A person grabs the knob, moves it, and lets go.
        view.onEditingChanged(true)
        view.write(value)
        view.onEditingChanged(false)
        return true
    }

    override func renderTitle() -> String {
        "Slider value:\(ValueFormatter.format(view.read())) in:\(ValueFormatter.format(view.bounds.lowerBound))...\(ValueFormatter.format(view.bounds.upperBound))"
            + (isEnabled ? "" : " disabled")
    }
}
