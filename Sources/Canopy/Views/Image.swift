/// An image, named in the app's assets or as an SF Symbol. Canopy records the name.
nonisolated public struct Image: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
    }
    let source: Source
    /// What `resizable()`, `renderingMode(_:)`, `interpolation(_:)` and `antialiased(_:)` asked
    /// for, recorded.
    var options: [String] = []
    /// What the image says to assistive technologies (A4): its name, a label, or nothing.
    let accessibility: ImageAccessibility

    /// An image from the app's assets.
    public init(_ name: String) {
        source = .named(name)
        accessibility = .name
    }

    /// An image from the app's assets that assistive technologies read as `label` (A4).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        accessibility = .label(label.content)
    }

    /// An image from the app's assets that assistive technologies ignore (A4): a divider, a
    /// background.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        accessibility = .decorative
    }

    /// A system symbol, such as `"checkmark"`.
    public init(systemName: String) {
        source = .system(systemName)
        accessibility = .name
    }

    /// The image stretched to take the size proposed to it (G21, D12).
    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
    )
        -> Image
    {
        with("resizable")
    }

    /// How the image is drawn: in its own colours or as a template (recorded).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with("renderingMode(.\(renderingMode.map { "\($0)" } ?? "nil"))")
    }

    /// How the image is resampled when it is scaled (recorded: Canopy draws no pixels).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        with("interpolation(.\(interpolation))")
    }

    /// Whether the image is drawn with smoothed edges (recorded: Canopy draws no pixels).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with("antialiased(\(isAntialiased))")
    }

    private func with(_ option: String) -> Image {
        var copy = self
        copy.options.append(option)
        return copy
    }

    func renderTitle() -> String {
        ([screenTitle] + options.map { "." + $0 }).joined(separator: " ")
    }

    /// The image's name (asset or symbol).
    var name: String {
        switch source {
        case .named(let name), .system(let name): name
        }
    }

    var drawnText: String? { screenTitle }

    /// What a person sees of the image: its name.
    var screenTitle: String {
        switch source {
        case .named(let name): "Image \(quoted(name))"
        case .system(let name): "Image systemName:\(quoted(name))"
        }
    }

    /// What an image says to assistive technologies.
    enum ImageAccessibility: Equatable, Sendable {
        /// Its asset or symbol name (D41).
        case name
        /// The label it was made with.
        case label(String)
        /// Nothing: `Image(decorative:)`.
        case decorative
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Sendable, Hashable {
        case tile, stretch
    }

    /// Whether an image keeps its colours or takes the foreground style.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template, original
    }

    /// How finely an image is resampled when it is drawn larger or smaller.
    public enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }
}
