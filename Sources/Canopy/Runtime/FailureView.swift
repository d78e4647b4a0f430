/// What a view whose body cannot run renders instead: a clearly marked error line, so the rest
/// of the tree keeps working (E11).
struct FailureView: View, LeafPrimitive {
    typealias Body = Never
    let message: String

    func renderTitle() -> String { "⚠︎ error: \(message)" }
}

extension _ViewNode {
    /// Records `message` as a diagnostic naming this view and shows an error node in place of
    /// the body; as the host asks (``ViewFailureHandling``), the running test fails with it
    /// first, or the process stops as SwiftUI's does.
    func showFailure(_ message: String, kind: Diagnostic.Kind = .missingEnvironmentObject) {
        let reporting = graph.failureReporting
        if reporting.viewFailures == .trap { fatalError(message) }
        let path = path
        if graph.record(Diagnostic(kind: kind, message: message, viewPath: path)),
            reporting.viewFailures == .failTest
        {
            TestIssues.record(
                "\(message)\nThe view: \(path). (A host made with `viewFailures: .errorNode` shows an error node instead.)",
                at: reporting.location)
        }
        reconcileSingleChild(FailureView(message: message))
    }
}

extension ViewGraph {
    /// Records that views kept nesting below `node` past ``depthLimit``, naming the views that
    /// repeat, and returns the error node's message.
    func reportUnboundedNesting(below node: _ViewNode) -> String {
        // The repeating views are the named ones just above the limit, shortest period first.
        var names: [String] = []
        var cursor: _ViewNode? = node
        while let current = cursor, names.count < 64 {
            if let component = current.pathComponent { names.append(component) }
            cursor = current.parent
        }
        names.reverse()
        var cycle = names
        for period in 1...max(1, names.count / 2) {
            let tail = names.suffix(period)
            let before = names.dropLast(period).suffix(period)
            if Array(tail) == Array(before) {
                cycle = Array(tail)
                break
            }
        }
        let message =
            "Views kept nesting past \(depthLimit) levels and were cut off; the repeating views are \(cycle.joined(separator: " → "))"
        record(
            Diagnostic(
                kind: .unboundedRecursion, message: message,
                viewPath: "…/" + names.suffix(8).joined(separator: "/")))
        return message
    }
}
