/// A colour, by name (`.red`, `.accentColor`, `.primary`) or by components. It is also a view
/// that fills its space, and a ``ShapeStyle``.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible, LeafPrimitive
{
    public typealias Body = Never
    enum Kind: Hashable, Sendable {
        case named(String)
        case rgb(Double, Double, Double)
        case white(Double)
    }
    let kind: Kind
    let alpha: Double

    init(kind: Kind, alpha: Double = 1) {
        self.kind = kind
        self.alpha = alpha
    }

    /// A colour from the app's assets.
    public init(_ name: String) { self.init(kind: .named(name)) }

    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(kind: .rgb(red, green, blue), alpha: opacity)
    }

    /// A grey from its white level between 0 and 1.
    public init(white: Double, opacity: Double = 1) {
        self.init(kind: .white(white), alpha: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(kind: kind, alpha: alpha * opacity)
    }

    public static let red = Color(kind: .named("red"))
    public static let orange = Color(kind: .named("orange"))
    public static let yellow = Color(kind: .named("yellow"))
    public static let green = Color(kind: .named("green"))
    public static let mint = Color(kind: .named("mint"))
    public static let teal = Color(kind: .named("teal"))
    public static let cyan = Color(kind: .named("cyan"))
    public static let blue = Color(kind: .named("blue"))
    public static let indigo = Color(kind: .named("indigo"))
    public static let purple = Color(kind: .named("purple"))
    public static let pink = Color(kind: .named("pink"))
    public static let brown = Color(kind: .named("brown"))
    public static let white = Color(kind: .named("white"))
    public static let gray = Color(kind: .named("gray"))
    public static let black = Color(kind: .named("black"))
    public static let clear = Color(kind: .named("clear"))
    /// The primary content colour: black in light mode, white in dark mode.
    public static let primary = Color(kind: .named("primary"))
    /// The secondary content colour.
    public static let secondary = Color(kind: .named("secondary"))
    /// The app's accent colour.
    public static let accentColor = Color(kind: .named("accentColor"))

    /// `red`, `rgb(1, 0.5, 0)`, `white(0.2)`, with `.opacity(x)` when not opaque.
    public var description: String {
        let base: String
        switch kind {
        case .named(let name): base = name
        case .rgb(let r, let g, let b):
            base =
                "rgb(\(ValueFormatter.format(r)), \(ValueFormatter.format(g)), \(ValueFormatter.format(b)))"
        case .white(let w): base = "white(\(ValueFormatter.format(w)))"
        }
        return alpha == 1 ? base : "\(base).opacity(\(ValueFormatter.format(alpha)))"
    }

    /// The same as ``description``, so colours inside other values print by name.
    public var debugDescription: String { description }

    func renderTitle() -> String { "Color \(description)" }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}
