/// The text a tree render writes: pieces are appended as UTF-8 bytes to a small buffer, and the
/// buffer goes into the string a chunk at a time.
///
/// Why not append to the string itself: each `String.append` of a short piece to a long string
/// cost about 340 instructions (a uniqueness and capacity check, the ASCII flag and the
/// breadcrumbs updated, the bytes copied one by one), and a render appends four to six pieces
/// a line (the guides, the title, each attribute). The chunks keep the render from holding its
/// whole text twice: only up to ``chunkSize`` bytes wait beside the string.
///
/// Why a buffer of its own rather than an array of bytes: an array's `append(contentsOf:)`
/// cost about 130 instructions a piece (its uniqueness check, the buffer's retain and release,
/// the generic copy), a piece copied here a capacity check and a `memcpy`. The buffer is
/// the value's own, so the value is not copyable: it frees the buffer when it ends.
///
/// Pieces are whole strings, so the bytes between two pieces, and so every chunk handed over at
/// a line's start, are valid UTF-8: the string comes out byte for byte what appending the pieces
/// to a string would give.
struct RenderedText: ~Copyable {
    /// The text handed over so far.
    private var text: String
    /// The bytes appended since the last hand-over: `count` of them at `bytes`, which has room
    /// for `capacity`.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// How many pending bytes make ``flushIfFull()`` hand them over.
    static let chunkSize = 1 << 15

    /// An empty text; `capacity` is the bytes to make room for in the string up front (an
    /// estimate: it grows past it as it must).
    init(reservingCapacity capacity: Int = 0) {
        text = ""
        if capacity > 0 { text.reserveCapacity(capacity) }
        // A render's text fills chunks (a line may run past one); a single line's stays small.
        self.capacity = capacity > Self.chunkSize ? 2 * Self.chunkSize : 256
        bytes = .allocate(capacity: self.capacity)
    }

    deinit { bytes.deallocate() }

    /// Where the next byte goes among the pending ones: a line's start, for
    /// ``trimTrailingSpaces(after:)``. Valid until the next ``flushIfFull()``.
    var pendingCount: Int { count }

    /// Appends `piece`'s UTF-8 bytes.
    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append(bytes: $0) }
    }

    /// Appends `piece`'s UTF-8 bytes: for the pieces a render writes on every line (the
    /// guides, a kind's name), which a `String` would retain and release around the copy.
    mutating func append(static piece: StaticString) {
        piece.withUTF8Buffer { append(bytes: $0) }
    }

    /// Appends one ASCII byte (the text is handed to `String` unchecked: only whole strings
    /// and ASCII bytes may go in).
    mutating func append(byte: UInt8) {
        assert(byte < 0x80)
        if count == capacity { grow(toHold: 1) }
        bytes[count] = byte
        count += 1
    }

    /// Appends `piece` quoted, exactly as ``appendQuoted(_:to:)`` quotes it: printable ASCII
    /// without quotes or backslashes (most text) goes in as it is, between quotes, with no
    /// string made for it.
    mutating func appendQuoted(_ piece: String) {
        var piece = piece
        let copied = piece.withUTF8 { utf8 in
            guard isPlainQuotedText(utf8) else { return false }
            append(byte: 0x22)
            append(bytes: utf8)
            append(byte: 0x22)
            return true
        }
        if copied { return }
        append(quoted(piece))
    }

    /// Removes the spaces that end the pending bytes back to `start` at most (a line of spaces
    /// becomes empty), as removing the last character while it is `" "` would.
    mutating func trimTrailingSpaces(after start: Int) {
        while count > start, bytes[count - 1] == 0x20 {
            // A space after an ASCII byte (or first on the line, after a line feed) is a
            // character of its own. After other text it may end a character that began before
            // it (a prepended mark): the characters decide, as they did on the string.
            let before = count - 2
            if before >= start, bytes[before] >= 0x80 {
                let line = String(
                    decoding: UnsafeBufferPointer(start: bytes + start, count: count - start),
                    as: UTF8.self)
                guard line.last == " " else { return }
            }
            count -= 1
        }
    }

    /// Hands the pending bytes over to the string once there are ``chunkSize`` of them. Call
    /// only between pieces (a render calls it before each line).
    mutating func flushIfFull() {
        if count >= Self.chunkSize { flush() }
    }

    /// The whole text.
    consuming func finish() -> String {
        flush()
        return text
    }

    private mutating func append(bytes piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress else { return }
        if count + piece.count > capacity { grow(toHold: piece.count) }
        (bytes + count).initialize(from: source, count: piece.count)
        count += piece.count
    }

    /// Makes room for `extra` more pending bytes (a line longer than the room left).
    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(2 * capacity, count + extra)
        let newBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBytes.initialize(from: bytes, count: count)
        bytes.deallocate()
        bytes = newBytes
        capacity = newCapacity
    }

    private mutating func flush() {
        guard count > 0 else { return }
        let pending = UnsafeBufferPointer(start: bytes, count: count)
        if #available(macOS 26, *) {
            // The pieces were strings, so the bytes are valid UTF-8 and are not checked again
            // (checking took 11 instructions a byte: the guides are not ASCII).
            text += String(copying: UTF8Span(unchecked: pending.span))
        } else {
            text += String(decoding: pending, as: UTF8.self)
        }
        count = 0
    }
}

/// Whether `byte` goes into quoted text as it is: printable ASCII other than a quote or a
/// backslash (see ``quoted(_:)``).
@inline(__always)
func isPlainQuotedByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
}

/// Whether every byte of `text` is ``isPlainQuotedByte(_:)``: eight bytes at a time (a title
/// is some thirty bytes; byte by byte the check cost about 14 instructions a byte).
func isPlainQuotedText(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return true }
    // Fewer than eight bytes in all: one by one.
    guard text.count >= 8 else { return text.allSatisfy(isPlainQuotedByte) }
    var offset = 0
    while offset + 8 <= text.count {
        guard isPlainQuotedWord(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        else { return false }
        offset += 8
    }
    // The bytes left (fewer than eight) go in one word too: the last eight, some of them
    // checked already.
    guard offset < text.count else { return true }
    return isPlainQuotedWord(UnsafeRawPointer(base + text.count - 8).loadUnaligned(as: UInt64.self))
}

/// Whether each of the eight bytes of `word` is ``isPlainQuotedByte(_:)``.
@inline(__always)
private func isPlainQuotedWord(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Whether some byte of `value` is zero (exact for "some": a borrow only marks bytes
    /// above a zero one).
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    // Not ASCII; a byte below a space (exact once no byte has its high bit); DEL, a quote or
    // a backslash.
    return word & highs == 0 && (word &- 0x20 &* ones) & ~word & highs == 0
        && !hasZeroByte(word ^ (0x7F &* ones)) && !hasZeroByte(word ^ (0x22 &* ones))
        && !hasZeroByte(word ^ (0x5C &* ones))
}
