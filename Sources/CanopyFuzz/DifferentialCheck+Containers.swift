import Canopy

extension DifferentialCheck {
    /// What the updated host collects against a fresh mount with the same rendering: its
    /// containers' values, then its accessibility tree.
    static func compareCollected(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        compareContainers(host, fresh) ?? compareAccessibility(host, fresh)
    }

    /// What the updated host's containers collect against a fresh mount's, through the host
    /// API: the toolbar items (C1, D50), the front-most sheet's detent and offered detents
    /// (C14, D53); `nil` when they agree.
    static func compareContainers(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        var expected = FuzzContainerValues(fresh, tree: "")
        AppDifferentialCheck.freshValuesHook?(&expected)
        var actual = FuzzContainerValues(host, tree: "")
        AppDifferentialCheck.collectedValuesHook?(&actual)
        guard expected != actual else { return nil }
        return """
            the updated host's containers collect other values than a fresh mount's (C1–C14)
              fresh mount:  \(expected)
              updated host: \(actual)
            """
    }
}
