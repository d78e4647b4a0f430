/// One stage of a graph's update: evaluation, preferences, post-update actions, settling
/// features (focus) — and layout next. A flush runs the registered passes in order, again and
/// again, until none is pending; each pass owns its state, says when it has work, drops it when
/// a runaway update is cut off (D7), lets go of it when the graph is torn down, and checks it
/// against the mounted views. Adding a stage is adding a type that conforms and registering it
/// (``ViewGraph/register(_:)``).
@MainActor
protocol GraphPass: AnyObject {
    /// Whether the pass has work.
    var isPending: Bool { get }
    /// Whether the pass looks at the views as they are, so it runs only once no view is
    /// waiting to be evaluated (focus moves to views that exist).
    var runsOnCurrentViews: Bool { get }
    /// Does the work.
    func run()
    /// A runaway update is cut off: drops the pending work; returns the paths of the views that
    /// were still waiting, for the diagnostic.
    func cutOff() -> [String]
    /// The graph is going away: lets go of everything, running nothing.
    func tearDown()
    /// Adds a problem for every record that disagrees with the mounted views.
    func checkInvariants(into problems: inout [String])
}

extension GraphPass {
    var runsOnCurrentViews: Bool { false }
    func cutOff() -> [String] { [] }
    func tearDown() {}
    func checkInvariants(into problems: inout [String]) {}
}
