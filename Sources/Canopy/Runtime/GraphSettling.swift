/// Work a feature does at the end of an update, once no view is waiting to run: focus moves
/// after the views that take it exist, and focused values are resolved from the publishers the
/// update left. Settling may invalidate views; the same flush then updates them and settles
/// again, within the flush's pass limit.
@MainActor
protocol GraphSettling: AnyObject {
    /// Whether ``settle()`` has anything to do.
    var needsSettling: Bool { get }
    /// Does the work.
    func settle()
}
