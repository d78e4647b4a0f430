/// Text as a person reads it, with anything that would break the line or the terminal
/// (control characters, escapes, line separators, bidirectional overrides) written as an
/// escape. Joiners and soft hyphens stay: they are part of the text.
func screenLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let breaksLine: Bool
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: breaksLine = true
        default:
            breaksLine =
                (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        if breaksLine {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
