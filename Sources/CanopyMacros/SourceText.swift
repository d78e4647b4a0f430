/// Source text as the macros read it: comments removed (string literals kept as written), so a
/// word in a comment is never mistaken for code.
enum SourceText {
    static func withoutComments(_ source: String) -> String {
        var result = ""
        var characters = Array(source)
        var index = 0
        var inString = false
        var blockDepth = 0
        characters.append(" ")
        while index < characters.count - 1 {
            let current = characters[index]
            let next = characters[index + 1]
            if blockDepth > 0 {
                if current == "*" && next == "/" {
                    blockDepth -= 1
                    index += 2
                } else if current == "/" && next == "*" {
                    blockDepth += 1
                    index += 2
                } else {
                    if current == "\n" { result.append("\n") }
                    index += 1
                }
                continue
            }
            if inString {
                result.append(current)
                if current == "\\" {
                    result.append(next)
                    index += 2
                    continue
                }
                if current == "\"" { inString = false }
                index += 1
                continue
            }
            if current == "\"" {
                inString = true
                result.append(current)
                index += 1
                continue
            }
            if current == "/" && next == "/" {
                while index < characters.count - 1 && characters[index] != "\n" { index += 1 }
                continue
            }
            if current == "/" && next == "*" {
                blockDepth = 1
                index += 2
                continue
            }
            result.append(current)
            index += 1
        }
        return result
    }
}
