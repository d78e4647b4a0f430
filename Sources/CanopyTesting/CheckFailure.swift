import Canopy
import Foundation
import Testing

/// Where ``expectText(_:_:sourceLocation:)``, `expectRendered` and `expectSnapshot` report a
/// failed check: a Swift Testing issue at the caller's line, or, while
/// ``capturingCheckFailures(isolation:_:)`` runs, a list its caller reads. Canopy's own tests
/// of those checks read what a failure says from the list, so a passing run's log holds no
/// diff that reads like a real failure.
package enum CheckFailure {
    /// The failures reported while a capture runs, in order. Checks may report from any
    /// thread of the task that captures, so the list is behind a lock.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []

        func append(_ message: String) { lock.withLock { messages.append(message) } }

        var all: [String] { lock.withLock { messages } }
    }

    /// The capture the running task's checks report to, if any.
    @TaskLocal static var captured: Captured?

    /// Reports a failed check: records `message` as an issue at `sourceLocation`, or adds it
    /// to the running capture.
    package static func report(_ message: String, sourceLocation: SourceLocation) {
        if let captured {
            captured.append(message)
        } else {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

/// Runs `body` and returns what the checks in it reported (a line diff, a snapshot recorded),
/// in order, instead of recording issues: for tests of the checks themselves, which assert on
/// what a failure says without a passing run printing it.
package func capturingCheckFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () throws -> Void
) rethrows -> [String] {
    let captured = CheckFailure.Captured()
    try CheckFailure.$captured.withValue(captured) { try body() }
    return captured.all
}
