import Foundation

/// A file importer or mover this view presents while its binding is true (`.fileImporter`,
/// `.fileMover`): recorded on the view's line, with what it asks for. Canopy has no file
/// panel; a host completes or cancels the presented one (``ViewHost/completeFileDialog(with:)``,
/// ``ViewHost/cancelFileDialog()``), which calls the view's handler and sets the binding back
/// to false, as the panel's buttons do in SwiftUI.
struct FileDialogRequest: AttributeValue, @unchecked Sendable {
    // The closures and binding are read on the main actor only, where modifiers are applied
    // and hosts act.
    /// `fileImporter` or `fileMover`.
    let name: String
    /// The binding's value when the view was built.
    let isPresented: Bool
    /// Sets the binding false, as the panel closing does.
    let close: @MainActor () -> Void
    /// The arguments after `isPresented`, as the call spells them.
    let details: String
    /// Hands the chosen URLs to the view's handler (one of them where it takes one).
    let complete: @MainActor ([URL]) -> Void
    let cancel: (@MainActor () -> Void)?

    var attributeText: String {
        ".\(name)(isPresented: \(isPresented), \(details))"
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.details == rhs.details
            && lhs.isPresented == rhs.isPresented
    }
}

/// The error a single-file handler gets when a host completes it with no URL.
struct NoFileChosenError: Error {}

extension View {
    /// Presents a panel to import files of `allowedContentTypes` while `isPresented` is true;
    /// `onCompletion` gets the chosen URLs (recorded: a host chooses them with
    /// ``ViewHost/completeFileDialog(with:)``).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileDialog(
            "fileImporter", isPresented,
            "allowedContentTypes: \(allowedContentTypes), allowsMultipleSelection: \(allowsMultipleSelection)",
            complete: {
                onCompletion(.success(allowsMultipleSelection ? $0 : Array($0.prefix(1))))
            },
            cancel: nil)
    }

    /// Presents a panel to import files; `onCancellation` runs when a person cancels it.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            "fileImporter", isPresented,
            "allowedContentTypes: \(allowedContentTypes), allowsMultipleSelection: \(allowsMultipleSelection)",
            complete: {
                onCompletion(.success(allowsMultipleSelection ? $0 : Array($0.prefix(1))))
            },
            cancel: { onCancellation() })
    }

    /// Presents a panel to import one file of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            "fileImporter", isPresented, "allowedContentTypes: \(allowedContentTypes)",
            complete: { onCompletion(Self.single($0)) }, cancel: nil)
    }

    /// Presents a panel to move `file` to a folder a person picks.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            "fileMover", isPresented, "file: \(ValueFormatter.format(file as Any))",
            complete: { onCompletion(Self.single($0)) }, cancel: nil)
    }

    /// Presents a panel to move `file`; `onCancellation` runs when a person cancels it.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?,
        onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            "fileMover", isPresented, "file: \(ValueFormatter.format(file as Any))",
            complete: { onCompletion(Self.single($0)) }, cancel: { onCancellation() })
    }

    /// Presents a panel to move `files` to a folder a person picks.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileDialog(
            "fileMover", isPresented, "files: \(ValueFormatter.format(Array(files)))",
            complete: { onCompletion(.success($0)) }, cancel: nil)
    }

    /// Presents a panel to move `files`; `onCancellation` runs when a person cancels it.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        fileDialog(
            "fileMover", isPresented, "files: \(ValueFormatter.format(Array(files)))",
            complete: { onCompletion(.success($0)) }, cancel: { onCancellation() })
    }

    private static func single(_ urls: [URL]) -> Result<URL, any Error> {
        urls.first.map { .success($0) } ?? .failure(NoFileChosenError())
    }

    private func fileDialog(
        _ name: String, _ isPresented: Binding<Bool>, _ details: String,
        complete: @escaping @MainActor ([URL]) -> Void, cancel: (@MainActor () -> Void)?
    ) -> some View {
        attribute(
            FileDialogRequest(
                name: name, isPresented: isPresented.wrappedValue,
                close: { isPresented.wrappedValue = false }, details: details,
                complete: complete, cancel: cancel))
    }
}

extension ViewHost {
    /// Chooses `urls` in the file importer or mover a reachable view presents, as a person
    /// picking them and confirming does: the view's handler gets them (the first, where it
    /// takes one file) and its binding turns false. Returns `false` when none is presented.
    @discardableResult
    public func completeFileDialog(with urls: [URL]) -> Bool {
        flush()
        guard let request = presentedFileDialog() else { return false }
        request.close()
        request.complete(urls)
        flush()
        return true
    }

    /// Cancels the file importer or mover a reachable view presents: its cancellation handler
    /// runs, where it has one, and its binding turns false. Returns `false` when none is
    /// presented.
    @discardableResult
    public func cancelFileDialog() -> Bool {
        flush()
        guard let request = presentedFileDialog() else { return false }
        request.close()
        request.cancel?()
        flush()
        return true
    }

    private func presentedFileDialog() -> FileDialogRequest? {
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let request = (node as? any AttributeRecording)?.recorded(FileDialogRequest.self),
                request.isPresented
            {
                return request
            }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        return nil
    }
}
