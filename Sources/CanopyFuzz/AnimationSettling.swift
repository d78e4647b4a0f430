import Canopy

/// The end of a case that animates: the clock runs, frame by frame, until nothing animates
/// (D38), with the values sampled and the completions counted on the way (see
/// ``AnimationWatch``).
@MainActor
enum AnimationSettling {
    /// The most frames a case's animations may take to end once its steps are done: ten
    /// seconds, several times the longest animation a case makes.
    static let limit = 600

    /// Advances `host` until it no longer animates; a message when it never stops, a value
    /// turns back, or a completion runs twice.
    static func settle(_ host: ViewHost, watch: AnimationWatch) -> String? {
        var frames = 0
        while host.isAnimating {
            if frames == limit {
                return """
                    D38: still animating \(limit / 60) s after the last step: an animation never ends
                    \(host.render())
                    """
            }
            host.advanceTime(by: 1.0 / 60)
            frames += 1
            if let message = watch.sample(host) ?? watch.checkCompletions(settled: false) {
                return message
            }
        }
        return nil
    }
}
