/// What a view shows when its content is unavailable (an empty list, a failed load, a search
/// with no results): a label, a description and actions, stacked and centred in all the room
/// the view is offered (D101). The label's icon sits large above its title.
///
///     ContentUnavailableView {
///         Label("No Mail", systemImage: "tray.fill")
///     } description: {
///         Text("New mails you receive will appear here.")
///     }
///
/// ``ContentUnavailableView/search`` is the one for a search with no results: inside a
/// `searchable`'s content it names the query a person typed.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
    View
{
    let label: Label
    let description: Description
    let actions: Actions

    /// A view whose label, description and actions are built by the closures.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label in the title font, the description below it in the secondary style, then the
    /// actions; the whole is as large as the room offered, its parts in its centre.
    @MainActor public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle()).font(.title2.bold())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon large, above the title, both centred: how a content-unavailable view places its
/// label (D101).
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.largeTitle)
            configuration.title
        }
    }
}

extension ContentUnavailableView
where Label == Canopy.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `title`, localized, with a system image and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(resolvedTitle: title.text, systemImage: name, description: description)
    }

    /// A view titled `title`, localized, with an image from the app's assets.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { Canopy.Label(title.text, image: name) }, description: { description })
    }

    /// A view titled `title`, shown as written, with a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(resolvedTitle: String(title), systemImage: name, description: description)
    }

    /// A view titled `title`, shown as written, with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(
            label: { Canopy.Label(String(title), image: name) }, description: { description })
    }

    private init(resolvedTitle: String, systemImage name: String, description: Text?) {
        self.init(
            label: { Canopy.Label(resolvedTitle, systemImage: name) },
            description: { description })
    }
}
