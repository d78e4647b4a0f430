/// The sizes primitive leaves choose (G10, G21, G22, D12–D14).

extension Spacer {
    /// G10: along its stack's axis, its minimum length (8 by default, D14) or more, as offered;
    /// nothing across it. Outside a stack it expands along both axes.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        let minimum = minLength ?? StackLayoutAlgorithm.defaultSpacing
        func along(_ proposed: CGFloat?) -> CGFloat { max(minimum, proposed ?? minimum) }
        guard let axis = context.stackAxis else {
            return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
        return CGSize(major: along(proposal[axis]), minor: 0, axis: axis)
    }

    /// A spacer sizes last (priority `-∞`) and asks its neighbours for no spacing (G10).
    func writeTraits(_ traits: inout LayoutTraits) {
        traits.priority = -.infinity
        traits.suppressesSpacing = true
    }
}

extension Divider {
    /// D13: one point thick, across its stack's axis (a horizontal line outside a stack).
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        if context.stackAxis == .horizontal {
            return CGSize(width: 1, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: 1)
    }
}

extension Image {
    /// Whether `.resizable()` was applied.
    var isResizable: Bool { options.contains("resizable") }

    /// D12: a symbol is a square as high as a line of the current font, scaled by the image
    /// scale; a named image has the size its host registered (100×100 otherwise). A
    /// resizable image takes the proposal, its intrinsic size where the proposal is `nil`.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        let intrinsic: CGSize
        switch source {
        case .system:
            let scale: Double =
                switch context.environment.imageScale {
                case .small: 0.8
                case .large: 1.3
                default: 1
                }
            let side = (context.textMetric().lineHeight * scale).rounded()
            intrinsic = CGSize(width: side, height: side)
        case .named(let name):
            intrinsic = context.engine.imageSize(named: name)
        }
        guard isResizable else { return intrinsic }
        return CGSize(
            width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height)
    }
}

extension TextInput {
    /// D13: as wide as proposed (its text or prompt when `nil`, at least one character), one
    /// line high (a vertical field: as many lines as its text wraps to, within the line
    /// limit); 3 points more above and below on macOS.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        let metric = context.textMetric()
        let vertical: CGFloat = context.platform == .macOS ? 6 : 0
        if Self.isEditor {
            return proposal.replacingUnspecifiedDimensions(
                by: CGSize(width: metric.advance, height: metric.lineHeight + vertical))
        }
        // Only an unspecified width gives the ideal one; an infinite proposal (a stack asking
        // how far the field can grow) gets an infinite answer, so the field is among the most
        // flexible children and takes what its siblings leave (a button beside it keeps its
        // own width, as in SwiftUI).
        let shown = inputText.wrappedValue.isEmpty ? inputTitle : inputText.wrappedValue
        let ideal = max(1, shown.count)
        if inputAxis == .vertical {
            // A vertical field wraps its text at the width it is given and is as tall as its
            // lines, between the line limit's bounds (at least one line).
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            let lines = metric.lines(
                of: shown, proposal: ProposedViewSize(width: width, height: nil),
                lineLimit: context.environment.lineLimit)
            let fewest = min(
                context.environment.lineLimitMinimum ?? 1,
                context.environment.lineLimit ?? .max)
            let count = max(lines.count, fewest, 1)
            return CGSize(
                width: proposal.width ?? Double(ideal) * metric.advance,
                height: Double(count) * metric.lineHeight + vertical)
        }
        return CGSize(
            width: proposal.width ?? Double(ideal) * metric.advance,
            height: metric.lineHeight + vertical)
    }
}

extension FailureView {
    /// An error node is as large as its message would be as text.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        let metric = context.textMetric()
        return metric.size(of: metric.lines(of: message, proposal: proposal, lineLimit: nil))
    }
}

extension TextInputNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        view.sizeThatFits(proposal, in: layoutContext(engine))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {}
    var layoutRule: String { "D13 \(Input.inputName)" }
}

extension ProgressViewNode: LayoutFacet {
    /// A custom style's body as it is; otherwise (D13, Canopy's choice) a bar 4 points high
    /// across the proposed width under its title, or a 20-point spinner.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        if let body = children.first { return engine.size(of: body, proposal) }
        let title = view.title.map { titleSize($0, proposal) } ?? .zero
        let gap: CGFloat = view.title == nil ? 0 : 4
        if view.fraction != nil {
            return CGSize(
                width: max(title.width, proposal.width ?? 0),
                height: title.height + gap + 4)
        }
        return CGSize(width: max(20, title.width), height: 20 + gap + title.height)
    }

    private func titleSize(_ title: String, _ proposal: ProposedViewSize) -> CGSize {
        let metric = TextMetric(font: environment.font, platform: graph.platform)
        return metric.size(
            of: metric.lines(
                of: title, proposal: ProposedViewSize(width: proposal.width, height: nil),
                lineLimit: nil))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        if let body = children.first {
            engine.place(body, in: frame, proposal: proposal, region: engine.currentRegion)
        }
    }

    var layoutRule: String { "D13 ProgressView" }
}
