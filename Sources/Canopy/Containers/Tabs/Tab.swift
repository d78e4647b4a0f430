/// Content a `TabView` shows as tabs (C10): ``Tab`` and ``TabSection``.
public protocol TabContent<TabValue>: View {
    /// The type of the values that select the tabs.
    associatedtype TabValue: Hashable
}

/// One tab of a `TabView` (iOS 18's tab API, C10): its title and image in the tab bar, the
/// value that selects it when the tab view is bound to a selection, and its content. What it
/// says flows **up** to the `TabView` as a `tabItem` and `tag` would.
///
///     TabView(selection: $selected) {
///         Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///             .badge(unread)
///         Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
///     }
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// The tab's selection value's type.
    public typealias TabValue = Value
    let title: String?
    let value: Value?
    let content: Content
    let label: Label

    /// The content, giving its tab view the tab's title and value.
    public var body: some View {
        content.modifier(
            _TabItemModifier(
                info: TabItemInfo(label: title ?? "Tab", tag: value.map { AnyHashable($0) })))
    }
}

/// The label of a tab made from a title and an image name.
public struct DefaultTabLabel: View {
    let title: String
    let image: String

    /// The title, next to the image.
    public var body: some View { Label(title, systemImage: image) }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: titleKey.text, value: value, content: content(),
            label: DefaultTabLabel(title: titleKey.text, image: systemImage))
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: String(title), value: value, content: content(),
            label: DefaultTabLabel(title: String(title), image: systemImage))
    }

    /// A tab titled `titleKey` with the image named `image`, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: titleKey.text, value: value, content: content(),
            label: DefaultTabLabel(title: titleKey.text, image: image))
    }
}

extension Tab where Label == DefaultTabLabel, Value == Never {
    /// A tab titled `titleKey` with the symbol `systemImage`, in a tab view without a
    /// selection.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: titleKey.text, value: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.text, image: systemImage))
    }

    /// A tab titled `title` with the symbol `systemImage`, in a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: String(title), value: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: systemImage))
    }
}

extension Tab {
    /// A tab selected by `value`, with a label of its own: a `Text` or `Label` label's text is
    /// the tab's title (a label of another kind is titled "Tab": it is not mounted to read).
    public init(
        value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        let label = label()
        self.init(
            title: (label as? any StaticText)?.staticText, value: value, content: content(),
            label: label)
    }
}

/// A group of tabs with a header (C10): the tab bar shows the tabs in order, as if they were
/// not grouped. The header is kept for a sidebar-adaptable style, which Canopy does not draw.
public struct TabSection<Header: View, Content: View>: TabContent {
    /// A section selects nothing itself: its tabs do.
    public typealias TabValue = Never
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let header: Header
    let content: Content

    /// Mounts the tabs with no line of their own: a tab bar sees through the section.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TabSectionNode(view) }
}

@MainActor
final class TabSectionNode<Header: View, Content: View>: TypedNode<TabSection<Header, Content>> {
    override func evaluate() { reconcileSingleChild(view.content) }
    override var renderRole: RenderRole { .transparent }
}

extension TabSection where Header == Text {
    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }

    /// A section of tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(String(title))
        self.content = content()
    }
}
