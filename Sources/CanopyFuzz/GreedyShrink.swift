/// The loop both shrinkers share: take the first smaller candidate that still fails and start
/// again from it, until no candidate does or `budget` candidates were tried.
@MainActor
enum GreedyShrink {
    static func run<Case>(
        _ start: Case, budget: Int, candidates: (Case) -> [Case], fails: (Case) -> Bool
    ) -> Case {
        var best = start
        var tried = 0
        var improved = true
        while improved && tried < budget {
            improved = false
            for candidate in candidates(best) {
                tried += 1
                if fails(candidate) {
                    best = candidate
                    improved = true
                    break
                }
                if tried >= budget { break }
            }
        }
        return best
    }
}
