/// The lifecycle nodes a host has shown, kept by ``DifferentialCheck`` from one update to the
/// next: those outside lazy containers are predicted exactly, those inside appear only while
/// their row is in view (G29, D17), which the rules cannot tell, so for them the check holds
/// the host to alternation instead: an identity appears only when not shown, disappears only
/// when shown, and one that left the tree has disappeared.
struct LifecycleState {
    /// The identities outside lazy containers shown after the last update.
    var mounted: Set<String> = []
    /// The identities inside lazy containers shown after the last update.
    var lazyShown: Set<String> = []
    /// Every identity inside a lazy container seen so far.
    private var lazyIdentities: Set<String> = []

    /// Whether an event (`appear 5@1`) is about an identity inside a lazy container.
    func isLazy(_ event: String) -> Bool {
        lazyIdentities.contains(Self.identity(event))
    }

    private static func identity(_ event: String) -> String {
        String(event.split(separator: " ", maxSplits: 1).last ?? "")
    }

    /// Follows the events of one update for the identities inside lazy containers; a message
    /// when they do not alternate or one that left the tree is still shown.
    mutating func checkLazy(_ events: [String], expectation: FuzzOracle.Expectation) -> String? {
        lazyIdentities.formUnion(expectation.lazyLifecycles)
        for event in events {
            let identity = Self.identity(event)
            guard lazyIdentities.contains(identity) else { continue }
            if event.hasPrefix("appear") {
                guard lazyShown.insert(identity).inserted else {
                    return
                        "\(identity), in a lazy row, appeared again without disappearing: \(events)"
                }
            } else if lazyShown.remove(identity) == nil {
                return "\(identity), in a lazy row, disappeared without having appeared: \(events)"
            }
        }
        let gone = lazyShown.subtracting(expectation.lazyLifecycles)
        if !gone.isEmpty {
            return "\(gone.sorted()) left the tree but did not disappear: \(events)"
        }
        return nil
    }
}
