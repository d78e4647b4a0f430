import Foundation

/// `contentShape`: the shape a view's touches land in (semantic for hit testing: a touch in
/// the shape reaches the view and its gestures, transparent space included; a touch outside it
/// reaches nothing inside the view).
extension View {
    /// Makes `shape`, in the view's frame, the area that takes the view's touches.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attribute(ContentShapeAttribute(shape: ShapeArgument(shape), kinds: nil, eoFill: eoFill))
    }

    /// Makes `shape` the area for `kind` (only `.interaction` changes where touches land; the
    /// other kinds are recorded).
    public func contentShape<S: Shape>(
        _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
    ) -> some View {
        attribute(ContentShapeAttribute(shape: ShapeArgument(shape), kinds: kind, eoFill: eoFill))
    }
}

/// The kinds of content shape: what a view's `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A kind from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Where touches land (hit testing).
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The outline of a drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The outline of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The outline of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// The outline accessibility reports.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// `.contentShape(Rectangle)`: the shape, and the kinds it is for (`nil`: the one-argument
/// form, which is for interaction).
struct ContentShapeAttribute: AttributeValue {
    let shape: ShapeArgument
    let kinds: ContentShapeKinds?
    let eoFill: Bool

    var attributeText: String {
        var arguments: [String] = []
        if let kinds { arguments.append(kindsText(kinds)) }
        arguments.append(shape.attributeArgument)
        if eoFill { arguments.append("eoFill: true") }
        return ".contentShape(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether it decides where touches land.
    var isForInteraction: Bool { kinds?.contains(.interaction) ?? true }

    /// Whether `point` (window points) is in the shape laid in `frame`, by its path.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        shape.outline(size: frame.size, eoFill: eoFill).contains(point, in: frame)
    }

    private func kindsText(_ kinds: ContentShapeKinds) -> String {
        let names: [(ContentShapeKinds, String)] = [
            (.interaction, "interaction"), (.dragPreview, "dragPreview"),
            (.contextMenuPreview, "contextMenuPreview"), (.hoverEffect, "hoverEffect"),
            (.focusEffect, "focusEffect"), (.accessibility, "accessibility"),
        ]
        let chosen = names.filter { kinds.contains($0.0) }.map { "." + $0.1 }
        return chosen.count == 1 ? chosen[0] : "[" + chosen.joined(separator: ", ") + "]"
    }
}
