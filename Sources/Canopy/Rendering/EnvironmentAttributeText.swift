/// `.environment(\.name, value)`: the attribute an environment writer puts on its content's
/// line, its value formatted as ``ValueFormatter/format(_:)`` formats it.
///
/// Made in one string of the right size: interpolated, with the value quoted into a string of
/// its own first, it cost about 4,400 instructions a writer, and a render writes it for every
/// writer in the tree. The common values (plain text, a whole number) take no string of their
/// own; any other value (an optional among them) is formatted by ``ValueFormatter``.
func environmentAttributeText(name: String, value: Any) -> String {
    // The value's type is compared first: a failed cast costs about 290 instructions.
    let valueType = type(of: value)
    if valueType == String.self, var string = value as? String {
        let isPlain = string.withUTF8 { isPlainQuotedText($0) }
        if isPlain { return joinedText(".environment(\\.", name, ", \"", string, "\")") }
        return joinedText(".environment(\\.", name, ", ", quoted(string), ")")
    }
    if valueType == Int.self, let int = value as? Int {
        return joinedText(".environment(\\.", name, ", ", String(int), ")")
    }
    return joinedText(".environment(\\.", name, ", ", ValueFormatter.format(value), ")")
}

/// The five pieces one after another, copied once into a string made to their size.
private func joinedText(
    _ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String
) -> String {
    var pieces = (first, second, third, fourth, fifth)
    let total =
        first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
        + fifth.utf8.count
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { buffer in
        var offset = 0
        copy(&pieces.0, to: buffer, at: &offset)
        copy(&pieces.1, to: buffer, at: &offset)
        copy(&pieces.2, to: buffer, at: &offset)
        copy(&pieces.3, to: buffer, at: &offset)
        copy(&pieces.4, to: buffer, at: &offset)
        let bytes = UnsafeBufferPointer(rebasing: buffer[..<offset])
        if #available(macOS 26, *) {
            // Whole strings one after another: valid UTF-8, not checked again.
            return String(copying: UTF8Span(unchecked: bytes.span))
        } else {
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Copies `piece`'s UTF-8 bytes into `buffer` at `offset`, and moves `offset` past them.
private func copy(
    _ piece: inout String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int
) {
    piece.withUTF8 { utf8 in
        guard let source = utf8.baseAddress, let target = buffer.baseAddress else { return }
        // The buffer was sized from these counts; a piece that outgrew it traps here rather
        // than writing past the buffer.
        precondition(offset + utf8.count <= buffer.count)
        (target + offset).initialize(from: source, count: utf8.count)
        offset += utf8.count
    }
}
