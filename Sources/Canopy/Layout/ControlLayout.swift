/// How a control is sized around its label (G22, D13): the label (its title measured as text,
/// or its label views side by side) inside insets, with a minimum height, an accessory at the
/// trailing edge (an iOS switch), and for some controls the whole proposed width.
struct ControlLayout: ContainerLayout {
    /// A titled control's title (`Button("OK")`), which stands for its label.
    var title: String?
    var metric: TextMetric
    var insets = EdgeInsets()
    var minHeight: CGFloat = 0
    /// Whether the control takes the proposed width (an iOS toggle, a text field).
    var fillsWidth = false
    /// Drawn at the trailing edge, ``accessorySpacing`` after the label.
    var accessory: CGSize?
    /// Between the label and the accessory: 8 points, none when the label is not shown.
    var accessorySpacing: CGFloat = 8
    let rule: String

    /// The label's views side by side, as SwiftUI lays out a label's block.
    private static let labelStack = StackLayoutAlgorithm(
        axis: .horizontal, alignment: .vertical(.center), spacing: nil)

    fileprivate var reserved: CGSize {
        CGSize(
            width: insets.leading + insets.trailing
                + (accessory.map { $0.width + accessorySpacing } ?? 0),
            height: insets.top + insets.bottom)
    }

    fileprivate func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let reserved = reserved
        return ProposedViewSize(
            width: proposal.width.map { max(0, $0 - reserved.width) },
            height: proposal.height.map { max(0, $0 - reserved.height) })
    }

    private func labelSize(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> CGSize {
        if let title {
            return metric.size(of: metric.lines(of: title, proposal: proposal, lineLimit: nil))
        }
        return Self.labelStack.sizeThatFits(proposal, subviews: subviews, engine)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let label = labelSize(labelProposal(proposal), subviews, engine)
        let reserved = reserved
        var width = label.width + reserved.width
        // An infinite proposal is answered in kind, so a stack counts the control among its
        // most flexible children.
        if fillsWidth, let proposed = proposal.width { width = proposed }
        let height = max(minHeight, label.height + reserved.height, accessory?.height ?? 0)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        guard title == nil, !subviews.isEmpty else { return }
        let inner = labelProposal(proposal)
        let label = labelSize(inner, subviews, engine)
        let origin = CGPoint(
            x: frame.minX + insets.leading,
            y: frame.minY + insets.top + max(0, (frame.height - reserved.height - label.height) / 2)
        )
        Self.labelStack.placeSubviews(
            in: CGRect(origin: origin, size: label), proposal: inner, subviews: subviews, engine)
    }
}

extension ControlLayout {
    /// The title's lines and where they sit in `frame`, the control's size for `proposal`
    /// (where ``placeSubviews(in:proposal:subviews:_:)`` puts a label made of views); `nil`
    /// when the label is made of views.
    func titlePlacement(in frame: CGRect, proposal: ProposedViewSize)
        -> (lines: [String], origin: CGPoint, metric: TextMetric)?
    {
        guard let title else { return nil }
        let lines = metric.lines(of: title, proposal: labelProposal(proposal), lineLimit: nil)
        let label = metric.size(of: lines)
        let origin = CGPoint(
            x: frame.minX + insets.leading,
            y: frame.minY + insets.top + max(0, (frame.height - reserved.height - label.height) / 2)
        )
        return (lines, origin, metric)
    }
}

/// A container that takes the space it is offered and shows its rows from the top (D13): a
/// `List`, a `Form`, a `ScrollView`'s content column. Rows are proposed the width less the row
/// insets and their ideal height, at least `minRowHeight` each.
struct FillingColumnLayout: ContainerLayout {
    var rowInsets = EdgeInsets()
    var minRowHeight: CGFloat = 0
    /// The axes along which the content is proposed `nil` (a scroll view's, G28).
    var scrollAxes: Axis.Set = []
    let rule: String
    /// How far the rows are scrolled up (a list, G28).
    var offset: CGFloat = 0
    /// For rows a `ForEach` loads lazily (D17): how many rows there are, and the position of
    /// the first loaded one; the others are as tall as the loaded rows' mean.
    /// `loaded` is how many rows are mounted, rows that show nothing (and so are no subview)
    /// included: the mean that estimates the others is over them.
    var lazy: (count: Int, firstLoaded: Int, loaded: Int)?
    /// The height of a row not mounted, for rows loaded lazily: the mean of every row measured
    /// so far (D17); `nil` for the mounted rows' mean.
    var estimate: CGFloat?

    func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inner = rowInsets.inset(proposal)
        inner.height = nil
        if scrollAxes.contains(.horizontal) { inner.width = nil }
        return inner
    }

    func rowHeight(_ content: CGSize) -> CGFloat {
        max(minRowHeight, content.height + rowInsets.top + rowInsets.bottom)
    }

    /// What `item` is proposed: a section lays out its own rows across the whole width (D24).
    func proposal(for item: LayoutItem, _ proposal: ProposedViewSize) -> ProposedViewSize {
        guard item.node.isSectionBlock else { return rowProposal(proposal) }
        return ProposedViewSize(
            width: scrollAxes.contains(.horizontal) ? nil : proposal.width, height: nil)
    }

    /// How much height `item` takes at `size`: a row its row height, a section its own.
    func pitch(of item: LayoutItem, _ size: CGSize) -> CGFloat {
        item.node.isSectionBlock ? size.height : rowHeight(size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for item in subviews {
            let size = engine.size(of: item.node, self.proposal(for: item, proposal))
            let insets =
                item.node.isSectionBlock ? 0 : rowInsets.leading + rowInsets.trailing
            width = max(width, size.width + insets)
            height += pitch(of: item, size)
        }
        if let lazy, lazy.loaded > 0 {
            let estimate = self.estimate ?? height / CGFloat(lazy.loaded)
            height += estimate * CGFloat(max(0, lazy.count - lazy.loaded))
        }
        // A scroll view is as tall as proposed; a list or form takes the whole proposal.
        let ideal = CGSize(width: width, height: height)
        if scrollAxes == .vertical {
            return CGSize(width: width, height: proposal.height ?? height)
        }
        return proposal.replacingUnspecifiedDimensions(by: ideal)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        var y = frame.minY - offset
        if let lazy, lazy.firstLoaded > 0, lazy.loaded > 0 {
            let estimate =
                self.estimate
                ?? subviews.reduce(CGFloat(0)) {
                    $0 + pitch(of: $1, engine.size(of: $1.node, self.proposal(for: $1, proposal)))
                } / CGFloat(lazy.loaded)
            y += estimate * CGFloat(lazy.firstLoaded)
        }
        for item in subviews {
            let inner = self.proposal(for: item, proposal)
            let size = engine.size(of: item.node, inner)
            let row = pitch(of: item, size)
            let origin =
                item.node.isSectionBlock
                ? CGPoint(x: frame.minX, y: y)
                : CGPoint(
                    x: frame.minX + rowInsets.leading,
                    y: y + rowInsets.top
                        + (row - rowInsets.top - rowInsets.bottom - size.height) / 2)
            engine.place(
                item.node, in: CGRect(origin: origin, size: size), proposal: inner,
                region: engine.currentRegion)
            y += row
        }
    }
}
