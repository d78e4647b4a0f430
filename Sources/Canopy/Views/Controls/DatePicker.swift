import Foundation

/// A control that picks a date. Canopy shows it as ISO 8601 in UTC (a run never depends on the
/// machine's time zone, D6); a person sets it with ``ViewHost/setDate(_:in:)``.
///
///     DatePicker("Due", selection: $due, displayedComponents: .date)
nonisolated public struct DatePicker<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: Components

    /// Which parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    /// A date picker labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        range = nil
        components = displayedComponents
    }

    /// A date picker limited to `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        self.range = range
        components = displayedComponents
    }

    /// Mounts the picker with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { DatePickerNode(view) }

    var containerContent: Label { label }
    func renderTitle() -> String { "DatePicker" }
}

extension DatePicker where Label == Text {
    /// A date picker with a title, up to `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.init(
            title, selection: selection, in: Date.distantPast...range.upperBound,
            displayedComponents: displayedComponents)
    }

    /// A date picker with a title, from `range`'s start.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.init(
            title, selection: selection, in: range.lowerBound...Date.distantFuture,
            displayedComponents: displayedComponents)
    }

    /// A date picker with a title.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a title, limited to `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(title)
        }
    }
}

@MainActor
final class DatePickerNode<Label: View>: ContainerNode<DatePicker<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        _ = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.selection.wrappedValue
        }
        super.evaluate()
    }

    var controlKind: ControlKind { .datePicker }
    /// The date picker style set above it; `.automatic` is compact.
    var resolvedStyle: ResolvedStyle? {
        resolvedBuiltInStyle(DatePickerStyleKey.self, automatic: DatePickerLook.automatic) {
            .datePicker($0.resolved)
        }
    }
    var controlLabel: String { textContent(below: self) }
    var controlValue: String? { formatted(view.selection.wrappedValue) }
    func tap() -> Bool { isEnabled }

    /// Sets the date, clamped to the picker's range.
    func set(_ date: Date) -> Bool {
        guard isEnabled else { return false }
        var value = date
        if let range = view.range { value = min(max(value, range.lowerBound), range.upperBound) }
        view.selection.wrappedValue = value
        return true
    }

    private func formatted(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        var parts: [String] = []
        if view.components.contains(.date) { parts.append("yyyy-MM-dd") }
        if view.components.contains(.hourAndMinute) { parts.append("HH:mm") }
        formatter.dateFormat = parts.joined(separator: " ")
        return formatter.string(from: date)
    }

    override func renderTitle() -> String {
        "DatePicker selection:\(quoted(controlValue ?? ""))" + (isEnabled ? "" : " disabled")
    }
}

/// Which parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The set's raw bits.
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
