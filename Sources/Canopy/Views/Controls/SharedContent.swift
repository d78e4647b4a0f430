import Foundation

/// What a ``ShareLink`` offered when tapped: its items as the text they are shared as (a
/// string itself, a URL's address, another item its text representation or a description),
/// its subject and message, and each item's preview title. The window keeps them in order
/// (``ViewHost/sharedContent``).
public struct SharedContent: Equatable, Sendable, CustomStringConvertible {
    /// The items, as text.
    public let items: [String]
    /// The subject, for sharing by mail.
    public let subject: String?
    /// The message that goes with the items.
    public let message: String?
    /// The preview titles, one per item, when the link gave previews.
    public let previewTitles: [String]

    /// `Share ["https://example.com"] subject: "Trip"`.
    public var description: String {
        var text = "Share [\(items.map(quoted).joined(separator: ", "))]"
        if let subject { text += " subject: \(quoted(subject))" }
        if let message { text += " message: \(quoted(message))" }
        if !previewTitles.isEmpty {
            text += " previews: [\(previewTitles.map(quoted).joined(separator: ", "))]"
        }
        return text
    }

    /// The text `item` is shared as.
    static func text<T: Transferable>(of item: T) -> String {
        if let text = item as? String { return text }
        if let url = item as? URL { return url.absoluteString }
        let registrations = TransferredItems.registrations(of: item)
        if let text = registrations.lazy.compactMap({ $0.value as? String }).first { return text }
        if let url = registrations.lazy.compactMap({ $0.value as? URL }).first {
            return url.absoluteString
        }
        return String(describing: item)
    }
}

/// Offers content to share: the window records it.
struct ShareAction: Sendable {
    let handler: @MainActor @Sendable (SharedContent) -> Void

    @MainActor func callAsFunction(_ content: SharedContent) { handler(content) }
}

struct ShareActionKey: EnvironmentKey {
    /// Outside a window, nothing records what is shared.
    static let defaultValue = ShareAction(handler: { _ in })
}

extension EnvironmentValues {
    /// What a ``ShareLink`` calls when tapped: the window records the content.
    var shareAction: ShareAction {
        get { self[ShareActionKey.self] }
        set { self[ShareActionKey.self] = newValue }
    }
}

extension ViewHost {
    /// What the window's ``ShareLink``s offered, oldest first: Canopy's stand-in for the share
    /// sheet.
    public var sharedContent: [SharedContent] { window.sharedContent }
}
