/// A pseudo-node that renders the label of a decoration section with the decoration below it.
@MainActor
final class SectionLabelNode: _ViewNode, InspectionFacet, DisplayFacet {
    let label: String
    init(_ label: String, _ content: _ViewNode) {
        self.label = label
        super.init()
        children = [content]
    }
    func renderTitle() -> String { label }
    var typeDisplayName: String { label }
    override var pathComponent: String? { label }
}
