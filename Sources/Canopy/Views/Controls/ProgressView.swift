import Foundation

/// Shows progress: indeterminate (a spinner) or a fraction of a total.
///
///     ProgressView("Downloading", value: 0.25)
nonisolated public struct ProgressView: View {
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

    /// Mounts the progress view, drawn by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ProgressViewNode(view) }

    func renderTitle() -> String {
        "ProgressView" + (title.map { " \(quoted($0))" } ?? "")
            + (fraction.map { " value:\(ValueFormatter.format($0))" } ?? "")
    }

    /// What a person sees of a bar: `Title: 25%`, or `Title: …` while indeterminate; a ring
    /// shows its amount in parentheses, `Title: (25%)`, a spinner `Title: ⟳`.
    func screenText(_ look: ProgressLook, ascii: Bool = false) -> String {
        let percent = fraction.map { "\(Int(($0 * 100).rounded()))%" }
        let amount: String
        switch look {
        case .circular: amount = percent.map { "(" + $0 + ")" } ?? "⟳"
        case .automatic, .linear: amount = percent ?? "…"
        }
        return (title.map { $0 + ": " } ?? "") + amount
    }
}

@MainActor
final class ProgressViewNode: TypedNode<ProgressView>, DisplayFacet {

    /// The innermost progress view style set above, if any.
    private var style: StyleBox<ProgressViewStyleInputs>?

    /// Whether the style's `makeBody` draws the progress view (a custom style).
    var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        style =
            readEnvironment { $0[ProgressViewStyleKey.self] }.innermost
            as? StyleBox<ProgressViewStyleInputs>
        guard let style, style.look == nil else {
            if !children.isEmpty {
                for child in children { graph.unmount(child) }
                children = []
            }
            return
        }
        let inputs = ProgressViewStyleInputs(fraction: view.fraction, title: view.title)
        reconcileSingleChild(
            StyleBody<ProgressViewStyleKey, ProgressViewStyleInputs>(box: style, inputs: inputs))
    }

    /// The look a built-in style resolves to; `nil` under a custom style.
    var resolvedLook: ProgressLook? {
        guard !drawsStyleBody else { return nil }
        return (style?.look as? ProgressLook ?? .automatic).resolved(
            isDeterminate: view.fraction != nil)
    }

    func renderTitle() -> String { view.renderTitle() }
    var rendersChildren: Bool { drawsStyleBody }
    var drawnText: String? { resolvedLook.map { view.screenText($0) } }
}
