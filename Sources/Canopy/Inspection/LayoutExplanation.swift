/// Why a view has its size and place (issue 22): every view that laid it out, from the window
/// down to it, with the proposal each was given, the size it chose, where it was placed and
/// the rule that decided. Proposals flow **down** this list; sizes come back **up** it.
///
///     Text "Hello, world" is 51×44 at (20.5, 416.5):
///     - window (G1 window (D15)): proposed P(393, 852), chose 393×852 at (0, 0)
///     - HStack .padding (G15 padding): proposed P(393, 759), chose 393×76 at (0, 400.5)
///     …
public struct LayoutExplanation: Sendable, CustomStringConvertible {
    /// One view that took part in laying the explained view out.
    public struct Step: Sendable, Equatable {
        /// The view as its line prints it (`HStack`, `.padding`, `Text "Hi"`).
        public let view: String
        /// The rule that decided its size (`G7 HStack`, `G12 fixed frame`, `D11` text).
        public let rule: String
        /// What its parent proposed.
        public let proposal: ProposedViewSize
        /// Its frame, in window points.
        public let frame: CGRect
    }

    /// The explained view's line.
    public let view: String
    /// Its frame, in window points; `nil` if it was not laid out.
    public let frame: CGRect?
    /// The views that laid it out, outermost first, ending with the view itself.
    public let steps: [Step]

    /// The view's frame, then one line per step.
    public var description: String {
        guard let frame else { return "\(view) is not laid out (it is not shown)." }
        var lines = [
            "\(view) is \(size(frame)) at (\(FrameText.number(frame.minX)), \(FrameText.number(frame.minY))):"
        ]
        for step in steps {
            lines.append(
                "- \(step.view) (\(step.rule)): proposed \(step.proposal), chose \(size(step.frame)) at (\(FrameText.number(step.frame.minX)), \(FrameText.number(step.frame.minY)))"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func size(_ frame: CGRect) -> String {
        FrameText.number(frame.width) + "×" + FrameText.number(frame.height)
    }
}

extension _ViewNode {
    /// Lays the window out if needed and explains this view's frame (see
    /// ``LayoutExplanation``).
    package func explainLayout() -> LayoutExplanation {
        graph.flush()
        HostContext.running(on: graph.platform, clock: graph.host?.clock) {
            graph.layout.layOutIfNeeded()
        }
        let layout = graph.layout
        var chain: [_ViewNode] = []
        // The views from this one up that lay something out, then this view's own unit.
        var cursor: _ViewNode? = self
        while let node = cursor {
            if node.layoutFacet != nil, let record = node.layoutRecord, record.isPlaced {
                chain.append(node)
            }
            cursor = node.parent
        }
        if let unit = layout.unit(of: self), unit !== self, unit.layoutRecord?.isPlaced == true {
            chain.insert(unit, at: 0)
        }
        let steps = chain.reversed().compactMap { node -> LayoutExplanation.Step? in
            // A runtime node with no public name says nothing a person wrote.
            guard let title = node.explainedTitle else { return nil }
            let record = node.layoutRecord!
            return LayoutExplanation.Step(
                view: title, rule: node.layoutFacet?.layoutRule ?? "G3",
                proposal: record.proposal, frame: record.frame)
        }
        return LayoutExplanation(view: lineTitle(), frame: layout.frame(of: self), steps: steps)
    }

    /// How a step names a node: its line, or for a modifier its attributes. A node the
    /// runtime made for a modifier with no attributes of its own, whose type a person never
    /// wrote (`_SheetPresentation`, a toolbar's `ModifiedContent`), is named by the modifier a
    /// person wrote (`.sheet`, `.toolbar`); `nil` when it has no such name. Which nodes those
    /// are is decided by their role, not by how their type's name is spelled: a layout of the
    /// app's named `_Columns` is still named.
    private var explainedTitle: String? {
        if renderRole == .transparent { return "window" }
        guard isModifier else { return lineTitle() }
        if let display = displayFacet {
            var attributes: [String] = []
            display.renderAttributes(into: &attributes)
            if !attributes.isEmpty { return attributes.joined(separator: " ") }
        }
        return displayFacet?.modifierName ?? provenanceFacet?.modifierCallName
    }
}
