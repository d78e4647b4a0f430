/// The 2025 SDKs' chrome modifiers, recorded on the view's line: scroll edge effects, the
/// window's resize anchor, the background extension effect, material appearance and capture
/// protection. Canopy draws no materials or edge effects and has no screen capture.
extension View {
    /// Turns off the scroll edge effects of scroll views in this view along `edges`
    /// (recorded).
    public func scrollEdgeEffectDisabled(_ disabled: Bool = true, for edges: Edge.Set = .all)
        -> some View
    {
        attribute(
            "scrollEdgeEffectDisabled",
            RawArgument(attributeArgument: "\(disabled)" + (edges == .all ? "" : ", for: \(edges)"))
        )
    }

    /// Sets the style of the scroll edge effects of scroll views in this view along `edges`
    /// (recorded).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set)
        -> some View
    {
        attribute(
            "scrollEdgeEffectStyle",
            RawArgument(
                attributeArgument: (style.map { "." + $0.name } ?? "nil") + ", for: \(edges)"))
    }

    /// Sets the point of the window that stays in place when its content resizes it (macOS;
    /// recorded).
    public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View {
        attribute(
            "windowResizeAnchor", RawArgument(attributeArgument: anchor.map { ".\($0)" } ?? "nil"))
    }

    /// Extends the view's drawing under the safe area's edges, mirrored and blurred
    /// (recorded).
    public func backgroundExtensionEffect() -> some View {
        attribute(marker: "backgroundExtensionEffect()")
    }

    /// Keeps the view out of screen captures and recordings (recorded).
    public func contentCaptureProtected(_ protected: Bool = true) -> some View {
        attribute("contentCaptureProtected", protected)
    }

    /// Sets whether materials in this view look active or follow their window (recorded).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        attribute("materialActiveAppearance", appearance)
    }

    /// Shows or hides the labels of controls in this view and below: `.hidden` is
    /// `labelsHidden()` (semantic: the labels are not drawn, and still name the controls).
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environmentValue(
            \.labelsHidden, visibility == .hidden,
            printed: ".labelsVisibility(\(visibility.attributeArgument))")
    }
}

/// How a scroll view's content blends into the bars at its edges.
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
    let name: String
    /// The platform's style.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A nearly opaque, straight boundary.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A soft, blurred boundary.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// Whether materials look active.
public struct MaterialActiveAppearance: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// Always active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// Always inactive.
    public static let inactive = MaterialActiveAppearance(name: "inactive")
    /// Active while the window is.
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension MaterialActiveAppearance: AttributeArgument {
    var attributeArgument: String { "." + name }
}
