/// SwiftUI's scroll-view configuration: values that flow down to the scroll views below.
/// `scrollDisabled` is semantic (a person's scrolling does nothing); the others are recorded
/// (Canopy draws no indicators and does not bounce) and readable where SwiftUI makes them
/// public.
extension View {
    /// Stops a person scrolling the scroll views in this view and below (semantic:
    /// ``ViewHost/scroll(by:scrollView:)`` leaves them where they are; flows down, readable as
    /// `@Environment(\.isScrollEnabled)`). A `ScrollViewReader` still scrolls them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environmentValue(
            \.isScrollEnabled, !disabled, printed: ".scrollDisabled(\(disabled))",
            combine: { inherited, enabled in inherited && enabled })
    }

    /// Sets whether scroll views in this view and below show their indicators along `axes`
    /// (recorded: Canopy draws no indicators; readable as
    /// `@Environment(\.verticalScrollIndicatorVisibility)` and the horizontal one).
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        environmentValue(
            \.scrollIndicatorVisibilities,
            ScrollIndicatorVisibilities(visibility: visibility, axes: axes),
            printed: ".scrollIndicators(\(visibility.attributeArgument)"
                + (axes == [.vertical, .horizontal] ? "" : ", axes: \(axisText(axes))") + ")",
            combine: { inherited, new in inherited.merging(new) })
    }

    /// Sets how scroll views in this view and below bounce at their edges along `axes`
    /// (recorded; readable as `@Environment(\.verticalScrollBounceBehavior)` and the
    /// horizontal one).
    public func scrollBounceBehavior(
        _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
    ) -> some View {
        environmentValue(
            \.scrollBounceBehaviors, ScrollBounceBehaviors(behavior: behavior, axes: axes),
            printed: ".scrollBounceBehavior(\(behavior.attributeArgument)"
                + (axes == [.vertical] ? "" : ", axes: \(axisText(axes))") + ")",
            combine: { inherited, new in inherited.merging(new) })
    }

    /// Lets scroll views in this view and below draw their content outside their bounds
    /// (recorded: the picture still clips to the viewport).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        attribute("scrollClipDisabled", disabled)
    }

    /// Shows or hides the background of scrollable views (a list, a form) in this view and
    /// below (recorded).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        attribute("scrollContentBackground", visibility)
    }

    /// Flashes the scroll indicators when the view appears (recorded: Canopy draws no
    /// indicators).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        attribute("scrollIndicatorsFlash", "onAppear: \(onAppear)" as RawArgument)
    }

    /// Flashes the scroll indicators when `value` changes (recorded: Canopy draws no
    /// indicators).
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        attribute(
            "scrollIndicatorsFlash", "trigger: \(ValueFormatter.format(value))" as RawArgument)
    }
}

/// `.vertical`, `[.vertical, .horizontal]`.
private func axisText(_ axes: Axis.Set) -> String {
    switch axes {
    case .vertical: ".vertical"
    case .horizontal: ".horizontal"
    default: "[.vertical, .horizontal]"
    }
}

/// An argument printed as written: `onAppear: true`.
struct RawArgument: AttributeArgument, ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    let attributeArgument: String
    init(stringLiteral value: String) { attributeArgument = value }
    init(attributeArgument: String) { self.attributeArgument = attributeArgument }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's behaviour.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown (while scrolling, on platforms whose indicators fade).
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, except where the platform always shows them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
    /// `.hidden`.
    public var description: String { "." + name }
}

/// How a scroll view bounces at its edges.
public struct ScrollBounceBehavior: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's behaviour.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
    /// `.basedOnSize`.
    public var description: String { "." + name }
}

extension ScrollIndicatorVisibility: AttributeArgument {
    var attributeArgument: String { description }
}

extension ScrollBounceBehavior: AttributeArgument {
    var attributeArgument: String { description }
}

/// The indicator visibility along each axis.
struct ScrollIndicatorVisibilities: Sendable, Equatable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic

    init() {}

    init(visibility: ScrollIndicatorVisibility, axes: Axis.Set) {
        if axes.contains(.vertical) { vertical = visibility }
        if axes.contains(.horizontal) { horizontal = visibility }
        written = axes
    }

    /// The axes this value sets (an inner write keeps the other axis from above).
    var written: Axis.Set = []

    func merging(_ new: Self) -> Self {
        var result = self
        if new.written.contains(.vertical) { result.vertical = new.vertical }
        if new.written.contains(.horizontal) { result.horizontal = new.horizontal }
        result.written = written.union(new.written)
        return result
    }
}

/// The bounce behaviour along each axis.
struct ScrollBounceBehaviors: Sendable, Equatable {
    var vertical = ScrollBounceBehavior.automatic
    var horizontal = ScrollBounceBehavior.automatic
    var written: Axis.Set = []

    init() {}

    init(behavior: ScrollBounceBehavior, axes: Axis.Set) {
        if axes.contains(.vertical) { vertical = behavior }
        if axes.contains(.horizontal) { horizontal = behavior }
        written = axes
    }

    func merging(_ new: Self) -> Self {
        var result = self
        if new.written.contains(.vertical) { result.vertical = new.vertical }
        if new.written.contains(.horizontal) { result.horizontal = new.horizontal }
        result.written = written.union(new.written)
        return result
    }
}

struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ScrollIndicatorVisibilitiesKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibilities()
}
struct ScrollBounceBehaviorsKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehaviors()
}

extension EnvironmentValues {
    /// Whether a person can scroll the scroll views below this point; `true` by default.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    var scrollIndicatorVisibilities: ScrollIndicatorVisibilities {
        get { self[ScrollIndicatorVisibilitiesKey.self] }
        set { self[ScrollIndicatorVisibilitiesKey.self] = newValue }
    }

    var scrollBounceBehaviors: ScrollBounceBehaviors {
        get { self[ScrollBounceBehaviorsKey.self] }
        set { self[ScrollBounceBehaviorsKey.self] = newValue }
    }

    /// Whether vertical scroll indicators below this point show.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorVisibilities.vertical }
        set { scrollIndicatorVisibilities.vertical = newValue }
    }

    /// Whether horizontal scroll indicators below this point show.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorVisibilities.horizontal }
        set { scrollIndicatorVisibilities.horizontal = newValue }
    }

    /// How scroll views below this point bounce vertically.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { scrollBounceBehaviors.vertical }
        set { scrollBounceBehaviors.vertical = newValue }
    }

    /// How scroll views below this point bounce horizontally.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { scrollBounceBehaviors.horizontal }
        set { scrollBounceBehaviors.horizontal = newValue }
    }
}

extension Bool: AttributeArgument {
    var attributeArgument: String { "\(self)" }
}
