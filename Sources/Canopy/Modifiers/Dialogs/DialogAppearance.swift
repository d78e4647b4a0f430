import Foundation

/// How the alerts and dialogs a view presents look, and whether they keep the app from
/// quitting: recorded on the view's line. Canopy presents alerts (see `Presentation/Alert.swift`)
/// but draws no icons, severities or suppression check boxes.
extension View {
    /// Sets the icon of the dialogs this view presents (recorded).
    public func dialogIcon(_ icon: Image?) -> some View {
        recorded("dialogIcon", ["_": icon as Any])
    }

    /// Sets how severe the dialogs this view presents are (recorded).
    public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        recorded("dialogSeverity", ["_": severity])
    }

    /// Adds a "Do not ask again" check box to the dialogs this view presents, bound to
    /// `isSuppressed` (macOS; recorded).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        recorded("dialogSuppressionToggle", ["isSuppressed": isSuppressed], on: [.macOS])
    }

    /// Adds a suppression check box titled `label` (macOS; recorded).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>)
        -> some View
    {
        recorded(
            "dialogSuppressionToggle", ["_": label.content, "isSuppressed": isSuppressed],
            on: [.macOS])
    }

    /// Adds a suppression check box titled by `titleKey` (macOS; recorded).
    public func dialogSuppressionToggle(
        _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
    ) -> some View {
        recorded(
            "dialogSuppressionToggle", ["_": titleKey.text, "isSuppressed": isSuppressed],
            on: [.macOS])
    }

    /// Adds a suppression check box titled `title` (macOS; recorded).
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(
        _ title: S, isSuppressed: Binding<Bool>
    ) -> some View {
        recorded(
            "dialogSuppressionToggle", ["_": String(title), "isSuppressed": isSuppressed],
            on: [.macOS])
    }

    /// Whether a presented dialog keeps the app from quitting (macOS; recorded).
    public func dialogPreventsAppTermination(_ prevents: Bool?) -> some View {
        recorded("dialogPreventsAppTermination", ["_": prevents as Any], on: [.macOS])
    }

    /// Whether a presented sheet keeps the app from quitting (macOS; recorded).
    public func presentationPreventsAppTermination(_ prevents: Bool?) -> some View {
        recorded("presentationPreventsAppTermination", ["_": prevents as Any], on: [.macOS])
    }

    /// Sets the title of the document launch card (iOS and iPadOS; recorded).
    public func documentLaunchTitle(_ title: Text) -> some View {
        recorded("documentLaunchTitle", ["_": title.content], on: [.iOS, .iPadOS])
    }

    /// Sets the subtitle of the document launch card (iOS and iPadOS; recorded).
    public func documentLaunchSubtitle(_ subtitle: Text) -> some View {
        recorded("documentLaunchSubtitle", ["_": subtitle.content], on: [.iOS, .iPadOS])
    }

    /// Adds a context menu to the document browser's items (iOS and iPadOS; recorded: Canopy
    /// has no document browser).
    public func documentBrowserContextMenu(_ menu: @escaping ([URL]?) -> some View)
        -> some View
    {
        recorded("documentBrowserContextMenu", ["_": RecordedCode()], on: [.iOS, .iPadOS])
    }
}

/// How severe a dialog is: a critical one shows a caution icon on macOS.
public struct DialogSeverity: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's choice.
    public static let automatic = DialogSeverity(name: "automatic")
    /// A dialog that needs attention.
    public static let critical = DialogSeverity(name: "critical")
    /// A standard dialog.
    public static let standard = DialogSeverity(name: "standard")
}
