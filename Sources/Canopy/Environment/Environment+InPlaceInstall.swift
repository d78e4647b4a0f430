/// `@Environment`'s install, made by its content's type (see ``InPlaceInstalling``): every
/// leaf of a tree reads its environment through a few of these on each evaluation, and the
/// wrapper's own generic ``Environment/install(_:)`` looked up `Content`'s metadata each time
/// (3.6% of a mount's instructions in `canopy-bench`).
extension Environment {
    static var inPlaceInstaller: (any InPlaceInstalling.Type)? { Content.self }
}

extension Environment.Content: InPlaceInstalling {
    /// What ``Environment/install(_:)`` does, on the wrapper at `address`: its one stored
    /// property is its content, so the wrapper's address is the content's. `Self` is the
    /// metadata the call was made with; no other generic type is touched on the key path's
    /// path. The rarer forms go through the wrapper's own install.
    @MainActor @inline(__always) static func install(
        at address: UnsafeMutableRawPointer, _ context: inout PropertyInstallContext
    ) {
        let content = address.assumingMemoryBound(to: Self.self)
        guard case .keyPath(let keyPath) = content.pointee, Value.self != EnvironmentValues.self
        else {
            address.assumingMemoryBound(to: Environment<Value>.self).pointee.install(&context)
            return
        }
        content.pointee = .value(context.readEnvironment(at: keyPath))
    }
}
