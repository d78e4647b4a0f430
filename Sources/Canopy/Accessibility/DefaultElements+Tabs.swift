import Foundation

/// A tab view's tab bar (D74): after the selected tab's elements (unless the tab view is paged),
/// a container named "Tab Bar" holding one button per tab, the selected one with `isSelected`; activating one selects its
/// tab. The tabs' titles and badges arrive as preferences after the tab view was evaluated, so
/// the bar's elements are read from the tab view when the tree is read, never cached.

extension TabViewNode: AccessibilityFacet {
    /// The selected tab's items, then the tab bar; a paged tab view shows no bar.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        if inheritedEnvironment[TabViewStyleKey.self].innermost?.styleType
            == PageTabViewStyle.self
        {
            return content
        }
        var bar = AccessibilityItem(kind: .container)
        bar.label = "Tab Bar"
        bar.liveChildren = handle
        bar.placement = handle
        return AccessibilityItems(joining: [content, AccessibilityItems(bar)])
    }
}

extension ResolvedAccessibilityTree {
    /// One button per tab of `tabs`, labelled by the tab's title and valued by its badge.
    static func tabBarItems(of tabs: any TabSwitching) -> [AccessibilityItem] {
        let selected = tabs.selectedTabIndex
        let badges = tabs.tabBadges
        return tabs.tabLabels.enumerated().map { index, title in
            var element = AccessibilityItem.element(
                label: title, source: .text, origin: tabs.handle,
                traits: index == selected ? [.isButton, .isSelected] : .isButton)
            if index < badges.count, let badge = badges[index] { element.value = [.text(badge)] }
            element.activation = AccessibilityOperation(node: tabs.handle, selector: .option(title))
            return element
        }
    }
}
