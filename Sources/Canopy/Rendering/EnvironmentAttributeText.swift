/// `.environment(\.name, value)`: the attribute an environment writer puts on its content's
/// line, its value formatted as ``ValueFormatter/format(_:)`` formats it.
///
/// Made in one string of the right size: interpolated, with the value quoted into a string of
/// its own first, it cost about 4,400 instructions a writer, and a render writes it for every
/// writer in the tree. The common values (plain text, a whole number) take no string of their
/// own; any other value is formatted by ``ValueFormatter``.
func environmentAttributeText(name: String, value: Any) -> String {
    // The formatter's own first two cases, in its order.
    if var string = value as? String {
        let isPlain = string.withUTF8 { isPlainQuotedText($0) }
        if isPlain { return joinedText(".environment(\\.", name, ", \"", string, "\")") }
        return joinedText(".environment(\\.", name, ", ", quoted(string), ")")
    }
    if let int = value as? Int {
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
    return String(unsafeUninitializedCapacity: total) { buffer in
        var offset = 0
        func put(_ piece: inout String) {
            piece.withUTF8 { utf8 in
                guard let source = utf8.baseAddress, let target = buffer.baseAddress else {
                    return
                }
                (target + offset).update(from: source, count: utf8.count)
                offset += utf8.count
            }
        }
        put(&pieces.0)
        put(&pieces.1)
        put(&pieces.2)
        put(&pieces.3)
        put(&pieces.4)
        return offset
    }
}
