import Canopy

/// Launches a new app host that reaches the state the oracle describes, without replaying the
/// steps that led there: the app's state, its store, `@AppStorage` and every view's state
/// start from the oracle's values (as initial values and property defaults), and the windows
/// are opened, focused, phased and made key through the host's own API.
///
/// Windows get their numbers in opening order, so a number the incrementally driven app gave a
/// window since closed is taken by a window of the first group that is closed again. That
/// window mounts and unmounts state of its own; nothing of it is left to compare.
@MainActor
enum FuzzFreshLaunch {
    /// The new host, or why it could not reach the state.
    static func launch(_ model: FuzzAppModel) throws -> AppHost {
        let context = FuzzAppContext(spec: model.spec, values: model.values)
        context.windowNumbers = [1]
        let host = AppHost(FuzzApp(context: context), platform: model.spec.platform)
        var wanted: [Int: FuzzAppModel.Window] = [:]
        for window in model.windows { wanted[window.number] = window }
        let last = model.windows.last?.number ?? 1
        if last >= 2 {
            for number in 2...last {
                let scene = wanted[number]?.scene ?? .main
                context.windowNumbers = [number]
                if scene == .settings {
                    try host.openSettings()
                } else {
                    try host.openWindow(id: scene.rawValue)
                }
            }
        }
        for window in host.windows where wanted[window.number] == nil {
            host.closeWindow(window)
        }
        guard context.windowNumbers.isEmpty, context.unexpectedMounts == 0,
            host.windows.map(\.number) == model.windows.map(\.number)
        else {
            throw LaunchFailure(
                "the fresh launch opened windows \(host.windows.map(\.number)), expected \(model.windows.map(\.number))"
            )
        }
        for window in model.windows {
            if let focus = window.focus { try host.window(window.number).focus("F" + focus) }
        }
        for window in model.windows where window.phase == .background {
            if let open = host.windows.first(where: { $0.number == window.number }) {
                host.setPhase(.background, of: open)
            }
        }
        if let key = model.key, let open = host.windows.first(where: { $0.number == key }) {
            host.makeKey(open)
        }
        for window in model.windows {
            guard let open = host.windows.first(where: { $0.number == window.number }),
                open.host.scenePhase != window.phase.scenePhase
            else { continue }
            host.setPhase(window.phase.scenePhase, of: open)
        }
        return host
    }

    /// A state the fresh launch could not reach.
    struct LaunchFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
