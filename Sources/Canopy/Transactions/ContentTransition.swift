/// How a view's content changes in place when it changes in an animated update: text that
/// interpolates, counts, or cross-fades (recorded: Canopy shows the new content at once).
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    /// The transition as Swift writes it (`.numericText()`).
    public let description: String

    /// The content changes with no transition.
    public static let identity = ContentTransition(description: ".identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(description: ".opacity")
    /// The content's glyphs interpolate where they can.
    public static let interpolate = ContentTransition(description: ".interpolate")
    /// Digits roll, counting up (or down with `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(
            description: countsDown ? ".numericText(countsDown: true)" : ".numericText()")
    }
    /// Digits roll in the direction from the old `value` to the new one.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: ".numericText(value: \(ValueFormatter.format(value)))")
    }
}

extension View {
    /// The transition the view's content changes with in an animated update (recorded as an
    /// attribute; the content shows its new value at once).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        attribute(CallAttribute(name: "contentTransition", argument: transition))
    }

    /// Makes the view's children animate their geometry in its coordinate space (recorded:
    /// Canopy does not animate layout, D63).
    public func geometryGroup() -> some View { attribute(marker: "geometryGroup") }
}

extension ContentTransition: AttributeArgument {
    var attributeArgument: String { description }
}
