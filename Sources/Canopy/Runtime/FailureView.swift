/// What a view whose body cannot run renders instead: a clearly marked error line, so the rest
/// of the tree keeps working (E11).
struct FailureView: View, LeafPrimitive {
    typealias Body = Never
    let message: String

    func renderTitle() -> String { "⚠︎ error: \(message)" }
}

extension _ViewNode {
    /// Records `message` as a diagnostic naming this view and shows an error node in place of
    /// the body; in strict mode it traps, as SwiftUI does.
    func showFailure(_ message: String) {
        if graph.isStrict { fatalError(message) }
        graph.record(Diagnostic(kind: .missingEnvironmentObject, message: message, viewPath: path))
        reconcileSingleChild(FailureView(message: message))
    }
}
