/// What a host does when a view's body cannot run: a view reads an environment object no
/// ancestor supplied (E11), or a style's body sets the style that draws it.
///
/// SwiftUI stops the app. A host in a test records the failure as an issue of the running test
/// by default, so a test of that view fails and names the type and the view, while the other
/// tests go on; outside a test the view shows an error node and a ``Diagnostic``.
public enum ViewFailureHandling: Sendable, Hashable {
    /// Records an issue in the running test, where the test process links `CanopyTesting`
    /// (Swift Testing), and shows the error node with a diagnostic. Outside a test: only the
    /// error node and the diagnostic.
    case failTest
    /// Shows the error node and records a diagnostic: for a test that checks the error itself.
    case errorNode
    /// Stops the process with the failure's message, as SwiftUI does.
    case trap
}

/// How a host's graphs report what goes wrong in them: the handling of view failures and
/// where the host was created, which a recorded test issue points at.
struct FailureReporting {
    var viewFailures: ViewFailureHandling = .failTest
    var location: _SourceLocation?
}
