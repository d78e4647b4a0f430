import Foundation

/// `@Entry`: turns a property declared in an extension of `EnvironmentValues`,
/// `FocusedValues`, `Transaction` or `ContainerValues` into the key it stands for (E1) and the
/// accessors that read and write it, as the hand-written version would.
///
///     extension EnvironmentValues {
///         @Entry var accent: String = "blue"
///     }
///
/// adds `private struct __Key_accent: Canopy.EnvironmentKey` (its `defaultValue` is `"blue"`)
/// and `get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue }`.
enum EntryMacro {
    static func expand(_ expansion: MacroExpansion) -> Result<String, MacroError> {
        let property: PropertyDeclaration
        switch PropertyDeclaration.parse(SourceText.withoutComments(expansion.source)) {
        case .success(let parsed): property = parsed
        case .failure(let error): return .failure(error)
        }
        guard
            let container = expansion.lexicalContext.first.map(SourceText.withoutComments)
                .flatMap(extendedTypeName),
            let kind = Container(rawValue: container)
        else {
            return .failure(
                MacroError(
                    "@Entry works in an extension of EnvironmentValues, FocusedValues, Transaction or ContainerValues"
                ))
        }
        let key = "__Key_\(property.name.filter { $0 != "`" })"
        switch expansion.role {
        case "accessor":
            return .success(
                """
                get { self[\(key).self] }
                set { self[\(key).self] = newValue }
                """)
        case "peer":
            return kind.keyDeclaration(key, property)
        default:
            return .success("")
        }
    }

    /// `extension Canopy.EnvironmentValues {}` → `EnvironmentValues`.
    private static func extendedTypeName(_ source: String) -> String? {
        guard let range = source.range(of: "extension") else { return nil }
        let rest = source[range.upperBound...].drop { $0.isWhitespace }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.split(separator: ".").last.map(String.init)
    }

    enum Container: String {
        case environment = "EnvironmentValues"
        case focused = "FocusedValues"
        case transaction = "Transaction"
        case container = "ContainerValues"

        func keyDeclaration(_ key: String, _ property: PropertyDeclaration) -> Result<
            String, MacroError
        > {
            switch self {
            case .focused:
                // A focused value is optional; the key's value is what it wraps.
                guard let type = property.type, type.hasSuffix("?") else {
                    return .failure(
                        MacroError(
                            "@Entry in FocusedValues needs an optional type: var \(property.name): Value?"
                        ))
                }
                return .success(
                    """
                    private struct \(key): Canopy.FocusedValueKey {
                        typealias Value = \(type.dropLast())
                    }
                    """)
            case .environment, .transaction, .container:
                let protocolName =
                    switch self {
                    case .environment: "EnvironmentKey"
                    case .transaction: "TransactionKey"
                    default: "ContainerValueKey"
                    }
                guard let type = property.type ?? property.inferredType else {
                    // No type written: the key's default is inferred from the value.
                    guard let value = property.defaultValue else {
                        return .failure(
                            MacroError(
                                "@Entry needs a type or a default value: var \(property.name): Type = value"
                            ))
                    }
                    return .success(
                        """
                        private struct \(key): Canopy.\(protocolName) {
                            static let defaultValue = \(value)
                        }
                        """)
                }
                guard let value = property.defaultValue ?? (type.hasSuffix("?") ? "nil" : nil)
                else {
                    return .failure(
                        MacroError(
                            "@Entry needs a default value: var \(property.name): \(type) = value"))
                }
                return .success(
                    """
                    private struct \(key): Canopy.\(protocolName) {
                        typealias Value = \(type)
                        static var defaultValue: Value { \(value) }
                    }
                    """)
            }
        }
    }
}

/// `var name: Type = value` read from its source text, attributes and modifiers skipped.
struct PropertyDeclaration {
    let name: String
    let type: String?
    let defaultValue: String?

    /// The type of a literal default (`= 3`, `= "x"`, `= true`), for a declaration without one.
    var inferredType: String? {
        guard let value = defaultValue else { return nil }
        if value.hasPrefix("\"") { return "String" }
        if value == "true" || value == "false" { return "Bool" }
        let digits = value.filter { $0 != "_" }
        if Int(digits) != nil { return "Int" }
        if Double(digits) != nil { return "Double" }
        return nil
    }

    static func parse(_ source: String) -> Result<PropertyDeclaration, MacroError> {
        guard let varRange = firstKeyword("var", in: source) else {
            return .failure(MacroError("@Entry applies to a `var` property"))
        }
        let rest = source[varRange.upperBound...].drop { $0.isWhitespace }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        guard !name.isEmpty else { return .failure(MacroError("@Entry: cannot read the name")) }
        var tail = rest.dropFirst(name.count).drop { $0.isWhitespace }
        var type: String?
        if tail.first == ":" {
            tail = tail.dropFirst()
            let end = topLevelIndex(of: "=", in: tail) ?? tail.endIndex
            type = tail[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
            tail = tail[end...]
        }
        var value: String?
        if tail.first == "=" {
            value = tail.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return .success(PropertyDeclaration(name: name, type: type, defaultValue: value))
    }

    /// The first `keyword` standing as a word of its own.
    private static func firstKeyword(_ keyword: String, in source: String) -> Range<String.Index>? {
        var search = source.startIndex..<source.endIndex
        while let found = source.range(of: keyword, range: search) {
            let before =
                found.lowerBound == source.startIndex
                ? " " : source[source.index(before: found.lowerBound)]
            let after = found.upperBound == source.endIndex ? " " : source[found.upperBound]
            if before.isWhitespace && after.isWhitespace { return found }
            search = found.upperBound..<source.endIndex
        }
        return nil
    }

    /// Where `character` first appears outside brackets, parentheses and angle brackets.
    private static func topLevelIndex(of character: Character, in text: Substring) -> String.Index?
    {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let current = text[index]
            switch current {
            case "(", "[", "<", "{": depth += 1
            case ">" where previous == "-": break  // a function type's arrow
            case ")", "]", ">", "}": depth -= 1
            case character where depth == 0: return index
            default: break
            }
            previous = current
        }
        return nil
    }
}
