/// A style that places every label's title and icon below it. Set it with
/// ``View/labelStyle(_:)`` on the label or on any container above it; the style flows **down**
/// the environment and the innermost one wins (E3, E4). The built-in styles are `.automatic`
/// (title and icon; the icon alone in a toolbar), `.titleAndIcon`, `.titleOnly` and
/// `.iconOnly`.
///
///     struct Trailing: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack {
///                 configuration.title
///                 configuration.icon
///             }
///         }
///     }
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view that draws a label.
    associatedtype Body: View
    /// The view placing `configuration`'s title and icon.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each label.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given to draw one label.
public struct LabelStyleConfiguration {
    /// The label's title: place it in the style's body.
    public struct Title: View, StyleContentView {
        /// Drawn by the runtime: the label's title in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label's title.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The label's icon: place it in the style's body.
    public struct Icon: View, StyleContentView {
        /// Drawn by the runtime: the label's icon in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label's icon.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The label's title.
    public let title: LabelStyleConfiguration.Title
    /// The label's icon.
    public let icon: LabelStyleConfiguration.Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A standard label made from a style's configuration. Drawn by the next style out (or the
    /// platform's), so a style can add to the current look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// What a label hands its style.
struct LabelStyleInputs {
    let title: AnyView
    let icon: AnyView
}

/// How a built-in label style places a label's parts.
enum LabelLook: String, Sendable {
    /// The platform's choice for the context (see ``resolved(in:)``).
    case automatic
    case titleAndIcon, titleOnly, iconOnly

    /// What `.automatic` is for a label in `context`: the icon alone in a toolbar, title and
    /// icon everywhere else.
    func resolved(in context: ControlContext) -> LabelLook {
        guard self == .automatic else { return self }
        return context == .toolbar ? .iconOnly : .titleAndIcon
    }
}

/// A built-in label style: the label places its parts with the style's look.
protocol BuiltInLabelStyle: LabelStyle {
    static var look: LabelLook { get }
}

extension BuiltInLabelStyle {
    /// A standard label with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

/// The default label style for the context: title and icon, the icon alone in a toolbar.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle, Equatable {
    static let look = LabelLook.automatic
    /// Creates the style.
    public init() {}
}

/// A label showing its title and its icon.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle, Equatable {
    static let look = LabelLook.titleAndIcon
    /// Creates the style.
    public init() {}
}

/// A label showing only its title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle, Equatable {
    static let look = LabelLook.titleOnly
    /// Creates the style.
    public init() {}
}

/// A label showing only its icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle, Equatable {
    static let look = LabelLook.iconOnly
    /// Creates the style.
    public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style for the context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension EnvironmentValues {
    /// The label styles set above this point, outermost first.
    var labelStyles: StyleStack {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Places the title and icon of the labels in this view and below with `style`. Flows
    /// **down**: a container's style reaches every label inside it, and a style set closer to
    /// a label wins (E3, E4). Printed on the content's line: `.labelStyle(.iconOnly)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let builtIn = S.self as? any BuiltInLabelStyle.Type
        return self.style(
            style, key: LabelStyleKey.self, modifier: "labelStyle", suffix: "LabelStyle",
            builtIn: builtIn != nil, look: builtIn?.look
        ) { (style: S, inputs: LabelStyleInputs) in
            style.makeBody(
                configuration: LabelStyleConfiguration(
                    title: .init(content: inputs.title), icon: .init(content: inputs.icon)))
        }
    }
}
