import Canopy

/// The oracle of the app check: what a generated app's state is after each step, worked out
/// from the rules without the runtime (S2, S5, S6, F5–F9, D6, D8, D9), and what every window
/// and the commands then show.
///
/// It keeps the state a fresh launch needs to reach the same place: the app's shared state and
/// store, `@AppStorage`, each window's `@SceneStorage`, the view state of mounted views (by
/// window and identity: forgotten when a view leaves, S2, L1), which windows are open, their
/// phases, the key window and each window's focused field (D9).
@MainActor
public struct FuzzAppModel {
    /// One open window.
    public struct Window: Sendable {
        /// Its number (windows are kept in number order, which is opening order).
        public let number: Int
        /// Its scene.
        public let scene: FuzzSceneID
        /// Its phase.
        public var phase: FuzzPhase
        /// The identity of its focused field, if any.
        public var focus: String?
    }

    /// One item of the `Items` menu: `nil` title where the value is not predicted.
    public struct MenuItem: Sendable {
        /// The command the item runs.
        public let command: FuzzCommand
        /// Its title, or `nil` where the value it shows is not predicted.
        public let title: String?
        /// Whether it can be chosen.
        public let isEnabled: Bool
    }

    /// The app.
    public let spec: FuzzAppSpec
    /// Every piece of state, by key (see ``FuzzKey``).
    public internal(set) var values = FuzzValues()
    /// The open windows, in number order.
    public internal(set) var windows: [Window] = []
    /// The key window's number.
    public internal(set) var key: Int?
    /// The number the next window opened gets.
    public internal(set) var nextNumber = 1
    /// What each open window shows, by number (after ``predict()``).
    public internal(set) var predictions: [Int: FuzzWindowPrediction] = [:]
    /// The `Items` menu.
    public internal(set) var menu: [MenuItem] = []

    /// The app just launched: window 1 of the first group, key.
    public init(spec: FuzzAppSpec) {
        self.spec = spec
        _ = launchWindows()
        predict()
    }

    /// The window at `position` among the open ones (modulo their count).
    public func window(at position: Int) -> Window? {
        windows.isEmpty ? nil : windows[position % windows.count]
    }

    func index(of number: Int) -> Int? { windows.firstIndex { $0.number == number } }

    /// The app's phase: `.active` if a window is, `.background` when every window is,
    /// `.inactive` otherwise (S5).
    public var appPhase: FuzzPhase {
        if windows.contains(where: { $0.phase == .active }) { return .active }
        if !windows.isEmpty && windows.allSatisfy({ $0.phase == .background }) {
            return .background
        }
        return .inactive
    }

    // MARK: Windows and key status

    private mutating func launchWindows() -> [Int] {
        windows = [Window(number: 1, scene: .main, phase: .inactive)]
        nextNumber = 2
        key = nil
        makeKey(1)
        return [1]
    }

    /// `number` becomes key; only it and the previous key change phase, and a window in the
    /// background stays there (D6).
    mutating func makeKey(_ number: Int?) {
        let previous = key
        key = number
        updatePhases([previous, number].compactMap { $0 })
    }

    /// A person used window `number`: it becomes key if it is not.
    mutating func use(_ number: Int) {
        if key != number { makeKey(number) }
    }

    mutating func updatePhases(_ numbers: [Int]) {
        for number in numbers {
            guard let index = index(of: number), windows[index].phase != .background else {
                continue
            }
            windows[index].phase = number == key ? .active : .inactive
        }
    }

    /// Opens a window of `scene` (a `Window` or Settings already open comes forward instead);
    /// returns the numbers of the windows that mount.
    mutating func open(_ scene: FuzzSceneID) -> [Int] {
        if scene == .solo || scene == .settings,
            let existing = windows.first(where: { $0.scene == scene })
        {
            makeKey(existing.number)
            return []
        }
        let number = nextNumber
        nextNumber += 1
        windows.append(Window(number: number, scene: scene, phase: .inactive))
        makeKey(number)
        return [number]
    }

