/// The platform a host simulates (D4). The platform decides the size classes, the default
/// ``DeviceStatus``, and, for apps, which scenes and menus exist. Compile-time `#if os(...)` in
/// user code still sees the machine Canopy runs on.
public enum Platform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A Mac: windows are `.regular` in both size classes, and `Settings` and menu
    /// `Commands` exist (D4).
    case macOS
    /// An iPad: horizontally `.compact` below ``iPadCompactWidthThreshold``, else
    /// `.regular`; several windows may be open (D4).
    case iPadOS
    /// An iPhone: one window, horizontally `.compact`, vertically `.compact` in landscape
    /// (D4).
    case iOS

    /// The platform's name: `macOS`, `iPadOS`, `iOS`.
    public var description: String { rawValue }

    /// Whether a person can open several windows of an app (macOS, iPadOS; not iOS, D4).
    public var supportsMultipleWindows: Bool { self != .iOS }

    /// Whether an app's `Settings` scene has a window (macOS only, S3, D4).
    public var hasSettingsWindow: Bool { self == .macOS }

    /// The default window size, in points.
    public var defaultWindowSize: WindowSize {
        switch self {
        case .macOS: WindowSize(width: 1024, height: 768)
        case .iPadOS: WindowSize(width: 1180, height: 820)
        case .iOS: WindowSize(width: 393, height: 852)
        }
    }

    /// Below this width an iPad window is horizontally compact (a Slide Over or narrow split
    /// window). A Canopy choice, recorded in Docs/Architecture.md.
    public static let iPadCompactWidthThreshold = 678.0

    /// The size classes a window of `size` gets on this platform.
    public func sizeClasses(for size: WindowSize) -> (
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        switch self {
        case .macOS:
            return (.regular, .regular)
        case .iPadOS:
            return (size.width < Self.iPadCompactWidthThreshold ? .compact : .regular, .regular)
        case .iOS:
            return (.compact, size.width > size.height ? .compact : .regular)
        }
    }
}

/// The size of a window or screen, in points.
public struct WindowSize: Sendable, Hashable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `1024×768`.
    public var description: String {
        "\(ValueFormatter.format(width))×\(ValueFormatter.format(height))"
    }
}

struct SupportsMultipleWindowsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the platform opens several windows of an app: `true` on macOS and iPadOS,
    /// `false` on iOS. Each window writes its platform's.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}
