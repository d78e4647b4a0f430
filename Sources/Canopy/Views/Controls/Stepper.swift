/// A control that increments and decrements a value. A person steps it with
/// ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``.
///
///     Stepper("Count: \(count)", value: $count, in: 0...10)
nonisolated public struct Stepper<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    /// The bound value, for the stepper's accessibility value (D40); `nil` for the
    /// `onIncrement:onDecrement:` form.
    var boundValue: (@MainActor () -> Any)?

    /// A stepper running `onIncrement` and `onDecrement`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper of `value` within `bounds`, by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        // Only ever used on the main actor, by the stepper's node.
        nonisolated(unsafe) let step = step
        nonisolated(unsafe) let bounds = bounds
        // A step past a bound stops at the bound.
        onIncrement = {
            value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
        }
        onDecrement = {
            value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
        }
        boundValue = { value.wrappedValue }
    }

    /// A stepper of `value`, by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        nonisolated(unsafe) let step = step
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        boundValue = { value.wrappedValue }
    }

    /// Mounts the stepper with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StepperNode(view) }

    var containerContent: Label { label }
    func renderTitle() -> String { "Stepper" }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled `title` of `value`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper titled `title` running the actions.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

@MainActor
final class StepperNode<Label: View>: ContainerNode<Stepper<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        super.evaluate()
    }

    var controlKind: ControlKind { .stepper }
    var controlLabel: String { textContent(below: self) }
    func tap() -> Bool { step(up: true) }

    func step(up: Bool) -> Bool {
        guard isEnabled, let action = up ? view.onIncrement : view.onDecrement else {
            return false
        }
        action()
        return true
    }

    override func renderTitle() -> String { "Stepper" + (isEnabled ? "" : " disabled") }
}
