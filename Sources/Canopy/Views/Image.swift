/// An image, named in the app's assets or as an SF Symbol. Canopy records the name.
nonisolated public struct Image: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
    }
    let source: Source

    /// An image from the app's assets.
    public init(_ name: String) { source = .named(name) }

    /// A system symbol, such as `"checkmark"`.
    public init(systemName: String) { source = .system(systemName) }

    func renderTitle() -> String {
        switch source {
        case .named(let name): "Image \(quoted(name))"
        case .system(let name): "Image systemName:\(quoted(name))"
        }
    }
}
