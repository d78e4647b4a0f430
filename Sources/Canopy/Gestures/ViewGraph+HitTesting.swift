import Foundation

/// Where a touch lands (D71): the topmost view, in drawing order, that takes touches at the
/// point — a text, an image, a colour, a shape inside its outline (a stroked one on its line), a control, a style filled behind or
/// over a view, or a view with a `contentShape` that contains the point. Transparent space (a
/// spacer, the gap between a stack's views, `Color.clear`) takes none, as in SwiftUI. What a
/// person cannot touch is skipped: views not laid out or not shown (a hidden tab, a level
/// below the top of a navigation stack), `hidden()` views, views leaving with a transition
/// (held, D34), scrolled content outside its scroll view, everything behind the front-most
/// modal presentation (D104), and what is under `allowsHitTesting(false)` (the touch goes through to what is behind).
/// `clipped()` does not clip touches (as in SwiftUI: `contentShape` does).
extension ViewGraph {
    /// The views from the window's root to the view a touch at `point` (window points) lands
    /// on; `nil` when it lands on nothing.
    func hitPath(at point: CGPoint) -> [_ViewNode]? {
        guard let target = hitTarget(at: point) else { return nil }
        var path: [_ViewNode] = []
        var cursor: _ViewNode? = target
        while let node = cursor {
            path.append(node)
            cursor = node.parent
        }
        return path.reversed()
    }

    private enum HitStep {
        /// Look for a target in this view and below it.
        case visit(_ViewNode)
        /// Nothing drawn over it, inside it, took the touch: this view does.
        case fallback(_ViewNode)
    }

    /// The view a touch at `point` lands on. An explicit stack, topmost first: a deep tree is
    /// searched without deep recursion.
    private func hitTarget(at point: CGPoint) -> _ViewNode? {
        // Nothing behind a modal presentation takes touches (D104).
        var steps: [HitStep] = [.visit(modalFront()?.front ?? root)]
        while let step = steps.popLast() {
            switch step {
            case .fallback(let node):
                return node
            case .visit(let node):
                visit(node, at: point, then: &steps)
            }
        }
        return nil
    }

    private func visit(_ node: _ViewNode, at point: CGPoint, then steps: inout [HitStep]) {
        if node is any HidesContent { return }
        if node.layoutFacet != nil {
            // A view layout did not place is not shown, nor is anything below it.
            guard let record = node.layoutRecord, record.isPlaced else { return }
        }
        let recording = node as? any AttributeRecording
        if let shape = recording?.recorded(ContentShapeAttribute.self), shape.isForInteraction {
            // A touch outside the shape reaches nothing inside the view.
            guard let frame = presentedFrame(of: node), shape.contains(point, in: frame),
                node.inheritedEnvironment.allowsHitTesting
            else { return }
            steps.append(.fallback(node))
        } else if takesTouches(node, recording: recording),
            let frame = presentedFrame(of: node),
            takesTouch(node, recording: recording, at: point, in: frame),
            node.inheritedEnvironment.allowsHitTesting
        {
            steps.append(.fallback(node))
        }
        let children = node.visibleChildren
        guard !children.isEmpty else { return }
        if let scrollable = node as? any ScrollableNode,
            let viewport = scrollable.scrollGeometry?.drawnViewport ?? node.layoutRecord?.frame,
            !viewport.contains(point)
        {
            // Scrolled content outside the scroll view cannot be touched.
            return
        }
        if let sheet = node as? any Dismissible, sheet.isPresenting, children.count > 1 {
            // A presented sheet is modal: only it takes touches, unless its content lets a
            // person use the view behind (`presentationBackgroundInteraction(.enabled)`, D104,
            // as `modalFront()` says): then the sheet is searched first, the view behind after.
            if (node as? any ReachLimiting).map({ $0.reachableFront == nil }) ?? false {
                steps.append(.visit(children[0]))
            }
            steps.append(.visit(children[1]))
            return
        }
        if children.count == 2, let layer = node.displayFacet?.decoration?.layer {
            switch layer {
            case .mask:
                // The mask shapes the drawing; touches go to the content.
                steps.append(.visit(children[0]))
                return
            case .background:
                // The content is drawn over its background: it is searched first.
                steps.append(.visit(children[1]))
                steps.append(.visit(children[0]))
                return
            default:
                break
            }
        }
        // Later views over earlier ones, a higher `zIndex` over a lower one: the last drawn is
        // searched first.
        for child in Array(children).inDrawingOrder() { steps.append(.visit(child)) }
    }

    /// Whether `node` itself takes a touch in its frame (what it draws covers it).
    private func takesTouches(_ node: _ViewNode, recording: (any AttributeRecording)?) -> Bool {
        if let target = node as? any TouchTaking { return target.takesTouches }
        if node is any InteractiveNode, !(node is any GestureAttaching) { return true }
        return recording?.recorded(LayeredStyleAttribute.self) != nil
    }

    /// Whether a touch at `point` lands on what `node` draws in `frame`: a shape inside its
    /// outline, a style filled in a shape behind or over the view inside the shape's, anything
    /// else anywhere in its frame.
    private func takesTouch(
        _ node: _ViewNode, recording: (any AttributeRecording)?, at point: CGPoint,
        in frame: CGRect
    ) -> Bool {
        if let target = node as? any TouchTaking { return target.takesTouch(at: point, in: frame) }
        if node is any InteractiveNode, !(node is any GestureAttaching) {
            return frame.contains(point)
        }
        let outline = recording?.recorded(LayeredStyleAttribute.self)?.shape?.outline(
            size: frame.size)
        return (outline ?? .rectangle).contains(point, in: frame)
    }
}

/// A kind of view that draws over its frame, so a touch there lands on it.
@MainActor
protocol TouchTaking: _ViewNode {
    var takesTouches: Bool { get }
    /// Whether a touch at `point` lands on what the view draws in `frame`: anywhere in it, or
    /// for a shape inside its outline (SwiftUI hit-tests a shape by its path).
    func takesTouch(at point: CGPoint, in frame: CGRect) -> Bool
}

extension TouchTaking {
    func takesTouch(at point: CGPoint, in frame: CGRect) -> Bool { frame.contains(point) }
}

extension TextNode: TouchTaking {
    var takesTouches: Bool { true }
}

extension ShapeNode: TouchTaking {
    var takesTouches: Bool { true }

    func takesTouch(at point: CGPoint, in frame: CGRect) -> Bool {
        shapeTakesTouch(shown, at: point, in: frame, eoFill: false)
    }
}

extension LeafNode: TouchTaking {
    /// A colour (not a clear one), a filled shape or an image; not a spacer or a divider.
    var takesTouches: Bool {
        switch view {
        case let color as Color: return color.alpha > 0 && color != .clear
        case is any WindowFilling, is any StrokedShapeDrawing, is Image: return true
        default: return false
        }
    }

    /// A filled shape takes touches inside its outline, a stroked one on its line.
    func takesTouch(at point: CGPoint, in frame: CGRect) -> Bool {
        switch shown {
        case let filling as any WindowFilling:
            filling.fillTakesTouch(at: point, in: frame)
        case let stroked as any StrokedShapeDrawing:
            stroked.line.contains(point, in: frame)
        default:
            frame.contains(point)
        }
    }
}
