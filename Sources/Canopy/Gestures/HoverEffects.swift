/// The pointer's look over views: hover effects, the pointer's visibility, and whether a click
/// that activates a window also reaches its views. Recorded: Canopy draws no pointer.
extension View {
    /// Applies `effect` when the pointer is over the view (recorded).
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        attribute(HoverEffectAttribute(text: ".hoverEffect(\(effect.name))"))
    }

    /// Applies `effect` when the pointer is over the view, if `isEnabled` (recorded).
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
        -> some View
    {
        attribute(
            HoverEffectAttribute(
                text: ".hoverEffect(\(effect.name)\(isEnabled ? "" : ", isEnabled: false"))"))
    }

    /// Turns off the hover effects of the views below, or not (recorded).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        attribute(HoverEffectAttribute(text: ".hoverEffectDisabled(\(disabled))"))
    }

    /// The hover effect the views below use by default (recorded).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        attribute(HoverEffectAttribute(text: ".defaultHoverEffect(\(effect?.name ?? "nil"))"))
    }

    /// Whether the pointer shows over the view (recorded).
    public func pointerVisibility(_ visibility: Visibility) -> some View {
        attribute(HoverEffectAttribute(text: ".pointerVisibility(.\(visibility))"))
    }

    /// Lets a click that activates the window also reach the view (recorded).
    public func allowsWindowActivationEvents() -> some View {
        attribute(HoverEffectAttribute(text: ".allowsWindowActivationEvents()"))
    }

    /// Lets a click that activates the window also reach the view, or not (`nil`: the
    /// default) (recorded).
    public func allowsWindowActivationEvents(_ value: Bool?) -> some View {
        attribute(
            HoverEffectAttribute(
                text: ".allowsWindowActivationEvents(\(value.map { "\($0)" } ?? "nil"))"))
    }
}

/// An effect applied when the pointer is over a view.
public struct HoverEffect: Sendable, Hashable {
    let name: String

    /// The system's effect for the view.
    public static let automatic = HoverEffect(name: ".automatic")
    /// A platter appears behind the view.
    public static let highlight = HoverEffect(name: ".highlight")
    /// The view lifts, with a shadow.
    public static let lift = HoverEffect(name: ".lift")
}

/// A recorded pointer modifier, printed as called.
struct HoverEffectAttribute: AttributeValue {
    let text: String
    var attributeText: String { text }
}
