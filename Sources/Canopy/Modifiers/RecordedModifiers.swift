/// Modifiers Canopy records on their view's line without applying them: they are about drawing
/// and hit-testing, which a text renderer has none of. Each is listed in
/// `Docs/Coverage.md` as recorded. The aspect-ratio modifiers here are the exception: they
/// lay their content out (G18, `Layout/LayoutModifiers.swift`).
extension View {
    /// Draws a border of `content` around the view (recorded).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        attribute(BorderAttribute(style: AnyShapeStyle(content), width: width))
    }

    /// Draws a shadow of `color` behind the view, blurred by `radius` and moved by `x` and
    /// `y` (pixel-only: the window picture draws it as a drop shadow).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> some View {
        attribute(ShadowAttribute(color: color, radius: radius, x: x, y: y))
    }

    /// Adds a help text, shown as a tooltip on macOS (recorded).
    public func help<S: StringProtocol>(_ text: S) -> some View {
        attribute("help", String(text))
    }

    /// Draws the view scaled by `scale` around `anchor` (recorded; it does not change the
    /// view's layout in SwiftUI either).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        attribute(ScaleAttribute(x: scale, y: scale, anchor: anchor))
    }

    /// Draws the view scaled by `x` and `y` around `anchor` (recorded).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> some View
    {
        attribute(ScaleAttribute(x: x, y: y, anchor: anchor))
    }

    /// Fits the view in its frame keeping its aspect ratio (G18).
    public func scaledToFit() -> some View {
        attribute(AspectRatioAttribute(ratio: nil, contentMode: .fit, spelling: .scaledToFit))
    }

    /// Fills its frame keeping its aspect ratio (G18).
    public func scaledToFill() -> some View {
        attribute(AspectRatioAttribute(ratio: nil, contentMode: .fill, spelling: .scaledToFill))
    }

    /// Constrains the view's aspect ratio (G18): a concrete proposal becomes the largest
    /// (`.fit`) or smallest (`.fill`) size of that ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        attribute(
            AspectRatioAttribute(ratio: ratio, contentMode: contentMode, spelling: .aspectRatio))
    }
}

/// How a view fills its frame.
public enum ContentMode: Sendable, Hashable {
    case fit, fill
}

/// How a shape is filled, recorded.
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    /// The platform's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// The label of the Return key.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    /// A Return key labelled `done`.
    public static let done = SubmitLabel(name: "done")
    /// A Return key labelled `go`.
    public static let go = SubmitLabel(name: "go")
    /// A Return key labelled `send`.
    public static let send = SubmitLabel(name: "send")
    /// A Return key labelled `join`.
    public static let join = SubmitLabel(name: "join")
    /// A Return key labelled `route`.
    public static let route = SubmitLabel(name: "route")
    /// A Return key labelled `search`.
    public static let search = SubmitLabel(name: "search")
    /// A Return key labelled `return`.
    public static let `return` = SubmitLabel(name: "return")
    /// A Return key labelled `next`.
    public static let next = SubmitLabel(name: "next")
    /// A Return key labelled `continue`.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The kinds of on-screen keyboard (iOS).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalised.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    /// Never capitalise.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalise the first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalise the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalise every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// `.shadow(radius: 4)`: the whole shadow is kept; the radius is what is printed.
struct ShadowAttribute: AttributeValue {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    var attributeText: String { ".shadow(radius: \(radius.attributeArgument))" }
}

/// `.scaleEffect(0.97)`, `.scaleEffect(x: 2, y: 1, anchor: .top)`.
struct ScaleAttribute: AttributeValue {
    var x: CGFloat
    var y: CGFloat
    let anchor: UnitPoint

    var attributeText: String {
        let amount =
            x == y ? x.attributeArgument : "x: \(x.attributeArgument), y: \(y.attributeArgument)"
        return ".scaleEffect(" + amount + (anchor == .center ? "" : ", anchor: .\(anchor)") + ")"
    }
}

/// `.border(red)`, `.border(red, width: 2)`.
struct BorderAttribute: AttributeValue {
    let style: AnyShapeStyle
    let width: CGFloat

    var attributeText: String {
        ".border(\(style)" + (width == 1 ? "" : ", width: \(width.attributeArgument)") + ")"
    }
}

/// `.aspectRatio(2, contentMode: .fit)`, or the `.scaledToFit` and `.scaledToFill` spellings of
/// the same modifier.
struct AspectRatioAttribute: AttributeValue {
    enum Spelling: Sendable, Equatable {
        case aspectRatio, scaledToFit, scaledToFill
    }
    let ratio: CGFloat?
    let contentMode: ContentMode
    let spelling: Spelling

    var attributeText: String {
        switch spelling {
        case .scaledToFit: ".scaledToFit"
        case .scaledToFill: ".scaledToFill"
        case .aspectRatio:
            ".aspectRatio(" + (ratio.map { $0.attributeArgument + ", " } ?? "")
                + "contentMode: .\(contentMode))"
        }
    }
}

/// A shape as a modifier's argument: its type and arguments.
struct ShapeArgument: AttributeArgument, @unchecked Sendable {
    // Read on the main actor only, where modifiers are applied and rendered.
    let shape: any Shape
    let attributeArgument: String

    init<S: Shape>(_ shape: S) {
        self.shape = shape
        attributeArgument = shapeTitle(shape)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.shape as? any Hashable, let right = rhs.shape as? any Hashable {
            return AnyHashable(left) == AnyHashable(right)
        }
        return lhs.attributeArgument == rhs.attributeArgument
    }
}

extension TextInputAutocapitalization: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension SubmitLabel: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension UIKeyboardType: AttributeArgument {
    var attributeArgument: String { ".\(self)" }
}

extension Visibility: AttributeArgument {
    var attributeArgument: String { ".\(self)" }
}

extension Font.Weight: AttributeArgument {
    var attributeArgument: String { "\(self)" }
}
