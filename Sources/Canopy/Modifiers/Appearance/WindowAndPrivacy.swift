/// SwiftUI's window behaviours, system overlays, privacy and dynamic range: recorded on the
/// view's line (Canopy has no window chrome to disable, no system overlays, no screen capture
/// and no high-dynamic-range display), compared by value.
extension View {
    /// Whether a person can close the window holding this view (macOS; recorded).
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        attribute("windowDismissBehavior", behavior)
    }

    /// Whether a person can make the window holding this view full screen (macOS; recorded).
    public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        attribute("windowFullScreenBehavior", behavior)
    }

    /// Whether a person can minimize the window holding this view (macOS; recorded).
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        attribute("windowMinimizeBehavior", behavior)
    }

    /// Whether a person can resize the window holding this view (macOS; recorded).
    public func windowResizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        attribute("windowResizeBehavior", behavior)
    }

    /// Whether the system's overlays (the home indicator) show over this view (recorded).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        attribute("persistentSystemOverlays", visibility)
    }

    /// Marks the view as holding private information, redacted when the environment's
    /// `redactionReasons` holds `.privacy` (recorded: Canopy shows redacted views as written).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        attribute("privacySensitive", sensitive)
    }

    /// Marks the view's content as possibly out of date until its widget reloads (recorded).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        attribute("invalidatableContent", invalidatable)
    }

    /// Sets the dynamic range images in this view and below may use (recorded).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        attribute("allowedDynamicRange", range)
    }
}

/// Whether a person can use one of a window's controls (close, minimize, zoom, resize).
public struct WindowInteractionBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = WindowInteractionBehavior(name: "automatic")
    /// Allowed.
    public static let enabled = WindowInteractionBehavior(name: "enabled")
    /// Not allowed.
    public static let disabled = WindowInteractionBehavior(name: "disabled")
}

extension Image {
    /// How much of a display's dynamic range an image may use.
    public struct DynamicRange: Sendable, Hashable {
        let name: String
        /// Standard dynamic range.
        public static let standard = DynamicRange(name: "standard")
        /// Some extended range, balanced against standard content around it.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// The display's full range.
        public static let high = DynamicRange(name: "high")
    }
}

extension WindowInteractionBehavior: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension Image.DynamicRange: AttributeArgument {
    var attributeArgument: String { "." + name }
}
