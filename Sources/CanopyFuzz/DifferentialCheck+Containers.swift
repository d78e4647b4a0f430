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

    /// Selects tab `tab` of the `occurrence`-th reachable tab view node `node` made, through
    /// the host, as a person does; nothing when none is reachable (C10).
    static func selectTab(
        _ tab: Int, of node: Int, occurrence: Int, on host: ViewHost, oracle: inout FuzzOracle,
        expectation: FuzzOracle.Expectation
    ) throws {
        let labels = expectation.tabs.keys.filter {
            $0.hasPrefix("K\(node)@") && $0.hasSuffix("#\(tab)")
        }.sorted()
        guard !labels.isEmpty else {
            host.flush()
            return
        }
        let label = labels[occurrence % labels.count]
        if let target = expectation.tabs[label] { oracle.apply(target) }
        try host.selectTab(label)
    }
}
