/// How a tab view's bar and sidebar look and adapt (iOS 18 and later): recorded on the
/// view's line. Canopy's tab view draws its tabs as a bar of labels; it has no sidebar
/// adaptation, customization or bottom accessory to apply these to.
extension View {
    /// Keeps the tabs a person rearranged or hid in `customization` (recorded).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
        -> some View
    {
        recorded(
            "tabViewCustomization",
            ["_": customization.map { _ in Spelled("$customization") } as Any])
    }

    /// Adds `content` at the bottom of the tab view's sidebar, pinned (recorded).
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        recorded("tabViewSidebarBottomBar", ["content": RecordedCode()], on: [.iPadOS, .macOS])
    }

    /// Adds `content` below the tab view's sidebar's tabs (recorded).
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        recorded("tabViewSidebarFooter", ["content": RecordedCode()], on: [.iPadOS, .macOS])
    }

    /// Adds `content` above the tab view's sidebar's tabs (recorded).
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        recorded("tabViewSidebarHeader", ["content": RecordedCode()], on: [.iPadOS, .macOS])
    }

    /// Shows `content` above the tab bar (recorded).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        recorded("tabViewBottomAccessory", ["content": RecordedCode()], on: [.iOS, .iPadOS])
    }

    /// Sets when the tab bar minimizes as content scrolls (recorded).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        recorded("tabBarMinimizeBehavior", ["_": behavior], on: [.iOS, .iPadOS])
    }

    /// Sets where an adaptable tab view puts its tabs by default (recorded).
    public func defaultAdaptableTabBarPlacement(_ placement: AdaptableTabBarPlacement)
        -> some View
    {
        recorded("defaultAdaptableTabBarPlacement", ["_": placement], on: [.iPadOS])
    }
}

/// The tabs a person customized: their order and which are hidden. Codable so an app stores
/// it with `@AppStorage` as SwiftUI's is.
public struct TabViewCustomization: Sendable, Hashable, Codable {
    /// The ids of the tabs a person hid.
    var hidden: Set<String> = []

    /// No customization.
    public init() {}

    /// The visibility of the tab customization id `id` names.
    public subscript(visibility id: String) -> Visibility {
        get { hidden.contains(id) ? .hidden : .automatic }
        set {
            if newValue == .hidden { hidden.insert(id) } else { hidden.remove(id) }
        }
    }

    /// Forgets the order of the tabs.
    public mutating func resetTabOrder() {}

    /// Forgets every visibility a person chose.
    public mutating func resetVisibility() { hidden = [] }
}

/// When the tab bar minimizes.
public struct TabBarMinimizeBehavior: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's behaviour.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// When content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// When content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// Where an adaptable tab view shows its tabs.
public struct AdaptableTabBarPlacement: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's choice.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// A tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// A sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}
