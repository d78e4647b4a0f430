import Canopy
import Testing

/// Fails the running Swift Testing test when Canopy reports a failure only a test should see:
/// a view whose body cannot run (a missing environment object, E11) or a broken graph
/// invariant. Canopy finds this type at run time in any test process that links
/// `CanopyTesting`; the issue points at the line that made the host.
enum SwiftTestingIssueRecorder: _TestIssueRecorder {
    static func recordIssue(_ message: String, at location: _SourceLocation) {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line,
                column: location.column))
    }
}
