/// A window's picture as SVG (D20): boxes at their frames and text in them, in window points,
/// self-contained (no scripts, fonts or links) so a page can show several side by side.
extension WindowPicture {
    /// The picture as one `<svg>` element, `label` its accessible name.
    func svg(label: String) -> String {
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"window\" width=\"\(width)\" "
            + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
            + "aria-label=\"\(Self.escape(label))\" font-family=\"ui-monospace, monospace\">\n"
        out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
        out += "fill=\"#ffffff\"/>\n"
        // The areas outside the safe area (the status bar, the home indicator), shaded.
        let safe = CGRect(origin: .zero, size: size).inset(
            by: platform.safeAreaInsets(for: WindowSize(width: size.width, height: size.height)))
        for unsafe in Self.bands(around: safe, in: CGRect(origin: .zero, size: size)) {
            out += Self.box(unsafe, attributes: "class=\"unsafe\" fill=\"#f2f2f7\"")
        }
        var masks: [Int] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .effect(let effect):
                out += Self.svg(effect, id: "effect-\(index)")
            case .mask:
                // The mask's alpha is how much of the content shows.
                masks.append(index)
                out +=
                    "<mask id=\"mask-\(index)\" mask-type=\"alpha\" "
                    + "maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(width)\" "
                    + "height=\"\(height)\">\n"
            case .maskedContent:
                let id = masks.popLast() ?? index
                out += "</mask>\n<g class=\"masked\" mask=\"url(#mask-\(id))\">\n"
            default:
                out += Self.svg(element)
            }
        }
        // The window's edge last, over anything that reaches it.
        out += "<rect class=\"edge\" x=\"1\" y=\"1\" width=\"\(Self.number(size.width - 2))\" "
        out += "height=\"\(Self.number(size.height - 2))\" rx=\"8\" fill=\"none\" "
        out += "stroke=\"#3a3a3c\" stroke-width=\"2\"/>\n"
        return out + "</svg>"
    }

    private static func svg(_ element: Element) -> String {
        switch element {
        case .frame(let rect):
            return box(
                rect,
                attributes:
                    "class=\"frame\" fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\""
            )
        case .text(let text, let box, let pointSize, let centred):
            let advance = pointSize / 2
            let length = CGFloat(text.count) * advance
            let x = centred ? box.midX - length / 2 : box.minX
            // Centred across the line box: a box taller than a line (a bar, a field) centres it.
            let y = box.midY
            return "<text class=\"text\" x=\"\(number(x))\" y=\"\(number(y))\" "
                + "font-size=\"\(number(pointSize))\" dominant-baseline=\"central\" "
                + "textLength=\"\(number(length))\" lengthAdjust=\"spacingAndGlyphs\" "
                + "fill=\"#000000\">\(escape(text))</text>\n"
        case .fill(let rect, let colour):
            return box(rect, attributes: "class=\"fill\" fill=\"\(escape(colour))\"")
        case .shape(let rect, let outline, let colour, let stroke):
            let paint =
                if let stroke {
                    "class=\"stroke\" fill=\"none\" stroke=\"\(escape(colour))\" "
                        + "stroke-width=\"\(number(stroke.lineWidth))\"" + stroke.svgAttributes
                } else {
                    "class=\"fill\" fill=\"\(escape(colour))\""
                }
            // The outline's element, open for the paint.
            var element = String(clipShape(rect, outline).dropLast(2))
            while element.hasSuffix(" ") { element.removeLast() }
            return element + " " + paint + "/>\n"
        case .outline(let rect):
            return box(
                rect,
                attributes:
                    "class=\"outline\" rx=\"6\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"1\""
            )
        case .cover(let rect):
            return box(rect, attributes: "class=\"cover\" fill=\"#ffffff\"")
        case .presentation(let rect):
            return box(
                rect.insetBy(dx: -8, dy: -8),
                attributes:
                    "class=\"sheet\" rx=\"10\" fill=\"#ffffff\" stroke=\"#3a3a3c\" stroke-width=\"1\""
            )
        case .rule(let rect, let edge):
            let y = edge == .bottom ? rect.maxY : rect.minY
            return line(
                from: CGPoint(x: rect.minX, y: y), to: CGPoint(x: rect.maxX, y: y),
                attributes: "class=\"bar\"")
        case .divider(let rect):
            let horizontal = rect.width >= rect.height
            return line(
                from: CGPoint(x: rect.minX, y: horizontal ? rect.midY : rect.minY),
                to: CGPoint(x: horizontal ? rect.maxX : rect.minX, y: rect.maxY),
                attributes: "class=\"divider\"")
        case .clip(let rect, let outline):
            let id =
                "clip-"
                + [rect.minX, rect.minY, rect.width, rect.height].map(number)
                .joined(separator: "-").replacingOccurrences(of: ".", with: "_")
                + outline.idSuffix
            return "<clipPath id=\"\(id)\">" + clipShape(rect, outline)
                + "</clipPath>\n"
                + "<g class=\"clipped\" clip-path=\"url(#\(id))\">\n"
        case .endClip, .endLook, .endEffect, .endMask:
            return "</g>\n"
        case .effect(let effect):
            return svg(effect, id: "effect")
        case .mask, .maskedContent:
            // Drawn with their ids by `svg(label:)`.
            return ""
        case .look(let look):
            var attributes = ""
            if look.opacity != 1 { attributes += " opacity=\"\(number(CGFloat(look.opacity)))\"" }
            if look.scaleX != 1 || look.scaleY != 1 || look.offset != .zero {
                let (a, o) = (look.anchor, look.offset)
                attributes +=
                    " transform=\"translate(\(number(a.x + o.width)) \(number(a.y + o.height))) "
                    + "scale(\(number(look.scaleX)) \(number(look.scaleY))) "
                    + "translate(\(number(-a.x)) \(number(-a.y)))\""
            }
            return "<g class=\"look\"\(attributes)>\n"
        case .image(let name, let rect):
            return "<g class=\"image\"><title>\(escape(name))</title>\n"
                + box(rect, attributes: "rx=\"4\" fill=\"#d1d1d6\"") + "</g>\n"
        }
    }

    /// The shape a clip keeps: `outline` in `rect`, without its line break.
    private static func clipShape(_ rect: CGRect, _ outline: ClipOutline) -> String {
        let radius: CGFloat
        switch outline {
        case .rectangle: radius = 0
        case .rounded(let corner): radius = min(corner, min(rect.width, rect.height) / 2)
        case .capsule: radius = min(rect.width, rect.height) / 2
        case .circle:
            return "<circle cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" "
                + "r=\"\(number(max(0, min(rect.width, rect.height) / 2)))\"/>"
        case .ellipse:
            return "<ellipse cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" "
                + "rx=\"\(number(max(0, rect.width / 2)))\" ry=\"\(number(max(0, rect.height / 2)))\"/>"
        case .path(let path, let size, let eoFill):
            let placed = path.applying(outline.placement(of: size, in: rect))
            return "<path d=\"\(svgPathData(placed))\""
                + (eoFill ? " fill-rule=\"evenodd\" clip-rule=\"evenodd\"" : "") + "/>"
        }
        return String(
            box(rect, attributes: radius > 0 ? "rx=\"\(number(radius))\"" : "").dropLast())
    }

    /// `path` as SVG path data: `M 0 0 L 10 0 C … Z`.
    private static func svgPathData(_ path: Path) -> String {
        var words: [String] = []
        func add(_ command: String, _ points: CGPoint...) {
            words.append(command)
            for point in points {
                words.append(number(point.x))
                words.append(number(point.y))
            }
        }
        path.forEach { element in
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quadCurve(let p, let c): add("Q", c, p)
            case .curve(let p, let c1, let c2): add("C", c1, c2, p)
            case .closeSubpath: words.append("Z")
            }
        }
        return words.joined(separator: " ")
    }

    /// The parts of `bounds` outside `inner`, as up to four bands.
    private static func bands(around inner: CGRect, in bounds: CGRect) -> [CGRect] {
        [
            CGRect(x: 0, y: 0, width: bounds.width, height: inner.minY),
            CGRect(x: 0, y: inner.maxY, width: bounds.width, height: bounds.maxY - inner.maxY),
            CGRect(x: 0, y: inner.minY, width: inner.minX, height: inner.height),
            CGRect(
                x: inner.maxX, y: inner.minY, width: bounds.maxX - inner.maxX,
                height: inner.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    private static func box(_ rect: CGRect, attributes: String) -> String {
        "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" "
            + "width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\" "
            + attributes + "/>\n"
    }

    private static func line(from start: CGPoint, to end: CGPoint, attributes: String) -> String {
        "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" "
            + "y2=\"\(number(end.y))\" stroke=\"#8e8e93\" stroke-width=\"1\" \(attributes)/>\n"
    }

    /// A coordinate as D20 prints frames: integral values bare, others to 0.01.
    private static func number(_ value: CGFloat) -> String { FrameText.number(value) }

    /// Text made safe for XML.
    static func escape(_ text: String) -> String { markupEscaped(text) }
}

/// Text made safe for XML and HTML: `&`, `<`, `>` and `"` as entities.
package func markupEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}

/// A short hash of `text` that is the same in every run (FNV-1a, 32 bits, in hex): Swift's own
/// hashes are seeded per process, and a picture must not change from run to run.
private func stableHash(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return String(hash, radix: 16)
}

extension WindowPicture.ClipOutline {
    /// What tells two clips of one rectangle apart in their ids: empty for a rectangle.
    var idSuffix: String {
        switch self {
        case .rectangle: ""
        case .rounded(let radius):
            "-r" + FrameText.number(radius).replacingOccurrences(of: ".", with: "_")
        case .capsule: "-capsule"
        case .circle: "-circle"
        case .ellipse: "-ellipse"
        case .path(let path, let size, let eoFill):
            "-path-" + stableHash("\(path) \(size.width) \(size.height) \(eoFill)")
        }
    }
}
