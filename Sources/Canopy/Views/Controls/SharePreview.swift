/// How a shared item is previewed in the share sheet: a title, and an image and an icon.
/// Canopy's share sheet is recorded, not drawn: the title is what ``SharedContent`` keeps.
nonisolated public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String
    let image: Image?
    let icon: Icon?

    /// A preview titled `titleKey`, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: titleKey.text, image: image, icon: icon)
    }

    /// A preview titled `title` as written, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: String(title), image: image, icon: icon)
    }

    init(title: String, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: titleKey.text, image: nil, icon: nil)
    }

    /// A preview with a title only, as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: String(title), image: nil, icon: nil)
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled `titleKey`, with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: titleKey.text, image: image, icon: nil)
    }

    /// A preview titled `title` as written, with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: String(title), image: image, icon: nil)
    }
}

extension SharePreview where Image == Never {
    /// A preview titled `titleKey`, with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: titleKey.text, image: nil, icon: icon)
    }

    /// A preview titled `title` as written, with an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: String(title), image: nil, icon: icon)
    }
}

/// The label of a ``ShareLink`` given no title or label: “Share” with the share icon.
nonisolated public struct DefaultShareLinkLabel: View {
    /// “Share” with the system's share icon.
    @MainActor public var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
    }
}

extension Never: Transferable {
    /// `Never` has no values: the type stands for a preview's missing image or icon.
    public static var transferRepresentation: _SystemRepresentation<Never> {
        _SystemRepresentation(contentType: .data)
    }
}
