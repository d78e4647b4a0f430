/// What the rules predict for one stretch of the texts a tree renders. Outside lazy
/// containers every text is known; inside one, a row (or a section's header or footer) shows
/// only while in view, which the rules cannot tell without laying out (G29, D17), and a
/// preference value collected over such rows is unknown.
public indirect enum FuzzTextPattern: Sendable, Hashable, CustomStringConvertible {
    /// Exactly this text.
    case text(String)
    /// One text that starts with this (a value read over rows that may not be loaded).
    case prefix(String)
    /// Either all of these, in order, or none of them (a row that may not be in view).
    case optional([FuzzTextPattern])

    /// `"t5 1"`, `"p4 …"`, `[…]?`.
    public var description: String {
        switch self {
        case .text(let text): return "\"\(text)\""
        case .prefix(let prefix): return "\"\(prefix)…\""
        case .optional(let patterns): return "[" + Self.describe(patterns) + "]?"
        }
    }

    /// The patterns, comma-separated.
    public static func describe(_ patterns: [FuzzTextPattern]) -> String {
        patterns.map(\.description).joined(separator: ", ")
    }

    /// Whether `texts` is what `patterns` describe, as a whole.
    public static func matches(_ patterns: [FuzzTextPattern], _ texts: [String]) -> Bool {
        ends(of: patterns[...], from: [0], in: texts).contains(texts.count)
    }

    /// The texts `patterns` yields when every optional part is shown and values are unknown.
    public static func known(_ patterns: [FuzzTextPattern]) -> [String]? {
        var texts: [String] = []
        for pattern in patterns {
            switch pattern {
            case .text(let text): texts.append(text)
            case .prefix, .optional: return nil
            }
        }
        return texts
    }

    /// The positions in `texts` a match of `patterns` can end at, starting at any of `starts`.
    private static func ends(
        of patterns: ArraySlice<FuzzTextPattern>, from starts: Set<Int>, in texts: [String]
    ) -> Set<Int> {
        var positions = starts
        for pattern in patterns {
            guard !positions.isEmpty else { break }
            var next = Set<Int>()
            switch pattern {
            case .text(let text):
                for position in positions where position < texts.count && texts[position] == text {
                    next.insert(position + 1)
                }
            case .prefix(let prefix):
                for position in positions
                where position < texts.count && texts[position].hasPrefix(prefix) {
                    next.insert(position + 1)
                }
            case .optional(let inner):
                next = positions.union(ends(of: inner[...], from: positions, in: texts))
            }
            positions = next
        }
        return positions
    }
}
