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
        /// What follows, up to the matching ``endClip``, is drawn only inside the rectangle (a
        /// scroll view's viewport).
        case clip(CGRect)
        /// Ends the innermost ``clip(_:)``.
        case endClip
    }

    /// The window's size in points.
    let size: CGSize
    let platform: Platform
    /// What is drawn, back to front.
    var elements: [Element] = []

    mutating func add(_ element: Element) { elements.append(element) }
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
