import Foundation

/// SwiftUI's clipping modifiers: what the view draws, its content included, shows only inside
/// its frame (`clipped`), a shape in its frame (`clipShape`) or its frame with rounded corners
/// (`cornerRadius`). Pixel-only, as in SwiftUI: layout is unchanged (and a person's taps are not
/// clipped; SwiftUI's `contentShape` decides those).
extension View {
    /// Clips what the view draws to its frame (pixel-only; the picture and the grid clip it).
    public func clipped(antialiased: Bool = false) -> some View {
        attribute(ClipAttribute(kind: .clipped(antialiased: antialiased), outline: .rectangle))
    }

    /// Clips what the view draws to `shape` in its frame (pixel-only; the picture clips to a
    /// rectangle, rounded rectangle, capsule or circle; another shape is recorded, not
    /// drawn, since Canopy does not trace shapes' paths).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attribute(
            ClipAttribute(
                kind: .clipShape(ShapeArgument(shape), style), outline: clipOutline(of: shape)))
    }

    /// Clips what the view draws to its frame with corners rounded by `radius` (pixel-only;
    /// deprecated in SwiftUI for `clipShape(.rect(cornerRadius:))`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attribute(
            ClipAttribute(
                kind: .cornerRadius(radius, antialiased: antialiased), outline: .rounded(radius)))
    }
}

/// The outline the picture clips to for `shape`, when it is a shape Canopy knows.
func clipOutline(of shape: any Shape) -> WindowPicture.ClipOutline? {
    switch shape {
    case is Rectangle: .rectangle
    case let rounded as RoundedRectangle: .rounded(rounded.cornerRadius)
    case is Capsule, is DefaultGlassEffectShape: .capsule
    case is Circle: .circle
    case is Ellipse: .ellipse
    default: nil
    }
}

/// A clipping modifier's value: `.clipped()`, `.clipShape(Circle)`, `.cornerRadius(8)`.
struct ClipAttribute: AttributeValue {
    enum Kind: Equatable, Sendable {
        case clipped(antialiased: Bool)
        case clipShape(ShapeArgument, FillStyle)
        case cornerRadius(CGFloat, antialiased: Bool)
    }

    let kind: Kind
    /// What the picture clips to; `nil` for a shape it cannot outline.
    let outline: WindowPicture.ClipOutline?

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
    /// The shape's outline in a frame, when Canopy knows the shape.
    var outline: WindowPicture.ClipOutline? { clipOutline(of: shape) }
}
