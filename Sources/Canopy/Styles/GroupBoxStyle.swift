/// A style that draws every group box below it. Set it with ``View/groupBoxStyle(_:)``: the
/// style flows **down**, the innermost wins (E3, E4). The built-in style is `.automatic`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view that draws a group box.
    associatedtype Body: View
    /// The view drawing `configuration`'s label and content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given to draw one group box.
public struct GroupBoxStyleConfiguration {
    /// The box's label (empty when it has none).
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The box's content.
    public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the content in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the content.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The box's content.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's default group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Equatable {
    /// Creates the style.
    public init() {}

    /// A standard group box made from the configuration.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox {
            configuration.content
        } label: {
            configuration.label
        }
        .groupBoxStyle(self)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct GroupBoxStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the group boxes in this view and below with `style` (flows **down**; the
    /// innermost wins).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(
            style, key: GroupBoxStyleKey.self, modifier: "groupBoxStyle", suffix: "GroupBoxStyle",
            builtIn: S.self == DefaultGroupBoxStyle.self
        ) { (style: S, inputs: ContainerStyleInputs) in
            style.makeBody(
                configuration: GroupBoxStyleConfiguration(
                    label: .init(content: inputs.label ?? AnyView(EmptyView())),
                    content: .init(content: inputs.content)))
        }
    }
}
