import Foundation

// The built-in shapes by their short names, so `.clipShape(.circle)`,
// `.background(.blue, in: .rect(cornerRadius: 8))` and `.contentShape(.rect)` read as in
// SwiftUI (iOS 17, macOS 14).

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle whose corners have radius `cornerRadius`, drawn as `style` says.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle whose corners are `cornerSize`, drawn as `style` says.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: the largest that fits the frame, centred.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose corners are drawn as `style` says.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}
