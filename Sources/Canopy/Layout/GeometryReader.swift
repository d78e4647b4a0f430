/// A container that builds its content from its own size and coordinate space (G23). It is
/// flexible: it takes the size it is proposed (10 for an unspecified dimension, as a `Color`),
/// proposes that size to its content and places the content at its top leading corner.
///
///     GeometryReader { proxy in
///         Text("\(Int(proxy.size.width)) wide")
///     }
///
/// The content is built once the reader has been laid out, and again whenever a geometry value
/// it read changed; a value that keeps changing because the content changes it is cut off with
/// a `geometryLoop` diagnostic naming the reader.
nonisolated public struct GeometryReader<Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Mounts the reader.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { GeometryReaderNode(view) }
}

@MainActor
final class GeometryReaderNode<Content: View>: TypedNode<GeometryReader<Content>>,
    GeometryObserving
{
    private lazy var source = GeometrySource(node: self)
    private var loopGuard = GeometryLoopGuard()

    override func evaluate() {
        // Built only once laid out: its first build already sees its real size.
        guard let record = layoutRecord, record.isPlaced else { return }
        source.startRecording()
        let content = graph.evaluatingBody(of: self) { view.content(GeometryProxy(source: source)) }
        source.stopRecording()
        reconcileSingleChild(content)
    }

    override func didMount() { graph.layout.register(self) }
    override func willUnmount() { graph.layout.unregister(self) }

    func geometryDidChange(_ engine: LayoutEngine) {
        let unbuilt = children.isEmpty && !source.isRecording && bodyEvaluations == 0
        guard unbuilt || source.readsChanged() else { return }
        guard loopGuard.allows(self) else { return }
        graph.invalidate(self)
    }
}

extension GeometryReaderNode: LayoutFacet {
    /// G23: the proposal, with 10 for an unspecified dimension.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// G23: the content is proposed the reader's size and placed at its top leading corner.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        let inner = ProposedViewSize(frame.size)
        engine.inStack(nil) {
            for item in engine.subviews(of: self) {
                engine.place(
                    item.node, at: frame.origin, proposal: inner, region: engine.currentRegion)
            }
        }
    }

    func sizeDepends(on child: _ViewNode) -> Bool { false }
    var layoutRule: String { "G23 GeometryReader" }
}

/// Cuts off a geometry reader or action that keeps changing what it reads within one update
/// (G23, G25, P8): after ``limit`` runs in one flush it stops, with a diagnostic naming it.
struct GeometryLoopGuard {
    static let limit = 8
    private var flush = -1
    private var runs = 0

    @MainActor mutating func allows(_ node: _ViewNode) -> Bool {
        if node.graph.flushSerial != flush {
            flush = node.graph.flushSerial
            runs = 0
        }
        runs += 1
        if runs == Self.limit + 1 {
            node.graph.record(
                Diagnostic(
                    kind: .geometryLoop,
                    message:
                        "the geometry \(displayName(of: node.viewType)) reads changed more than \(Self.limit) times in one update (its content or action changes its own size); it was cut off",
                    viewPath: node.path))
        }
        return runs <= Self.limit
    }
}
