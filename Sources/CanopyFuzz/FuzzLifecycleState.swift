/// The lifecycle nodes a host has shown, kept by ``DifferentialCheck`` from one update to the
/// next: those outside lazy containers are predicted exactly, those inside appear only while
/// their row is in view (G29, D17), which the rules cannot tell, so for them the check holds
/// the host to alternation instead: an identity appears only when not shown, disappears only
/// when shown, and one that left the tree has disappeared.
///
/// In a case that animates, a view removed under an animation is held until its transition
/// ends and disappears then (D34): the check follows every identity the same way, and holds
/// the host to the prediction once nothing animates.
struct LifecycleState {
    /// Whether the case animates: appear and disappear are followed by ``follow(_:expectation:settled:)``.
    var animates = false
    /// The value each `onChange` node that left while something animated last saw: it may be
    /// held, and seen again if it comes back (D34).
    var heldObserved: [String: Int] = [:]
    /// How many times each identity outside lazy containers is shown, in a case that animates.
    private var shown: [String: Int] = [:]
    /// The identities outside lazy containers shown after the last update.
    var mounted: Set<String> = []
    /// The identities inside lazy containers shown after the last update (each once: a view
    /// inserted again while held comes back without appearing, D34).
    var lazyShown: [String: Int] = [:]
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
    mutating func checkLazy(
        _ events: [String], expectation: FuzzOracle.Expectation, settled: Bool = true
    ) -> String? {
        lazyIdentities.formUnion(expectation.lazyLifecycles)
        for event in events {
            let identity = Self.identity(event)
            guard lazyIdentities.contains(identity) else { continue }
            if event.hasPrefix("appear") {
                let count = lazyShown[identity, default: 0] + 1
                guard count == 1 else {
                    return
                        "\(identity), in a lazy row, appeared again without disappearing: \(events)"
                }
                lazyShown[identity] = count
            } else if let count = lazyShown[identity] {
                lazyShown[identity] = count == 1 ? nil : count - 1
            } else {
                return "\(identity), in a lazy row, disappeared without having appeared: \(events)"
            }
        }
        let gone = Set(lazyShown.keys).subtracting(expectation.lazyLifecycles)
        // While something animates, a row that left may be held for its transition (D34).
        if settled && !gone.isEmpty {
            return "\(gone.sorted()) left the tree but did not disappear: \(events)"
        }
        return nil
    }

    /// Follows the events of one update in a case that animates: appear and disappear
    /// alternate per identity, every view in the tree has appeared, and once nothing animates
    /// the shown identities are exactly the predicted ones (a held view disappeared when it
    /// left). A message when they are not.
    mutating func follow(
        _ events: [String], expectation: FuzzOracle.Expectation, settled: Bool
    ) -> String? {
        let limit = 1
        for event in events {
            let identity = Self.identity(event)
            if event.hasPrefix("appear") {
                let count = shown[identity, default: 0] + 1
                if count > limit {
                    return
                        "D34: \(identity) appeared again while still shown (a view inserted again while held for its removal comes back without appearing): \(events)"
                }
                shown[identity] = count
            } else {
                guard let count = shown[identity] else {
                    return "\(identity) disappeared without having appeared: \(events)"
                }
                shown[identity] = count == 1 ? nil : count - 1
            }
        }
        let missing = expectation.lifecycles.filter { shown[$0] == nil }
        if !missing.isEmpty {
            return "\(missing.sorted()) are in the tree but did not appear: \(events)"
        }
        if settled {
            let wrong = shown.filter { !expectation.lifecycles.contains($0.key) || $0.value != 1 }
            if !wrong.isEmpty {
                return
                    "once nothing animates, \(wrong.keys.sorted()) left the tree without disappearing, or are shown twice: \(events)"
            }
        }
        return nil
    }
}