    /// Closes window `number`; `newKey` is the key window the host chose (which window
    /// becomes key when the key window closes is being changed on main, so the check does not
    /// predict it), and its phase follows (D6).
    mutating func close(_ number: Int, newKey: Int?) {
        guard let index = index(of: number) else { return }
        windows.remove(at: index)
        let prefix = "w\(number)/"
        values.ints = values.ints.filter { !$0.key.hasPrefix(prefix) }
        values.bools = values.bools.filter { !$0.key.hasPrefix(prefix) }
        values.strings = values.strings.filter { !$0.key.hasPrefix(prefix) }
        predictions[number] = nil
        key = newKey
        updatePhases(newKey.map { [$0] } ?? [])
    }

    /// Sets window `number`'s phase; `.active` makes it key (D6).
    mutating func setPhase(_ phase: FuzzPhase, of number: Int) {
        guard let index = index(of: number) else { return }
        if phase == .active, key != number {
            windows[index].phase = .inactive
            makeKey(number)
        } else {
            windows[index].phase = phase
        }
    }

    /// Moves window `number`'s focus (`nil` clears it).
    mutating func setFocus(_ field: String?, in number: Int) {
        guard let index = index(of: number) else { return }
        windows[index].focus = field
    }

    /// Types `text` into `field` of window `number`: the field takes focus.
    mutating func type(_ text: String, into field: String, in number: Int) {
        setFocus(field, in: number)
        values.strings[FuzzKey.view(number, field, "text")] = text
    }

    /// The host chose `number` as the key window where the rules are being settled on main
    /// (see ``close(_:newKey:)``): phases follow as for any key change.
    mutating func adoptKey(_ number: Int?) {
        if key != number { makeKey(number) }
    }

    /// Quits and relaunches: a new app (its state and store start over), `@AppStorage` and
    /// each window's `@SceneStorage` kept, view state and focus gone, the same windows with the
    /// same numbers and key window, all in the foreground (with no window, the launch window).
    /// Returns the numbers of the windows that mount, in order.
    mutating func relaunch() -> [Int] {
        values.ints = values.ints.filter { $0.key.hasPrefix("app/k") || $0.key.contains("/@") }
        values.bools = values.bools.filter { $0.key.contains("/@") }
        values.strings = [:]
        guard !windows.isEmpty else { return launchWindows() }
        for index in windows.indices {
            windows[index].focus = nil
            windows[index].phase = .inactive
        }
        key = key ?? windows.last?.number
        updatePhases(windows.map(\.number))
        nextNumber = (windows.map(\.number).max() ?? 0) + 1
        return windows.map(\.number)
    }

    // MARK: Actions

    /// Applies what a control of window `number` does; returns the windows that mount. A
    /// window closing is left to the caller (see ``close(_:newKey:)``).
    mutating func apply(_ action: FuzzAppAction, in number: Int) -> [Int] {
        switch action {
        case .increment(let key): values.ints[key, default: 0] += 1
        case .set(let key, let value): values.bools[key] = value
        case .alertButton(let key):
            values.ints[key, default: 0] += 1
            values.bools[key] = false
        case .push(let key): values.ints[key, default: 0] += 1
        case .pop(let key): values.ints[key] = max(0, (values.ints[key] ?? 0) - 1)
        case .incrementFocusedBinding:
            if case .known(let publication?)? = predictions[number]?.focused[.binding],
                let target = publication.target
            {
                values.ints[target, default: 0] += 1
            }
        case .open(let scene): return open(scene)
        case .focusField(let field): setFocus(field, in: number)
        case .unfocusField(let field):
            if let index = index(of: number), windows[index].focus == field {
                windows[index].focus = nil
            }
        case .cycle(let key, let modulo):
            values.ints[key] = ((values.ints[key] ?? 0) + 1) % modulo
        case .select(let key, let index): values.ints[key] = index
        case .closeWindow, .nothing: break
        }
        return []
    }

