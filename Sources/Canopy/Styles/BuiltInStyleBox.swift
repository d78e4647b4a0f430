/// A style of a kind SwiftUI offers only built-in values of (picker, list, text field, date
/// picker, tab view styles…): nothing to make a body from, only a look the container or control
/// draws itself with. Two are the same style when they are of the same type (and print alike).
final class BuiltInStyleBox: AnyStyleBox, @unchecked Sendable {
    /// A style of `type` printed as `name`, with the look its type declares: `nil` for a style
    /// the app declared, which the control then draws as a custom style (its kind's look is
    /// never guessed from the name), and for a kind whose looks no control tells apart (a tab
    /// view's; a list asks for its style's type).
    init(_ type: Any.Type, name: String, look: (any Sendable)? = nil) {
        super.init(styleType: type, name: name, look: look)
    }

    /// Every style of such a kind is written as a member at its use site
    /// (`.pickerStyle(.menu)`), the app's own too, as each of these modifiers has always
    /// printed it.
    override var nameIsMember: Bool { true }

    @MainActor override func isSame(as other: AnyStyleBox) -> Bool {
        other is BuiltInStyleBox && other.styleType == styleType && other.name == name
    }
}

extension View {
    /// Sets a built-in style of the kind `Key` stacks for the views below: `.pickerStyle(.menu)`.
    /// `look` is the look the style's type declares, if its kind has looks (see
    /// ``BuiltInStyleBox/init(_:name:look:)``).
    func builtInStyle<Key: EnvironmentKey>(
        _ key: Key.Type, modifier name: String, style type: Any.Type, named styleName: String,
        look: (any Sendable)? = nil, printsAsMember: Bool = true
    ) -> ModifiedContent<Self, _StyleModifier<Key>> where Key.Value == StyleStack {
        modifier(
            _StyleModifier<Key>(
                modifierName: name, box: BuiltInStyleBox(type, name: styleName, look: look),
                printsAsMember: printsAsMember))
    }
}

extension _ViewNode {
    /// The name of the innermost style of the kind `Key` stacks above this node, read without
    /// making the node depend on it; `automatic` when none is set. For printing only: what a
    /// control draws is decided by ``builtInLook(_:automatic:)``.
    func builtInStyleName<Key: EnvironmentKey>(_ key: Key.Type) -> String
    where Key.Value == StyleStack {
        inheritedEnvironment[key].innermost?.name ?? "automatic"
    }
}
