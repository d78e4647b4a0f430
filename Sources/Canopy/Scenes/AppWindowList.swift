/// Which windows an app has open and which one is key, a part of the app's host: the windows in
/// opening order, the numbers they were given, and the order they were last made key in (a
/// closed key window hands over to the most recently active of the others, S5).
@MainActor
struct AppWindowList {
    /// The open windows, in opening order.
    private(set) var open: [AppHost.AppWindow] = []
    /// The key window, if any.
    private(set) var key: AppHost.AppWindow?
    /// The number the next new window gets.
    private var nextNumber = 1
    /// How many times a window became key: each window remembers when it last did.
    private var activations = 0

    /// The number for a new window: `restored`'s, or the next free one.
    mutating func number(restoring restored: Int?) -> Int {
        let number = restored ?? nextNumber
        nextNumber = max(nextNumber, number + 1)
        return number
    }

    /// Adds a window that just opened.
    mutating func add(_ window: AppHost.AppWindow) { open.append(window) }

    /// Makes `window` key (or none), stamping the order of activation.
    mutating func makeKey(_ window: AppHost.AppWindow?) {
        guard let window else {
            key = nil
            return
        }
        guard window !== key else { return }
        key = window
        stampActivation(of: window)
    }

    /// Records `window` as the most recently active without making it key (restored windows
    /// are stamped in the order they were open).
    mutating func stampActivation(of window: AppHost.AppWindow) {
        activations += 1
        window.lastActivation = activations
    }

    /// Removes `window` (it stays key until ``handOverKey(from:)``: its disappear actions run
    /// while it still is).
    mutating func remove(_ window: AppHost.AppWindow) {
        open.removeAll { $0 === window }
    }

    /// If `closed` was key, the most recently active of the open windows becomes key.
    mutating func handOverKey(from closed: AppHost.AppWindow) {
        guard key === closed else { return }
        key = nil
        makeKey(open.max { $0.lastActivation < $1.lastActivation })
    }

    /// Forgets every window (the app terminated).
    mutating func removeAll() {
        open = []
        key = nil
    }

    /// Numbers new windows from 1 again (a relaunch; restored windows keep their numbers).
    mutating func restartNumbering() { nextNumber = 1 }
}
