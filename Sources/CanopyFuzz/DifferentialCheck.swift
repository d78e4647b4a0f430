import Canopy

/// Mounts a generated case, applies its steps one by one, and after the mount and every step
/// compares the incrementally updated host with what the rules predict (``FuzzOracle``) and
/// with a fresh mount of the same state:
///
/// - the texts, in tree order, are the predicted ones (values read from the environment, state,
///   objects and preferences);
/// - the visible buttons are the predicted ones;
/// - `onAppear`/`onDisappear` ran exactly for the identities that entered and left, every
///   disappear before any appear (L3, D3), and `onChange` exactly for the values that changed
///   (L4);
/// - the host recorded no diagnostic (no update loop, no order violation);
/// - a fresh host mounted with the same state renders the same bytes (environment, preferences)
///   and its containers collect the same values (toolbar items, detents: issue 40).
///
/// A case that animates (``FuzzCase/usesAnimations``) is held to the same checks whenever
/// nothing animates after a step; while something does, to those that do not depend on time
/// (the views held for their removal left out of the texts, D34; appear and disappear
/// alternating, the disappear of a held view coming when it leaves); and at its end the clock
/// runs until every animation has ended, then everything is checked, completions included
/// (see ``AnimationWatch`` and ``AnimationSettling``).
@MainActor
public enum DifferentialCheck {
    /// Where and how a case went wrong.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The step after which the check failed (0 is the mount, 1 the first step).
        public let step: Int
        /// What differed.
        public let message: String

