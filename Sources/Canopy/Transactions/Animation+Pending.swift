// TEMPORARY: placeholders until the spring and modifier animations land (issue 38, helper
// branch anim-math replaces this file). Never on main at a session's end.
import Foundation

extension Animation {
    public static var `default`: Animation { spring }
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0) }
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0) }
    public static func spring(duration: Double = 0.5, bounce: Double = 0)
        -> Animation
    { easeInOut(duration: duration) }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation { easeInOut(duration: response) }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}
