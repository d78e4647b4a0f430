/// A style that draws every progress view below it. Set it with ``View/progressViewStyle(_:)``
/// on the view or any container above it: the style flows **down**, the innermost wins (E3,
/// E4). The built-in styles are `.automatic` (a bar when the amount is known, a spinner when
/// it is not), `.linear` and `.circular`.
///
///     struct Percent: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///         }
///     }
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view that draws a progress view.
    associatedtype Body: View
    /// The view drawing `configuration`'s progress.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` is given to draw one progress view.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The label of the current amount.
    public struct CurrentValueLabel: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// How much is done, from 0 to 1; `nil` when it is not known.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The label of the current amount, if it has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    /// The text of the progress view's label, which a standard progress view made from the
    /// configuration shows.
    let title: String?
}

extension ProgressView {
    /// A standard progress view made from a style's configuration, drawn by the next style
    /// out (or the platform's).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        title = configuration.title
        fraction = configuration.fractionCompleted
    }
}

/// What a progress view hands its style.
struct ProgressViewStyleInputs {
    let fraction: Double?
    let title: String?
}

/// How a built-in progress view style draws progress.
enum ProgressLook: String, Sendable {
    /// A bar when the amount is known, a spinner when it is not.
    case automatic
    case linear, circular

    /// What `.automatic` is for an amount that is known or not.
    func resolved(isDeterminate: Bool) -> ProgressLook {
        guard self == .automatic else { return self }
        return isDeterminate ? .linear : .circular
    }
}

/// A built-in progress view style: the view draws itself with the style's look.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    static var look: ProgressLook { get }
}

extension BuiltInProgressViewStyle {
    /// A standard progress view with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// The default progress view style: a bar when the amount is known, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle, Equatable {
    static let look = ProgressLook.automatic
    /// Creates the style.
    public init() {}
}

/// Progress drawn as a bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle, Equatable {
    static let look = ProgressLook.linear
    /// Creates the style.
    public init() {}
}

/// Progress drawn as a spinner or a ring.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle, Equatable {
    static let look = ProgressLook.circular
    /// Creates the style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct ProgressViewStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the progress views in this view and below with `style` (flows **down**; the
    /// innermost wins). Printed as `.progressViewStyle(.circular)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let builtIn = S.self as? any BuiltInProgressViewStyle.Type
        return self.style(
            style, key: ProgressViewStyleKey.self, modifier: "progressViewStyle",
            suffix: "ProgressViewStyle", builtIn: builtIn != nil, look: builtIn?.look
        ) { (style: S, inputs: ProgressViewStyleInputs) in
            style.makeBody(
                configuration: ProgressViewStyleConfiguration(
                    fractionCompleted: inputs.fraction,
                    label: inputs.title.map { .init(content: AnyView(Text(verbatim: $0))) },
                    currentValueLabel: nil, title: inputs.title))
        }
    }
}
