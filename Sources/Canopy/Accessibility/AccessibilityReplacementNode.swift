import Foundation

/// What `accessibilityRepresentation(representation:)`, `accessibilityChildren(children:)`,
/// `accessibilityActions(_:)` and `accessibilityLabel(content:)` do with the view they are
/// given (A16, A17, A14, D92).
enum AccessibilityReplacementKind: Sendable, Equatable {
    /// Its elements replace the content's (A16).
    case representation
    /// Its elements become the children of the content's element, which becomes a container
    /// (A17).
    case children
    /// Each of its elements that can be activated (a `Button`, a `Toggle`) becomes a named
    /// action of the content's elements, named by its label (A14, D92); `category` is the
    /// action category's name, when given.
    case actions(category: String?)
    /// Its elements' labels, joined (D42), label the content's elements (D92).
    case label
}

/// The modifier both APIs make: the content, and a view the accessibility system alone uses.
nonisolated struct _AccessibilityReplacementModifier<Replacement: View>: ViewModifier,
    PrimitiveModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    typealias Body = Never
    let replacement: Replacement
    let kind: AccessibilityReplacementKind

    /// Mounts the content, and the replacement beside it out of a person's sight.
    @MainActor static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        AccessibilityReplacementNode(view)
    }
}

/// The content and its accessibility replacement: both mounted and kept current (the
/// replacement's controls are real, and operating them changes the state they are bound to),
/// but only the content is shown, laid out, drawn and reachable by a tap; the replacement is
/// reachable through the accessibility tree alone.
@MainActor
final class AccessibilityReplacementNode<Wrapped: View, Replacement: View>:
    TypedNode<ModifiedContent<Wrapped, _AccessibilityReplacementModifier<Replacement>>>,
    DisplayFacet, ShowsSomeChildren
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let replacement = reconcile(old.count > 1 ? old[1] : nil, with: view.modifier.replacement)
        children = [content, replacement]
    }

    /// A person sees the content only.
    var shownChildren: ChildList { children.isEmpty ? children : ChildList([children[0]]) }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        switch view.modifier.kind {
        case .representation: attributes.append(".accessibilityRepresentation")
        case .children: attributes.append(".accessibilityChildren")
        case .actions(let category?):
            attributes.append(".accessibilityActions(category: \(quoted(category)))")
        case .actions(nil): attributes.append(".accessibilityActions")
        case .label: attributes.append(".accessibilityLabel(content:)")
        }
    }
    override var pathComponent: String? { nil }
}

/// The content takes the whole space; the replacement takes none and is never placed.
extension AccessibilityReplacementNode: ContentOnlyLayout {
    var layoutRule: String {
        switch view.modifier.kind {
        case .representation: "A16 accessibility representation"
        case .children: "A17 accessibility children"
        case .actions: "A14 accessibility actions"
        case .label: "D92 accessibility label content"
        }
    }
}

extension AccessibilityReplacementNode: AccessibilityFacet {
    /// Both children: the content's items may be needed to name the container (A17).
    var accessibilityChildren: ChildList { children }

    /// A16: the replacement's items alone. A17: one container holding the replacement's
    /// items, named by the content's element when it made exactly one.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        guard children.count > 1, let collector = graph.accessibilityCollectorIfStarted else {
            return content
        }
        let replacement = collector.outputs[children[1]]
        switch view.modifier.kind {
        case .representation:
            return replacement
        case .actions:
            return Self.adding(
                actions: AccessibilityCombining.leafElements(of: replacement.reachable)
                    .compactMap { element in
                        element.activation.map {
                            AccessibilityNamedAction(name: element.label, operation: $0)
                        }
                    },
                to: collector.outputs[children[0]], origin: handle)
        case .label:
            let (label, _, _) = AccessibilityCombining.label(
                of: replacement.reachable, by: handle)
            return Self.labelling(collector.outputs[children[0]], label, origin: handle)
        case .children:
            let own = collector.outputs[children[0]].reachable
            var container = AccessibilityItem(kind: .container)
            container.placement = handle
            if own.count == 1 {
                container.label = own[0].label
                container.identifier = own[0].identifier
                container.sortPriority = own[0].sortPriority
            }
            container.children = replacement
            return AccessibilityItems(container)
        }
    }
}

extension AccessibilityReplacementNode {
    /// `content` with `actions` offered by each of its elements (a second action of one name
    /// replacing the first), or one element offering them when it has none (A14, D92).
    static func adding(
        actions: [AccessibilityNamedAction], to content: AccessibilityItems, origin: NodeHandle
    ) -> AccessibilityItems {
        guard !actions.isEmpty else { return content }
        func add(to item: inout AccessibilityItem) {
            for action in actions {
                if let index = item.actions.firstIndex(where: { $0.name == action.name }) {
                    item.actions[index] = action
                } else {
                    item.actions.append(action)
                }
            }
        }
        if content.isEmpty {
            var created = AccessibilityItem.element(label: "", source: .none, origin: origin)
            add(to: &created)
            return AccessibilityItems(created)
        }
        return content.map { item in
            guard item.kind == .element else { return item }
            var changed = item
            add(to: &changed)
            return changed
        }
    }

    /// `content`'s elements labelled `label`, written here; one element so labelled when it
    /// has none (D92).
    static func labelling(_ content: AccessibilityItems, _ label: String, origin: NodeHandle)
        -> AccessibilityItems
    {
        if content.isEmpty {
            guard !label.isEmpty else { return content }
            return AccessibilityItems(
                AccessibilityItem.element(label: label, source: .authored, origin: origin))
        }
        return content.map { item in
            guard item.kind != .hidden else { return item }
            var changed = item
            changed.label = label
            if item.kind == .element {
                changed.labelSource = .authored
                changed.labelOrigin = origin
            }
            return changed
        }
    }
}

extension View {
    /// Replaces this view's accessibility elements with those of `representation`, a view the
    /// accessibility system uses and a person never sees (A16): it is not drawn and takes no
    /// room, but its controls are real, so activating or adjusting its elements operates them.
    /// This view is drawn and works as before.
    ///
    ///     Image(systemName: isOn ? "star.fill" : "star")
    ///         .onTapGesture { isOn.toggle() }
    ///         .accessibilityRepresentation { Toggle("Favorite", isOn: $isOn) }
    public func accessibilityRepresentation<V: View>(
        @ViewBuilder representation: () -> V
    ) -> some View {
        modifier(
            _AccessibilityReplacementModifier(replacement: representation(), kind: .representation))
    }

    /// Gives this view's accessibility element the elements of `children` as its children,
    /// making it a container visited in its place (A17); `children` is not drawn. The
    /// container is named by this view's element, when it has exactly one.
    ///
    ///     Chart(data)
    ///         .accessibilityElement()
    ///         .accessibilityLabel("Steps this week")
    ///         .accessibilityChildren { ForEach(days) { Text("\($0.name): \($0.steps)") } }
    public func accessibilityChildren<V: View>(
        @ViewBuilder children: () -> V
    ) -> some View {
        modifier(_AccessibilityReplacementModifier(replacement: children(), kind: .children))
    }
}
