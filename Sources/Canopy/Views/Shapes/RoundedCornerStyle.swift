/// How a rounded rectangle's or a capsule's corners are drawn: as quarter circles, or as
/// Apple's smoother continuous curves. Canopy's picture draws both as quarter circles; the
/// style is kept and printed (`.circular`, as it is not the default).
nonisolated public enum RoundedCornerStyle: Sendable, Hashable, CustomStringConvertible {
    /// Quarter circles.
    case circular
    /// Continuous curvature, the default (SwiftUI's since iOS 17).
    case continuous

    public var description: String {
        switch self {
        case .circular: ".circular"
        case .continuous: ".continuous"
        }
    }
}
