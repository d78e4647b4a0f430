/// A key press on a hardware keyboard, as an `onKeyPress` action receives it: the key, the
/// characters it types, the modifier keys held, and the phase.
nonisolated public struct KeyPress: Sendable, CustomDebugStringConvertible {
    /// The phases of a key press an `onKeyPress` matches: down, held down (repeating), up.
    public struct Phases: OptionSet, Sendable, Hashable, CustomDebugStringConvertible {
        /// The set's raw bits.
        public let rawValue: Int
        /// A set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held down and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        /// `[.down, .repeat]`.
        public var debugDescription: String {
            let names = [(Phases.down, ".down"), (.repeat, ".repeat"), (.up, ".up")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// Whether an action consumed the key press: `.handled` stops it, `.ignored` lets it go on
    /// to the next handler out from the focused view.
    public enum Result: Sendable, Hashable {
        /// The action consumed the press.
        case handled
        /// The press goes on to the handlers further out.
        case ignored
    }

    /// The phase: one of `.down`, `.repeat` and `.up`.
    public let phase: Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types, as if no modifier key were held.
    public let characters: String
    /// The modifier keys held with it.
    public let modifiers: EventModifiers

    init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// `KeyPress(.down, "a")`.
    public var debugDescription: String {
        "KeyPress(\(phase.debugDescription), \(modifiers.symbols)\(key))"
    }
}
