import Foundation

/// SwiftUI's clipping modifiers: what the view draws, its content included, shows only inside
/// its frame (`clipped`), a shape in its frame (`clipShape`) or its frame with rounded corners
/// (`cornerRadius`). Pixel-only, as in SwiftUI: layout is unchanged (and a person's taps are not
/// clipped; SwiftUI's `contentShape` decides those).
extension View {
    /// Clips what the view draws to its frame (pixel-only; the picture and the grid clip it).
    public func clipped(antialiased: Bool = false) -> some View {
        attribute(ClipAttribute(kind: .clipped(antialiased: antialiased)))
    }

    /// Clips what the view draws to `shape` in its frame (pixel-only; the picture clips to
    /// the shape's path, by the fill rule `style` gives).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attribute(ClipAttribute(kind: .clipShape(ShapeArgument(shape), style)))
    }

    /// Clips what the view draws to its frame with corners rounded by `radius` (pixel-only;
    /// deprecated in SwiftUI for `clipShape(.rect(cornerRadius:))`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attribute(ClipAttribute(kind: .cornerRadius(radius, antialiased: antialiased)))
    }
}

/// The outline the picture clips to for `shape`, when it is a shape Canopy knows.
func clipOutline(of shape: any Shape) -> WindowPicture.ClipOutline? {
    switch shape {
    case is Rectangle: .rectangle
    case let rounded as RoundedRectangle where rounded.cornerSize.width == rounded.cornerSize.height:
        .rounded(rounded.cornerRadius)
    case is Capsule, is DefaultGlassEffectShape: .capsule
    case is Circle: .circle
    case is Ellipse: .ellipse
    case let any as AnyShape: clipOutline(of: any.shape)
    default: nil
    }
}

/// The outline `shape` has in a frame of `size`: a built-in one by name, any other by its
/// path (SwiftUI draws and hit-tests every shape by its path).
func shapeOutline(_ shape: any Shape, size: CGSize, eoFill: Bool = false)
    -> WindowPicture.ClipOutline
{
    if let known = clipOutline(of: shape) { return known }
    return .path(shape.path(in: CGRect(origin: .zero, size: size)), size, eoFill: eoFill)
}

/// A clipping modifier's value: `.clipped()`, `.clipShape(Circle)`, `.cornerRadius(8)`.
struct ClipAttribute: AttributeValue {
    enum Kind: Equatable, Sendable {
        case clipped(antialiased: Bool)
        case clipShape(ShapeArgument, FillStyle)
        case cornerRadius(CGFloat, antialiased: Bool)
    }

    let kind: Kind

    /// What the picture clips to in a frame of `size`.
    func outline(size: CGSize) -> WindowPicture.ClipOutline {
        switch kind {
        case .clipped: .rectangle
        case .clipShape(let shape, let style): shape.outline(size: size, eoFill: style.isEOFilled)
        case .cornerRadius(let radius, _): .rounded(radius)
        }
    }

    var attributeText: String {
        switch kind {
        case .clipped(let antialiased):
            antialiased ? ".clipped(antialiased: true)" : ".clipped()"
        case .clipShape(let shape, let style):
            ".clipShape(\(shape.attributeArgument)"
                + (style == FillStyle() ? "" : ", style: \(style)") + ")"
        case .cornerRadius(let radius, let antialiased):
            ".cornerRadius(\(radius.attributeArgument)"
                + (antialiased ? "" : ", antialiased: false") + ")"
        }
    }
}

extension ShapeArgument {
    /// The shape's outline in a frame of `size`.
    func outline(size: CGSize, eoFill: Bool = false) -> WindowPicture.ClipOutline {
        shapeOutline(shape, size: size, eoFill: eoFill)
    }
}
