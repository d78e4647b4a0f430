import CanopyRuntimeShims

/// A place in a source file: where a host was created, so an issue a test records on its
/// account points at the test's own line.
public struct _SourceLocation: Sendable, Hashable {
    /// The file as `#fileID` names it (`MyAppTests/ScreenTests.swift`).
    public var fileID: String
    /// The file's path, as `#filePath` gives it.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// A location as the `#fileID`, `#filePath`, `#line` and `#column` of a call give it.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// A test library's way of failing the running test, adopted by `CanopyTesting` and found at
/// run time: Canopy itself links no test library, so an app built with it does not either.
public protocol _TestIssueRecorder {
    /// Records `message` as an issue of the running test, at `location`.
    @MainActor static func recordIssue(_ message: String, at location: _SourceLocation)
}

/// Marks a process whose broken graph invariants must stop it (Canopy's own test targets and
/// `canopy-fuzz`): there a broken invariant is a Canopy bug to catch at once. Everywhere else
/// it fails the running test, or is a diagnostic.
public protocol _TrapsOnBrokenGraphInvariants {}

/// The running process's test support, looked up once among the loaded modules' conformances.
@MainActor
enum TestIssues {
    /// `CanopyTesting`'s recorder, when the process links it.
    static let recorder: (any _TestIssueRecorder.Type)? =
        RuntimeConformances.types(conformingTo: canopy_test_issue_recorder_descriptor())
        .compactMap { $0 as? any _TestIssueRecorder.Type }.first

    /// Whether a module of the process asks broken invariants to trap.
    static let trapsOnBrokenInvariants =
        !RuntimeConformances.types(conformingTo: canopy_traps_on_broken_invariants_descriptor())
        .isEmpty

    /// Records `message` as an issue of the running test; `false` when no test library
    /// records issues in this process.
    @discardableResult
    static func record(_ message: String, at location: _SourceLocation?) -> Bool {
        guard let recorder else { return false }
        recorder.recordIssue(
            message,
            at: location
                ?? _SourceLocation(fileID: "Canopy", filePath: "Canopy", line: 1, column: 1))
        return true
    }
}
