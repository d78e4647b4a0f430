import Canopy

/// One command's arguments, read left to right: every command parses its options and its name
/// the same way.
struct ArgumentReader {
    private let arguments: [String]
    private var index = 0

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The next argument; an option written `--name=value` comes back as `--name` with its
    /// value inline. `nil` after the last.
    mutating func next() -> (argument: String, inline: String?)? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return (
                String(argument[..<equals]), String(argument[argument.index(after: equals)...])
            )
        }
        return (argument, nil)
    }

    /// The value of `option`: written inline, or the next argument, which must not be an
    /// option itself.
    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else {
            throw UsageError("option '\(option)' needs a value")
        }
        index += 1
        return arguments[index - 1]
    }

    /// Checks that `option`, a flag, was given no value.
    func flag(_ option: String, inline: String?) throws(UsageError) {
        if inline != nil { throw UsageError("option '\(option)' takes no value") }
    }

    /// Checks the argument `argument`, which is no known option, as the command's one name:
    /// not an option (`options` lists them), not a second name after `current`, and, when
    /// `unknown` is given, a name it finds no fault with (it returns why a name is not one the
    /// command takes, naming the choices).
    static func name(
        _ argument: String, after current: String?, command: String, kind: String?,
        options: String, unknown: ((String) -> String?)? = nil
    ) throws(UsageError) -> String {
        if argument.hasPrefix("-") {
            throw UsageError("unknown option '\(argument)'; the options are: \(options)")
        }
        if let current {
            let named = kind.map { "\($0) name" } ?? "name"
            throw UsageError(
                "'\(command)' takes one \(named), got '\(current)' and '\(argument)'")
        }
        if let problem = unknown?(argument) { throw UsageError(problem) }
        return argument
    }
}

extension ArgumentReader {
    /// The value of `--window`: `WIDTHxHEIGHT` in points.
    mutating func windowSize(for argument: String, inline: String?) throws(UsageError)
        -> WindowSize
    {
        let text = try value(for: argument, inline: inline)
        guard let size = WindowSize(parsing: text) else {
            throw UsageError(
                "'--window' expects WIDTHxHEIGHT in points, such as 500x800; got '\(text)'")
        }
        return size
    }
}
