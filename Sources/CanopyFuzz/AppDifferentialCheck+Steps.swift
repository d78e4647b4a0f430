import Canopy

/// Applying a step to the host and to the oracle. The oracle says in advance which windows a
/// step opens (their numbers go to the context, where the windows' roots take them).
extension Run {
    /// A step failed in a way the rules say it cannot.
    struct StepFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Applies `step`; returns what it did (`tap A`, `command Bind`, …), or `nil` when it
    /// found nothing to act on (no window, no control).
    mutating func apply(_ step: FuzzAppStep) throws -> String? {
        switch step {
        case .open(let scene):
            context.windowNumbers = model.open(scene)
            if scene == .settings {
                calls.append("try host.openSettings()")
                try host.openSettings()
            } else {
                calls.append("try host.openWindow(id: \"\(scene.rawValue)\")")
                try host.openWindow(id: scene.rawValue)
            }
        case .close(let position):
            guard let number = model.window(at: position)?.number else { return nil }
            calls.append("host.closeWindow(reproWindow(host, \(number)))")
            try closeAndCheckRelease(number) { [host] window in host.closeWindow(window) }
        case .makeKey(let position):
            guard let number = model.window(at: position)?.number else { return nil }
            model.makeKey(number)
            calls.append("host.makeKey(reproWindow(host, \(number)))")
            host.makeKey(try appWindow(number))
        case .phase(let position, let phase):
            guard let number = model.window(at: position)?.number else { return nil }
            model.setPhase(phase, of: number)
            calls.append("host.setPhase(.\(phase.rawValue), of: reproWindow(host, \(number)))")
            host.setPhase(phase.scenePhase, of: try appWindow(number))
        case .tap(let position, let occurrence):
            return try tap(position, occurrence)
        case .focus(let position, let occurrence), .type(let position, let occurrence, _):
            guard let number = model.window(at: position)?.number,
                let fields = model.predictions[number]?.fields, !fields.isEmpty
            else { return nil }
            let field = fields[occurrence % fields.count]
            model.use(number)
            if case .type(_, _, let text) = step {
                model.type(text, into: field, in: number)
                calls.append("try host.window(\(number)).type(\"\(text)\", into: \"F\(field)\")")
                try appWindow(number).host.type(text, into: "F" + field)
            } else {
                model.setFocus(field, in: number)
                calls.append("try host.window(\(number)).focus(\"F\(field)\")")
                try appWindow(number).host.focus("F" + field)
            }
        case .clearFocus(let position):
            guard let number = model.window(at: position)?.number else { return nil }
            model.setFocus(nil, in: number)
            calls.append("try host.window(\(number)).clearFocus()")
            try appWindow(number).host.clearFocus()
            // Whether clearing focus makes the window key is being settled on main.
            model.adoptKey(host.keyWindow?.number)
        case .dismiss(let position):
            guard let number = model.window(at: position)?.number else { return nil }
            // A swipe: a sheet whose content says `interactiveDismissDisabled` refuses it (C13).
            let front = model.predictions[number]?.presenters.last
            let flag = front?.refusesSwipe == false ? front?.flag : nil
            if let flag { _ = model.apply(.set(flag, false), in: number) }
            calls.append("try host.window(\(number)).dismissPresentation()")
            let dismissed = try appWindow(number).host.dismissPresentation()
            if dismissed != (flag != nil) {
                throw StepFailure(
                    "dismissPresentation() returned \(dismissed)"
                        + (front?.refusesSwipe == true ? " (C13: the sheet refuses a swipe)" : ""))
            }
            // Whether dismissing makes its window key is being settled on main.
            model.adoptKey(host.keyWindow?.number)
            return dismissed ? step.kind : nil
        case .back(let position):
            guard let number = model.window(at: position)?.number else { return nil }
            let depth = model.predictions[number]?.navigations.last
            if let depth { _ = model.apply(.pop(depth), in: number) }
            calls.append("try host.window(\(number)).navigateBack()")
            let popped = try appWindow(number).host.navigateBack()
            if popped != (depth != nil) {
                throw StepFailure("navigateBack() returned \(popped)")
            }
            // Whether going back makes the window key is being settled on main.
            model.adoptKey(host.keyWindow?.number)
            return popped ? step.kind : nil
        case .command(let occurrence):
            return try runCommand(occurrence)
        case .selectTab(let position, let occurrence):
            guard let number = model.window(at: position)?.number,
                let tabs = model.predictions[number]?.tabs, !tabs.isEmpty
            else { return nil }
            let tab = tabs[occurrence % tabs.count]
            model.use(number)
            _ = model.apply(.select(tab.key, tab.index), in: number)
            calls.append("try host.window(\(number)).selectTab(\"\(tab.label)\")")
            try appWindow(number).host.selectTab(tab.label)
        case .drag(let position, let index):
            return try drag(position, index)
        case .outside:
            model.changeStoreFromOutside()
            context.store?.value += 1
            calls += ["ReproAppStore.current?.value += 1", "host.flush()"]
            host.flush()
        case .relaunch:
            calls.append("host.relaunch()")
            if let message = quit() { throw StepFailure(message) }
            relaunch()
        }
        return step.kind
    }

