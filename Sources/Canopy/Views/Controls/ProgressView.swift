import Foundation

/// Shows progress: indeterminate (a spinner) or a fraction of a total.
///
///     ProgressView("Downloading", value: 0.25)
nonisolated public struct ProgressView: View, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: String?
    let fraction: Double?

    /// An indeterminate progress view.
    public init() {
        title = nil
        fraction = nil
    }

    /// An indeterminate progress view with a title.
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
        fraction = nil
    }

    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        title = nil
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }

    /// Titled progress of `value` out of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.title = String(title)
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }

    /// Progress of `value` out of `total`, labelled by `label` (its text is the title).
    public init<V: BinaryFloatingPoint, Label: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
    ) {
        title = (label() as? any StaticText)?.staticText
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }

    /// An indeterminate progress view labelled by `label`.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        title = (label() as? any StaticText)?.staticText
        fraction = nil
    }

    func renderTitle() -> String {
        "ProgressView" + (title.map { " \(quoted($0))" } ?? "")
            + (fraction.map { " value:\(ValueFormatter.format($0))" } ?? "")
    }

    var drawnText: String? { screenText }

    /// What a person sees: `Title: 25%`, or `Title: …` while indeterminate.
    var screenText: String {
        let amount = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "…"
        return (title.map { $0 + ": " } ?? "") + amount
    }
}
