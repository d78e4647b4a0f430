/// A key for a value a view hands the ``Layout`` that arranges it (G37): set it with
/// `layoutValue(key:value:)`, read it with `subview[Key.self]`. The value goes **up** one
/// level only, to the layout, and is never combined like a preference; a view that sets none
/// has ``defaultValue``.
///
///     struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("First").layoutValue(key: Rank.self, value: 1)
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the ``Layout`` that arranges this view (G37); of two writes
    /// on one view, the innermost wins.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        attribute(
            LayoutValueAttribute(
                key: ObjectIdentifier(key), name: displayName(of: key), value: value))
    }
}

/// `.layoutValue(key: Rank.self, value: 1)`: a trait of the subview.
struct LayoutValueAttribute: AttributeValue, @unchecked Sendable {
    let key: ObjectIdentifier
    let name: String
    // Read on the main actor only, where layouts run.
    let value: Any

    var attributeText: String {
        ".layoutValue(key: \(name).self, value: \(ValueFormatter.format(value)))"
    }

    static var laysOut: Bool { true }
    func writeTraits(_ traits: inout LayoutTraits) { traits.setValue(value, for: key) }
    var layoutRule: String { "G37 layoutValue" }

    static func == (lhs: LayoutValueAttribute, rhs: LayoutValueAttribute) -> Bool {
        lhs.key == rhs.key && ValueEquality.equalAny(lhs.value, rhs.value)
    }
}
