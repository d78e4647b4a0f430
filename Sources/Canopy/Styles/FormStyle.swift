/// A style that lays out every form below it. Set it with ``View/formStyle(_:)``: the style
/// flows **down**, the innermost wins (E3, E4). The built-in styles are `.automatic`,
/// `.grouped` and `.columns` (macOS: labels and controls in two columns).
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view that draws a form.
    associatedtype Body: View
    /// The view drawing `configuration`'s content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each form.
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` is given to draw one form.
public struct FormStyleConfiguration {
    /// The form's content.
    public struct Content: View, StyleContentView {
        /// Drawn by the runtime: the content in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the content.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The form's content.
    public let content: FormStyleConfiguration.Content
}

/// A built-in form style: the form draws itself with it.
protocol BuiltInFormStyle: FormStyle {}

extension BuiltInFormStyle {
    /// A standard form with this style.
    public func makeBody(configuration: Configuration) -> some View {
        Form { configuration.content }.formStyle(self)
    }
}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle, BuiltInFormStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Sections as grouped rows.
public struct GroupedFormStyle: FormStyle, BuiltInFormStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// Labels and controls in two columns (macOS).
public struct ColumnsFormStyle: FormStyle, BuiltInFormStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Two columns (macOS).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

struct FormStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension Form: StyledContainer {
    typealias StyleKey = FormStyleKey
    var styleInputs: ContainerStyleInputs {
        ContainerStyleInputs(label: nil, content: AnyView(content))
    }
}

extension View {
    /// Lays out the forms in this view and below with `style` (flows **down**; the innermost
    /// wins). Printed as `.formStyle(.grouped)`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self.style(
            style, key: FormStyleKey.self, modifier: "formStyle", suffix: "FormStyle",
            builtIn: S.self is any BuiltInFormStyle.Type
        ) { (style: S, inputs: ContainerStyleInputs) in
            style.makeBody(
                configuration: FormStyleConfiguration(content: .init(content: inputs.content)))
        }
    }
}
