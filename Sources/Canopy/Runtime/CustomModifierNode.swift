/// Supplies the modified content to the placeholders a modifier's body creates.
@MainActor
protocol ModifierContentSource: AnyObject {
    func reconcileContent(into placeholder: _ViewNode)
}

/// The node of a user `ViewModifier`: installs the modifier's dynamic properties, evaluates
/// `body(content:)` and reconciles the result. The modified content is mounted wherever the
/// body places `content`.
@MainActor
class CustomModifierNode<Wrapped: View, Modifier: ViewModifier>:
    TypedNode<ModifiedContent<Wrapped, Modifier>>, ModifierContentSource, CustomModifierNodeMarker,
    InspectionFacet, DisplayFacet
{
    private var generation = 0
    private var lastModifier: Modifier?
    private var placeholders: [ObjectIdentifier: _ViewNode] = [:]

    /// See ``renderRole``: decided once, as it is asked on every walk.
    private let foldsIntoContentLine = Modifier.self is any FoldsIntoContentLine.Type

    override init(_ view: ModifiedContent<Wrapped, Modifier>) {
        super.init(view)
        // When only the content changed, the body does not run again, and what it read last
        // time still holds: the node clears its dependencies itself, only when the body runs.
        // Queries see through it like a built-in modifier. A new node has its body to run.
        flags.formUnion([.keepsDependencies, .isCustomModifier, .invalidatedByDependency])
    }

    override func evaluate() {
        let current = view
        if let lastModifier, placeholdersStillCurrent,
            ViewInputs.equal(lastModifier, current.modifier), !needsBodyForDependencies
        {
            // Only the content changed: hand it to the placeholders without re-running body.
            generation += 1
            // Queued, not pushed: a view between this modifier and `content` may itself be
            // waiting to run, and must run first.
            for placeholder in placeholders.values where placeholder.isMounted {
                graph.schedule(placeholder)
            }
            return
        }
        generation += 1
        lastModifier = current.modifier
        bodyWasInvalidated = false
        // The body runs again: forget what the last one read (see
        // `keepsDependenciesWhenEvaluated`).
        clearDependencies()
        // The body places `content` afresh: live placeholders register again as they evaluate.
        placeholders.removeAll()
        var modifier = modifierForBody(current.modifier)
        guard installDynamicProperties(into: &modifier) else {
            placeholders.removeAll()
            return
        }
        let content = _ViewModifier_Content<Modifier>(owner: self, generation: generation)
        let body = graph.evaluatingBody(of: self) { modifier.body(content: content) }
        reconcileSingleChild(body)
    }

    /// Whether a dependency (environment, state) rather than the parent invalidated the node
    /// (the graph sets the flag).
    private var bodyWasInvalidated: Bool {
        get { flags.contains(.invalidatedByDependency) }
        set { flags.set(.invalidatedByDependency, newValue) }
    }
    private var needsBodyForDependencies: Bool { bodyWasInvalidated }
    private var placeholdersStillCurrent: Bool {
        !placeholders.isEmpty && placeholders.values.allSatisfy(\.isMounted)
    }

    /// The modifier value the body runs with (a kind that presents an animated value changes
    /// it).
    func modifierForBody(_ modifier: Modifier) -> Modifier { modifier }

    func renderTitle() -> String { ".modifier(\(displayName(of: Modifier.self)))" }

    /// A built-in modifier Canopy writes as a `ViewModifier` (it keeps state) prints as the
    /// attributes its body applies, on its content's line, as SwiftUI's own would.
    override var renderRole: RenderRole { foldsIntoContentLine ? .attribute : .line }

    /// The modifier made the writes its body wraps around `content`: they show on its line,
    /// not on the line of the content, which another view made.
    var ownsBodyAttributes: Bool { true }
    var typeDisplayName: String { displayName(of: Modifier.self) }

    override var pathComponent: String? { displayName(of: Modifier.self) }

    func reconcileContent(into placeholder: _ViewNode) {
        placeholders[ObjectIdentifier(placeholder)] = placeholder
        placeholder.reconcileSingleChild(view.content)
    }

    override func willUnmount() { placeholders.removeAll() }
}

/// The node where a modifier's body placed `content`.
@MainActor
final class ModifierContentNode<Modifier: ViewModifier>:
    TypedNode<_ViewModifier_Content<Modifier>>, InspectionFacet
{
    override func evaluate() { view.owner?.reconcileContent(into: self) }
    override var renderRole: RenderRole { .transparent }
    var isContentPlaceholder: Bool { true }
}

extension CustomModifierNode {
    var modifierType: Any.Type { Modifier.self }
}

/// Marks a built-in modifier written as a `ViewModifier` whose node prints no line of its own
/// (see ``CustomModifierNode/renderRole``).
protocol FoldsIntoContentLine {}
