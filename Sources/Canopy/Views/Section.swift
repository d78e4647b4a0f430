/// A part of a list or form, with an optional header and footer.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View,
    ContainerPrimitive
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    let title: String?

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
        title = nil
    }

    /// A section whose content, header and footer are built by closures.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.footer = footer()
        self.content = content()
        title = nil
    }

    static var screenRole: ScreenRole { .section }
    var containerContent: TupleView<SlotView<Parent>, Content, SlotView<Footer>> {
        TupleView(
            SlotView(label: "header", content: header, isShown: title == nil), content,
            SlotView(label: "footer", content: footer, isShown: true))
    }
    func renderTitle() -> String { title.map { "Section \(quoted($0))" } ?? "Section" }
    var screenHeading: String? { title }

    /// Mounts the section as a node that lays out with its container's row metrics and loads
    /// its rows lazily inside a lazy stack or a list (D24).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SectionNode(view) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        footer = EmptyView()
        self.content = content()
        self.title = String(title)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    /// A section whose content and header are built by closures.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}
