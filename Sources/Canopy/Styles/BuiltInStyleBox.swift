/// A style of a kind SwiftUI offers only built-in values of (picker, list, text field, date
/// picker, tab view styles…): nothing to make a body from, only a look the container or control
/// draws itself with. Two are the same style when they are of the same type.
final class BuiltInStyleBox: AnyStyleBox, @unchecked Sendable {
    init(_ type: Any.Type, name: String) {
        super.init(styleType: type, name: name, look: name)
    }

    @MainActor override func isSame(as other: AnyStyleBox) -> Bool {
        other is BuiltInStyleBox && other.styleType == styleType && other.name == name
    }
}

extension View {
    /// Sets a built-in style of the kind `Key` stacks for the views below: `.pickerStyle(.menu)`.
    func builtInStyle<Key: EnvironmentKey>(
        _ key: Key.Type, modifier name: String, style type: Any.Type, named styleName: String,
        printsAsMember: Bool = true
    ) -> ModifiedContent<Self, _StyleModifier<Key>> where Key.Value == StyleStack {
        modifier(
            _StyleModifier<Key>(
                modifierName: name, box: BuiltInStyleBox(type, name: styleName),
                printsAsMember: printsAsMember))
    }
}

extension _ViewNode {
    /// The name of the innermost built-in style of the kind `Key` stacks above this node, read
    /// without making the node depend on it; `automatic` when none is set.
    func builtInStyleName<Key: EnvironmentKey>(_ key: Key.Type) -> String
    where Key.Value == StyleStack {
        inheritedEnvironment[key].innermost?.name ?? "automatic"
    }
}
