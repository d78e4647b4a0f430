/// An accessibility modifier a case puts around a subtree (issue 39), driven by a value so that
/// steps change it: the differential check then compares the incrementally kept accessibility
/// tree with a fresh mount's across label changes, hiding, grouping and replacement, and the
/// rotors, custom content and named actions elements carry (their entries and names follow the
/// value, so a step changes them).
public enum FuzzAccessibility: Int, Sendable, CaseIterable {
    /// `.accessibilityLabel("L\(value)")` (A6).
    case label
    /// `.accessibilityHidden(value is even)` (A9).
    case hidden
    /// `.accessibilityElement(children: .combine).accessibilityValue("V\(value)")` (A11).
    case combine
    /// `.accessibilityElement(children: .contain).accessibilitySortPriority(value mod 3)` (A12).
    case contain
    /// `.accessibilityRepresentation { Text("R\(value)") }` (A16).
    case representation
    /// `.accessibilityChildren { Text("C\(value)") }` (A17).
    case children
    /// `.accessibilityRotor("Rotor") { … }`: an entry `E<value>` for the id `value`, and one
    /// more when `value` is even (D91).
    case rotor
    /// `.accessibilityCustomContent("Key", "K\(value)")` (D90).
    case customContent
    /// `.accessibilityAction(named: "A\(value)") {}` (A14).
    case namedAction
    /// `.accessibilityAdjustableAction { _ in }.accessibilityValue("V\(value)")` (A15): an
    /// element the steps increment and decrement (their handler changes nothing).
    case adjustable

    /// Whether `value` hides the subtree (`hidden`).
    static func hides(_ value: Int) -> Bool { value.isMultiple(of: 2) }

    /// The modifier as Swift source around a value expression `value` (an `Int`).
    func source(_ value: String) -> String {
        switch self {
        case .label: return ".accessibilityLabel(\"L\\(\(value))\")"
        case .hidden: return ".accessibilityHidden((\(value)).isMultiple(of: 2))"
        case .combine:
            return ".accessibilityElement(children: .combine).accessibilityValue(\"V\\(\(value))\")"
        case .contain:
            return
                ".accessibilityElement(children: .contain).accessibilitySortPriority(Double(((\(value)) % 3 + 3) % 3))"
        case .representation: return ".accessibilityRepresentation { Text(\"R\\(\(value))\") }"
        case .children: return ".accessibilityChildren { Text(\"C\\(\(value))\") }"
        case .rotor:
            return
                ".accessibilityRotor(\"Rotor\") { AccessibilityRotorEntry(\"E\\(\(value))\", id: \(value)); if (\(value)).isMultiple(of: 2) { AccessibilityRotorEntry(\"Even\", id: -1) } }"
        case .customContent: return ".accessibilityCustomContent(\"Key\", \"K\\(\(value))\")"
        case .namedAction: return ".accessibilityAction(named: \"A\\(\(value))\") {}"
        case .adjustable:
            return
                ".accessibilityAdjustableAction { _ in }.accessibilityValue(\"V\\(\(value))\")"
        }
    }
}
