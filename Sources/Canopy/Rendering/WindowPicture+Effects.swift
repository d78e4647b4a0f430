import Foundation

/// Pixel-only effects in the window picture's SVG (D20): a filter (`blur`, colour effects,
/// `shadow`), a transform (`rotationEffect`, `rotation3DEffect`, `projectionEffect`,
/// `transformEffect`) or a CSS property (`blendMode`, compositing groups) on a group around
/// what the view draws.
extension WindowPicture {
    /// The opening of the group drawn through `effect`, with the filter it uses defined first
    /// under `id`.
    static func svg(_ effect: DrawnEffect, id: String) -> String {
        var attributes = ""
        var definition = ""
        if let primitives = filterPrimitives(effect.kind) {
            definition =
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" "
                + "color-interpolation-filters=\"sRGB\">\(primitives)</filter>\n"
            attributes += " filter=\"url(#\(id))\""
        }
        if let transform = transform(effect) { attributes += " transform=\"\(transform)\"" }
        if let style = style(effect.kind) { attributes += " style=\"\(style)\"" }
        return definition + "<g class=\"effect \(effect.name)\"\(attributes)>\n"
    }

    /// The filter's primitives, for effects drawn with a filter.
    private static func filterPrimitives(_ kind: DrawnEffect.Kind) -> String? {
        /// A linear transfer of the colour components.
        func linear(slope: Double, intercept: Double) -> String {
            let function =
                "type=\"linear\" slope=\"\(figure(slope))\" intercept=\"\(figure(intercept))\""
            return "<feComponentTransfer><feFuncR \(function)/><feFuncG \(function)/>"
                + "<feFuncB \(function)/></feComponentTransfer>"
        }
        switch kind {
        case .graphic(let effect):
            switch effect {
            case .blur(let radius, let opaque):
                return "<feGaussianBlur stdDeviation=\"\(figure(Double(radius)))\""
                    + (opaque ? " edgeMode=\"duplicate\"" : "") + "/>"
            case .brightness(let amount): return linear(slope: 1, intercept: amount)
            case .contrast(let amount): return linear(slope: amount, intercept: (1 - amount) / 2)
            case .saturation(let amount):
                return "<feColorMatrix type=\"saturate\" values=\"\(figure(max(0, amount)))\"/>"
            case .grayscale(let amount):
                let kept = 1 - min(1, max(0, amount))
                return "<feColorMatrix type=\"saturate\" values=\"\(figure(kept))\"/>"
            case .hueRotation(let angle):
                return "<feColorMatrix type=\"hueRotate\" values=\"\(figure(angle.degrees))\"/>"
            case .colorMultiply(let color):
                let (r, g, b, a) = color.cssComponents
                let rows = [[r, 0, 0, 0, 0], [0, g, 0, 0, 0], [0, 0, b, 0, 0], [0, 0, 0, a, 0]]
                let values = rows.map { $0.map(figure).joined(separator: " ") }
                    .joined(separator: "  ")
                return "<feColorMatrix type=\"matrix\" values=\"\(values)\"/>"
            case .colorInvert:
                let function = "type=\"table\" tableValues=\"1 0\""
                return "<feComponentTransfer><feFuncR \(function)/><feFuncG \(function)/>"
                    + "<feFuncB \(function)/></feComponentTransfer>"
            case .luminanceToAlpha:
                return "<feColorMatrix type=\"luminanceToAlpha\"/>"
            case .blendMode, .compositingGroup, .drawingGroup, .rotation3D, .projection,
                .transform:
                return nil
            }
        case .rotation, .mirror:
            return nil
        case .shadow(let color, let radius, let x, let y):
            let (r, g, b, a) = color.cssComponents
            let flood = "rgb(\(Int(r * 255)), \(Int(g * 255)), \(Int(b * 255)))"
            return "<feDropShadow dx=\"\(figure(Double(x)))\" dy=\"\(figure(Double(y)))\" "
                + "stdDeviation=\"\(figure(Double(radius)))\" flood-color=\"\(flood)\" "
                + "flood-opacity=\"\(figure(a))\"/>"
        }
    }

    /// The SVG transform, for effects that move what the view draws.
    private static func transform(_ effect: DrawnEffect) -> String? {
        /// `matrix` applied about `origin`.
        func about(
            _ origin: CGPoint, _ m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
        ) -> String {
            let entries = [m.0, m.1, m.2, m.3, m.4, m.5].map { figure(Double($0)) }
            return "translate(\(number(origin.x)) \(number(origin.y))) "
                + "matrix(\(entries.joined(separator: " "))) "
                + "translate(\(number(-origin.x)) \(number(-origin.y)))"
        }
        switch effect.kind {
        case .rotation(let angle, let anchor):
            let point = effect.point(anchor)
            return "rotate(\(figure(angle.degrees)) \(number(point.x)) \(number(point.y)))"
        case .graphic(.rotation3D(let angle, let axis, let anchor, _, _)):
            let (a, b, c, d) = GraphicEffect.flatRotation(angle, axis: axis)
            return about(effect.point(anchor), (a, b, c, d, 0, 0))
        case .graphic(.projection(let m)):
            return about(effect.point(.topLeading), (m.m11, m.m12, m.m21, m.m22, m.m31, m.m32))
        case .graphic(.transform(let t)):
            return about(effect.point(.topLeading), (t.a, t.b, t.c, t.d, t.tx, t.ty))
        case .mirror:
            return about(effect.point(.center), (-1, 0, 0, 1, 0, 0))
        default:
            return nil
        }
    }

    /// The CSS the group is drawn with, for blends and isolated groups.
    private static func style(_ kind: DrawnEffect.Kind) -> String? {
        switch kind {
        case .graphic(.blendMode(let mode)): mode.cssBlendMode.map { "mix-blend-mode: \($0)" }
        case .graphic(.compositingGroup), .graphic(.drawingGroup): "isolation: isolate"
        default: nil
        }
    }

    /// A filter's number: integral values bare, others to 0.0001.
    private static func figure(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        return rounded == rounded.rounded() && abs(rounded) < 1e15
            ? String(Int(rounded)) : String(rounded)
    }

    private static func number(_ value: CGFloat) -> String { FrameText.number(value) }
}

extension Color {
    /// The colour's red, green, blue and alpha from 0 to 1, as the picture draws it
    /// (``cssValue``).
    var cssComponents: (Double, Double, Double, Double) {
        let css = cssValue
        guard css.hasPrefix("#") else { return (0, 0, 0, 0) }
        let digits = Array(css.dropFirst())
        func component(_ index: Int) -> Double {
            guard digits.count >= index * 2 + 2,
                let value = Int(String(digits[(index * 2)...(index * 2 + 1)]), radix: 16)
            else { return 1 }
            return Double(value) / 255
        }
        return (component(0), component(1), component(2), component(3))
    }
}
