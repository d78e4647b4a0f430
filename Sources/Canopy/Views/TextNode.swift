/// A `Text`'s node: keeps the graph's text index current, once the index exists.
@MainActor
final class TextNode: TypedNode<Text>, DisplayFacet {
    /// What layout counted of the content (its characters, whether it is one paragraph),
    /// kept until the text changes: a stack measures each text several times.
    var measuredContent: (characters: Int, oneParagraph: Bool)?

    override func evaluate() {
        measuredContent = nil
        graph.textIndex?.update(self, content: view.content)
    }
    override func willUnmount() { graph.textIndex?.remove(self) }
    func renderTitle() -> String { view.renderTitle() }
    var ownText: String? { view.content }
    var drawnText: String? { view.content }
}
