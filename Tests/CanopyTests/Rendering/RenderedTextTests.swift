import Canopy
import CanopyTesting
import Testing

@testable import Canopy

/// The tree renderer writes its text as bytes handed to a string in chunks (`RenderedText`):
/// what comes out must be what appending the same pieces to a string gave, byte for byte.
@MainActor
@Suite("Rendered text: written as bytes, the same text as strings appended")
struct RenderedTextTests {
    @Test("Pieces across many chunks, ASCII and not, make the same string as appending them")
    func chunksMatchAppending() {
        var text = RenderedText()
        var expected = ""
        let pieces = ["├─ ", "Button ", "naïve", " ", "│  ", "\u{1F600}", "x", "\n", "⋮[3] "]
        var index = 0
        while expected.utf8.count < 3 * RenderedText.chunkSize + 17 {
            text.flushIfFull()
            let piece = pieces[index % pieces.count]
            text.append(piece)
            expected += piece
            index += 1
        }
        let result = text.finish()
        #expect(result == expected)
        #expect(Array(result.utf8) == Array(expected.utf8))
    }

    @Test("A line longer than the room left grows the buffer, keeping what was written")
    func longLineGrows() {
        var text = RenderedText()
        let long = String(repeating: "wörd ", count: 2_000)
        text.append("start ")
        for _ in 0..<3 { text.append(long) }
        text.append(byte: 0x21)
        #expect(text.finish() == "start " + long + long + long + "!")
    }

    @Test("Quoting writes what quoted(_:) makes, plain or escaped")
    func quotingMatches() {
        let samples = [
            "plain words", "say \"hi\"", "back\\slash", "line\nbreak", "tab\t", "\u{1B}[31m",
            "naïve", "e\u{301}", "\u{2028}", "", "r.3.7.2 depth=2 light taps=0",
        ]
        for sample in samples {
            var text = RenderedText()
            text.appendQuoted(sample)
            #expect(text.finish() == quoted(sample), "\(sample.debugDescription)")
        }
    }

    @Test("The eight-bytes-at-a-time plain check agrees with the byte-by-byte one")
    func plainCheckMatchesBytes() {
        // Every byte that decides (the bounds of printable ASCII, a quote, a backslash, the
        // first non-ASCII byte) at every position of a word and of the tail after it.
        let deciding: [UInt8] = [
            0x00, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xFF,
        ]
        for length in 0...19 {
            for position in 0..<max(length, 1) {
                for byte in deciding {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    if length > 0 { bytes[position] = byte }
                    let expected = bytes.allSatisfy(isPlainQuotedByte)
                    let found = bytes.withUnsafeBufferPointer { isPlainQuotedText($0) }
                    #expect(found == expected, "\(bytes)")
                }
            }
        }
    }

    @Test("An environment writer's attribute is the value formatted as ValueFormatter does")
    func environmentAttributeMatchesFormatter() {
        let values: [Any] = [
            "r.3.7", "say \"hi\"", "back\\slash", "line\nbreak", "naïve", "", 0, -12, 2.5, 8.0,
            true, Optional<String>.none as Any, Optional("wrapped") as Any, [1, 2],
        ]
        for value in values {
            #expect(
                environmentAttributeText(name: "key", value: value)
                    == ".environment(\\.key, \(ValueFormatter.format(value)))",
                "\(value)")
        }
    }

    @Test("Trailing spaces go as characters: one that ends a longer character stays")
    func trimmingByCharacter() {
        func trimmed(_ line: String, after prefix: String = "") -> String {
            var text = RenderedText()
            text.append(prefix)
            let start = text.pendingCount
            text.append(line)
            text.trimTrailingSpaces(after: start)
            return text.finish()
        }
        #expect(trimmed("Leaf   ") == "Leaf")
        #expect(trimmed("naïve  ") == "naïve")
        // A combining mark before the spaces belongs to the letter: the spaces go.
        #expect(trimmed("e\u{301} ") == "e\u{301}")
        // A prepended mark (U+0600) joins the space after it into one character, which a
        // string's `last` does not call " ": it stays, as it did when lines were strings.
        #expect(trimmed("x \u{600} ") == "x \u{600} ")
        // Never past the line's start: the text before it keeps its spaces.
        #expect(trimmed("   ", after: "kept  ") == "kept  ")
    }

    @Test("A titled button's line is its title, role and state, as renderTitle spells it")
    func buttonLine() {
        let host = ViewHost(
            VStack {
                Button("say \"hi\"", role: .destructive) {}.disabled(true)
                Button("OK") {}
            })
        #expect(
            host.render() == """
                VStack
                ├─ Button "say \\"hi\\"" role:destructive disabled .disabled
                └─ Button "OK"
                """)
    }
}
