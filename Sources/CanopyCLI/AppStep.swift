import Canopy

/// One thing a person does to an app in `canopy run … --steps`: open or close a window, make one
/// key, operate a control, choose a menu command. Steps are separated by `;`; labels are quoted
/// with `'` or `"`.
///
///     open; tap 'Hit Me'; key 1; command 'Action/Empty'; close 2; settings
public enum AppStep: Equatable, Sendable, CustomStringConvertible {
    /// `open` or `open ID`: a new window of the first window group, or of the one with that id.
    case open(id: String?)
    /// `settings`: the Settings window (macOS).
    case settings
    /// `close N`: closes window N.
    case close(Int)
    /// `key N`: makes window N the key window.
    case key(Int)
    /// `tap 'Label'` (in the key window) or `tap 'Label' in N`.
    case tap(String, window: Int?)
    /// `toggle 'Label'` [`in N`].
    case toggle(String, window: Int?)
    /// `type 'text' into 'Label'` [`in N`].
    case type(String, into: String, window: Int?)
    /// `command 'Menu/Item'`: a menu item; a path names each submenu (`'Edit/Sort/By Name'`).
    case command(String)
    /// `phase N active|inactive|background`.
    case phase(Int, ScenePhase)
    /// `focus 'Label'` [`in N`]: moves keyboard focus to the focusable view labelled so.
    case focus(String, window: Int?)
    /// `tab` / `backtab` [`in N`]: moves focus to the next or previous focusable view.
    case tab(backward: Bool, window: Int?)
    /// `unfocus` [`in N`]: removes keyboard focus.
    case unfocus(window: Int?)
    /// `pick 'Option' from 'Picker'` [`in N`].
    case pick(String, from: String, window: Int?)
    /// `increment 'L'` / `decrement 'L'` [`in N`]: steps a stepper.
    case step(String, up: Bool, window: Int?)
    /// `slide 'L' to V` [`in N`]: moves a slider.
    case slide(String, to: Double, window: Int?)
    /// `longpress 'L'` [`in N`].
    case longPress(String, window: Int?)
    /// `tapat X,Y` [`in N`]: a finger's tap at a point of the window (window points), which
    /// lands on the view drawn there.
    case tapAt(CGPoint, window: Int?)
    /// `drag X,Y to X,Y` [`in N`]: a finger dragged from one point of the window to another.
    case drag(from: CGPoint, to: CGPoint, window: Int?)
    /// `contextmenu 'L'` [`in N`]: opens the context menu of the view showing `L`.
    case contextMenu(String, window: Int?)
    /// `submit 'L'` [`in N`]: Return in a text field.
    case submit(String, window: Int?)
    /// `select 'Row'` [`in N`]: selects a list row.
    case select(String, window: Int?)
    /// `selecttab 'L'` [`in N`].
    case selectTab(String, window: Int?)
    /// `back` [`in N`]: the back button.
    case back(window: Int?)
    /// `dismiss` [`in N`]: dismisses the innermost sheet or alert.
    case dismiss(window: Int?)
    /// `resize N WIDTHxHEIGHT`: resizes window N.
    case resize(Int, WindowSize)
    /// `scroll D` [`in N`]: scrolls the window's first scroll view by D points (G28).
    case scroll(Double, window: Int?)
    /// `wait S`: lets S seconds pass on the app's clock; its timers fire as they fall due.
    case wait(Double)
    /// `quit`: terminates the app (its windows are remembered for `relaunch`).
    case quit
    /// `relaunch`: launches the app again with its windows and their scene storage restored.
    case relaunch

    /// The grammar, for error messages and the usage text.
    public static let grammar =
        "open [ID] | settings | close N | key N | tap 'L' [in N] | toggle 'L' [in N] | type 'T' into 'L' [in N] | command 'Menu/[Submenu/]Item' | phase N active|inactive|background | pick 'O' from 'L' [in N] | increment 'L' [in N] | decrement 'L' [in N] | slide 'L' to V [in N] | longpress 'L' [in N] | tapat X,Y [in N] | drag X,Y to X,Y [in N] | contextmenu 'L' [in N] | submit 'L' [in N] | select 'Row' [in N] | selecttab 'L' [in N] | back [in N] | dismiss [in N] | focus 'L' [in N] | tab [in N] | backtab [in N] | unfocus [in N] | resize N WxH | scroll D [in N] | wait S | quit | relaunch"

