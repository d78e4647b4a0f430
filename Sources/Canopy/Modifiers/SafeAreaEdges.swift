/// Extending a view into the safe area (G32): shown on the view's line, and laid out by
/// `SafeAreaAttribute`'s layout hooks (`Layout/LayoutModifiers.swift`).

/// The kinds of safe area a view can ignore: the container's (bars, notches) and the
/// keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The regions as bits.
    public let rawValue: Int
    /// A region of the given kinds.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The safe area a container (a bar, the device's edges) defines.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]

    /// `all`, `container` or `keyboard`.
    public var description: String {
        switch self {
        case .all: "all"
        case .container: "container"
        case .keyboard: "keyboard"
        default: "[]"
        }
    }
}

extension View {
    /// Extends the view into the safe area of `regions` along `edges` (recorded).
    public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> some View {
        attribute(SafeAreaAttribute(regions: regions, edges: edges, spelling: .ignoresSafeArea))
    }

    /// Extends the view into the safe area of `regions` along `edges` (G32), placing it in
    /// the extended frame by `alignment` (`nil`: as ``ignoresSafeArea(_:edges:)`` does).
    public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?
    ) -> some View {
        attribute(
            SafeAreaAttribute(
                regions: regions, edges: edges, spelling: .ignoresSafeArea, alignment: alignment))
    }

    /// Extends the view into the safe area along `edges`: the deprecated spelling of
    /// ``ignoresSafeArea(_:edges:)`` that seed 001 uses (recorded).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        attribute(SafeAreaAttribute(regions: .all, edges: edges, spelling: .edgesIgnoringSafeArea))
    }
}

/// `.ignoresSafeArea(edges: .top)`, or the deprecated `.edgesIgnoringSafeArea(.all)` spelling of
/// the same modifier (the container's regions only).
struct SafeAreaAttribute: AttributeValue {
    enum Spelling: Sendable, Equatable {
        case ignoresSafeArea, edgesIgnoringSafeArea
    }
    let regions: SafeAreaRegions
    let edges: Edge.Set
    let spelling: Spelling
    /// Where the content sits in the extended frame (`ignoresSafeArea(_:edges:alignment:)`);
    /// `nil` keeps it where it was on the edges it did not extend to.
    var alignment: Alignment? = nil

    var attributeText: String {
        switch spelling {
        case .edgesIgnoringSafeArea: return ".edgesIgnoringSafeArea(.\(edges))"
        case .ignoresSafeArea:
            var arguments: [String] = []
            if regions != .all { arguments.append(".\(regions)") }
            if edges != .all { arguments.append("edges: .\(edges)") }
            if let alignment { arguments.append("alignment: \(alignment)") }
            return ".ignoresSafeArea(\(arguments.joined(separator: ", ")))"
        }
    }
}
