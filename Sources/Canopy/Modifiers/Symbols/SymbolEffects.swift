/// SF Symbols animations and rendering choices: recorded on the view's line (Canopy draws a
/// symbol as its name; it has no symbol animations or variable-value rendering).
extension View {
    /// Runs `effect` on the symbols in this view while `isActive` (recorded).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        recorded(
            "symbolEffect",
            ["_": effect.recordedSpelling, "options": options, "isActive": isActive])
    }

    /// Runs `effect` on the symbols in this view once each time `value` changes (recorded).
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        recorded(
            "symbolEffect", ["_": effect.recordedSpelling, "options": options, "value": value])
    }

    /// Removes every symbol effect from the symbols in this view (recorded).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        recorded("symbolEffectsRemoved", ["_": isEnabled])
    }

    /// Sets how the symbols in this view colour their layers (recorded).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        recorded("symbolColorRenderingMode", ["_": mode as Any])
    }

    /// Sets how the symbols in this view show their variable value (recorded).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        recorded("symbolVariableValueMode", ["_": mode as Any])
    }
}

/// An animation of an SF Symbol.
public protocol SymbolEffect: Sendable, Hashable {}
/// A symbol effect that runs while it is active.
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that runs once when a value changes.
public protocol DiscreteSymbolEffect {}

/// A symbol effect's spelling: its base name and the refinements chained on it.
struct SymbolEffectSpelling: Sendable, Hashable, AttributeArgument {
    var parts: [String]
    var attributeArgument: String { "." + parts.joined(separator: ".") }
}

extension SymbolEffect {
    /// The effect as the call spelled it.
    var recordedSpelling: SymbolEffectSpelling {
        (self as? any SpelledSymbolEffect)?.spelling
            ?? SymbolEffectSpelling(parts: [String(describing: Self.self)])
    }
}

/// A built-in effect, whatever its kind.
protocol SpelledSymbolEffect {
    var spelling: SymbolEffectSpelling { get }
}

/// SwiftUI's built-in symbol effects: one type per kind (``BounceSymbolEffect`` is this of
/// ``SymbolEffectKind/Bounce``), keeping how the effect was spelled (`.bounce.up.byLayer`), so
/// the refinements every effect has are written once.
public struct BuiltInSymbolEffect<Kind>: SymbolEffect, SpelledSymbolEffect {
    let spelling: SymbolEffectSpelling

    init(_ parts: [String]) { spelling = SymbolEffectSpelling(parts: parts) }

    func refined(_ part: String) -> Self { Self(spelling.parts + [part]) }

    /// The effect applied layer by layer.
    public var byLayer: Self { refined("byLayer") }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: Self { refined("wholeSymbol") }
}

/// The kinds of built-in symbol effects (type parameters of ``BuiltInSymbolEffect``).
public enum SymbolEffectKind {
    /// A bounce.
    public enum Bounce {}
    /// A pulse.
    public enum Pulse {}
    /// Variable colour.
    public enum VariableColor {}
    /// A scale.
    public enum Scale {}
    /// A wiggle.
    public enum Wiggle {}
    /// A rotation.
    public enum Rotate {}
    /// A breath.
    public enum Breathe {}
}

/// Bounces the symbol.
public typealias BounceSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Bounce>
/// Fades the symbol's opacity in and out.
public typealias PulseSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Pulse>
/// Colours the symbol's variable layers in turn.
public typealias VariableColorSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.VariableColor>
/// Scales the symbol.
public typealias ScaleSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Scale>
/// Wiggles the symbol.
public typealias WiggleSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Wiggle>
/// Rotates the symbol.
public typealias RotateSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Rotate>
/// Makes the symbol breathe.
public typealias BreatheSymbolEffect = BuiltInSymbolEffect<SymbolEffectKind.Breathe>

// Every built-in effect runs while active; all but the scale also run once on a change.
extension BuiltInSymbolEffect: IndefiniteSymbolEffect {}
extension BuiltInSymbolEffect: DiscreteSymbolEffect where Kind: DiscreteSymbolEffectKind {}

/// A kind of built-in effect that also runs once when a value changes.
public protocol DiscreteSymbolEffectKind {}
extension SymbolEffectKind.Bounce: DiscreteSymbolEffectKind {}
extension SymbolEffectKind.Pulse: DiscreteSymbolEffectKind {}
extension SymbolEffectKind.VariableColor: DiscreteSymbolEffectKind {}
extension SymbolEffectKind.Wiggle: DiscreteSymbolEffectKind {}
extension SymbolEffectKind.Rotate: DiscreteSymbolEffectKind {}
extension SymbolEffectKind.Breathe: DiscreteSymbolEffectKind {}

extension BuiltInSymbolEffect where Kind == SymbolEffectKind.Bounce {
    /// Bounces up.
    public var up: Self { refined("up") }
    /// Bounces down.
    public var down: Self { refined("down") }
}

extension BuiltInSymbolEffect where Kind == SymbolEffectKind.Scale {
    /// Scales up.
    public var up: Self { refined("up") }
    /// Scales down.
    public var down: Self { refined("down") }
}

extension BuiltInSymbolEffect where Kind == SymbolEffectKind.VariableColor {
    /// Layers are coloured one after another.
    public var iterative: Self { refined("iterative") }
    /// Each layer stays coloured as the next one is.
    public var cumulative: Self { refined("cumulative") }
    /// The sequence plays forward then backward.
    public var reversing: Self { refined("reversing") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { .init(["bounce"]) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { .init(["pulse"]) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour.
    public static var variableColor: VariableColorSymbolEffect { .init(["variableColor"]) }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { .init(["scale"]) }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { .init(["wiggle"]) }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { .init(["rotate"]) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breath.
    public static var breathe: BreatheSymbolEffect { .init(["breathe"]) }
}

/// How a symbol effect runs: how often and how fast.
public struct SymbolEffectOptions: Sendable, Hashable, AttributeArgument {
    var parts: [String]
    /// The effect's own timing.
    public static let `default` = SymbolEffectOptions(parts: ["default"])
    /// Repeats the effect.
    public static let `repeating` = SymbolEffectOptions(parts: ["repeating"])
    /// Runs the effect once.
    public static let nonRepeating = SymbolEffectOptions(parts: ["nonRepeating"])
    /// Repeats the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(parts: ["repeat(\(count))"])
    }
    /// Runs the effect `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(parts: ["speed(\(ValueFormatter.format(speed)))"])
    }
    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(parts: parts + ["repeat(\(count))"])
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(parts: parts + ["speed(\(ValueFormatter.format(speed)))"])
    }
    var attributeArgument: String { "." + parts.joined(separator: ".") }
}

/// How a symbol colours its layers.
public struct SymbolColorRenderingMode: Sendable, Hashable, RecordedOption {
    let name: String
    /// Flat colours.
    public static let flat = SymbolColorRenderingMode(name: "flat")
    /// Gradients.
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol shows its variable value.
public struct SymbolVariableValueMode: Sendable, Hashable, RecordedOption {
    let name: String
    /// Layers turn on as the value grows.
    public static let color = SymbolVariableValueMode(name: "color")
    /// Layers are drawn in part, up to the value.
    public static let draw = SymbolVariableValueMode(name: "draw")
}
