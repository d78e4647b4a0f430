/// A style that draws every button below it and decides how it is operated: the button runs
/// its action only when the style's body calls ``PrimitiveButtonStyleConfiguration/trigger()``
/// (a style that never calls it makes its buttons inert). The built-in styles (`.automatic`,
/// `.plain`, `.bordered`, `.borderedProminent`, `.borderless`, `.link`) are primitive styles.
/// Set with `buttonStyle(_:)`; flows **down** like
/// ``ButtonStyle`` (E3, E4).
///
///     struct DoubleTap: PrimitiveButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///         }
///     }
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// The view drawing and operating a button with `configuration`.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given to draw and operate one button.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label: place it in the style's body.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the button's label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the button's label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let runAction: @MainActor () -> Void

    /// Runs the button's action, as a tap on a standard button would (nothing when the button
    /// is disabled).
    @MainActor public func trigger() { runAction() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A standard button made from a primitive style's configuration: its label, role and
    /// action. Drawn by the next style out (or the platform's), so a style can add to the
    /// current look instead of replacing it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.runAction) {
            configuration.label
        }
    }
}

/// How a built-in button style draws a button.
enum ButtonLook: String, Sendable {
    /// The platform's choice for the context (see ``resolved(on:in:)``).
    case automatic
    case plain, bordered, borderedProminent, borderless, link
    /// An alert's action or a menu's item, drawn by its container whatever the style.
    case action

    /// What `.automatic` is on `platform` for a button in `context`, as SwiftUI documents it:
    /// borderless on iOS and iPadOS, bordered on macOS, borderless in a macOS toolbar.
    func resolved(on platform: Platform, in context: ControlContext) -> ButtonLook {
        guard self == .automatic else { return self }
        if platform == .macOS { return context == .toolbar ? .borderless : .bordered }
        return .borderless
    }

    /// Whether the look exists on `platform` (`.link` is macOS's).
    func isAvailable(on platform: Platform) -> Bool { self != .link || platform == .macOS }
}

/// A built-in button style: the button draws itself with the style's look.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    static var look: ButtonLook { get }
}

extension BuiltInButtonStyle {
    /// A standard button with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The platform's default button style: borderless on iOS and iPadOS, bordered on macOS, and
/// each container's own default inside it (borderless in a macOS toolbar).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Equatable {
    static let look = ButtonLook.automatic
    /// Creates the style.
    public init() {}
}

/// A button style with no decoration: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Equatable {
    static let look = ButtonLook.plain
    /// Creates the style.
    public init() {}
}

/// A button style with a bordered background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Equatable {
    static let look = ButtonLook.bordered
    /// Creates the style.
    public init() {}
}

/// A prominent, filled button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle,
    Equatable
{
    static let look = ButtonLook.borderedProminent
    /// Creates the style.
    public init() {}
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Equatable {
    static let look = ButtonLook.borderless
    /// Creates the style.
    public init() {}
}

/// A button style that looks like a link (macOS).
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Equatable {
    static let look = ButtonLook.link
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// No decoration.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent, filled background.
    public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A link's look (macOS).
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension View {
    /// Draws and operates the buttons in this view and below with `style`. Flows **down**: a
    /// container's style reaches every button inside it, and a style set closer to a button
    /// wins (E3, E4). A built-in style prints bare on the content's line:
    /// `.buttonStyle(plain)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let builtIn = S.self as? any BuiltInButtonStyle.Type
        return self.style(
            style, key: ButtonStyleKey.self, modifier: "buttonStyle", suffix: "ButtonStyle",
            builtIn: builtIn != nil, look: builtIn?.look, takesInteraction: builtIn == nil,
            printsAsMember: false
        ) { (style: S, inputs: ButtonStyleInputs) in
            style.makeBody(
                configuration: PrimitiveButtonStyleConfiguration(
                    role: inputs.role, label: .init(content: inputs.label),
                    runAction: inputs.trigger))
        }
    }
}
