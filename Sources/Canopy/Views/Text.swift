/// A line of text. Interpolation works as in SwiftUI: `Text("Count: \(count)")`.
nonisolated public struct Text: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// The string shown.
    let content: String

    /// Shows `content` as it is.
    public init(verbatim content: String) { self.content = content }

    /// Shows a string. A literal is a ``LocalizedStringKey`` instead, as in SwiftUI, so its
    /// interpolations take `specifier:` and `format:`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    func renderTitle() -> String { "Text \(quoted(content))" }

    /// Mounts the text as a leaf that keeps the graph's text index current.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextNode(view) }
}
