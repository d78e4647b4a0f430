/// Focus across windows (F9, D8, D9): the app and its commands read the key window's focused
/// values; each window keeps its own focus while another is key.
extension AppHost {
    /// Copies the key window's focused values into the app's mirror (see ``AppFocusMirror``).
    func syncFocusMirror() { focusMirror.sync(from: keyWindow) }

    /// Moves keyboard focus in window `number` (the key window when `nil`) to the focusable
    /// view labelled `label`, making that window key.
    public func focus(_ label: String, inWindow number: Int? = nil) throws {
        let host = try number.map { try window($0) } ?? keyHost()
        try host.focus(label)
    }

    private func keyHost() throws -> ViewHost {
        guard let key = keyWindow else {
            throw SceneNotFound(what: "key window", available: windows.map { "\($0.number)" })
        }
        return key.host
    }
}
