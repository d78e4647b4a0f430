/// A colour, by name (`.red`, `.accentColor`, `.primary`) or by components. It is also a view
/// that fills its space, and a ``ShapeStyle``.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible, LeafPrimitive
{
    /// Drawn by the runtime: a colour is a primitive view and has no body.
    public typealias Body = Never
    enum Kind: Hashable, Sendable {
        /// A colour the system defines (`.red`): one of a fixed set, drawn by its case.
        case system(SystemColor)
        /// A colour from the app's assets, by its name (`Color("Brand")`): never taken for a
        /// system colour, whatever it is called.
        case asset(String)
        case rgb(Double, Double, Double)
        case white(Double)
    }

    /// The colours the system defines. The raw value is the name a colour prints with.
    enum SystemColor: String, Sendable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
        case white, gray, black, clear, primary, secondary, accentColor
    }
    let kind: Kind
    let alpha: Double

    init(kind: Kind, alpha: Double = 1) {
        self.kind = kind
        self.alpha = alpha
    }

    /// A colour from the app's assets.
    public init(_ name: String) { self.init(kind: .asset(name)) }

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

    /// The system red.
    public static let red = Color(kind: .system(.red))
    /// The system orange.
    public static let orange = Color(kind: .system(.orange))
    /// The system yellow.
    public static let yellow = Color(kind: .system(.yellow))
    /// The system green.
    public static let green = Color(kind: .system(.green))
    /// The system mint.
    public static let mint = Color(kind: .system(.mint))
    /// The system teal.
    public static let teal = Color(kind: .system(.teal))
    /// The system cyan.
    public static let cyan = Color(kind: .system(.cyan))
    /// The system blue.
    public static let blue = Color(kind: .system(.blue))
    /// The system indigo.
    public static let indigo = Color(kind: .system(.indigo))
    /// The system purple.
    public static let purple = Color(kind: .system(.purple))
    /// The system pink.
    public static let pink = Color(kind: .system(.pink))
    /// The system brown.
    public static let brown = Color(kind: .system(.brown))
    /// Pure white.
    public static let white = Color(kind: .system(.white))
    /// The system gray.
    public static let gray = Color(kind: .system(.gray))
    /// Pure black.
    public static let black = Color(kind: .system(.black))
    /// Fully transparent: nothing shows.
    public static let clear = Color(kind: .system(.clear))
    /// The primary content colour: black in light mode, white in dark mode.
    public static let primary = Color(kind: .system(.primary))
    /// The secondary content colour.
    public static let secondary = Color(kind: .system(.secondary))
    /// The app's accent colour.
    public static let accentColor = Color(kind: .system(.accentColor))

    /// `red`, `rgb(1, 0.5, 0)`, `white(0.2)`, with `.opacity(x)` when not opaque.
    public var description: String {
        let base: String
        switch kind {
        case .system(let color): base = color.rawValue
        case .asset(let name): base = name
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
    /// Red, as a shape style (`.fill(.red)`).
    public static var red: Color { Color.red }
    /// Orange, as a shape style (`.fill(.orange)`).
    public static var orange: Color { Color.orange }
    /// Yellow, as a shape style (`.fill(.yellow)`).
    public static var yellow: Color { Color.yellow }
    /// Green, as a shape style (`.fill(.green)`).
    public static var green: Color { Color.green }
    /// Mint, as a shape style (`.fill(.mint)`).
    public static var mint: Color { Color.mint }
    /// Teal, as a shape style (`.fill(.teal)`).
    public static var teal: Color { Color.teal }
    /// Cyan, as a shape style (`.fill(.cyan)`).
    public static var cyan: Color { Color.cyan }
    /// Blue, as a shape style (`.fill(.blue)`).
    public static var blue: Color { Color.blue }
    /// Indigo, as a shape style (`.fill(.indigo)`).
    public static var indigo: Color { Color.indigo }
    /// Purple, as a shape style (`.fill(.purple)`).
    public static var purple: Color { Color.purple }
    /// Pink, as a shape style (`.fill(.pink)`).
    public static var pink: Color { Color.pink }
    /// Brown, as a shape style (`.fill(.brown)`).
    public static var brown: Color { Color.brown }
    /// White, as a shape style (`.fill(.white)`).
    public static var white: Color { Color.white }
    /// Gray, as a shape style (`.fill(.gray)`).
    public static var gray: Color { Color.gray }
    /// Black, as a shape style (`.fill(.black)`).
    public static var black: Color { Color.black }
    /// Transparent, as a shape style (`.fill(.clear)`).
    public static var clear: Color { Color.clear }
    /// The primary content colour, as a shape style (`.foregroundStyle(.primary)`).
    public static var primary: Color { Color.primary }
    /// The secondary content colour, as a shape style
    /// (`.foregroundStyle(.secondary)`).
    public static var secondary: Color { Color.secondary }
    /// The app's accent colour, as a shape style (`.fill(.accentColor)`).
    public static var accentColor: Color { Color.accentColor }
}
