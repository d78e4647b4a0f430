import Foundation

/// What a pixel-only modifier does to what its view draws (`blur`, `brightness`,
/// `rotation3DEffect` …): nothing to layout or hit testing, as in SwiftUI. The value is kept as
/// it was given, compares by value, prints on the view's line (tree, JSON), and the window
/// picture draws it as an SVG filter, transform or CSS property (``DrawnEffect``).
enum GraphicEffect: Equatable, Sendable {
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case colorInvert
    case luminanceToAlpha
    case blendMode(BlendMode)
    case compositingGroup
    case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
    case rotation3D(
        angle: Angle, axis: Axis3D, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case projection(ProjectionTransform)
    case transform(CGAffineTransform)

    /// A rotation axis, kept as SwiftUI's tuple was given.
    struct Axis3D: Equatable, Sendable {
        let x: CGFloat
        let y: CGFloat
        let z: CGFloat
    }

    /// The modifier's name: `blur`.
    var name: String {
        switch self {
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorMultiply: "colorMultiply"
        case .colorInvert: "colorInvert"
        case .luminanceToAlpha: "luminanceToAlpha"
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        case .rotation3D: "rotation3DEffect"
        case .projection: "projectionEffect"
        case .transform: "transformEffect"
        }
    }

    /// The call as written, defaults left out: `.blur(radius: 4)`, `.colorInvert()`.
    var call: String {
        "." + name + "(" + arguments.joined(separator: ", ") + ")"
    }

    private var arguments: [String] {
        switch self {
        case .blur(let radius, let opaque):
            ["radius: \(radius.attributeArgument)"] + (opaque ? ["opaque: true"] : [])
        case .brightness(let amount), .contrast(let amount), .saturation(let amount),
            .grayscale(let amount):
            [amount.attributeArgument]
        case .hueRotation(let angle): ["\(angle)"]
        case .colorMultiply(let color): [color.attributeArgument]
        case .colorInvert, .luminanceToAlpha, .compositingGroup: []
        case .blendMode(let mode): ["." + mode.rawValue]
        case .drawingGroup(let opaque, let mode):
            (opaque ? ["opaque: true"] : []) + (mode == .nonLinear ? [] : ["colorMode: .\(mode)"])
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            [
                "\(angle)",
                "axis: (x: \(axis.x.attributeArgument), y: \(axis.y.attributeArgument), z: \(axis.z.attributeArgument))",
            ]
                + (anchor == .center ? [] : ["anchor: .\(anchor)"])
                + (anchorZ == 0 ? [] : ["anchorZ: \(anchorZ.attributeArgument)"])
                + (perspective == 1 ? [] : ["perspective: \(perspective.attributeArgument)"])
        case .projection(let transform): ["\(transform)"]
        case .transform(let transform): [affineText(transform)]
        }
    }
}

/// `CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)`.
func affineText(_ t: CGAffineTransform) -> String {
    let parts = [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)]
    return "CGAffineTransform("
        + parts.map { "\($0.0): \($0.1.attributeArgument)" }.joined(separator: ", ") + ")"
}

/// A pixel-only modifier's value on its view's line: `.blur(radius: 4)`.
struct GraphicEffectAttribute: AttributeValue {
    let effect: GraphicEffect
    var attributeText: String { effect.call }
}
