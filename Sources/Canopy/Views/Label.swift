/// A title with an icon.
///
///     Label("Favourites", systemImage: "star")
nonisolated public struct Label<Title: View, Icon: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let summary: String?

    /// A label whose title and icon are built by the closures.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        summary = nil
    }

    var containerContent: TupleView<Title, Icon> { TupleView(title, icon) }
    var rendersContent: Bool { summary == nil }
    func renderTitle() -> String { summary ?? "Label" }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
        summary = "Label \(quoted(String(title))) systemImage:\(quoted(systemImage))"
    }

    /// A label with a text title and an image from the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.title = Text(title)
        icon = Image(image)
        summary = "Label \(quoted(String(title))) image:\(quoted(image))"
    }
}
