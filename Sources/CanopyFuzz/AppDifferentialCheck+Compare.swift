import Canopy

/// The comparisons after each step: the host against the oracle, then against a fresh launch.
extension Run {
    /// Predicts the new state and compares; `nil` when everything held.
    mutating func check() -> String? {
        model.predict()
        for window in host.windows where !seen.contains(where: { $0.value === window.host }) {
            window.host.checksUpdateOrder = true
            seen.append(AppDifferentialCheck.WeakWindow(window.number, window.host))
        }
        let renders = Self.renders(of: host)
        lastScreen = renders[0]
        if let message = compareWithOracle(trees: Self.windowBlocks(renders[1])) { return message }
        if let message = compareEvents() { return message }
        freshLaunches += 1
        return compareWithFreshLaunch(renders)
    }

    /// Each window's block of an app's rendering, by window number.
    static func windowBlocks(_ rendered: String) -> [Int: String] {
        var blocks: [Int: String] = [:]
        var current: Int?
        for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("┌ Window ") {
                current = Int(line.dropFirst("┌ Window ".count).prefix { $0.isNumber })
            } else if line.hasPrefix("└") {
                current = nil
            } else if let current {
                blocks[current, default: ""] += line + "\n"
            }
        }
        return blocks
    }

    private func compareWithOracle(trees: [Int: String]) -> String? {
        guard host.isRunning else { return "the app is not running" }
        if context.unexpectedMounts > 0 || !context.windowNumbers.isEmpty {
            return
                "windows mounted other than the rules say (\(context.unexpectedMounts) unexpected, \(context.windowNumbers) expected but not mounted)"
        }
        let numbers = host.windows.map(\.number)
        guard numbers == model.windows.map(\.number) else {
            return "open windows: expected \(model.windows.map(\.number)), got \(numbers)"
        }
        guard host.keyWindow?.number == model.key else {
            return
                "key window: expected \(model.key.map(String.init) ?? "none"), got \(host.keyWindow.map { "\($0.number)" } ?? "none")"
        }
        if !host.diagnostics.isEmpty {
            return "diagnostics: " + host.diagnostics.map(\.description).joined(separator: "; ")
        }
        for (window, expected) in zip(host.windows, model.windows) {
            if let message = compare(window, expected, tree: trees[window.number] ?? "") {
                return "window \(window.number): " + message
            }
        }
        return compareMenu()
    }

    private func compare(
        _ window: AppHost.AppWindow, _ expected: FuzzAppModel.Window, tree rendered: String
    ) -> String? {
        guard let prediction = model.predictions[expected.number] else { return "not predicted" }
        if window.isSettings != (expected.scene == .settings) {
            return "is \(window.isSettings ? "" : "not ")the settings window"
        }
        if window.host.scenePhase != expected.phase.scenePhase {
            return "phase: expected \(expected.phase), got \(window.host.scenePhase)"
        }
        let inconsistencies = window.host._checkInvariants()
        if !inconsistencies.isEmpty {
            return "graph invariants: " + inconsistencies.joined(separator: "; ")
        }
        let texts = DifferentialCheck.renderedTexts(rendered)
        let matches =
            texts.count == prediction.texts.count
            && zip(texts, prediction.texts).allSatisfy { actual, expected in
                expected.map { $0 == actual } ?? true
            }
        if !matches {
            return
                "texts differ from the rules\n  expected: \(prediction.texts.map { $0 ?? "?" })\n  actual:   \(texts)\n"
                + rendered
        }
        let buttons = window.host.controls(.button)
        if buttons != prediction.buttons.map(\.label) {
            return "buttons: expected \(prediction.buttons.map(\.label)), got \(buttons)"
        }
        let fields = window.host.controls(.textField)
        if fields != prediction.fields.map({ "F" + $0 }) {
            return "fields: expected \(prediction.fields.map { "F" + $0 }), got \(fields)"
        }
        let focused = window.host.focusedLabel
        if focused != expected.focus.map({ "F" + $0 }) {
            return
                "focused field: expected \(expected.focus.map { "F" + $0 } ?? "none"), got \(focused ?? "none")"
        }
        var collected = FuzzContainerValues(window.host, tree: rendered)
        AppDifferentialCheck.collectedValuesHook?(&collected)
        return collected.difference(from: prediction)
    }

    private func compareMenu() -> String? {
        let items = host.menuBar.first { $0.name == "Items" }?.items ?? []
        let expected = model.menu
        let matches =
            items.count == expected.count
            && zip(items, expected).allSatisfy { actual, expected in
                actual.isEnabled == expected.isEnabled
                    && (expected.title.map { $0 == actual.title } ?? true)
            }
        guard matches else {
            return
                "the Items menu (F9: the key window's focused values): expected \(expected.map { ($0.title ?? "?") + ($0.isEnabled ? "" : " (disabled)") }), got \(items.map(\.description))"
        }
        return nil
    }

    /// Appear and disappear actions: per window, exactly the lifecycle nodes that entered
    /// and left, every disappear before any appear.
    private mutating func compareEvents() -> String? {
        let events = context.events
        context.events = []
        var current: [Int: Set<String>] = [:]
        for window in model.windows {
            current[window.number] = model.predictions[window.number]?.lifecycles ?? []
        }
        var expected: [String] = []
        for number in Set(current.keys).union(lifecycles.keys) {
            let old = lifecycles[number] ?? []
            let new = current[number] ?? []
            expected += old.subtracting(new).map { "disappear " + $0 }
            expected += new.subtracting(old).map { "appear " + $0 }
        }
        lifecycles = current
        if events.sorted() != expected.sorted() {
            return "appear/disappear: expected \(expected.sorted()), got \(events)"
        }
        for number in current.keys {
            let mine = events.filter { $0.contains(" w\(number) ") }
            if let firstAppear = mine.firstIndex(where: { $0.hasPrefix("appear") }),
                mine[firstAppear...].contains(where: { $0.hasPrefix("disappear") })
            {
                return "D3: in window \(number) an onDisappear ran after an onAppear: \(mine)"
            }
        }
        return nil
    }

    /// A fresh launch of the oracle's state renders the same bytes; it is freed once dropped.
    private func compareWithFreshLaunch(_ renders: [String]) -> String? {
        weak var released: AppHost?
        let difference: String?
        do {
            let fresh = try FuzzFreshLaunch.launch(model)
            released = fresh
            let freshRenders = Self.renders(of: fresh)
            // The containers' collected values, through the host API, before the bytes: a
            // difference then names the value (C1–C14).
            difference =
                FuzzContainerValues.difference(
                    fresh: FuzzContainerValues.of(fresh, trees: Self.windowBlocks(freshRenders[1]))
                        .mapValues { values in
                            var values = values
                            AppDifferentialCheck.freshValuesHook?(&values)
                            return values
                        },
                    updated: FuzzContainerValues.of(host, trees: Self.windowBlocks(renders[1]))
                        .mapValues { values in
                            var values = values
                            AppDifferentialCheck.collectedValuesHook?(&values)
                            return values
                        })
                ?? Self.difference(freshRenders, renders)
                ?? Self.accessibilityDifference(fresh: fresh, updated: host)
        } catch {
            return "a fresh launch could not reach the state: \(error)"
        }
        if let difference { return difference }
        if released != nil { return "the fresh launch's AppHost was not freed" }
        return nil
    }

    /// The app as a person sees it, then its windows' trees with focused values and frames.
    /// Laying every window out for the frames is what lets the graph's invariant check, which
    /// runs after it, compare the incremental layout with a fresh one (D10), and a fresh
    /// launch compare frames: without a layout, a field that typing should resize is never
    /// measured again (issue 36).
    private static func renders(of host: AppHost) -> [String] {
        [
            host.render(),
            host.render(
                RenderOptions(showsFocusedValues: true, windowContent: .tree, showsFrames: true)),
        ]
    }

    private static func difference(_ fresh: [String], _ updated: [String]) -> String? {
        for (expected, actual) in zip(fresh, updated) where expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                expectedLines.indices.first {
                    $0 >= actualLines.count || expectedLines[$0] != actualLines[$0]
                } ?? expectedLines.count
            return """
                the app differs from a fresh launch of the same state at line \(line + 1)
                --- fresh launch
                \(expected)
                --- updated app
                \(actual)
                """
        }
        return nil
    }
}
