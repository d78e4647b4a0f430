import Foundation

/// D105: a segmented picker is operated where a person touches it: a tap on a segment selects
/// that segment's option, as in SwiftUI. A menu picker and the stacked styles take no tap of
/// their own (their options are picked with ``ViewHost/pick(_:in:)`` or tapped as views).
extension PickerNode: PointTapping {
    var takesTaps: Bool { isEnabled && controlForm == .segmented }

    func tap(at point: CGPoint, in frame: CGRect) -> Bool {
        guard isEnabled, controlForm == .segmented,
            let layout = currentLayout(in: layoutContext(graph.layout)) as? ControlLayout,
            let box = controlBox(of: layout, form: .segmented, in: frame),
            box.insetBy(dx: -tapMovementAllowance, dy: -tapMovementAllowance).contains(point)
        else { return false }
        let labels = optionLabels
        guard !labels.isEmpty, box.width > 0 else { return false }
        let share = box.width / CGFloat(labels.count)
        let index = max(0, min(labels.count - 1, Int((point.x - box.minX) / share)))
        return choose(labels[index])
    }
}

/// A control that acts on where it was tapped (a segmented picker's segment), not only that
/// it was.
@MainActor
protocol PointTapping: InteractiveNode {
    /// Whether a touch operates it now (a picker does only as segments).
    var takesTaps: Bool { get }
    /// Acts on a tap at `point` (window points), the control laid out in `frame`.
    func tap(at point: CGPoint, in frame: CGRect) -> Bool
}
