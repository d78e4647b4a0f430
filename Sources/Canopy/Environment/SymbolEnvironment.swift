extension Image {
    /// The size symbols are drawn at, relative to the text around them.
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large
    }
}

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Each layer in its own colour.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in shades of one colour.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles the view provides.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of a symbol (filled, circled…); variants combine.
public struct SymbolVariants: Sendable, Hashable {
    let names: [String]
    /// No variant.
    public static let none = SymbolVariants(names: [])
    /// The filled variant.
    public static let fill = SymbolVariants(names: ["fill"])
    /// The variant in a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// The variant in a square.
    public static let square = SymbolVariants(names: ["square"])
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// The slashed variant.
    public static let slash = SymbolVariants(names: ["slash"])

    /// This variant filled.
    public var fill: SymbolVariants { adding(.fill) }
    /// This variant in a circle.
    public var circle: SymbolVariants { adding(.circle) }
    /// This variant in a square.
    public var square: SymbolVariants { adding(.square) }
    /// This variant slashed.
    public var slash: SymbolVariants { adding(.slash) }

    /// Whether every variant of `other` is part of this one.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.names.allSatisfy(names.contains)
    }

    /// Both variants' parts, in the order they were added, each once.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(names: names + other.names.filter { !names.contains($0) })
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The size of symbols below this point; `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols below this point colour their layers; `nil` for each symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variants symbols below this point are drawn in; `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of symbols in this view and below (flows down).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentValue(\.imageScale, scale, call: "imageScale")
    }

    /// Sets how symbols in this view and below colour their layers (flows down).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentValue(\.symbolRenderingMode, mode, call: "symbolRenderingMode")
    }

    /// Draws symbols in this view and below in `variant`, added to the variants set above
    /// (flows down; `.fill` inside `.circle` is `.circle.fill`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentValue(
            \.symbolVariants, variant, printed: ".symbolVariant(\(variant.attributeArgument))",
            combine: { inherited, variant in inherited.adding(variant) })
    }
}

extension Image.Scale: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension SymbolRenderingMode: AttributeArgument, CustomStringConvertible {
    var attributeArgument: String { "." + name }
    /// The mode's name.
    public var description: String { name }
}

extension SymbolVariants: AttributeArgument, CustomStringConvertible {
    var attributeArgument: String { names.isEmpty ? ".none" : "." + names.joined(separator: ".") }
    /// The variants, joined: `circle.fill`.
    public var description: String { names.isEmpty ? "none" : names.joined(separator: ".") }
}
