/// Focus across windows (F9, D8, D9): the app and its commands read the key window's focused
/// values; each window keeps its own focus while another is key.
extension AppHost {
    /// Copies the key window's focused values into the app's mirror when the key window or its
    /// values changed: only readers of keys whose value changed are invalidated.
    func syncFocusMirror() {
        let source = keyWindow.map { ($0.host.graph.focus, ObjectIdentifier($0)) }
        let current = (window: source?.1, version: source?.0.valuesVersion ?? -1)
        guard current.window != mirrored.window || current.version != mirrored.version else {
            return
        }
        mirrored = current
        focusMirror.replace(with: source?.0.values.entries ?? [:])
    }

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
