/// A key for a value that flows **down** the view tree through ``EnvironmentValues``.
///
/// Declare the default with `static let defaultValue` or a computed `static var`; a reader with
/// no writer above it gets the default (E1). Two keys with the same `Value` type are separate
/// slots (E2).
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
///     extension EnvironmentValues {
///         var accent: String {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value

    /// The value a reader gets when no ancestor wrote this key.
    static var defaultValue: Value { get }
}

/// The default of `keyType`, if it is an ``EnvironmentKey``.
func defaultValue(ofKey keyType: Any.Type) -> Any? {
    func value<K: EnvironmentKey>(of _: K.Type) -> Any { K.defaultValue }
    guard let key = keyType as? any EnvironmentKey.Type else { return nil }
    return value(of: key)
}

/// A key the runtime uses for its own plumbing (a navigation container's context): reads of it
/// are real dependencies but are left out of rendered environment annotations.
protocol RuntimeEnvironmentKey {}

/// The name Canopy shows for a key: the key type's name without a `Key` suffix, with a
/// lower-case first letter (`CheckedButtonStyleKey` → `checkedButtonStyle`). Key paths to
/// computed properties have no stable printable name on Linux, so the key type is the source.
func environmentKeyName(_ keyType: Any.Type) -> String {
    keyNames.value(for: keyType, uncachedKeyName)
}

private let keyNames = TypeNameCache()

/// A key the runtime declares for an API that has no key path (`environmentObject(_:)`): its
/// name is the call a person writes.
protocol NamedEnvironmentKey {
    static var keyName: String { get }
}

private func uncachedKeyName(_ keyType: Any.Type) -> String {
    if let named = keyType as? any NamedEnvironmentKey.Type { return named.keyName }
    var name = _typeName(keyType, qualified: false)
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    while name.hasPrefix("_") { name.removeFirst() }
    // `@Entry var accent` declares `__Key_accent`: the key is named as the property is.
    if name.hasPrefix("Key_") && name.count > 4 { return String(name.dropFirst(4)) }
    if name.hasSuffix("EnvironmentKey") && name.count > 14 {
        name.removeLast(14)
    } else if name.hasSuffix("Key") && name.count > 3 {
        name.removeLast(3)
    }
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
}