        /// `after step 3: …`.
        public var description: String {
            (step == 0 ? "after mounting" : "after step \(step)") + ": " + message
        }
    }

    // Frames too: an updated host must lay out exactly as a fresh mount does (D10, G5).
    static let options = RenderOptions(
        showsEnvironment: true, showsPreferences: true, showsFrames: true,
        showsModifierFrames: true)

    /// Runs `fuzzCase`; `nil` when every comparison held.
    public static func run(_ fuzzCase: FuzzCase) -> Failure? {
        let world = FuzzWorld()
        let context = FuzzHostContext(world: world)
        var oracle = FuzzOracle()
        let host = ViewHost(FuzzRoot(fuzzCase.root, context: context))
        host.checksUpdateOrder = true
        var expectation = oracle.predict(fuzzCase.root, world: world)
        var lifecycles = LifecycleState()
        lifecycles.animates = fuzzCase.usesAnimations
        var observed: [String: Int] = [:]
        let watch = AnimationWatch(root: fuzzCase.root)
        for index in 0...fuzzCase.steps.count {
            if index > 0 {
                let step = fuzzCase.steps[index - 1]
                let wasAnimating = host.isAnimating
                do {
                    if case .advance(let frames, let sampled) = step {
                        if let message = advance(
                            host, frames: frames, sampled: sampled, watch: watch)
                        {
                            return Failure(step: index, message: message)
                        }
                    } else {
                        watch.changeWillApply(step, hostWasAnimating: host.isAnimating)
                        context.births = []
                        try apply(
                            step, number: index, to: host, world: world, oracle: &oracle,
                            expectation: expectation, watch: watch)
                    }
                } catch {
                    return Failure(step: index, message: "\(step) could not be applied: \(error)")
                }
                // What was held before the step may come back in it, even when the step
                // ends every animation (a view shown again without animation stops leaving):
                // its state is kept through the first prediction, and dropped after it only
                // when nothing animates any more.
                let mayHold = fuzzCase.usesAnimations && (wasAnimating || host.isAnimating)
                let holds = fuzzCase.usesAnimations && host.isAnimating
                expectation = oracle.predict(fuzzCase.root, world: world, keepingLeft: mayHold)
                // A view held for its removal and shown again comes back with its state (D34):
                // one whose storage was not made again in this update.
                let back = Set(oracle.leftStates.keys).intersection(expectation.stateful)
                if !back.isEmpty {
                    oracle.bringBack(back.subtracting(context.births), mounted: back)
                }
                if !back.isEmpty || mayHold != holds {
                    expectation = oracle.predict(fuzzCase.root, world: world, keepingLeft: holds)
                }
            }
            let settled = !host.isAnimating
            if let message = compare(
                host: host, context: context, expectation: expectation, lifecycles: &lifecycles,
                observed: &observed, isMount: index == 0, settled: settled)
                ?? watch.checkCompletions(settled: false)
            {
                return Failure(step: index, message: message)
            }
            if settled,
                let message = compareWithFreshMount(
                    host, fuzzCase.root, world: world, oracle: oracle)
            {
                return Failure(step: index, message: message)
            }
        }
        guard fuzzCase.usesAnimations else { return nil }
        // Every animation runs to its end; then nothing may be left mid-way or behind.
        let end = fuzzCase.steps.count
        if let message = AnimationSettling.settle(host, watch: watch) {
            return Failure(step: end, message: message)
        }
        if let message = compare(
            host: host, context: context, expectation: expectation, lifecycles: &lifecycles,
            observed: &observed, isMount: false, settled: true)
            ?? watch.checkCompletions(settled: true)
            ?? compareWithFreshMount(host, fuzzCase.root, world: world, oracle: oracle)
        {
            return Failure(step: end, message: "once every animation ended: " + message)
        }
        return nil
    }

    /// Lets `frames` sixtieths of a second pass: at once, or one frame at a time with the
    /// animating values sampled after each.
    private static func advance(_ host: ViewHost, frames: Int, sampled: Bool, watch: AnimationWatch)
        -> String?
    {
        guard sampled else {
            host.advanceTime(by: Double(frames) / 60)
            return nil
        }
        for _ in 0..<frames {
            host.advanceTime(by: 1.0 / 60)
            if let message = watch.sample(host) ?? watch.checkCompletions(settled: false) {
                return message
            }
        }
        return nil
    }

    private static func apply(
        _ step: FuzzStep, number: Int, to host: ViewHost, world: FuzzWorld,
        oracle: inout FuzzOracle, expectation: FuzzOracle.Expectation, watch: AnimationWatch
    ) throws {
        switch step {
        case .animated(let animation, let inner, let completion):
            // Outside changes are made in the transaction and the host updates after it, as
            // a program's `withAnimation { model.value += 1 }`; a tap runs in it whole.
            let isOutside = world.isOutside(inner)
            func body() throws {
                if isOutside {
                    world.apply(inner)
                } else {
                    try apply(
                        inner, number: number, to: host, world: world, oracle: &oracle,
                        expectation: expectation, watch: watch)
                }
            }
            if completion {
                try withAnimation(
                    animation.animation, body, completion: watch.completion(for: number))
            } else {
                try withAnimation(animation.animation, body)
            }
            if isOutside { host.flush() }
        case .advance(let frames, _):
            host.advanceTime(by: Double(frames) / 60)
        case .root(let name):
            oracle.apply(.root(name))
            try host.tap("R\(name)")
        case .combined:
            oracle.applyCombined()
            try host.tap("Rx")
        case .tap(let node, let occurrence):
            // Of a lazy container's buttons, only those in rows in view can be tapped.
            let prefixes = ["L", "B", "S"].map { "\($0)\(node)@" }
            let shown = Set(host.controls(.button))
            let candidates = expectation.buttons.merging(
                expectation.optionalButtons.filter { shown.contains($0.key) }
            ) { required, _ in required }
            let labels = candidates.keys.filter { label in
                prefixes.contains { label.hasPrefix($0) }
            }.sorted()
            guard !labels.isEmpty else {
                host.flush()
                return
            }
            let label = labels[occurrence % labels.count]
            if let target = candidates[label] { oracle.apply(target) }
            try host.tap(label)
        case .object, .environmentObject, .model, .batch:
            world.apply(step)
            host.flush()
        case .selectTab(let node, let tab, let occurrence):
            try selectTab(
                tab, of: node, occurrence: occurrence, on: host, oracle: &oracle,
                expectation: expectation)
        case .pick(let node, let option, let tapsSegment, let occurrence):
            try pick(
                option, of: node, tapsSegment: tapsSegment, occurrence: occurrence, on: host,
                oracle: &oracle, expectation: expectation)
        case .accessibility(let operation, let occurrence):
            try operateAccessibility(
                operation, occurrence: occurrence, on: host, oracle: &oracle,
                expectation: expectation)
        }
    }

    private static func compare(
        host: ViewHost, context: FuzzHostContext, expectation: FuzzOracle.Expectation,
        lifecycles: inout LifecycleState, observed: inout [String: Int], isMount: Bool,
        settled: Bool
    ) -> String? {
        if !host.diagnostics.isEmpty {
            return "diagnostics: " + host.diagnostics.map(\.description).joined(separator: "; ")
        }
        // Every body that ran saw the state the update ended in, and belongs to a view still
        // in the tree: a parent ran before its children (L3, D3, E7).
        let reads = context.reads
        context.reads = []
        for read in reads {
            guard let expected = expectation.readings[read.identity] else {
                return
                    "the body of \(read.identity) ran, but that view is not in the tree after the update"
            }
            if expected != read.reading {
                return
                    "the body of \(read.identity) saw \(read.reading), but the update ends with \(expected): a state that never existed"
            }
        }
        // From the mount on, the accessibility tree is kept incrementally; the invariant check
        // compares every node's cached items with a recomputation (issue 39).
        if isMount { host._beginKeepingAccessibility() }
        let inconsistencies = host._checkInvariants()
        if !inconsistencies.isEmpty {
            return "graph invariants: " + inconsistencies.joined(separator: "; ")
        }
        // Views held for their removal transition are shown until they leave (D34).
        let rendered = AnimationWatch.withoutHeldViews(host.render())
        let texts = renderedTexts(rendered)
        if !FuzzTextPattern.matches(expectation.texts, texts) {
            return
                "texts differ from the rules\n  expected: \(FuzzTextPattern.describe(expectation.texts))\n  actual:   \(texts)\n"
                + rendered
        }
        // A lazy container's buttons are shown only in rows in view.
        let buttons = Set(host.controls(.button)).subtracting(["R1", "R2", "Rx"])
        let required = Set(expectation.buttons.keys)
        if !required.isSubset(of: buttons)
            || !buttons.isSubset(of: required.union(expectation.optionalButtons.keys))
        {
            return
                "buttons differ: expected \(required.sorted()) and some of \(expectation.optionalButtons.keys.sorted()), got \(buttons.sorted())"
        }
        // Appear and disappear: exactly the identities that entered and left, disappears first.
        let allEvents = context.events
        context.events = []
        if let message = lifecycles.checkLazy(allEvents, expectation: expectation, settled: settled)
        {
            return message
        }
        let events = allEvents.filter { !lifecycles.isLazy($0) }
        if lifecycles.animates {
            // A view removed under an animation disappears when its transition ends (D34).
            if let message = lifecycles.follow(events, expectation: expectation, settled: settled) {
                return message
            }
        } else {
            let disappeared = lifecycles.mounted.subtracting(expectation.lifecycles)
            let appeared = expectation.lifecycles.subtracting(lifecycles.mounted)
            let expectedEvents = Set(
                disappeared.map { "disappear " + $0 } + appeared.map { "appear " + $0 })
            if events.count != expectedEvents.count || Set(events) != expectedEvents {
                return "appear/disappear: expected \(expectedEvents.sorted()), got \(events)"
            }
        }
        if let firstAppear = allEvents.firstIndex(where: { $0.hasPrefix("appear") }),
            allEvents[firstAppear...].contains(where: { $0.hasPrefix("disappear") })
        {
            return "D3: an onDisappear ran after an onAppear in one update: \(allEvents)"
        }
        lifecycles.mounted = expectation.lifecycles
        // onChange: once per identity whose value changed, never on first appearance.
        let changes = context.changes
        context.changes = []
        var expectedChanges: [String] = []
        var possibleChanges: Set<String> = []
        for (identity, value) in expectation.observedValues {
            if let old = observed[identity] {
                if old != value { expectedChanges.append("change \(identity) \(old) \(value)") }
            } else if let kept = lifecycles.heldObserved.removeValue(forKey: identity),
                kept != value
            {
                // Back while still held for its removal, it is the same view and sees the
                // change since it left (D34); back after it left, it is a new one and does
                // not. The check does not time transitions, so it takes either.
                possibleChanges.insert("change \(identity) \(kept) \(value)")
            }
        }
        // Inside a lazy container a change is seen only by a loaded row, and only for the
        // value the update ends in.
        var strictChanges: [String] = []
        for change in changes where !possibleChanges.contains(change) {
            let parts = change.split(separator: " ")
            guard parts.count == 4, let value = expectation.lazyObservedValues[String(parts[1])]
            else {
                strictChanges.append(change)
                continue
            }
            if parts[3] != "\(value)" || parts[2] == parts[3] {
                return "onChange in a lazy row: \(change), but the value is \(value)"
            }
        }
        if strictChanges.sorted() != expectedChanges.sorted() {
            return "onChange: expected \(expectedChanges.sorted()), got \(changes)"
        }
        if lifecycles.animates {
            // A view that leaves while something animates may be held and come back (D34).
            for (identity, value) in observed where expectation.observedValues[identity] == nil {
                lifecycles.heldObserved[identity] = value
            }
            if settled { lifecycles.heldObserved = [:] }
        }
        observed = expectation.observedValues
        return nil
    }
}
