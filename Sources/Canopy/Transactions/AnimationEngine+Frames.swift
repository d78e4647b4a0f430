/// Layout frames that move under an animated change (T7, D63): layout places every view at
/// its new frame at once (geometry readers, anchors and `onGeometryChange` see the model, as
/// in SwiftUI, where layout is not animated and the drawing is), and the engine animates what
/// is drawn from the old frame to the new one. Renderers ask ``ViewGraph/presentedFrame(of:)``.
extension AnimationEngine {
    /// At the start of an update that may animate, once something asked for frames: layout
    /// runs in this update (and every later one) and reports the frames that move.
    func beginMeasuringFrames() {
        guard mayAnimate || tracksFrames else { return }
        let layout = graph.layout
        guard layout.flags[graph.root].isLaidOut else { return }
        if !tracksFrames {
            tracksFrames = true
            layout.laysOutForAnimations = true
            // Until now layout ran only when frames were asked for: the changes since then
            // are placed first, without animation, so only this update's moves animate.
            if layout.isPending { layout.layOutIfNeeded() }
        }
        // A frame already animating is followed through every update (T9: a change without
        // animation keeps its offset).
        layout.movedFrames = mayAnimate || isAnimatingFrames ? [] : nil
    }

    /// Animates the frames this update's layout moved, each with the transaction at its view
    /// (the nearest changed view above it, through the transaction modifiers above it), or,
    /// for a view that moved because something beside it changed, the update's transaction.
    func animateMovedFrames() {
        guard let moved = graph.layout.movedFrames, !moved.isEmpty else { return }
        graph.layout.movedFrames = []
        for (node, old) in moved where node.isMounted {
            guard let record = node.layoutRecord, record.isPlaced else { continue }
            let new = record.frame.animatableData
            if let slot = frameSlots[ObjectIdentifier(node)] {
                if slot.model != new { change(slot, to: new, fallback: lastChangeTransaction) }
                continue
            }
            let made = AnimationSlot(
                node: node, model: old.animatableData, name: "frame", use: .attribute)
            made.format = { data in
                var frame = CGRect.zero
                frame.animatableData = data
                return FrameText.format(frame, ascii: false)
            }
            change(made, to: new, fallback: lastChangeTransaction)
            // A frame that jumped keeps no slot: only animated ones are drawn differently.
            if made.isAnimating { frameSlots[ObjectIdentifier(node)] = made }
        }
    }

    /// Whether a frame is animating now (a finished frame's slot stays, for explanations, but
    /// is not followed).
    private var isAnimatingFrames: Bool {
        !frameSlots.isEmpty
            && running.contains { frameSlots[ObjectIdentifier($0.node)] === $0 }
    }

    /// The frame drawn for `node`, whose layout frame is `model`: where its animation has it,
    /// or the model.
    func presentedFrame(of node: _ViewNode, model: CGRect) -> CGRect {
        guard let slot = frameSlots[ObjectIdentifier(node)], slot.isAnimating,
            slot.model == model.animatableData
        else { return model }
        var frame = CGRect.zero
        frame.animatableData = slot.presentation
        return frame
    }
}

extension ViewGraph {
    /// `node`'s frame as drawn now: its layout frame, or where an animation moving it has it
    /// at the host's time (D63). What renderers show; geometry readers see the layout frame.
    func presentedFrame(of node: _ViewNode) -> CGRect? {
        guard let frame = layout.frame(of: node) else { return nil }
        // Most renders have no frame moving: the unit is not looked up a second time.
        guard !animations.frameSlots.isEmpty, let unit = layout.unit(of: node) else { return frame }
        return animations.presentedFrame(of: unit, model: frame)
    }

    /// The frame drawn for a layout modifier's node (its own record, D20).
    func presentedFrame(ofRecordAt node: _ViewNode, model: CGRect) -> CGRect {
        animations.frameSlots.isEmpty ? model : animations.presentedFrame(of: node, model: model)
    }
}
