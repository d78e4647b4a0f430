/// A laid-out window as a list of drawing, in window points and back to front (D20): what the
/// character grid (``GridCanvas``) and the HTML page's pictures (``WindowPicture/svg()``) are
/// drawn from. Each renderer decides how an element looks on its medium; the geometry is the
/// layout's, never the renderer's.
struct WindowPicture {
    /// One thing drawn.
    enum Element: Equatable {
        /// Every placed view's frame, outlined only where asked (`--boxes`; faintly in a
        /// picture).
        case frame(CGRect)
        /// One line of text in its line box: drawn from the box's leading edge, or centred in
        /// it; on the grid, on the box's first row.
        case text(String, in: CGRect, pointSize: CGFloat, centred: Bool)
        /// An area covered with colour (a `Color`, a filled shape, a style as a background or
        /// an overlay), with its CSS colour.
        case fill(CGRect, colour: String)
        /// A shape other than a rectangle, filled (`stroke` `nil`) or stroked along its
        /// outline in the rectangle with a line drawn that way, with its CSS colour.
        indirect case shape(CGRect, ClipOutline, colour: String, stroke: StrokeStyle?)
        /// An outline: a border, a bordered control, a text field.
        case outline(CGRect)
        /// A presented sheet: what is below is covered, and the sheet outlined.
        case presentation(CGRect)
        /// An opaque area with nothing drawn in it, hiding what is below: a pinned section
        /// header's, over the rows scrolling under it.
        case cover(CGRect)
        /// A line along one edge of a rectangle: a bar's edge.
        case rule(CGRect, Edge)
        /// A divider, a line through the middle of its frame along its long side.
        case divider(CGRect)
        /// An image, by name.
        case image(String, in: CGRect)
        /// What follows, up to the matching ``endClip``, is drawn only inside the outline in
        /// the rectangle (a scroll view's viewport, a `clipped`, `clipShape` or
        /// `cornerRadius` view).
        case clip(CGRect, ClipOutline = .rectangle)
        /// Ends the innermost ``clip(_:)``.
        case endClip
        /// What follows, up to the matching ``endLook``, is drawn through `look` (an opacity,
        /// a scale, a shift: `.opacity`, `.scaleEffect`, a transition's look; D62).
        case look(DrawnLook)
        /// Ends the innermost ``look(_:)``.
        case endLook
        /// What follows, up to the matching ``endEffect``, is drawn through a pixel-only
        /// effect (`blur`, `rotationEffect`, `shadow`, `blendMode` …): a browser draws it, the
        /// grid draws what follows unchanged.
        case effect(DrawnEffect)
        /// Ends the innermost ``effect(_:)``.
        case endEffect
        /// What follows, up to ``maskedContent``, is a mask: not drawn, its opacity is how
        /// much of the content after it shows (`.mask`).
        case mask
        /// The end of a mask's drawing; what follows, up to ``endMask``, is drawn through it.
        case maskedContent
        /// Ends the innermost masked content.
        case endMask
    }

    /// The outline a clip keeps what is drawn in, within its rectangle.
    enum ClipOutline: Equatable {
        case rectangle
        /// A rectangle with corners of that radius.
        case rounded(CGFloat)
        /// A rounded rectangle whose corner radius is half its shorter side.
        case capsule
        /// The circle of the shorter side, centred.
        case circle
        /// The ellipse filling the rectangle.
        case ellipse
        /// Any other shape: its path made for a frame of `size` at the origin, stretched to
        /// the rectangle it is drawn in (a look may scale it); `eoFill` picks the even-odd
        /// rule over non-zero winding.
        case path(Path, CGSize, eoFill: Bool)
    }

    /// The window's size in points.
    let size: CGSize
    let platform: Platform
    /// What is drawn, back to front.
    var elements: [Element] = []

    mutating func add(_ element: Element) { elements.append(element) }

