import Foundation

/// How the file dialogs a view presents look and behave (`fileDialogMessage`,
/// `fileDialogDefaultDirectory` …): recorded on the view's line, as Canopy draws no file
/// panel.
extension View {
    /// Sets which files the dialog shows (hidden ones, packages as folders …; recorded).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        recorded("fileDialogBrowserOptions", ["_": options])
    }

    /// Sets the label of the dialog's confirmation button (recorded).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        recorded("fileDialogConfirmationLabel", ["_": label?.content as Any])
    }

    /// Sets the label of the dialog's confirmation button (recorded).
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        recorded("fileDialogConfirmationLabel", ["_": labelKey.text])
    }

    /// Sets the label of the dialog's confirmation button (recorded).
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        recorded("fileDialogConfirmationLabel", ["_": String(label)])
    }

    /// Names the dialog so the system keeps its size and place per name (recorded).
    public func fileDialogCustomizationID(_ id: String) -> some View {
        recorded("fileDialogCustomizationID", ["_": id])
    }

    /// Sets the folder the dialog opens in (recorded).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        recorded("fileDialogDefaultDirectory", ["_": defaultDirectory as Any])
    }

    /// Whether the dialog returns an alias it cannot resolve (macOS; recorded).
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        recorded("fileDialogImportsUnresolvedAliases", ["_": imports], on: [.macOS])
    }

    /// Sets the message the dialog shows (recorded).
    public func fileDialogMessage(_ message: Text?) -> some View {
        recorded("fileDialogMessage", ["_": message?.content as Any])
    }

    /// Sets the message the dialog shows (recorded).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        recorded("fileDialogMessage", ["_": messageKey.text])
    }

    /// Sets the message the dialog shows (recorded).
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        recorded("fileDialogMessage", ["_": String(message)])
    }

    /// Sets which URLs the dialog lets a person pick (recorded: a predicate is code, shown as
    /// such).
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        recorded("fileDialogURLEnabled", ["_": RecordedCode()])
    }

    /// Sets the label of the exporter's file name field (recorded).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        recorded("fileExporterFilenameLabel", ["_": label?.content as Any])
    }

    /// Sets the label of the exporter's file name field (recorded).
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        recorded("fileExporterFilenameLabel", ["_": labelKey.text])
    }

    /// Sets the label of the exporter's file name field (recorded).
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        recorded("fileExporterFilenameLabel", ["_": String(label)])
    }
}

/// Which files a file dialog shows.
public struct FileDialogBrowserOptions: OptionSet, Sendable, Hashable, AttributeArgument {
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages (bundles) show as folders to browse.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Hidden files show.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File extensions show.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)

    var attributeArgument: String {
        let names = [
            (Self.enumeratePackages, "enumeratePackages"),
            (Self.includeHiddenFiles, "includeHiddenFiles"),
            (Self.displayFileExtensions, "displayFileExtensions"),
        ].filter { contains($0.0) }.map { "." + $0.1 }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// An argument that is code (a closure, a predicate): printed as a person writes one, and
/// never different from another, as code cannot be compared.
struct RecordedCode: AttributeArgument {
    var attributeArgument: String { "{ … }" }
}
