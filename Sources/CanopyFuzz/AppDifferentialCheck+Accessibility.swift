import Canopy

extension Run {
    /// Each window's incrementally kept accessibility tree against the fresh launch's
    /// (issue 39). The two apps render the same bytes, frames included, before this is
    /// asked, so reading order (A2, D76) has the same places to follow and the trees must be
    /// equal line for line, lists and their rows included. Reading the updated app's trees
    /// after every step is what keeps them incrementally (D80).
    static func accessibilityDifference(fresh: AppHost, updated: AppHost) -> String? {
        for (expected, actual) in zip(fresh.windows, updated.windows) {
            let expectedTree = expected.host.renderAccessibility()
            let actualTree = actual.host.renderAccessibility()
            guard expectedTree != actualTree else { continue }
            return """
                window \(actual.number)'s accessibility tree differs from a fresh launch's
                --- fresh launch
                \(expectedTree)
                --- updated app
                \(actualTree)
                """
        }
        return nil
    }
}
