/// `Text`'s own forms of the text style modifiers that came with the newer SDKs: they return
/// `Text`, so styled pieces still join with `+`, and they style this text only (winning over
/// what the views above hand it, as `Text.bold()` does).
extension Text {
    /// This text underlined in `pattern` and `color` (the text's colour when `nil`), or not.
    /// (`pattern` has no default here, unlike SwiftUI's, so that `underline()` stays the
    /// form without one; every call that names a pattern compiles as in SwiftUI.)
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        appending(style: .underlineStyle(isActive, pattern, color))
    }

    /// This text struck through in `pattern` and `color`, or not.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        appending(style: .strikethroughStyle(isActive, pattern, color))
    }

    /// This text in `design`, or its font's own with `nil`.
    public func fontDesign(_ design: Font.Design?) -> Text { appending(style: .design(design)) }

    /// This text in `width`, or its font's own with `nil`.
    public func fontWidth(_ width: Font.Width?) -> Text { appending(style: .width(width)) }

    /// This text scaled to `scale` while `isEnabled`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        appending(style: .scale(scale, isEnabled))
    }
}

/// `.underline(pattern: .dash, color: red)`.
func lineStyleCall(
    _ name: String, _ isActive: Bool, _ pattern: Text.LineStyle.Pattern, _ color: Color?
) -> String {
    var arguments: [String] = []
    if !isActive { arguments.append("false") }
    if pattern != .solid { arguments.append("pattern: \(pattern)") }
    if let color { arguments.append("color: \(color)") }
    return "." + name + "(" + arguments.joined(separator: ", ") + ")"
}
