import Foundation

/// A control that offers items to share: tapped, it presents the system's share sheet with the
/// items, an optional subject and message, and a preview per item. Canopy has no share sheet;
/// the window records what was offered (``ViewHost/sharedContent``), as it records the URLs a
/// `Link` opens.
///
///     ShareLink(item: URL(string: "https://example.com/trip")!, subject: Text("Trip")) {
///         Label("Share Trip", systemImage: "square.and.arrow.up")
///     }
nonisolated public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
    Label: View
>: View where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    @Environment(\.shareAction) private var share

    init(
        items: Data, subject: Text?, message: Text?,
        preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// A button labelled by the label; tapping it offers the items.
    @MainActor public var body: some View {
        Button {
            share(
                SharedContent(
                    items: items.map { SharedContent.text(of: $0) },
                    subject: subject?.content, message: message?.content,
                    previewTitles: preview.map { preview in items.map { preview($0).title } }
                        ?? []))
        } label: {
            label
        }
    }
}
extension ShareLink {
    /// Offers `items`, each with the preview `preview` makes for it, labelled by `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: preview,
            label: label())
    }
}

extension ShareLink {
    /// Offers `item` with `preview`, labelled by `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            preview: { _ in preview },
            label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Offers the URLs, labelled by `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Offers a URL, labelled by `label`.
    public init(
        item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Offers the strings, labelled by `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Offers a string, labelled by `label`.
    public init(
        item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Offers `items`, each with the preview `preview` makes for it, labelled “Share” with the share icon.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: preview,
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Offers `item` with `preview`, labelled “Share” with the share icon.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            preview: { _ in preview },
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink
where
    Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never, Data.Element == URL
{
    /// Offers the URLs, labelled “Share” with the share icon.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink
where
    Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never,
    Data == CollectionOfOne<URL>
{
    /// Offers a URL, labelled “Share” with the share icon.
    public init(
        item: URL, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink
where
    Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never,
    Data.Element == String
{
    /// Offers the strings, labelled “Share” with the share icon.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink
where
    Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never,
    Data == CollectionOfOne<String>
{
    /// Offers a string, labelled “Share” with the share icon.
    public init(
        item: String, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: DefaultShareLinkLabel())
    }
}

extension ShareLink where Label == Text {
    /// Offers `items`, each with the preview `preview` makes for it, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: preview,
            label: Text(titleKey))
    }
}

extension ShareLink where Label == Text {
    /// Offers `item` with `preview`, titled `titleKey`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            preview: { _ in preview },
            label: Text(titleKey))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Offers the URLs, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: Text(titleKey))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Offers a URL, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: Text(titleKey))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Offers the strings, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: Text(titleKey))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Offers a string, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: Text(titleKey))
    }
}

extension ShareLink where Label == Text {
    /// Offers `items`, each with the preview `preview` makes for it, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: preview,
            label: Text(title))
    }
}

extension ShareLink where Label == Text {
    /// Offers `item` with `preview`, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            preview: { _ in preview },
            label: Text(title))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Offers the URLs, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: Text(title))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Offers a URL, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: Text(title))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Offers the strings, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: items, subject: subject, message: message, preview: nil,
            label: Text(title))
    }
}

extension ShareLink
where Label == Text, PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Offers a string, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, item: String, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
            label: Text(title))
    }
}
