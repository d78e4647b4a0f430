/// What a frame does when an animated value moved: how the value reaches what is shown.
enum PresentationUse {
    /// The node's body runs with the value (an `Animatable` view or modifier, D32).
    case body
    /// The node's rendered attribute shows the value; nothing runs again.
    case attribute
    /// As ``attribute``, and the value moves the drawn content (an offset): it is placed again.
    case placement
    /// A view's progress through its insertion or removal transition (D34).
    case transition
}

/// One animatable value of one node: its model value (what the state says), the animation
/// moving it if any, and the value shown (the presentation, T8).
@MainActor
class AnimationSlotBase {
    unowned let node: _ViewNode
    /// What animates here, as the tree dump names it (`opacity`, `Gauge`, D35).
    let name: String
    let use: PresentationUse
    /// Whether the slot is in its engine's running list.
    var isListed = false
    /// The value's last change, for explanations.
    var lastChange: AnimationChange?
    /// The value shown now, as text.
    var shownText: String { "" }

    init(node: _ViewNode, name: String, use: PresentationUse) {
        self.node = node
        self.name = name
        self.use = use
    }

    /// Whether an animation is running on the value.
    var isAnimating: Bool { false }

    /// Whether a view held for its removal waits for this slot to stop animating before it
    /// leaves (D34). An animator's own slot does not: it may run for ever.
    var delaysRemoval: Bool { true }

    /// Samples the running animation at `time`; returns whether the shown value changed.
    func sample(at time: Double, due: inout [AnimationCompletionTracker]) -> Bool { false }

    /// Drops the animation: the value shows its model value; completions waiting count it done.
    func stop(due: inout [AnimationCompletionTracker]) {}
}

@MainActor
final class AnimationSlot<V: VectorArithmetic>: AnimationSlotBase {
    private(set) var model: V
    private var animator: AnimatorState<V>?
    /// The presentation minus the model value, as of the last frame.
    private var offset: V = .zero

    init(node: _ViewNode, model: V, name: String, use: PresentationUse) {
        self.model = model
        super.init(node: node, name: name, use: use)
    }

    var presentation: V { offset == .zero ? model : model + offset }

    /// How a value of the slot is written in explanations (a frame is written as a frame).
    var format: (V) -> String = { ValueFormatter.format($0) }

    override var shownText: String { format(presentation) }

    override var isAnimating: Bool { animator != nil }

    /// The model value becomes `new`; with `animation`, the change animates from what is shown
    /// now, beginning at `time` (D30); without, it shows at once and a running animation keeps
    /// running on top of it (T9).
    func setModel(
        _ new: V, animation: Animation?, transaction: Transaction, at time: Double
    ) {
        let interval = new - model
        model = new
        guard let animation else { return }
        if let animator {
            animator.combine(
                animation, newInterval: interval, at: time, environment: node.environment)
            animator.addListeners(from: transaction)
            offset = animator.offset
        } else {
            let made = AnimatorState(animation: animation, interval: interval, at: time)
            made.addListeners(from: transaction)
            animator = made
            offset = made.offset
        }
    }

    override func sample(at time: Double, due: inout [AnimationCompletionTracker]) -> Bool {
        guard let animator else { return false }
        let before = offset
        if animator.sample(at: time, environment: node.environment, due: &due) {
            offset = animator.offset
        } else {
            self.animator = nil
            offset = .zero
        }
        return offset != before
    }

    override func stop(due: inout [AnimationCompletionTracker]) {
        animator?.finish(due: &due)
        animator = nil
        offset = .zero
    }
}
