/// The key window's focused values as the app and its commands read them (F9): a part of the
/// app host, with its own state. Copies the values only when the key window or its values
/// changed, so only readers of keys whose value changed are invalidated.
@MainActor
final class AppFocusMirror {
    /// What `App` and `Commands` readers see.
    let values = FocusScope()
    /// What was last copied: the key window's values at a version.
    private var mirrored: (window: ObjectIdentifier?, version: Int) = (nil, -1)

    /// Copies `keyWindow`'s focused values, if they changed since the last copy.
    func sync(from keyWindow: AppHost.AppWindow?) {
        let source = keyWindow.map { ($0.host.graph.focus, ObjectIdentifier($0)) }
        let current = (window: source?.1, version: source?.0.valuesVersion ?? -1)
        guard current.window != mirrored.window || current.version != mirrored.version else {
            return
        }
        mirrored = current
        values.replace(with: source?.0.values.entries ?? [:])
    }

    /// Forgets the quit app's values: a relaunched window may reuse a freed one's identity.
    func reset() {
        mirrored = (nil, -1)
        values.replace(with: [:])
    }
}
