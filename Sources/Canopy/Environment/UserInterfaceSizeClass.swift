/// A coarse description of the space available in one dimension: `.compact` or `.regular`.
///
/// SwiftUI's type is an enum that may gain cases, so code switching over it carries a
/// `default:` branch (as seed 000 does). A struct with static members keeps that code free of
/// "default will never be executed" warnings while `case .compact:` patterns still match.
public struct UserInterfaceSizeClass: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    private let name: String

    /// A constrained amount of space.
    public static let compact = UserInterfaceSizeClass(name: "compact")
    /// An ample amount of space.
    public static let regular = UserInterfaceSizeClass(name: "regular")

    /// `[.compact, .regular]`.
    public static let allCases: [UserInterfaceSizeClass] = [.compact, .regular]

    /// `compact` or `regular`.
    public var description: String { name }
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
