/// Sets a style for the views below (`.buttonStyle(.plain)`, `.toggleStyle(MyCheckbox())`): it
/// pushes the style on its kind's stack in the environment, so it flows **down** to every
/// control of that kind in the subtree, and of two styles the one closer to the control wins
/// (E3, E4). Printed on its content's line as it is written: `.buttonStyle(plain)`,
/// `.toggleStyle(.switch)`, `.buttonStyle(MyStyle)`.
nonisolated struct _StyleModifier<Key: EnvironmentKey>: ViewModifier, PrimitiveModifier,
    Equatable
where Key.Value == StyleStack {
    typealias Body = Never
    /// `buttonStyle`.
    let modifierName: String
    let box: AnyStyleBox
    /// Whether a built-in style's name prints as a member (`.switch`) or bare (`plain`), as
    /// each modifier has always printed it; a custom style prints its type's name.
    var printsAsMember = true

    static var writesEnvironment: Bool { true }

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment[Key.self].push(box)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        let member = printsAsMember && box.look != nil ? "." : ""
        attributes.append("." + modifierName + "(" + member + box.name + ")")
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        // Modifiers are compared where views are updated, on the main actor.
        lhs.modifierName == rhs.modifierName && lhs.printsAsMember == rhs.printsAsMember
            && MainActor.assumeIsolated { lhs.box.isSame(as: rhs.box) }
    }
}

/// The name a built-in style type is written with at its use site: `PlainButtonStyle` →
/// `plain`, `DefaultButtonStyle` → `automatic`.
func styleName(of type: Any.Type, suffix: String) -> String {
    var name = displayName(of: type)
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    name = name.prefix(1).lowercased() + name.dropFirst()
    return name == "default" ? "automatic" : name
}
