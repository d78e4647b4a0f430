import Foundation

/// A height a sheet rests at (C14): `.medium` (half the window), `.large` (the whole window),
/// a fraction of the window's height, or a height in points. Heights order them (D53).
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// Half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The window's whole height.
    public static let large = PresentationDetent(kind: .large)

    /// `fraction` of the window's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// `medium`, `large`, `fraction(0.3)`, `height(200)`, as the tree prints it (D58).
    public var description: String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction(\(ValueFormatter.format(Double(fraction))))"
        case .height(let height): "height(\(ValueFormatter.format(Double(height))))"
        }
    }

    /// The height it stands for in a window `windowHeight` points high (D53).
    func height(inWindow windowHeight: CGFloat) -> CGFloat {
        switch kind {
        case .medium: windowHeight / 2
        case .large: windowHeight
        case .fraction(let fraction): windowHeight * fraction
        case .height(let height): height
        }
    }
}
