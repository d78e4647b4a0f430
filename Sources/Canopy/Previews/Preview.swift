import Foundation

/// A preview a `#Preview` declares: its name, its traits, and the view it shows.
public struct Preview {
    /// The traits a view preview can have (`.sizeThatFitsLayout`, `.landscapeLeft`, …).
    public enum ViewTraits {}

    /// The preview's name (`#Preview("Dark")`), or `nil`.
    public let name: String?
    /// The traits it was declared with, recorded.
    public let traits: [PreviewTrait<ViewTraits>]
    let makeView: @MainActor () -> AnyView

    /// A preview of the view `body` builds.
    public init<Content: View>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.traits = traits
        makeView = { AnyView(body()) }
    }

    /// The preview a `#Preview` declares. Its body returns `any View`, as the closure of
    /// SwiftUI's macro does, so the body's type never names what the body declares: a preview
    /// that declares its own view type (`struct Sample: View { … }; return Sample()`) would
    /// otherwise be a closure whose type contains a type local to itself, which the compiler
    /// cannot mangle.
    public static func _macro(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) -> Preview {
        Preview(name: name, traits: traits) { AnyView(body()) }
    }

    private init(
        name: String?, traits: [PreviewTrait<ViewTraits>],
        makeView: @escaping @MainActor () -> AnyView
    ) {
        self.name = name
        self.traits = traits
        self.makeView = makeView
    }
}

/// A trait of a preview, recorded: Canopy has no layout or device frames to apply it to.
public struct PreviewTrait<T>: Sendable, CustomStringConvertible {
    /// The trait as written (`sizeThatFitsLayout`).
    public let description: String
    init(_ description: String) { self.description = description }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview is as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait("sizeThatFitsLayout") }
    /// The preview has the device's size.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait("defaultLayout") }
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(
            "fixedLayout(\(ValueFormatter.format(width))×\(ValueFormatter.format(height)))")
    }
    /// Portrait orientation.
    public static var portrait: PreviewTrait<T> { PreviewTrait("portrait") }
    /// Landscape, home button or indicator on the right.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait("landscapeLeft") }
    /// Landscape, home button or indicator on the left.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait("landscapeRight") }
    /// Upside-down portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait("portraitUpsideDown") }
}

/// What a `#Preview` expands to: a type the runtime can find, which builds the preview. Not
/// for use in code.
@MainActor
public protocol _PreviewRegistry {
    /// The file the preview is declared in (`App/ContentView.swift`).
    static var fileID: String { get }
    /// The line it is declared on.
    static var line: Int { get }
    /// The preview.
    static func makePreview() -> Preview
}
