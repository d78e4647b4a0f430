/// Which gestures a gesture attached to a view lets run: its own, those of the views inside
/// it, both, or neither (``View/gesture(_:including:)``).
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// A mask from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Neither the attached gesture nor the subviews' gestures run.
    public static let none: GestureMask = []
    /// The attached gesture runs; the subviews' gestures do not.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures run; the attached gesture does not.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both the attached gesture and the subviews' gestures run (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}

extension GestureMask {
    /// The mask as a call spells it: `.subviews`.
    var spelled: String {
        switch self {
        case .all: ".all"
        case .gesture: ".gesture"
        case .subviews: ".subviews"
        default: ".none"
        }
    }
}
