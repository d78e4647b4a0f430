/// A coarse description of the space available in one dimension.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}

struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of the window: always `.regular` on macOS, from the window
    /// width on iPadOS, `.compact` on an iPhone (D4). A subtree can override it (E3).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window: `.compact` on an iPhone in landscape, else
    /// `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