    /// The elements with every look resolved, for a medium without transparency or
    /// transforms (the character grid): each element is moved and scaled as its looks say, and
    /// those drawn at less than `threshold` opacity are left out.
    func resolvingLooks(hidingBelow threshold: Double) -> [Element] {
        guard elements.contains(where: { if case .look = $0 { true } else { false } }) else {
            return elements
        }
        var looks: [DrawnLook] = []
        var result: [Element] = []
        for element in elements {
            switch element {
            case .look(let look):
                looks.append(looks.last.map { look.inside($0) } ?? look)
            case .endLook:
                _ = looks.popLast()
            case .clip, .endClip:
                // Clips pair up whatever is hidden between them.
                result.append(looks.last.map { element.drawn(through: $0) } ?? element)
            default:
                guard let look = looks.last else {
                    result.append(element)
                    continue
                }
                if look.opacity >= threshold { result.append(element.drawn(through: look)) }
            }
        }
        return result
    }
}

extension WindowPicture.Element {
    /// The element moved and scaled as `look` draws it.
    func drawn(through look: DrawnLook) -> Self {
        switch self {
        case .frame(let rect): .frame(look.apply(to: rect))
        case .text(let text, let box, let size, let centred):
            .text(text, in: look.apply(to: box), pointSize: size * look.scaleY, centred: centred)
        case .fill(let rect, let colour): .fill(look.apply(to: rect), colour: colour)
        case .shape(let rect, let outline, let colour, let stroke):
            .shape(
                look.apply(to: rect), outline, colour: colour,
                stroke: stroke.map { $0.scaled(by: min(look.scaleX, look.scaleY)) })
        case .outline(let rect): .outline(look.apply(to: rect))
        case .presentation(let rect): .presentation(look.apply(to: rect))
        case .cover(let rect): .cover(look.apply(to: rect))
        case .rule(let rect, let edge): .rule(look.apply(to: rect), edge)
        case .divider(let rect): .divider(look.apply(to: rect))
        case .image(let name, let rect): .image(name, in: look.apply(to: rect))
        case .clip(let rect, let outline): .clip(look.apply(to: rect), outline)
        case .endClip, .look, .endLook, .effect, .endEffect, .mask, .maskedContent, .endMask:
            self
        }
    }
}

extension Color {
    /// The colour in CSS, with system colours as iOS draws them in light mode.
    var cssValue: String {
        let base: String
        switch kind {
        case .system(let color):
            switch color {
            case .red: base = "#ff3b30"
            case .orange: base = "#ff9500"
            case .yellow: base = "#ffcc00"
            case .green: base = "#34c759"
            case .mint: base = "#00c7be"
            case .teal: base = "#30b0c7"
            case .cyan: base = "#32ade6"
            case .blue, .accentColor: base = "#007aff"
            case .indigo: base = "#5856d6"
            case .purple: base = "#af52de"
            case .pink: base = "#ff2d55"
            case .brown: base = "#a2845e"
            case .white: base = "#ffffff"
            case .gray, .secondary: base = "#8e8e93"
            case .black, .primary: base = "#000000"
            case .clear: return "transparent"
            }
        case .asset:
            base = "#c7c7cc"  // an asset colour Canopy cannot see
        case .rgb(let red, let green, let blue):
            base = Self.hex(red, green, blue)
        case .white(let white):
            base = Self.hex(white, white, white)
        }
        guard alpha < 1 else { return base }
        let opacity = Int((max(0, alpha) * 255).rounded())
        return base + String(opacity, radix: 16).leftPadded(to: 2)
    }

    private static func hex(_ components: Double...) -> String {
        "#"
            + components.map {
                String(Int((min(1, max(0, $0)) * 255).rounded()), radix: 16).leftPadded(to: 2)
            }.joined()
    }
}

extension AnyShapeStyle {
    /// The colour this style is, if it is one.
    var color: Color? { hashable?.base as? Color }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
