/// A zoom a person performs with an assistive technology (VoiceOver's zoom rotor), handed to
/// ``View/accessibilityZoomAction(_:)``: its direction and where on the element it happens.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    @frozen public enum Direction: Hashable, Sendable {
        /// Zooming in.
        case zoomIn
        /// Zooming out.
        case zoomOut
    }

    /// The zoom's direction.
    public let direction: Direction
    /// Where the zoom happens, in the unit square of the element's frame.
    public let location: UnitPoint
    /// Where the zoom happens, in the window's coordinates.
    public let point: CGPoint
}

/// How a direct touch area behaves (``View/accessibilityDirectTouch(_:options:)``).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Touches reach the view at once, with no speech: for views that give their own sound.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches reach the view only after the area is activated (a double tap).
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// How an accessibility quick action is presented on watchOS
/// (``View/accessibilityQuickAction(style:content:)``). Canopy records the style.
@MainActor @preconcurrency
public protocol AccessibilityQuickActionStyle {}

/// A quick action shown as a prompt (``AccessibilityQuickActionStyle/prompt``).
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {}

/// A quick action shown as an outline around the view
/// (``AccessibilityQuickActionStyle/outline``).
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
    /// A prompt shown while the quick action is active.
    public static var prompt: AccessibilityQuickActionPromptStyle {
        AccessibilityQuickActionPromptStyle()
    }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
    /// An outline drawn around the view while the quick action is active.
    public static var outline: AccessibilityQuickActionOutlineStyle {
        AccessibilityQuickActionOutlineStyle()
    }
}
