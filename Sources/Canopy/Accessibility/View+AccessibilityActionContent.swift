/// The accessibility modifiers that take views: actions given as buttons and toggles, and a
/// label made of views (A14, D92). The views are mounted beside the content and kept current,
/// but never shown, laid out nor tapped: what flows up from them is named actions, or a
/// label, for the content's elements.
extension View {
    /// Offers each control of `content` (a `Button`, a `Toggle`, a `ForEach` of them) as a
    /// named action of this view's element, named by the control's label; performing the
    /// action runs the control (A14, D92). On a view with no element, one element offering
    /// them is created.
    ///
    ///     MessageRow(message)
    ///         .accessibilityElement(children: .combine)
    ///         .accessibilityActions {
    ///             Button("Archive") { archive(message) }
    ///             Button("Delete", role: .destructive) { delete(message) }
    ///         }
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
        -> some View
    {
        modifier(
            _AccessibilityReplacementModifier(replacement: content(), kind: .actions(category: nil))
        )
    }

    /// Offers each control of `content` as a named action in the action category `category`
    /// (D92: Canopy lists them with the element's other actions and prints the category on
    /// the view's line).
    public func accessibilityActions<Content: View>(
        category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
    ) -> some View {
        modifier(
            _AccessibilityReplacementModifier(
                replacement: content(), kind: .actions(category: category.name)))
    }

    /// Offers a named action whose name is `label`'s accessibility label (a `Text`, a `Label`
    /// …): performing it runs `action` (A14, D92).
    public func accessibilityAction<Label: View>(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        let label = label()
        return accessibilityActions { Button(action: action) { label } }
    }

    /// Labels this view's element with the accessibility label of the view `content` builds
    /// from a placeholder of this view: place the placeholder to keep the view's own label
    /// and add to it (D92: the labels of `content`'s elements joined with `", "`, D42; the
    /// placeholder is a second, unseen copy of this view, with its own state).
    ///
    ///     Image(systemName: "envelope")
    ///         .accessibilityLabel { label in
    ///             Text("3 unread")
    ///             label
    ///         }
    public func accessibilityLabel<V: View>(
        @ViewBuilder content: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        modifier(
            _AccessibilityReplacementModifier(
                replacement: content(PlaceholderContentView(self)), kind: .label))
    }
}

/// A category that groups accessibility actions (``View/accessibilityActions(category:_:)``):
/// the system's default and edit categories, or one named by the app.
public struct AccessibilityActionCategory: Sendable, Hashable {
    let name: String

    /// The default actions of a view.
    public static let `default` = AccessibilityActionCategory(name: "default")
    /// Actions editing text.
    public static let edit = AccessibilityActionCategory(name: "edit")

    /// A category named `name`.
    public init(_ name: LocalizedStringKey) { self.name = name.text }

    /// A category named `name`, a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S) { self.name = String(name) }

    private init(name: String) { self.name = name }
}
