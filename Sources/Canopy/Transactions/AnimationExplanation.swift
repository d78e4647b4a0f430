/// One change of an animatable value: from what to what, when, with which animation, and why
/// that animation (or none) reached the value.
public struct AnimationChange: Sendable, Equatable {
    /// What animates (`opacity`, a custom view's or modifier's type name).
    public let name: String
    /// The model value before the change, as text.
    public let from: String
    /// The model value after the change, as text.
    public let to: String
    /// The animation the change moved with, `nil` when it showed at once.
    public let animation: String?
    /// The host's time of the change (D30).
    public let time: Double
    /// Where the transaction came from and each modifier that changed its animation, outermost
    /// first (T1–T5).
    public let reasons: [String]
}

/// Why a view's animatable values show what they show (issue 38): for each value, its last
/// change, the animation it moved with and why — `withAnimation` in the change,
/// `.animation(_:value:)` here, a `.transaction` that removed it there.
///
///     opacity: 0 → 1 at t = 0 with linear(duration: 1); shows 0.25, animating
///     - the change that invalidated Lamp ran in withAnimation/withTransaction …: linear(duration: 1)
public struct AnimationExplanation: Sendable, CustomStringConvertible {
    /// One value's entry.
    public struct Entry: Sendable, Equatable {
        /// Its last change.
        public let change: AnimationChange
        /// Whether an animation still moves it.
        public let isAnimating: Bool
        /// The value shown now, as text.
        public let shown: String
    }

    /// The explained view's line title.
    public let view: String
    /// The view's animatable values that changed, its own and its modifiers', innermost first.
    public let entries: [Entry]

    public var description: String {
        guard !entries.isEmpty else { return "\(view): no animatable value of it has changed." }
        var lines: [String] = []
        for entry in entries {
            let change = entry.change
            let how = change.animation.map { "with \($0)" } ?? "without animation"
            lines.append(
                "\(change.name): \(change.from) → \(change.to) at t = \(ValueFormatter.format(change.time)) \(how); shows \(entry.shown)\(entry.isAnimating ? ", animating" : "")"
            )
            for reason in change.reasons { lines.append("- " + reason) }
        }
        return lines.joined(separator: "\n")
    }
}

extension _ViewNode {
    /// Explains the animatable values of this view and of the modifiers on its line (see
    /// ``AnimationExplanation``).
    package func explainAnimation() -> AnimationExplanation {
        graph.flush()
        var chain: [_ViewNode] = [self]
        var cursor = parent
        while let node = cursor, node.renderRole == .attribute, node.children.count >= 1 {
            chain.append(node)
            cursor = node.parent
        }
        var entries = chain.flatMap { node in
            graph.animations.changes(at: node).map {
                AnimationExplanation.Entry(
                    change: $0.0, isAnimating: $0.isAnimating, shown: $0.shown)
            }
        }
        // The view and its layout modifiers move as one: their frame is explained once.
        if let first = entries.firstIndex(where: { $0.change.name == "frame" }) {
            entries = entries.enumerated().filter { index, entry in
                index <= first || entry.change.name != "frame"
            }.map(\.element)
        }
        return AnimationExplanation(view: lineTitle(), entries: entries)
    }
}
