/// A style that draws every gauge below it. Set it with ``View/gaugeStyle(_:)``: the style
/// flows **down**, the innermost wins (E3, E4). The built-in styles are `.automatic`,
/// `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular` and
/// `.accessoryCircularCapacity`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view that draws a gauge.
    associatedtype Body: View
    /// The view drawing `configuration`'s value and labels.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given for each gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` is given to draw one gauge.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// The label of the current value, or of a bound.
    public struct CurrentValueLabel: View, StyleContentView {
        /// Drawn by the runtime: the label in its place.
        public typealias Body = Never
        let content: AnyView

        /// Mounts the label.
        @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
            StyleContentNode(view)
        }
    }

    /// Where the value sits in its range, from 0 to 1.
    public let value: Double
    /// The gauge's label.
    public let label: GaugeStyleConfiguration.Label
    /// The label of the current value, if the gauge has one.
    public let currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The label of the lower bound, if the gauge has one.
    public let minimumValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The label of the upper bound, if the gauge has one.
    public let maximumValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
}

/// What a gauge hands its style.
struct GaugeStyleInputs {
    let value: Double
    let label: AnyView
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?
}

/// A built-in gauge style: the gauge draws itself with it.
protocol BuiltInGaugeStyle: GaugeStyle {}

extension BuiltInGaugeStyle {
    /// A standard gauge with this style.
    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }.gaugeStyle(self)
    }
}

/// The platform's default gauge style.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A bar that fills as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A small bar with a marker, as in a widget.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A small bar that fills, as in a widget.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A small open ring with a marker, as in a widget.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}
/// A small ring that fills, as in a widget.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A filling bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A small bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A small filling bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A small ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle {
        AccessoryCircularGaugeStyle()
    }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A small filling ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

struct GaugeStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Draws the gauges in this view and below with `style` (flows **down**; the innermost
    /// wins).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self.style(
            style, key: GaugeStyleKey.self, modifier: "gaugeStyle", suffix: "GaugeStyle",
            builtIn: S.self is any BuiltInGaugeStyle.Type
        ) { (style: S, inputs: GaugeStyleInputs) in
            style.makeBody(
                configuration: GaugeStyleConfiguration(
                    value: inputs.value, label: .init(content: inputs.label),
                    currentValueLabel: inputs.currentValueLabel.map { .init(content: $0) },
                    minimumValueLabel: inputs.minimumValueLabel.map { .init(content: $0) },
                    maximumValueLabel: inputs.maximumValueLabel.map { .init(content: $0) }))
        }
    }
}