    /// The step as written: `tap 'Hit Me' in 2`.
    public var description: String {
        func quote(_ text: String) -> String { "'\(text)'" }
        func window(_ number: Int?) -> String { number.map { " in \($0)" } ?? "" }
        switch self {
        case .open(let id): return "open" + (id.map { " \($0)" } ?? "")
        case .settings: return "settings"
        case .close(let number): return "close \(number)"
        case .key(let number): return "key \(number)"
        case .tap(let label, let number): return "tap \(quote(label))" + window(number)
        case .toggle(let label, let number): return "toggle \(quote(label))" + window(number)
        case .type(let text, let label, let number):
            return "type \(quote(text)) into \(quote(label))" + window(number)
        case .command(let path): return "command \(quote(path))"
        case .phase(let number, let phase): return "phase \(number) \(phase)"
        case .resize(let number, let size):
            return "resize \(number) \(Int(size.width))x\(Int(size.height))"
        case .scroll(let distance, let window):
            return "scroll \(ValueFormatter.format(distance))" + (window.map { " in \($0)" } ?? "")
        case .wait(let seconds): return "wait \(ValueFormatter.format(seconds))"
        case .pick(let option, let label, let number):
            return "pick \(quote(option)) from \(quote(label))" + window(number)
        case .step(let label, let up, let number):
            return (up ? "increment " : "decrement ") + quote(label) + window(number)
        case .slide(let label, let value, let number):
            return "slide \(quote(label)) to \(ValueFormatter.format(value))" + window(number)
        case .longPress(let label, let number): return "longpress \(quote(label))" + window(number)
        case .tapAt(let point, let number): return "tapat \(spelled(point))" + window(number)
        case .drag(let start, let end, let number):
            return "drag \(spelled(start)) to \(spelled(end))" + window(number)
        case .contextMenu(let label, let number):
            return "contextmenu \(quote(label))" + window(number)
        case .submit(let label, let number): return "submit \(quote(label))" + window(number)
        case .select(let row, let number): return "select \(quote(row))" + window(number)
        case .selectTab(let label, let number): return "selecttab \(quote(label))" + window(number)
        case .back(let number): return "back" + window(number)
        case .dismiss(let number): return "dismiss" + window(number)
        case .focus(let label, let number): return "focus \(quote(label))" + window(number)
        case .tab(let backward, let number): return (backward ? "backtab" : "tab") + window(number)
        case .unfocus(let number): return "unfocus" + window(number)
        case .quit: return "quit"
        case .relaunch: return "relaunch"
        }
    }

    /// Parses `;`-separated steps; the error names the step and the grammar.
    public static func parse(_ text: String) -> Result<[AppStep], UsageError> {
        var steps: [AppStep] = []
        for source in split(text) where !source.allSatisfy(\.isWhitespace) {
            guard let words = tokens(source), let step = step(words) else {
                return .failure(
                    UsageError(
                        "cannot read the step '\(source.trimmingCharacters(in: .whitespaces))'; a step is one of: \(grammar)"
                    ))
            }
            steps.append(step)
        }
        return .success(steps)
    }

    private static func step(_ words: [String]) -> AppStep? {
        var words = words
        var window: Int?
        if words.count >= 3, words[words.count - 2] == "in",
            let number = Int(words[words.count - 1])
        {
            window = number
            words.removeLast(2)
        }
        switch (words.first, words.count) {
        case ("open", 1): return .open(id: nil)
        case ("open", 2): return .open(id: words[1])
        case ("settings", 1): return .settings
        case ("close", 2): return Int(words[1]).map(AppStep.close)
        case ("key", 2): return Int(words[1]).map(AppStep.key)
        case ("tap", 2): return .tap(words[1], window: window)
        case ("toggle", 2): return .toggle(words[1], window: window)
        case ("type", 4) where words[2] == "into":
            return .type(words[1], into: words[3], window: window)
        case ("command", 2): return .command(words[1])
        case ("scroll", 2): return Double(words[1]).map { .scroll($0, window: window) }
        case ("wait", 2) where window == nil:
            // A day at most: every tick of every timer is an update.
            return Double(words[1]).flatMap { $0 >= 0 && $0 <= 86_400 ? .wait($0) : nil }
        case ("resize", 3):
            guard let number = Int(words[1]), let size = WindowSize(parsing: words[2]) else {
                return nil
            }
            return .resize(number, size)
        case ("pick", 4) where words[2] == "from":
            return .pick(words[1], from: words[3], window: window)
        case ("increment", 2): return .step(words[1], up: true, window: window)
        case ("decrement", 2): return .step(words[1], up: false, window: window)
        case ("slide", 4) where words[2] == "to":
            return Double(words[3]).map { .slide(words[1], to: $0, window: window) }
        case ("longpress", 2): return .longPress(words[1], window: window)
        case ("tapat", 2): return point(words[1]).map { .tapAt($0, window: window) }
        case ("drag", 4) where words[2] == "to":
            guard let start = point(words[1]), let end = point(words[3]) else { return nil }
            return .drag(from: start, to: end, window: window)
        case ("contextmenu", 2): return .contextMenu(words[1], window: window)
        case ("submit", 2): return .submit(words[1], window: window)
        case ("select", 2): return .select(words[1], window: window)
        case ("selecttab", 2): return .selectTab(words[1], window: window)
        case ("back", 1): return .back(window: window)
        case ("dismiss", 1): return .dismiss(window: window)
        case ("focus", 2): return .focus(words[1], window: window)
        case ("tab", 1): return .tab(backward: false, window: window)
        case ("backtab", 1): return .tab(backward: true, window: window)
        case ("unfocus", 1): return .unfocus(window: window)
        case ("quit", 1): return .quit
        case ("relaunch", 1): return .relaunch
        case ("phase", 3):
            guard let number = Int(words[1]) else { return nil }
            switch words[2] {
            case "active": return .phase(number, .active)
            case "inactive": return .phase(number, .inactive)
            case "background": return .phase(number, .background)
            default: return nil
            }
        default: return nil
        }
    }

