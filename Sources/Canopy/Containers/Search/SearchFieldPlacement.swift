/// Where a `searchable` asks for its search field (C15), recorded: Canopy puts the field of a
/// navigation level below its bar whatever the placement says (D54).
public struct SearchFieldPlacement: Sendable, Hashable, CustomStringConvertible {
    let name: String

    /// The placement as written (`navigationBarDrawer`).
    public var description: String { name }

    /// Where the platform puts it: the navigation bar on iOS, the toolbar's trailing edge on
    /// macOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a split view's sidebar column.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer below the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In a drawer below the navigation bar's title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(name: "navigationBarDrawer(displayMode: .\(displayMode.name))")
    }

    /// Whether a navigation bar drawer's search field shows always or as the platform decides.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let name: String
        /// Shown as the platform decides (hidden until a person scrolls up on iOS).
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}
