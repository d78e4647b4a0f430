/// A style that draws every control group below it. Set it with ``View/controlGroupStyle(_:)``:
/// the style flows **down**, the innermost wins (E3, E4). The built-in styles are
/// `.automatic`, `.navigation`, `.palette`, `.menu` and `.compactMenu`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view that draws a control group.
    associatedtype Body: View
    /// The view drawing `configuration`'s controls.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` is given to draw one control group.
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the controls in their place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the controls.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The group's label (empty when it has none).
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The group's controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// The group's label.
    public let label: ControlGroupStyleConfiguration.Label
}

/// A built-in control group style: the group draws itself with it.
protocol BuiltInControlGroupStyle: ControlGroupStyle {}

extension BuiltInControlGroupStyle {
    /// A standard control group with this style.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup { configuration.content }.controlGroupStyle(self)
    }
}

/// The platform's default control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Controls as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Controls in a row, as in a menu's palette.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Controls in a menu.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Controls in a compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle,
    Equatable
{
    /// Creates the style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// As in a navigation bar.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row, as in a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

struct ControlGroupStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the control groups in this view and below with `style` (flows **down**; the
    /// innermost wins).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self.style(
            style, key: ControlGroupStyleKey.self, modifier: "controlGroupStyle",
            suffix: "ControlGroupStyle", builtIn: S.self is any BuiltInControlGroupStyle.Type
        ) { (style: S, inputs: ContainerStyleInputs) in
            style.makeBody(
                configuration: ControlGroupStyleConfiguration(
                    content: .init(content: inputs.content),
                    label: .init(content: inputs.label ?? AnyView(EmptyView()))))
        }
    }
}
