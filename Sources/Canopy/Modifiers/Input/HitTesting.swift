/// `allowsHitTesting(_:)`: whether a person's touches reach the views below (semantic: a
/// control under `allowsHitTesting(false)` is drawn and read by accessibility, but a person's
/// tap, toggle or typing does nothing to it, as a touch passes through to what is behind).
extension View {
    /// Lets touches reach this view and the views below it, or not; an inner
    /// `allowsHitTesting(true)` cannot let through what an outer `false` stops.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        environmentValue(
            \.allowsHitTesting, enabled, printed: ".allowsHitTesting(\(enabled))",
            combine: { inherited, enabled in inherited && enabled })
    }
}

struct AllowsHitTestingKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether touches reach the views below this point. (Private in SwiftUI.)
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}
