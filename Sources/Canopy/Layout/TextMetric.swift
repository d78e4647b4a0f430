/// Canopy's deterministic text metric (D11): per platform and text style a point size and a
/// line height; every character advances half the point size. Canopy cannot measure fonts,
/// so SwiftUI's behaviour (G20: text wraps and truncates within its proposal, its ideal size
/// is one line per paragraph) is kept with these numbers.
struct TextMetric: Equatable {
    /// The font's point size.
    let pointSize: Double
    /// The height of one line.
    let lineHeight: Double

    /// How far each character advances.
    var advance: Double { pointSize / 2 }

    /// The metric of `font` (body when `nil`) on `platform`.
    init(font: Font?, platform: Platform) {
        if let size = font?.systemSize {
            pointSize = size
            lineHeight = (1.3 * size).rounded()
            return
        }
        let entry: (size: Double, line: Double, macSize: Double, macLine: Double) =
            switch font?.textStyle ?? .body {
            case .largeTitle: (34, 41, 26, 32)
            case .title: (28, 34, 22, 26)
            case .title2: (22, 28, 17, 22)
            case .title3: (20, 25, 15, 20)
            case .callout: (16, 21, 12, 15)
            case .subheadline: (15, 20, 11, 14)
            case .footnote: (13, 18, 10, 13)
            case .caption: (12, 16, 10, 13)
            case .caption2: (11, 13, 10, 13)
            case .body, .headline: (17, 22, 13, 16)
            }
        if platform == .macOS {
            pointSize = entry.macSize
            lineHeight = entry.macLine
        } else {
            pointSize = entry.size
            lineHeight = entry.line
        }
    }

    /// The lines `text` is laid out in for `proposal`, at most `lineLimit` of them: wrapped at
    /// spaces (a word longer than a line breaks between characters), the last one ending in
    /// "…" when text was cut.
    func lines(of text: String, proposal: ProposedViewSize, lineLimit: Int?) -> [String] {
        guard !text.isEmpty else { return [] }
        // Most texts are one short line: no splitting when it fits whole (one line is kept
        // whatever the height or line limit).
        if !text.utf8.contains(10) {
            let fits: Bool
            if let width = proposal.width, width.isFinite {
                let columns = max(1, Int((Double(width) / advance + 1e-9).rounded(.down)))
                fits = text.utf8.count <= columns || text.count <= columns
            } else {
                fits = true
            }
            if fits { return [text] }
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        if let width = proposal.width, width.isFinite {
            let columns = max(1, Int((Double(width) / advance + 1e-9).rounded(.down)))
            for paragraph in paragraphs {
                lines.append(contentsOf: Self.wrap(Substring(paragraph), columns: columns))
            }
        } else {
            lines = paragraphs.map(String.init)
        }
        var kept = lines.count
        if let lineLimit { kept = min(kept, max(1, lineLimit)) }
        if let height = proposal.height, height.isFinite {
            kept = min(kept, max(1, Int((Double(height) / lineHeight + 1e-9).rounded(.down))))
        }
        guard kept < lines.count else { return lines }
        var result = Array(lines[..<kept])
        var last = result[kept - 1] + "…"
        if let width = proposal.width, width.isFinite {
            let columns = max(1, Int((Double(width) / advance + 1e-9).rounded(.down)))
            while last.count > columns, last.count > 1 {
                last.remove(at: last.index(last.endIndex, offsetBy: -2))
            }
        }
        result[kept - 1] = last
        return result
    }

    /// The size of `lines`: the longest line's advance by the lines' height.
    func size(of lines: [String]) -> CGSize {
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: Double(longest) * advance, height: Double(lines.count) * lineHeight)
    }

    /// Greedy wrapping of one paragraph into lines of at most `columns` characters.
    private static func wrap(_ paragraph: Substring, columns: Int) -> [String] {
        var lines: [String] = []
        var line: String?
        var lineCount = 0
        for piece in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = piece
            var wordCount = word.count
            if let current = line {
                if lineCount + 1 + wordCount <= columns {
                    line = current + " " + word
                    lineCount += 1 + wordCount
                    continue
                }
                // The space at the break is dropped.
                lines.append(current)
            }
            while wordCount > columns {
                lines.append(String(word.prefix(columns)))
                word = word.dropFirst(columns)
                wordCount -= columns
            }
            line = String(word)
            lineCount = wordCount
        }
        lines.append(line ?? "")
        return lines
    }
}
