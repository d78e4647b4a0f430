/// Where the app is running, in the terms seed 000 uses for layout decisions: a Mac, or a
/// compact or regular iPhone/iPad window (D5).
public enum DeviceStatus: String, Sendable, Hashable, CaseIterable {
    /// Running on a Mac (``Platform/macOS``), whatever the window size.
    case macOS
    /// An iPhone or iPad window whose horizontal size class is `.compact`; the key's
    /// default.
    case compact
    /// An iPhone or iPad window whose horizontal size class is `.regular`, such as a
    /// full-width iPad window.
    case regular
}

/// The key behind the built-in ``EnvironmentValues/deviceStatus``. Code that declares its own
/// `DeviceStatus`, `DeviceStatusKey` and `deviceStatus` (as the seed article does) shadows
/// these in its own module and keeps working.
public struct DeviceStatusKey: EnvironmentKey {
    /// `.compact`, as the article's non-macOS default; hosts write the platform's real value
    /// at the root of every window.
    public static let defaultValue: DeviceStatus = .compact
}

extension EnvironmentValues {
    /// The window's device status, derived from the simulated platform: `.macOS` on macOS,
    /// else the window's horizontal size class (D5).
    public var deviceStatus: DeviceStatus {
        get { self[DeviceStatusKey.self] }
        set { self[DeviceStatusKey.self] = newValue }
    }
}

extension DeviceStatus {
    /// The status a window gets on `platform` with the horizontal size class `sizeClass`.
    public static func derived(platform: Platform, sizeClass: UserInterfaceSizeClass?)
        -> DeviceStatus
    {
        if platform == .macOS { return .macOS }
        return sizeClass == .regular ? .regular : .compact
    }
}
