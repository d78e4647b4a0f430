/// A style that draws every button below it and keeps the button's standard interaction: a tap
/// still runs the button's action. Set it with `buttonStyle(_:)` on the
/// button or on any container above it; the style flows **down** the environment, and the
/// innermost one wins (E3, E4).
///
///     struct Capsule: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding(8)
///                 .background(configuration.role == .destructive ? Color.red : .blue)
///                 .opacity(configuration.isPressed ? 0.5 : 1)
///         }
///     }
///
/// `makeBody` is called for each button, with the button's environment (the style itself taken
/// off: a `Button` inside the body is drawn by the next style out), and its result is mounted
/// as the button's content: it can hold state and read the environment like any view.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// The view drawing a button with `configuration`'s label, role and pressed state.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given to draw one button.
public struct ButtonStyleConfiguration {
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
    public let label: ButtonStyleConfiguration.Label
    /// Whether a person is pressing the button now (``ViewHost/press(_:)``).
    public let isPressed: Bool
}

/// What a button hands its style, whichever kind of style it is.
struct ButtonStyleInputs {
    let label: AnyView
    let role: ButtonRole?
    let isPressed: Bool
    /// Runs the button's action as a tap would (nothing when the button is disabled).
    let trigger: @MainActor () -> Void
}

struct ButtonStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension EnvironmentValues {
    /// The button styles set above this point, outermost first.
    var buttonStyles: StyleStack {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view and below with `style`; the button keeps its tap. Flows
    /// **down**: a container's style reaches every button inside it, and a style set closer to
    /// a button wins (E3, E4).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(
            style, key: ButtonStyleKey.self, modifier: "buttonStyle", suffix: "ButtonStyle",
            builtIn: false
        ) { (style: S, inputs: ButtonStyleInputs) in
            style.makeBody(
                configuration: ButtonStyleConfiguration(
                    role: inputs.role, label: .init(content: inputs.label),
                    isPressed: inputs.isPressed))
        }
    }
}
