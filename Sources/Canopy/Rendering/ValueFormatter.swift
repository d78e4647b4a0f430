import Foundation

/// Formats values for rendered text the same way on every machine: strings quoted, whole
/// numbers without `.0`, optionals unwrapped (`nil` when absent), locales by identifier,
/// collections element by element (dictionaries and sets sorted, never in hash order), plain
/// structs as `Name(field: value, …)` with their fields formatted the same way, and what a
/// person writes by name by that name: a binding to state `$count`, an object its type
/// (`MovieStore`), a closure `{ … }`.
package enum ValueFormatter {
    /// The rendered form of `value`.
    package static func format(_ value: Any) -> String {
        format(value, depth: 0)
    }

    static func format(_ value: Any, depth: Int) -> String {
        // The common values first: a cast to a concrete type is a metadata comparison, a cast
        // to a protocol existential a conformance lookup. (A cast also unwraps an optional, as
        // the branch below would.)
        if let string = value as? String { return quoted(string) }
        if let int = value as? Int { return String(int) }
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedAny else { return "nil" }
            return format(wrapped, depth: depth)
        }
        if let collection = value as? any FormattedCollection {
            return collection.formatted { format($0, depth: depth + 1) }
        }
        switch value {
        // Before `CustomStringConvertible`: its description would start again at depth 0,
        // and an environment can hold (through an action's captured host) the environment
        // it is in, which never ended.
        case let environment as EnvironmentValues: return environment.formatted(depth: depth + 1)
        case let string as String: return quoted(string)
        case let substring as Substring: return quoted(String(substring))
        case let double as Double: return format(double)
        case let float as Float: return format(Double(float))
        case let number as CGFloat: return format(Double(number))
        case let locale as Locale: return locale.identifier
        case let binding as any FormattedBinding: return binding.renderedName
        case let convertible as CustomStringConvertible: return convertible.description
        default: break
        }
        let valueType = type(of: value)
        // A closure is code, not a value: printed as a person writes one.
        if String(describing: valueType).contains("->") { return "{ … }" }
        // An object is an identity, not a value: printed by its type, as a person names it
        // (`MovieStore`), not by what it holds at the moment.
        if valueType is AnyClass { return displayName(of: valueType) }
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth, mirror.displayStyle == .struct || mirror.displayStyle == .class
        else {
            return String(describing: value)
        }
        let fields = mirror.children.map { child in
            "\(child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"): \(format(child.value, depth: depth + 1))"
        }
        return "\(displayName(of: type(of: value)))(\(fields.joined(separator: ", ")))"
    }

    /// How deep nested values are spelled out before they are described by their type.
    static let maximumDepth = 4

    /// `8` for 8.0, `0.5` for 0.5: whole numbers lose their `.0`.
    package static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}

/// A collection the formatter prints element by element, so nested values are formatted (and
/// quoted) like top-level ones and unordered collections print in a stable order.
protocol FormattedCollection {
    func formatted(_ element: (Any) -> String) -> String
}

extension Array: FormattedCollection {
    func formatted(_ element: (Any) -> String) -> String {
        "[" + map { element($0) }.joined(separator: ", ") + "]"
    }
}

extension Set: FormattedCollection {
    /// Sorted by the formatted elements: a set's own order changes from run to run.
    func formatted(_ element: (Any) -> String) -> String {
        "[" + map { element($0) }.sorted().joined(separator: ", ") + "]"
    }
}

extension Dictionary: FormattedCollection {
    /// Sorted by the formatted keys: a dictionary's own order changes from run to run.
    func formatted(_ element: (Any) -> String) -> String {
        guard !isEmpty else { return "[:]" }
        let pairs = map { (key: element($0.key), value: element($0.value)) }
            .sorted { $0.key < $1.key }
        return "[" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
