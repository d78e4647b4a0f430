import Foundation

/// `#Preview`: a type the runtime finds (it conforms to `_PreviewRegistry`) that builds the
/// preview from the macro's own arguments, passed on as written.
///
///     #Preview("Dark") { ContentView().preferredColorScheme(.dark) }
///
/// expands to
///
///     @MainActor struct $…15__CanopyPreviewfMu_: Canopy._PreviewRegistry {
///         static let fileID = "App/ContentView.swift"
///         static let line = 12
///         static func makePreview() -> Canopy.Preview {
///             Canopy.Preview._macro("Dark") { ContentView().preferredColorScheme(.dark) }
///         }
///     }
enum PreviewMacro {
    static func expand(_ expansion: MacroExpansion) -> Result<String, MacroError> {
        // Comments go first: "#Preview" in a comment above the macro is not the macro.
        let source = SourceText.withoutComments(expansion.source)
        guard let range = source.range(of: "#Preview") else {
            return .failure(MacroError("#Preview: cannot find the macro in its own source"))
        }
        let call = source[range.upperBound...]
        // The location is where the node's leading trivia starts: count the lines before it.
        let line = expansion.line + source[..<range.lowerBound].filter { $0 == "\n" }.count
        let (arguments, previewable, body) = split(call)
        let content: String
        let preview: String
        if previewable.isEmpty {
            content = ""
            preview = "Canopy.Preview._macro\(call)"
        } else {
            // `@Previewable` declarations become the state of a view around the body, as in
            // Xcode: the preview's body then reads and writes them like any view's.
            content = """
                struct Content: Canopy.View {
                    \(previewable.joined(separator: "\n        "))
                    var body: some Canopy.View {
                        \(body)
                    }
                }

                """
            preview = "Canopy.Preview\(arguments) { Content() }"
        }
        let fileID = expansion.fileID.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return .success(
            """
            @MainActor struct \(expansion.uniqueName("__CanopyPreview")): Canopy._PreviewRegistry {
                static let fileID = "\(fileID)"
                static let line = \(line)
                \(content)static func makePreview() -> Canopy.Preview {
                    \(preview)
                }
            }
            """)
    }

    /// The macro's argument list (`("Name", traits: …)`, possibly empty), its `@Previewable`
    /// declarations (without the attribute) and the rest of its closure's body.
    static func split(_ call: Substring) -> (String, [String], String) {
        let text = String(call)
        guard let open = topLevelBrace(in: text), let close = text.lastIndex(of: "}") else {
            return (text, [], "")
        }
        let arguments = String(text[..<open]).trimmingCharacters(in: .whitespacesAndNewlines)
        let inside = text[text.index(after: open)..<close]
        var previewable: [String] = []
        var rest: [String] = []
        for line in inside.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@Previewable") {
                previewable.append(
                    String(trimmed.dropFirst("@Previewable".count)).trimmingCharacters(
                        in: .whitespaces))
            } else {
                rest.append(String(line))
            }
        }
        return (arguments, previewable, rest.joined(separator: "\n"))
    }

    /// The first `{` outside parentheses and string literals: where the trailing closure opens.
    private static func topLevelBrace(in text: String) -> String.Index? {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth == 0: return index
                default: break
                }
            }
            previous = character
        }
        return nil
    }
}
