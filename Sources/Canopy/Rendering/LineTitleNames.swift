/// A type's display name (``displayName(of:)``) for the lines a render writes, found once per
/// type on the main actor: the shared cache takes a lock twice a lookup (value formatting asks
/// it off the main actor), about 250 instructions for each line of a custom view.
@MainActor
enum LineTitleNames {
    @exclusivity(unchecked) private static var known = TypeTable<String>()

    /// `type`'s display name.
    static func name(of type: Any.Type) -> String {
        if let name = known[type] { return name }
        let name = displayName(of: type)
        known[type] = name
        return name
    }
}
