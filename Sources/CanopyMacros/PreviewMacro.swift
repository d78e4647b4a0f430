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
///             Canopy.Preview("Dark") { ContentView().preferredColorScheme(.dark) }
///         }
///     }
enum PreviewMacro {
    static func expand(_ expansion: MacroExpansion) -> Result<String, MacroError> {
        guard let range = expansion.source.range(of: "#Preview") else {
            return .failure(MacroError("#Preview: cannot find the macro in its own source"))
        }
        let call = expansion.source[range.upperBound...]
        // The location is where the node's leading trivia starts: count the lines before it.
        let line =
            expansion.line + expansion.source[..<range.lowerBound].filter { $0 == "\n" }.count
        let fileID = expansion.fileID.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return .success(
            """
            @MainActor struct \(expansion.uniqueName("__CanopyPreview")): Canopy._PreviewRegistry {
                static let fileID = "\(fileID)"
                static let line = \(line)
                static func makePreview() -> Canopy.Preview {
                    Canopy.Preview\(call)
                }
            }
            """)
    }
}