    /// What running `command` does, or `nil` when the rules leave it open (the object a
    /// command would change is not predicted).
    func effect(of command: FuzzCommand) -> FuzzAppAction? {
        let focused = key.flatMap { predictions[$0]?.focused } ?? [:]
        func target(_ key: FuzzFocusKey) -> String?? {
            switch focused[key] ?? .known(nil) {
            case .known(let publication): return .some(publication?.target)
            case .unknown: return nil
            }
        }
        switch command {
        case .focusedValue, .sceneValue: return .nothing
        case .binding, .object:
            guard let resolved = target(command == .binding ? .binding : .object) else {
                return nil
            }
            return resolved.map(FuzzAppAction.increment) ?? .nothing
        case .shared: return .increment(FuzzKey.shared)
        case .appStorage(let k): return .increment(FuzzKey.appStorage(k))
        case .open(let scene): return .open(scene)
        }
    }

    /// A change from outside any action: the app's store.
    mutating func changeStoreFromOutside() { values.ints[FuzzKey.store, default: 0] += 1 }

    // MARK: Prediction

    /// Works out what every window shows in the current state, forgets the state of views
    /// that left, clears focus from fields no longer shown, and resolves focused values.
    public mutating func predict() {
        var mounted = Set<String>()
        var walks: [Int: FuzzWindowWalk] = [:]
        for window in windows {
            func walked(front: String?) -> FuzzWindowWalk {
                var walk = FuzzWindowWalk(
                    window: window.number, values: values, phase: window.phase,
                    appPhase: appPhase, navigationLifecycle: spec.navigationLifecycle,
                    platform: spec.platform, modalFront: front)
                if let content = spec.contents[window.scene] {
                    walk.visit(content, .init(onBar: spec.platform == .macOS))
                }
                walk.resolveContainers()
                return walk
            }
            var walk = walked(front: nil)
            // With a presentation shown, walk again: only the front-most one is reachable (D104).
            if let front = walk.prediction.presenters.last { walk = walked(front: front.flag) }
            mounted.formUnion(walk.prediction.mounted)
            walks[window.number] = walk
        }
        func kept(_ key: String) -> Bool {
            if key.hasPrefix("app/") || key.contains("/@") { return true }
            let parts = key.split(separator: "/", maxSplits: 2)
            return parts.count >= 2 && mounted.contains(parts[0] + "/" + parts[1])
        }
        values.ints = values.ints.filter { kept($0.key) }
        values.bools = values.bools.filter { kept($0.key) }
        values.strings = values.strings.filter { kept($0.key) }
        predictions = [:]
        for index in windows.indices {
            let number = windows[index].number
            guard var walk = walks[number] else { continue }
            if let focus = windows[index].focus, !walk.prediction.fields.contains(focus) {
                windows[index].focus = nil
            }
            walk.resolveFocus(windows[index].focus)
            predictions[number] = walk.prediction
        }
        let focused = key.flatMap { predictions[$0]?.focused } ?? [:]
        func value(_ key: FuzzFocusKey) -> FuzzResolved { focused[key] ?? .known(nil) }
        menu = spec.commands.map { command in
            let title: String?
            var enabled = true
            switch command {
            case .focusedValue:
                title = value(.value0).display.map { "View " + $0 }
                enabled = value(.value0) != .known(nil)
            case .sceneValue: title = value(.value1).display.map { "Scene " + $0 }
            case .binding:
                title = value(.binding).display.map { "Bind " + $0 }
                enabled = value(.binding) != .known(nil)
            case .object:
                title = value(.object).display.map { "Obj " + $0 }
                enabled = value(.object) != .known(nil)
            case .shared: title = "Shared \(values.ints[FuzzKey.shared] ?? 0)"
            case .appStorage(let k): title = "Key\(k) \(values.ints[FuzzKey.appStorage(k)] ?? 0)"
            case .open(let scene): title = "Open \(scene.rawValue)"
            }
            return MenuItem(command: command, title: title, isEnabled: enabled)
        }
    }
}
