/// A style that draws every labeled content below it. Set it with
/// ``View/labeledContentStyle(_:)``: the style flows **down**, the innermost wins (E3, E4).
/// The built-in style is `.automatic` (the label, then the content, on one line).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view that draws labeled content.
    associatedtype Body: View
    /// The view placing `configuration`'s label and content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each labeled content.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` is given to draw one labeled content.
public struct LabeledContentStyleConfiguration {
    /// The label.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The content.
    public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the content in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the content.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The platform's default labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, Equatable {
    /// Creates the style.
    public init() {}

    /// Standard labeled content made from the configuration.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent {
            configuration.content
        } label: {
            configuration.label
        }
        .labeledContentStyle(self)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct LabeledContentStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the labeled content in this view and below with `style` (flows **down**; the
    /// innermost wins).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        self.style(
            style, key: LabeledContentStyleKey.self, modifier: "labeledContentStyle",
            suffix: "LabeledContentStyle", builtIn: S.self == AutomaticLabeledContentStyle.self
        ) { (style: S, inputs: ContainerStyleInputs) in
            style.makeBody(
                configuration: LabeledContentStyleConfiguration(
                    label: .init(content: inputs.label ?? AnyView(EmptyView())),
                    content: .init(content: inputs.content)))
        }
    }
}
