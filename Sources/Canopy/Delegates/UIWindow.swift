/// A UIKit window, as app delegate methods name it. Canopy's windows are its ``AppHost``'s;
/// this type exists so delegate methods that take one (seed 001's
/// `application(_:supportedInterfaceOrientationsFor:)`) compile. Canopy never creates one.
@MainActor
public final class UIWindow {}

/// The interface orientations an app or window supports. Canopy simulates no orientation: the
/// type exists so delegates that answer
/// `application(_:supportedInterfaceOrientationsFor:)` compile; Canopy never asks them.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// A mask of the given orientations.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait, home button (or indicator) at the bottom.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home button on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight,
    ]
}
