import Canopy
import Foundation
import Testing

/// How a snapshot renders a host: the tree (with its options; frames with
/// ``RenderOptions/showsFrames``), the window as a person sees it, the laid-out window on a
/// character grid, or the DOT and JSON flow graphs.
public enum SnapshotFormat: Sendable {
    /// ``ViewHost/render(_:)`` (an app: every window, ``AppHost/render(_:)``).
    case tree(RenderOptions = RenderOptions())
    /// ``ViewHost/renderScreen(ascii:)`` (an app: every window framed, as a person sees it).
    case screen
    /// The Graphviz graph (``RenderFormat/dot``).
    case dot
    /// The JSON document (``RenderFormat/json``).
    case json
    /// The laid-out window on a character grid (``ViewHost/renderGrid(_:)``; an app: every
    /// window framed, drawn the same way).
    case grid(RenderOptions = RenderOptions())

    /// The tree with default options.
    public static var tree: SnapshotFormat { .tree() }

    /// The grid with default options.
    public static var grid: SnapshotFormat { .grid() }

    /// The snapshot file's extension.
    var fileExtension: String {
        switch self {
        case .tree: "tree.txt"
        case .screen: "screen.txt"
        case .dot: "dot"
        case .json: "json"
        case .grid: "grid.txt"
        }
    }
}

/// Where snapshots are kept and whether they are recorded anew.
public struct SnapshotSettings: Sendable {
    /// Writes every snapshot anew instead of comparing (also with the environment variable
    /// `CANOPY_RECORD_SNAPSHOTS=1`).
    public var record: Bool
    /// The folder for the snapshots; by default `__Snapshots__/<test file name>` next to the
    /// test file.
    public var directory: URL?

    /// Settings that compare with the files next to the test.
    public init(record: Bool = false, directory: URL? = nil) {
        self.record = record
        self.directory = directory
    }
}

/// Checks `host` against a snapshot file: the first run (or a recording run) writes the file
/// and records an issue saying so, so that a new snapshot is looked at once; later runs compare
/// and record a line diff on a mismatch. Files are named after the test function and `name`
/// (`__Snapshots__/CounterTests/increments.tree.txt`, `…/increments.after-tap.screen.txt`).
@MainActor
public func expectSnapshot(
    _ host: ViewHost, as format: SnapshotFormat = .tree, named name: String? = nil,
    settings: SnapshotSettings = SnapshotSettings(), filePath: String = #filePath,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    let text: String
    switch format {
    case .tree(let options): text = host.render(options)
    case .screen: text = host.renderScreen()
    case .dot: text = host.render(.dot)
    case .json: text = host.render(.json)
    case .grid(let options): text = host.renderGrid(options)
    }
    checkSnapshot(
        text, format: format, name: name, settings: settings, filePath: filePath,
        function: function, sourceLocation: sourceLocation)
}

/// Checks every window of `app` against a snapshot file, as the host form checks a host:
/// `.tree` and `.screen` render the app's windows (``AppHost/render(_:)``).
@MainActor
public func expectSnapshot(
    _ app: AppHost, as format: SnapshotFormat = .screen, named name: String? = nil,
    settings: SnapshotSettings = SnapshotSettings(), filePath: String = #filePath,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    let text: String
    switch format {
    case .tree(var options):
        options.windowContent = .tree
        text = app.render(options)
    case .screen: text = app.render()
    case .dot: text = app.windows.map { $0.host.render(.dot) }.joined(separator: "\n")
    case .json: text = app.windows.map { $0.host.render(.json) }.joined(separator: "\n")
    case .grid(var options):
        options.windowContent = .grid
        text = app.render(options)
    }
    checkSnapshot(
        text, format: format, name: name, settings: settings, filePath: filePath,
        function: function, sourceLocation: sourceLocation)
}

/// Compares `text` with its snapshot file, or writes the file.
func checkSnapshot(
    _ text: String, format: SnapshotFormat, name: String?, settings: SnapshotSettings,
    filePath: String, function: String, sourceLocation: SourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let directory =
        settings.directory
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    // `increments()` → `increments`; a display name's spaces and slashes become dashes.
    var base = function.split(separator: "(").first.map(String.init) ?? function
    if let name { base += "." + name }
    base = String(base.map { $0 == "/" || $0 == " " ? "-" : $0 })
    let file = directory.appendingPathComponent(base + "." + format.fileExtension)
    let record =
        settings.record || ProcessInfo.processInfo.environment["CANOPY_RECORD_SNAPSHOTS"] == "1"
    let stored = try? String(contentsOf: file, encoding: .utf8)
    guard let stored, !record else {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            CheckFailure.report(
                "Recorded the snapshot \(file.path); run the test again to compare with it.",
                sourceLocation: sourceLocation)
        } catch {
            CheckFailure.report(
                "Could not write the snapshot \(file.path): \(error)",
                sourceLocation: sourceLocation)
        }
        return
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    guard text != expected else { return }
    CheckFailure.report(
        "Snapshot \(file.lastPathComponent) differs. "
            + renderedDifference(expected: expected, actual: text),
        sourceLocation: sourceLocation)
}