    private mutating func tap(_ position: Int, _ occurrence: Int) throws -> String? {
        guard let number = model.window(at: position)?.number,
            let buttons = model.predictions[number]?.buttons, !buttons.isEmpty
        else { return nil }
        let (label, action) = buttons[occurrence % buttons.count]
        model.use(number)
        calls.append("try host.window(\(number)).tap(\"\(label)\")")
        if action == .closeWindow {
            try closeAndCheckRelease(number) { window in _ = try window.host.tap(label) }
            return "tap " + label.prefix(1)
        }
        context.windowNumbers = model.apply(action, in: number)
        let ran = try appWindow(number).host.tap(label)
        if !ran { throw StepFailure("the button \(label) is disabled") }
        return "tap " + label.prefix(1)
    }

    /// Drags the front-most sheet to a detent: it moves when it offers the detent, except on
    /// macOS, and a sheet offering none only "moves" to `.large` (C14, D53).
    private mutating func drag(_ position: Int, _ index: Int) throws -> String? {
        guard let number = model.window(at: position)?.number else { return nil }
        let detent = FuzzDetent.all[index % FuzzDetent.all.count]
        let front = model.predictions[number]?.presenters.last
        let resizes = model.spec.platform != .macOS && front.map { !$0.isAlert } == true
        var expected = false
        if resizes, let front {
            if let detentKey = front.detentKey {
                if let offered = FuzzDetent.offered.firstIndex(of: detent) {
                    expected = true
                    _ = model.apply(.select(detentKey, offered), in: number)
                }
            } else {
                expected = detent == .large
            }
        }
        if expected { model.use(number) }
        calls.append(
            "try host.window(\(number)).dragSheet(to: \(FuzzDetent.swift[index % FuzzDetent.all.count]))"
        )
        let moved = try appWindow(number).host.dragSheet(to: detent)
        if moved != expected {
            throw StepFailure("dragSheet(to: \(detent)) returned \(moved), expected \(expected)")
        }
        return moved ? "drag " + detent.description : nil
    }

    private mutating func runCommand(_ occurrence: Int) throws -> String? {
        let enabled = model.menu.indices.filter { model.menu[$0].isEnabled }
        guard !enabled.isEmpty else { return nil }
        let index = enabled[occurrence % enabled.count]
        // A command whose effect the rules leave open is not run.
        guard let effect = model.effect(of: model.menu[index].command) else { return nil }
        let items = host.menuBar.first { $0.name == "Items" }?.items ?? []
        guard index < items.count else { throw StepFailure("the Items menu has no item \(index)") }
        let title = model.menu[index].title ?? items[index].title
        context.windowNumbers = model.apply(effect, in: model.key ?? 0)
        calls.append("try host.runCommand(\"Items/\(title)\")")
        let ran = try host.runCommand("Items/" + title)
        if !ran { throw StepFailure("the command \(title) did not run") }
        return "command " + FuzzAppDescription.describe(model.menu[index].command)
    }

    /// Closes window `number` with `close` (the host API or the window's own button), then
    /// checks that its host is freed.
    private mutating func closeAndCheckRelease(
        _ number: Int, _ close: (AppHost.AppWindow) throws -> Void
    ) throws {
        weak let closed = try appWindow(number).host
        try close(try appWindow(number))
        // Which window becomes key when the key window closes is being changed on main.
        model.close(number, newKey: host.keyWindow?.number)
        if closed != nil { throw StepFailure("the host of closed window \(number) was not freed") }
    }
}
