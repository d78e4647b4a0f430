/// What a primitive view can consult when it sizes itself: the platform simulated, the
/// environment it sees (font, line limit, image scale), and the axis of the stack around it.
struct LeafLayoutContext {
    let platform: Platform
    let environment: EnvironmentValues
    let stackAxis: Axis?
    let engine: LayoutEngine

    /// The metric of text in `font`, or in the environment's font.
    func textMetric(_ font: Font? = nil) -> TextMetric {
        TextMetric(font: font ?? environment.font, platform: platform)
    }
}

/// How a container primitive sizes and places its subviews: a stack, a control around its
/// label, a list filling its proposal.
@MainActor
protocol ContainerLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine)
    /// The container's guides at `size`: what its subviews set, where it puts them (G36).
    func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions
    /// The rule `explain` names for the size.
    var rule: String { get }
}

extension ContainerLayout {
    /// Plain guides: a control or a list reports none of its content's.
    func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions {
        ViewDimensions(size: size)
    }
}

extension StackLayoutAlgorithm: ContainerLayout {
    var rule: String { "G7 \(axis == .horizontal ? "HStack" : "VStack")" }
}

extension ZStackLayoutAlgorithm: ContainerLayout {
    var rule: String { "G11 ZStack" }
}

extension _ViewNode {
    /// What this node's layout can consult.
    func layoutContext(_ engine: LayoutEngine) -> LeafLayoutContext {
        LeafLayoutContext(
            platform: graph.platform, environment: environment, stackAxis: engine.stackAxis,
            engine: engine)
    }
}

extension LeafNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        view.sizeThatFits(proposal, in: layoutContext(engine))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {}
    func writeTraits(_ traits: inout LayoutTraits) { view.writeTraits(&traits) }
    var layoutRule: String { "G2 \(displayName(of: viewType))" }
}

extension ShapeNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        view.sizeThatFits(proposal)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {}
    var layoutRule: String { "G2 shape" }
}

extension TextNode: LayoutFacet {
    /// The metric of the text's font (its own, or the environment's) on the platform.
    var metric: TextMetric {
        if let cached = layoutRecord?.cache.textMetric { return cached }
        let metric = TextMetric(
            font: view.explicitFont ?? environment.font, platform: graph.platform)
        layoutRecord?.cache.textMetric = metric
        return metric
    }

    /// The metric, lines and size of the text for `proposal` (D11, G20).
    func textLayout(_ proposal: ProposedViewSize) -> (metric: TextMetric, lines: [String]) {
        let metric = metric
        let lines = metric.lines(
            of: view.content, proposal: proposal, lineLimit: environment.lineLimit)
        return (metric, lines)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        let metric = metric
        // One paragraph that fits the width is one line whatever else is proposed (at least
        // one line is kept): its size needs no lines built.
        let content =
            measuredContent
            ?? {
                let counted = (view.content.count, !view.content.utf8.contains(10))
                measuredContent = counted
                return counted
            }()
        if content.oneParagraph {
            guard content.characters > 0 else { return .zero }
            let width = Double(content.characters) * metric.advance
            if proposal.width.map({ $0.isInfinite || width <= Double($0) + 1e-9 }) ?? true {
                return reservingLines(CGSize(width: width, height: metric.lineHeight), metric)
            }
        }
        let lines = metric.lines(
            of: view.content, proposal: proposal, lineLimit: environment.lineLimit)
        return reservingLines(metric.size(of: lines), metric)
    }

    /// `size` at least as tall as the lines a `lineLimit` reserves (`reservesSpace`, or a
    /// range's lower bound).
    private func reservingLines(_ size: CGSize, _ metric: TextMetric) -> CGSize {
        guard let minimum = environment.lineLimitMinimum, minimum > 1 else { return size }
        let lines = min(minimum, environment.lineLimit ?? minimum)
        return CGSize(
            width: size.width, height: max(size.height, Double(lines) * metric.lineHeight))
    }

    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    {
        let metric = metric
        // The baseline sits a fifth of the point size above the bottom of a line.
        let descent = metric.pointSize / 5
        return ViewDimensions(
            size: size, firstBaseline: min(size.height, metric.lineHeight - descent),
            lastBaseline: max(0, size.height - descent))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {}
    var layoutRule: String { "G20 text (D11 metric)" }
}

extension ContainerNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        currentLayout(in: layoutContext(engine)).sizeThatFits(
            proposal, subviews: engine.subviews(of: self), engine)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        currentLayout(in: layoutContext(engine)).placeSubviews(
            in: frame, proposal: proposal, subviews: engine.subviews(of: self), engine)
    }

    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    {
        currentLayout(in: layoutContext(engine)).dimensions(
            for: size, proposal: proposal, subviews: engine.subviews(of: self), engine)
    }

    var layoutRule: String { currentLayout(in: layoutContext(graph.layout)).rule }
}
