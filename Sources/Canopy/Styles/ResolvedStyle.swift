/// The style a control is drawn with, resolved for its platform and the place it is in: a
/// built-in look of the control's kind, or a custom style. Renderers decide by the case, and
/// ``name`` is only ever printed, so a custom style whose name reads like a built-in one (a
/// picker style named `segmented`, a type named `DefaultDatePickerStyle`, which prints as
/// `automatic`) is still drawn as a custom style.
enum ResolvedStyle: Equatable, Sendable {
    case button(ButtonLook)
    case toggle(ToggleLook)
    case picker(PickerLook)
    case datePicker(DatePickerLook)
    case textField(TextFieldLook)
    /// A style the app declared, by the name it prints with: its type's name, or a picker
    /// style's `styleName`.
    case custom(name: String)

    /// The name the resolved annotation prints: `bordered`, `menu`, `MyStyle`.
    var name: String {
        switch self {
        case .button(let look): look.rawValue
        case .toggle(let look): look.rawValue
        case .picker(let look): look.rawValue
        case .datePicker(let look): look.rawValue
        case .textField(let look): look.rawValue
        case .custom(let name): name
        }
    }
}

extension _ViewNode {
    /// The look of the innermost style of the kind `Key` stacks above this node, read without
    /// making the node depend on it: `automatic` when none is set, `nil` for a style the app
    /// declared. Decided by the look the style's type declares, never by its name.
    func builtInLook<Key: EnvironmentKey, Look>(_ key: Key.Type, automatic: Look) -> Look?
    where Key.Value == StyleStack {
        guard let style = inheritedEnvironment[key].innermost else { return automatic }
        return style.look as? Look
    }

    /// The style of the kind `Key` stacks in effect here, for a control of a kind with
    /// built-in values only: its built-in look, made into a ``ResolvedStyle`` by `resolve`
    /// (which also settles `automatic`), or the name of a style the app declared.
    func resolvedBuiltInStyle<Key: EnvironmentKey, Look>(
        _ key: Key.Type, automatic: Look, _ resolve: (Look) -> ResolvedStyle
    ) -> ResolvedStyle where Key.Value == StyleStack {
        guard let look = builtInLook(key, automatic: automatic) else {
            return .custom(name: builtInStyleName(key))
        }
        return resolve(look)
    }
}
