/// A style that draws and operates every toggle below it. Set it with
/// ``View/toggleStyle(_:)`` on the toggle or on any container above it; the style flows
/// **down** the environment and the innermost one wins (E3, E4). The built-in styles are
/// `.automatic` (a switch on iOS and iPadOS, a checkbox on macOS, a button in a toolbar),
/// `.switch`, `.checkbox` (macOS) and `.button`.
///
///     struct Checkbox: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button { configuration.isOn.toggle() } label: {
///                 Label {
///                     configuration.label
///                 } icon: {
///                     Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 }
///             }
///         }
///     }
///
/// `makeBody` is called for each toggle with its environment (the style taken off: a `Toggle`
/// inside the body is drawn by the next style out); its result is the toggle's content. The
/// toggle is operated through what the body draws: a style that never sets `isOn` makes its
/// toggles inert.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view that draws a toggle.
    associatedtype Body: View
    /// The view drawing and operating a toggle with `configuration`.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given to draw one toggle.
public struct ToggleStyleConfiguration {
    /// The toggle's label: place it in the style's body.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the toggle's label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the toggle's label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it flips the toggle (`$isOn` is the binding).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A standard toggle made from a style's configuration: its label and binding. Drawn by
    /// the next style out (or the platform's), so a style can add to the current look.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// What a toggle hands its style.
struct ToggleStyleInputs {
    let label: AnyView
    let isOn: Binding<Bool>
    let isMixed: Bool
}

/// How a built-in toggle style draws a toggle.
enum ToggleLook: String, Sendable {
    /// The platform's choice for the context (see ``resolved(on:in:)``).
    case automatic
    case `switch`, checkbox, button

    /// What `.automatic` is on `platform` for a toggle in `context`, as SwiftUI documents it:
    /// a switch on iOS and iPadOS, a checkbox on macOS (in a form too), a button in a toolbar.
    func resolved(on platform: Platform, in context: ControlContext) -> ToggleLook {
        guard self == .automatic else { return self }
        if context == .toolbar { return .button }
        return platform == .macOS ? .checkbox : .switch
    }

    /// Whether the look exists on `platform` (`.checkbox` is macOS's).
    func isAvailable(on platform: Platform) -> Bool {
        self != .checkbox || platform == .macOS
    }
}

/// A built-in toggle style: the toggle draws itself with the style's look.
protocol BuiltInToggleStyle: ToggleStyle {
    static var look: ToggleLook { get }
}

extension BuiltInToggleStyle {
    /// A standard toggle with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
}

/// The platform's default toggle style: a switch on iOS and iPadOS, a checkbox on macOS, a
/// button in a toolbar.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle, Equatable {
    static let look = ToggleLook.automatic
    /// Creates the style.
    public init() {}
}

/// A toggle drawn as a switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle, Equatable {
    static let look = ToggleLook.switch
    /// Creates the style.
    public init() {}
}

/// A toggle drawn as a checkbox (macOS).
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle, Equatable {
    static let look = ToggleLook.checkbox
    /// Creates the style.
    public init() {}
}

/// A toggle drawn as a button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle, Equatable {
    static let look = ToggleLook.button
    /// Creates the style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox (macOS).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

struct ToggleStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension EnvironmentValues {
    /// The toggle styles set above this point, outermost first.
    var toggleStyles: StyleStack {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws and operates the toggles in this view and below with `style`. Flows **down**: a
    /// container's style reaches every toggle inside it, and a style set closer to a toggle
    /// wins (E3, E4). Printed on the content's line: `.toggleStyle(.switch)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let builtIn = S.self as? any BuiltInToggleStyle.Type
        return self.style(
            style, key: ToggleStyleKey.self, modifier: "toggleStyle", suffix: "ToggleStyle",
            builtIn: builtIn != nil, look: builtIn?.look, takesInteraction: builtIn == nil
        ) { (style: S, inputs: ToggleStyleInputs) in
            style.makeBody(
                configuration: ToggleStyleConfiguration(
                    label: .init(content: inputs.label), isOn: inputs.isOn,
                    isMixed: inputs.isMixed))
        }
    }
}