    /// Splits at `;` outside quotes.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == ";" {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// Words and quoted strings; `nil` for an unclosed quote.
    private static func tokens(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var quoted = false
        for character in text {
            if let open = quote {
                if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
                quoted = true
            } else if character.isWhitespace {
                if !current.isEmpty || quoted { words.append(current) }
                current = ""
                quoted = false
            } else {
                current.append(character)
            }
        }
        guard quote == nil else { return nil }
        if !current.isEmpty || quoted { words.append(current) }
        return words
    }
}

extension AppStep {
    /// Does the step to `host`, as a person would.
    @MainActor
    public func apply(to host: AppHost) throws {
        func window(_ number: Int?) throws -> ViewHost {
            if let number { return try host.window(number) }
            guard let key = host.keyWindow else {
                throw AppHost.SceneNotFound(
                    what: "key window", available: host.windows.map { "\($0.number)" })
            }
            return key.host
        }
        func appWindow(_ number: Int) throws -> AppHost.AppWindow {
            guard let found = host.windows.first(where: { $0.number == number }) else {
                throw AppHost.SceneNotFound(
                    what: "window \(number)", available: host.windows.map { "\($0.number)" })
            }
            return found
        }
        switch self {
        case .open(let id): try host.openWindow(id: id)
        case .settings: try host.openSettings()
        case .close(let number): host.closeWindow(try appWindow(number))
        case .key(let number): host.makeKey(try appWindow(number))
        case .tap(let label, let number): try window(number).tap(label)
        case .toggle(let label, let number): try window(number).toggle(label)
        case .type(let text, let label, let number): try window(number).type(text, into: label)
        case .command(let path): try host.runCommand(path)
        case .phase(let number, let phase): host.setPhase(phase, of: try appWindow(number))
        case .resize(let number, let size): host.resize(try appWindow(number), to: size)
        case .scroll(let distance, let number): try window(number).scroll(by: distance)
        case .wait(let seconds): host.advanceTime(by: seconds)
        case .pick(let option, let label, let number): try window(number).pick(option, in: label)
        case .step(let label, let up, let number):
            if up {
                try window(number).increment(label)
            } else {
                try window(number).decrement(label)
            }
        case .slide(let label, let value, let number): try window(number).slide(label, to: value)
        case .longPress(let label, let number): try window(number).longPress(label)
        case .tapAt(let point, let number): try window(number).tap(at: point)
        case .drag(let start, let end, let number): try window(number).drag(from: start, to: end)
        case .contextMenu(let label, let number): try window(number).openContextMenu(label)
        case .submit(let label, let number): try window(number).submit(label)
        case .select(let row, let number): try window(number).selectRow(row)
        case .selectTab(let label, let number): try window(number).selectTab(label)
        case .back(let number): try window(number).navigateBack()
        case .dismiss(let number): try window(number).dismissPresentation()
        case .focus(let label, let number): try window(number).focus(label)
        case .tab(let backward, let number):
            let host = try window(number)
            if backward { host.focusPrevious() } else { host.focusNext() }
        case .unfocus(let number): try window(number).clearFocus()
        case .quit: host.terminate()
        case .relaunch: host.relaunch()
        }
        host.flush()
    }
}

extension AppStep {
    /// `X,Y` as a point: two finite numbers.
    fileprivate static func point(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
            x.isFinite, y.isFinite
        else { return nil }
        return CGPoint(x: x, y: y)
    }
}

/// `X,Y`, as a step spells a point.
private func spelled(_ point: CGPoint) -> String {
    "\(ValueFormatter.format(Double(point.x))),\(ValueFormatter.format(Double(point.y)))"
}
