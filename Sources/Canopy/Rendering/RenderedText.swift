/// The text a tree render writes: pieces are appended as UTF-8 bytes to a small buffer, and the
/// buffer goes into the string a chunk at a time.
///
/// Why not append to the string itself: each `String.append` of a short piece to a long string
/// cost about 340 instructions (a uniqueness and capacity check, the ASCII flag and the
/// breadcrumbs updated, the bytes copied one by one), and a render appends four to six pieces
/// a line (the guides, the title, each attribute). An array of bytes takes a piece with a
/// capacity check and a copy. The chunks keep the render from holding its whole text twice:
/// only up to ``chunkSize`` bytes wait beside the string.
///
/// Pieces are whole strings, so the bytes between two pieces, and so every chunk handed over at
/// a line's start, are valid UTF-8: the string comes out byte for byte what appending the pieces
/// to a string would give.
struct RenderedText {
    /// The text handed over so far.
    private var text: String
    /// The bytes appended since the last hand-over.
    private var pending: [UInt8] = []

    /// How many pending bytes make ``flushIfFull()`` hand them over.
    static let chunkSize = 1 << 15

    /// An empty text; `capacity` is the bytes to make room for in the string up front (an
    /// estimate: it grows past it as it must).
    init(reservingCapacity capacity: Int = 0) {
        text = ""
        if capacity > 0 { text.reserveCapacity(capacity) }
    }

    /// Where the next byte goes among the pending ones: a line's start, for
    /// ``trimTrailingSpaces(after:)``. Valid until the next ``flushIfFull()``.
    var pendingCount: Int { pending.count }

    /// Appends `piece`'s UTF-8 bytes.
    mutating func append(_ piece: String) {
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes in
            pending.append(contentsOf: bytes)
        }
        if copied == nil { pending.append(contentsOf: piece.utf8) }
    }

    /// Appends one ASCII byte.
    mutating func append(byte: UInt8) {
        pending.append(byte)
    }

    /// Appends `piece` quoted, exactly as ``appendQuoted(_:to:)`` quotes it: printable ASCII
    /// without quotes or backslashes (most text) goes in as it is, between quotes, with no
    /// string made for it.
    mutating func appendQuoted(_ piece: String) {
        let copied: Bool? = piece.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy(isPlainQuotedByte) else { return false }
            pending.append(0x22)
            pending.append(contentsOf: bytes)
            pending.append(0x22)
            return true
        }
        if copied == true { return }
        append(quoted(piece))
    }

    /// Removes the spaces that end the pending bytes, never the byte at `start` or one before
    /// it, as removing the last character while it is `" "` would.
    mutating func trimTrailingSpaces(after start: Int) {
        while pending.count > start, pending.last == 0x20 {
            // A space after an ASCII byte (or first on the line, after a line feed) is a
            // character of its own. After other text it may end a character that began before
            // it (a prepended mark): the characters decide, as they did on the string.
            let before = pending.count - 2
            if before >= start, pending[before] >= 0x80 {
                let line = String(decoding: pending[start...], as: UTF8.self)
                guard line.last == " " else { return }
            }
            pending.removeLast()
        }
    }

    /// Hands the pending bytes over to the string once there are ``chunkSize`` of them. Call
    /// only between pieces (a render calls it before each line).
    mutating func flushIfFull() {
        if pending.count >= Self.chunkSize { flush() }
    }

    /// The whole text.
    mutating func finish() -> String {
        flush()
        return text
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        if #available(macOS 26, *) {
            // The pieces were strings, so the bytes are valid UTF-8 and are not checked again
            // (checking took 11 instructions a byte: the guides are not ASCII).
            text += String(copying: UTF8Span(unchecked: pending.span))
        } else {
            text += String(decoding: pending, as: UTF8.self)
        }
        pending.removeAll(keepingCapacity: true)
    }
}

/// Whether `byte` goes into quoted text as it is: printable ASCII other than a quote or a
/// backslash (see ``quoted(_:)``).
@inline(__always)
func isPlainQuotedByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
}
