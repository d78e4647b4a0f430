/// How a tab view is drawn. SwiftUI offers built-in values only: `.automatic` (a tab bar),
/// `.page` (swiped pages with an index), `.tabBarOnly`, `.sidebarAdaptable`, `.grouped`
/// (macOS). Set with ``View/tabViewStyle(_:)``: the style flows **down**, the innermost wins.
public protocol TabViewStyle: Sendable {}

/// The platform's default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}
/// Pages a person swipes between, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the index of pages shows.
    public struct IndexDisplayMode: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }
    /// When the index shows.
    public let indexDisplayMode: IndexDisplayMode
    /// Creates the style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}
/// A tab bar only, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}
/// A tab bar that can become a sidebar (iPadOS, macOS).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}
/// Tabs grouped in a segmented control in the toolbar (macOS).
public struct GroupedTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with an index.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages whose index shows as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
        -> PageTabViewStyle
    {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can become a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}
extension TabViewStyle where Self == GroupedTabViewStyle {
    /// Tabs in a segmented control (macOS).
    public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

/// How the index of a paged view is drawn: `.page` (dots), with or without a background.
public protocol IndexViewStyle: Sendable {}

/// The dots of a paged tab view.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while a person interacts.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }
    /// When the background shows.
    public let backgroundDisplayMode: BackgroundDisplayMode
    /// Creates the style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots whose background shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
        -> PageIndexViewStyle
    {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

struct IndexViewStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Sets the style of tab views in this view and below (flows **down**). Printed as
    /// `.tabViewStyle(.page)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        builtInStyle(
            TabViewStyleKey.self, modifier: "tabViewStyle", style: S.self,
            named: styleName(of: S.self, suffix: "TabViewStyle"))
    }

    /// Sets the style of page indexes in this view and below (flows **down**). Printed as
    /// `.indexViewStyle(.page)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        builtInStyle(
            IndexViewStyleKey.self, modifier: "indexViewStyle", style: S.self,
            named: styleName(of: S.self, suffix: "IndexViewStyle"))
    }
}
