/// A style that draws every disclosure group below it: its label, and its content while
/// expanded. Set it with ``View/disclosureGroupStyle(_:)``: the style flows **down**, the
/// innermost wins (E3, E4). The built-in style is `.automatic` (a chevron before the label).
///
///     struct Plus: DisclosureGroupStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             VStack {
///                 Button(configuration.isExpanded ? "−" : "+") {
///                     configuration.isExpanded.toggle()
///                 }
///                 if configuration.isExpanded { configuration.content }
///             }
///         }
///     }
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view that draws a disclosure group.
    associatedtype Body: View
    /// The view drawing `configuration`'s label and, while expanded, its content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each disclosure group.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` is given to draw one disclosure group.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The group's content.
    public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the content in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the content.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The group's label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The group's content: the style shows it while expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool
}

/// What a disclosure group hands its style.
struct DisclosureGroupStyleInputs {
    let label: AnyView
    let content: AnyView
    let isExpanded: Binding<Bool>
}

/// The default disclosure group style: a chevron before the label.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Equatable {
    /// Creates the style.
    public init() {}

    /// A standard disclosure group made from the configuration.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
        .disclosureGroupStyle(self)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

struct DisclosureGroupStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the disclosure groups in this view and below with `style` (flows **down**; the
    /// innermost wins).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self.style(
            style, key: DisclosureGroupStyleKey.self, modifier: "disclosureGroupStyle",
            suffix: "DisclosureGroupStyle", builtIn: S.self == AutomaticDisclosureGroupStyle.self
        ) { (style: S, inputs: DisclosureGroupStyleInputs) in
            style.makeBody(
                configuration: DisclosureGroupStyleConfiguration(
                    label: .init(content: inputs.label), content: .init(content: inputs.content),
                    isExpanded: inputs.isExpanded))
        }
    }
}
