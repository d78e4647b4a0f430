/// `.listStyle(.insetGrouped)`: a built-in style chosen for the views below, kept as the style's
/// type (two choices are the same when they name the same modifier and style type) with the
/// name it is printed by.
struct StyleChoiceAttribute: AttributeValue {
    /// The modifier's name: `listStyle`.
    let modifier: String
    private let style: ObjectIdentifier
    /// The style's short name: `insetGrouped`.
    let name: String
    /// Whether the name prints as a member (`.insetGrouped`) or bare (`plain`), as each
    /// modifier has always printed it.
    let printsAsMember: Bool

    init(modifier: String, style: Any.Type, name: String, printsAsMember: Bool = true) {
        self.modifier = modifier
        self.style = ObjectIdentifier(style)
        self.name = name
        self.printsAsMember = printsAsMember
    }

    var attributeText: String { ".\(modifier)(\(printsAsMember ? "." : "")\(name))" }
}
