/// Sets a style for the views below (`.buttonStyle(.plain)`, `.toggleStyle(MyCheckbox())`): it
/// pushes the style on its kind's stack in the environment, so it flows **down** to every
/// control of that kind in the subtree, and of two styles the one closer to the control wins
/// (E3, E4). Printed on its content's line as it is written: `.buttonStyle(plain)`,
/// `.toggleStyle(.switch)`, `.buttonStyle(MyStyle)`.
nonisolated struct _StyleModifier<Key: EnvironmentKey>: ViewModifier, PrimitiveModifier,
    Equatable, EnvironmentWritingModifier
where Key.Value == StyleStack {
    typealias Body = Never
    /// `buttonStyle`.
    let modifierName: String
    let box: AnyStyleBox
    /// Whether a built-in style's name prints as a member (`.switch`) or bare (`plain`), as
    /// each modifier has always printed it; a custom style prints its type's name.
    var printsAsMember = true

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment[Key.self].push(box)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        let member = printsAsMember && box.nameIsMember ? "." : ""
        attributes.append("." + modifierName + "(" + member + box.name + ")")
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        // Modifiers are compared where views are updated, on the main actor.
        lhs.modifierName == rhs.modifierName && lhs.printsAsMember == rhs.printsAsMember
            && MainActor.assumeIsolated { lhs.box.isSame(as: rhs.box) }
    }
}

extension View {
    /// Sets `style` on the stack `Key` keeps: a built-in style is drawn by the control itself,
    /// with its `look` (or its name, for a kind whose built-ins differ only by name); any other
    /// is custom, and its `makeBody` (given the control's `Inputs`) draws each control below.
    /// A built-in prints by its use-site name (`suffix` taken off its type's name), a custom
    /// style by its type's name.
    func style<Key: EnvironmentKey, S, Inputs, Body: View>(
        _ style: S, key: Key.Type, modifier name: String, suffix: String, builtIn: Bool,
        look: (any Sendable)? = nil, takesInteraction: Bool = false, printsAsMember: Bool = true,
        makeBody: @escaping @MainActor (S, Inputs) -> Body
    ) -> ModifiedContent<Self, _StyleModifier<Key>> where Key.Value == StyleStack {
        let styleName =
            builtIn ? Canopy.styleName(of: S.self, suffix: suffix) : displayName(of: S.self)
        let box = StyleBox<Inputs>(
            style, name: styleName, look: builtIn ? look ?? styleName : nil,
            takesInteraction: takesInteraction, makeBody: makeBody)
        return modifier(
            _StyleModifier<Key>(modifierName: name, box: box, printsAsMember: printsAsMember))
    }
}

/// The name a built-in style type is written with at its use site: `PlainButtonStyle` →
/// `plain`, `DefaultButtonStyle` → `automatic`. Only ever printed: a control decides how to
/// draw by the look a style's type declares, so an app's style whose name comes out as
/// `automatic` is not taken for the automatic one.
func styleName(of type: Any.Type, suffix: String) -> String {
    var name = displayName(of: type)
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    name = name.prefix(1).lowercased() + name.dropFirst()
    return name == "default" ? "automatic" : name
}
