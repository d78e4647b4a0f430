/// A Canopy view with no children: its node renders one line from the view's arguments.
@MainActor
protocol LeafPrimitive: View where Body == Never {
    /// `Text "Hello"`.
    func renderTitle() -> String
    /// What the view is on screen.
    static var screenRole: ScreenRole { get }
    /// What the view draws on a screen, if anything (see ``DisplayFacet/drawnText``).
    var drawnText: String? { get }
    /// The size the view chooses for `proposal` (G2: by default the proposal, with 10 for an
    /// unspecified dimension, as a `Color` or a shape).
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    /// What the view tells the stack around it (a `Spacer`'s priority, G10).
    func writeTraits(_ traits: inout LayoutTraits)
    /// Whether the view draws a shape whose data may animate (a filled or stroked shape).
    static var drawsShape: Bool { get }
    /// Hands the animation engine the data that may animate (see ``Shape``'s).
    @MainActor func presentAnimatableData(at node: _ViewNode)
    /// The view as shown at `node` now: its animatable data at the presentation.
    @MainActor func presented(at node: _ViewNode) -> Self
}

extension LeafPrimitive {
    /// Mounts the view as a leaf node.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LeafNode(view) }
    static var screenRole: ScreenRole { .plain }
    var drawnText: String? { nil }
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        proposal.replacingUnspecifiedDimensions()
    }
    func writeTraits(_ traits: inout LayoutTraits) {}
    static var drawsShape: Bool { false }
    @MainActor func presentAnimatableData(at node: _ViewNode) {}
    @MainActor func presented(at node: _ViewNode) -> Self { self }
}

@MainActor
final class LeafNode<V: LeafPrimitive>: TypedNode<V>, DisplayFacet {
    override func evaluate() {
        if V.drawsShape { view.presentAnimatableData(at: self) }
    }

    /// The view as shown now: a shape it draws at its animatable data's presentation (D35).
    var shown: V { V.drawsShape ? view.presented(at: self) : view }

    func renderTitle() -> String { shown.renderTitle() }
    var screenRole: ScreenRole { V.screenRole }
    var drawnText: String? { view.drawnText }
}

/// A Canopy view that holds other views (stacks, lists, controls with labels): one line for
/// itself, its content below.
@MainActor
protocol ContainerPrimitive: View where Body == Never {
    associatedtype Children: View
    /// The views shown inside the container.
    var containerContent: Children { get }
    /// The container's line.
    func renderTitle() -> String
    /// Whether the content is shown below the line, or summarised by the title.
    var rendersContent: Bool { get }
    /// The title the view was made with (`Button("OK") {}`), which stands for its label: the
    /// node shows it and finds it like a text, and mounts no `Text` for it (one node fewer per
    /// titled control).
    var titleText: String? { get }
    /// A heading a person sees above the content that the content itself does not show (a
    /// section's title).
    var screenHeading: String? { get }
    /// What the view is on screen.
    static var screenRole: ScreenRole { get }
    /// How the container sizes and places its content (a vertical stack by default).
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout
}

extension ContainerPrimitive {
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .vertical, alignment: .center, spacing: nil)
    }
    /// Mounts the view as a container node.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ContainerNode(view) }
    var rendersContent: Bool { true }
    var titleText: String? { nil }
    var screenHeading: String? { nil }
    static var screenRole: ScreenRole { .plain }
    func renderTitle() -> String { displayName(of: Self.self) }
}

@MainActor
class ContainerNode<V: ContainerPrimitive>: TypedNode<V>, DisplayFacet {
    override func evaluate() {
        if view.titleText != nil {
            dropContent()
        } else {
            reconcileSingleChild(view.containerContent)
        }
    }

    /// A titled container draws its title and mounts no content: unmounts any it had.
    final func dropContent() {
        if !children.isEmpty {
            for child in children { graph.unmount(child) }
            children = []
        }
    }
    /// How the container lays out now: its view's layout, unless the node knows better (a
    /// control drawn by a custom style is as large as the style's body).
    func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        view.containerLayout(in: context)
    }
    var ownText: String? { view.titleText }
    func renderTitle() -> String { view.renderTitle() }
    func writeTitle(to text: inout RenderedText) { text.append(renderTitle()) }
    var rendersChildren: Bool { view.rendersContent }
    var screenRole: ScreenRole { V.screenRole }
    var screenHeading: String? { view.screenHeading }
    var drawnText: String? { nil }
}

/// A node with a heading line on screen.
@MainActor
protocol ScreenHeading: _ViewNode {
    var screenHeading: String? { get }
}

extension ContainerNode: ScreenHeading {}

/// Quotes text for rendered output: `"say \"hi\""`. Escapes work on Unicode scalars, not
/// characters, so a quote or backslash followed by a combining mark is still escaped, `"\r\n"`
/// (one character) becomes `\r\n`, and no control character, terminal escape (`ESC`) or line
/// separator reaches the output raw: one node always stays on one line.
func quoted(_ text: String) -> String {
    var result = ""
    appendQuoted(text, to: &result)
    return result
}

/// Appends `text` quoted (see ``quoted(_:)``) to `result`: a line is built in one string
/// instead of joining a quoted copy of each text into it.
func appendQuoted(_ text: String, to result: inout String) {
    // Printable ASCII without quotes or backslashes (most text) is checked byte by byte, over
    // the string's contiguous bytes when it has them (native strings do): through the UTF-8
    // view's iterator each byte cost a call.
    let isPlain =
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy(isPlainQuotedByte)
        } ?? text.utf8.allSatisfy(isPlainQuotedByte)
    if isPlain || !text.unicodeScalars.contains(where: needsEscaping) {
        result.reserveCapacity(result.utf8.count + text.utf8.count + 2)
        result += "\""
        result += text
        result += "\""
        return
    }
    result += "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where needsEscaping(scalar):
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    result += "\""
}

/// Quotes, backslashes, C0 and C1 control characters (`ESC` among them), DEL, and the Unicode
/// line and paragraph separators.
private func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x22, 0x5C, 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
    default: return false
    }
}
