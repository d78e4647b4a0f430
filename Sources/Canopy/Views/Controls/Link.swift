import Foundation

/// Opens `destination` when tapped, through the environment's ``OpenURLAction`` (the host
/// records the URLs opened: ``ViewHost/openedURLs``).
///
///     Link("Canopy", destination: URL(string: "https://example.com")!)
nonisolated public struct Link<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// A link labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Mounts the link with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LinkNode(view) }

    var containerContent: Label { label }
    func renderTitle() -> String { "Link \(quoted(destination.absoluteString))" }
}

extension Link where Label == Text {
    /// A link with a title.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@MainActor
final class LinkNode<Label: View>: ContainerNode<Link<Label>>, InteractiveNode {
    private(set) var isEnabled = true
    private var openURL = OpenURLAction(handler: { _ in })

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        openURL = readEnvironment { $0.openURL }
        super.evaluate()
    }

    var controlKind: ControlKind { .link }
    var controlLabel: String { textContent(below: self) }

    func tap() -> Bool {
        guard isEnabled else { return false }
        openURL(view.destination)
        return true
    }

    override func renderTitle() -> String { view.renderTitle() + (isEnabled ? "" : " disabled") }
}

/// Opens a URL: what `Link` and `@Environment(\.openURL)` call. Canopy's hosts record the URL
/// (nothing is opened).
public struct OpenURLAction: Sendable {
    let handler: @MainActor @Sendable (URL) -> Void

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Void) { self.handler = handler }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { handler(url) }
}

struct OpenURLKey: EnvironmentKey {
    /// Outside a window, nothing records the URL.
    static let defaultValue = OpenURLAction(handler: { _ in })
}

extension EnvironmentValues {
    /// Opens a URL: the window records it (``ViewHost/openedURLs``). Replace it to handle URLs
    /// yourself.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
