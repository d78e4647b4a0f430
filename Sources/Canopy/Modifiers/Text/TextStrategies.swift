/// The 2025 SDKs' text strategies and label spacing: `labelIconToTitleSpacing` lays labels
/// out (semantic); the alignment and writing-direction strategies are recorded (Canopy's text
/// is laid out left to right, lines from the leading edge).
extension View {
    /// Sets the space between a label's icon and its title in this view and below (semantic:
    /// layout; D14's 8 points otherwise).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environmentValue(
            \.labelIconToTitleSpacing, Optional(spacing),
            printed: ".labelIconToTitleSpacing(\(spacing.attributeArgument))")
    }

    /// Sets how text below infers its alignment when none is set (flows down; recorded).
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        environmentValue(
            \.textAlignmentStrategy, strategy,
            printed: ".multilineTextAlignment(strategy: .\(strategy.name))")
    }

    /// Sets how text below infers its writing direction (flows down; recorded).
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
        environmentValue(
            \.writingDirectionStrategy, strategy,
            printed: ".writingDirection(strategy: .\(strategy.name))")
    }
}

extension Text {
    /// How text infers its alignment when none is set.
    public struct AlignmentStrategy: Sendable, Hashable {
        let name: String
        /// The context's default: `layoutBased` for text, `writingDirectionBased` for input.
        public static let `default` = AlignmentStrategy(name: "default")
        /// Following the environment's `multilineTextAlignment`.
        public static let layoutBased = AlignmentStrategy(name: "layoutBased")
        /// Following each paragraph's writing direction.
        public static let writingDirectionBased = AlignmentStrategy(
            name: "writingDirectionBased")
    }

    /// How text infers its writing direction.
    public struct WritingDirectionStrategy: Sendable, Hashable {
        let name: String
        /// `contentBased`.
        public static let `default` = WritingDirectionStrategy(name: "default")
        /// Following the environment's `layoutDirection`.
        public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
        /// Following the language of the text.
        public static let contentBased = WritingDirectionStrategy(name: "contentBased")
    }
}

struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
extension LabelIconToTitleSpacingKey: LayoutAffectingKey {}
struct TextAlignmentStrategyKey: EnvironmentKey {
    static let defaultValue = Text.AlignmentStrategy.default
}
struct WritingDirectionStrategyKey: EnvironmentKey {
    static let defaultValue = Text.WritingDirectionStrategy.default
}

extension EnvironmentValues {
    /// The space between labels' icons and titles below this point; `nil` for the default.
    var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// How text below this point infers its alignment. (Private in SwiftUI.)
    var textAlignmentStrategy: Text.AlignmentStrategy {
        get { self[TextAlignmentStrategyKey.self] }
        set { self[TextAlignmentStrategyKey.self] = newValue }
    }

    /// How text below this point infers its writing direction. (Private in SwiftUI.)
    var writingDirectionStrategy: Text.WritingDirectionStrategy {
        get { self[WritingDirectionStrategyKey.self] }
        set { self[WritingDirectionStrategyKey.self] = newValue }
    }
}
