import Foundation

#if !canImport(CoreGraphics)
    /// How the ends of an open line are drawn (Core Graphics' type, for platforms without
    /// it).
    public enum CGLineCap: Int32, Sendable, Hashable {
        /// The line stops at its end.
        case butt
        /// A half circle past the end.
        case round
        /// A half square past the end.
        case square
    }

    /// How two lines of a stroke meet (Core Graphics' type, for platforms without it).
    public enum CGLineJoin: Int32, Sendable, Hashable {
        /// A sharp corner, cut off past the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut straight across.
        case bevel
    }
#endif

/// How a shape's outline is stroked: the line's width, its ends and joins, and its dashes.
nonisolated public struct StrokeStyle: Sendable, Hashable, CustomStringConvertible, Animatable {
    /// The line's width, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter join may reach, in line widths, before it is cut.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are a solid one-point line with butt ends and miter
    /// joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The arguments that differ from the defaults, as written:
    /// `StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])`.
    public var description: String {
        var arguments: [String] = []
        if lineWidth != 1 { arguments.append("lineWidth: " + ValueFormatter.format(lineWidth)) }
        if lineCap != .butt { arguments.append("lineCap: .\(lineCap.name)") }
        if lineJoin != .miter { arguments.append("lineJoin: .\(lineJoin.name)") }
        if miterLimit != 10 {
            arguments.append("miterLimit: " + ValueFormatter.format(miterLimit))
        }
        if !dash.isEmpty {
            arguments.append(
                "dash: [" + dash.map { ValueFormatter.format($0) }.joined(separator: ", ") + "]")
        }
        if dashPhase != 0 { arguments.append("dashPhase: " + ValueFormatter.format(dashPhase)) }
        return "StrokeStyle(" + arguments.joined(separator: ", ") + ")"
    }

    /// The width, the miter limit and the dash phase, which animate (a dash phase moving
    /// makes marching ants).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }

    /// The style drawn `scale` times larger: its width and dashes scaled.
    func scaled(by scale: CGFloat) -> StrokeStyle {
        guard scale != 1 else { return self }
        var scaled = self
        scaled.lineWidth *= scale
        scaled.dash = dash.map { $0 * scale }
        scaled.dashPhase *= scale
        return scaled
    }

    /// The SVG attributes that draw the line this way, after `stroke-width`.
    var svgAttributes: String {
        var attributes = ""
        if lineCap != .butt { attributes += " stroke-linecap=\"\(lineCap.name)\"" }
        if lineJoin != .miter { attributes += " stroke-linejoin=\"\(lineJoin.name)\"" }
        if miterLimit != 10 {
            attributes += " stroke-miterlimit=\"\(FrameText.number(miterLimit))\""
        }
        if !dash.isEmpty {
            attributes +=
                " stroke-dasharray=\""
                + dash.map { FrameText.number($0) }.joined(separator: " ") + "\""
        }
        if dashPhase != 0 { attributes += " stroke-dashoffset=\"\(FrameText.number(dashPhase))\"" }
        return attributes
    }

}

extension CGLineCap {
    /// The name SwiftUI code and SVG both use.
    var name: String {
        let names = ["butt", "round", "square"]
        let index = Int(rawValue)
        return names.indices.contains(index) ? names[index] : "butt"
    }
}

extension CGLineJoin {
    /// The name SwiftUI code and SVG both use.
    var name: String {
        let names = ["miter", "round", "bevel"]
        let index = Int(rawValue)
        return names.indices.contains(index) ? names[index] : "miter"
    }
}
