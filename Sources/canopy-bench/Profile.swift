import Canopy

/// The steps `--profile` can isolate, for a profiler told to collect only inside
/// `profileStep` (callgrind: `--toggle-collect='*profileStep*'`).
enum ProfileStep: String, CaseIterable {
    case mount, render, leaf, env, teardown, tap, baseline
    /// A second mount of the same tree in the process: what a mount costs once the runtime's
    /// one-time work for these types (metadata, conformance lookups, per-class caches) is done.
    case remount
}

/// Runs `body`; the one function a profiler collects in.
@inline(never)
func profileStep(_ body: () throws -> Void) rethrows {
    try body()
}

/// Sets up a tree of `levels` levels, with or without preferences, and runs `step` once inside
/// ``profileStep(_:)``.
@MainActor
func runProfile(_ step: ProfileStep, levels: Int, preferences: Bool) throws {
    let tree =
        preferences
        ? FanoutTree(levels: levels, flavor: WithPreferences.self)
        : FanoutTree(levels: levels, flavor: WithoutPreferences.self)
    let leaves = leavesInTree(levels: levels)
    Probe.target(ordinal: leaves / 2, levels: levels)
    var host: ViewHost?
    switch step {
    case .mount:
        profileStep { host = tree.makeHost() }
    case .remount:
        host = tree.makeHost()
        host = nil
        profileStep { host = tree.makeHost() }
    case .baseline:
        profileStep { sink &+= Baseline(levels: levels).render().utf8.count }
        return
    case .teardown:
        host = tree.makeHost()
        profileStep { host = nil }
        return
    default:
        host = tree.makeHost()
    }
    let mounted = host.unsafelyUnwrapped
    switch step {
    case .mount, .remount, .baseline, .teardown: break
    case .render: profileStep { sink &+= mounted.render().utf8.count }
    case .leaf:
        let bump = tree.bump().unsafelyUnwrapped
        profileStep {
            for _ in 0..<100 {
                bump()
                mounted.flush()
            }
        }
    case .env:
        profileStep {
            mounted.colorScheme = .dark
            mounted.flush()
        }
    case .tap:
        let title = leafTitle(
            label: Probe.targetLabel, index: Probe.targetIndex, depth: levels - 1, dark: false,
            taps: 0)
        try profileStep { _ = try mounted.tap(title) }
    }
}
