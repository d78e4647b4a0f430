/// Dynamic structural content (an `if`, an optional view): it produces the default value of a
/// requested preference key that nothing inside it wrote (P3), so a reader sees the key's
/// default when the branch that wrote it goes away. Its node is a ``PreferenceFacet`` that says
/// so (a conditional conformance below).
protocol DefaultFeedingContent: StructuralContent {}

extension _ConditionalContent: DefaultFeedingContent where TrueContent: View, FalseContent: View {}
extension Optional: DefaultFeedingContent where Wrapped: View {}

extension StructuralNode: PreferenceFacet where Content: DefaultFeedingContent {
    var feedsDefaultPreferences: Bool { true }
    /// Its outputs are its children's values, with defaults: the subtree's alone.
    var combinesDuringMountWalk: Bool { true }
}
