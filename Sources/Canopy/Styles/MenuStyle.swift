/// A style that draws every menu below it. Set it with ``View/menuStyle(_:)``: the style flows
/// **down**, the innermost wins (E3, E4). The built-in styles are `.automatic`, `.button`,
/// `.borderlessButton` and `.borderedButton`; a custom style usually wraps a standard menu made
/// from its configuration:
///
///     struct Red: MenuStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Menu(configuration).foregroundStyle(.red)
///         }
///     }
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view that draws a menu.
    associatedtype Body: View
    /// The view drawing the menu `configuration` stands for.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each menu.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` is given: the menu, to make a standard one with ``Menu/init(_:)``.
public struct MenuStyleConfiguration {
    /// The menu's label.
    nonisolated public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The menu's items.
    nonisolated public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the items in their place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the items.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    let label: AnyView
    let content: AnyView
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A standard menu made from a style's configuration, drawn by the next style out (or the
    /// platform's).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init {
            MenuStyleConfiguration.Content(content: configuration.content)
        } label: {
            MenuStyleConfiguration.Label(content: configuration.label)
        }
    }
}

/// A built-in menu style: the menu draws itself with it.
protocol BuiltInMenuStyle: MenuStyle {}

extension BuiltInMenuStyle {
    /// A standard menu with this style.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).menuStyle(self)
    }
}

/// The platform's default menu style.
public struct DefaultMenuStyle: MenuStyle, BuiltInMenuStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle, BuiltInMenuStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInMenuStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A menu drawn as a bordered button.
public struct BorderedButtonMenuStyle: MenuStyle, BuiltInMenuStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == BorderedButtonMenuStyle {
    /// A bordered button.
    public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}

/// What a menu hands its style.
struct MenuStyleInputs {
    let label: AnyView
    let content: AnyView
}

struct MenuStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the menus in this view and below with `style` (flows **down**; the innermost
    /// wins).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let builtIn = S.self is any BuiltInMenuStyle.Type
        return self.style(
            style, key: MenuStyleKey.self, modifier: "menuStyle", suffix: "MenuStyle",
            builtIn: builtIn, takesInteraction: !builtIn
        ) { (style: S, inputs: MenuStyleInputs) in
            style.makeBody(
                configuration: MenuStyleConfiguration(label: inputs.label, content: inputs.content))
        }
    }
}
