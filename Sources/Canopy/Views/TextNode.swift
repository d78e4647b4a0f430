/// A `Text`'s node: what it shows, and what layout counted of it.
@MainActor
final class TextNode: TypedNode<Text>, DisplayFacet {
    /// What layout counted of the content (its characters, whether it is one paragraph),
    /// kept until the text changes: a stack measures each text several times.
    var measuredContent: (characters: Int, oneParagraph: Bool)?

    override func evaluate() { measuredContent = nil }
    func renderTitle() -> String { view.renderTitle() }
    var ownText: String? { view.content }
    var drawnText: String? { view.content }
}
