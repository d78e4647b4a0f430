/// The bottom toolbar (D98): on iOS and iPadOS a navigation container shows it below its top
/// level while that level declares an item for it (`bottomBar`, `status`) and does not hide it
/// (C6). It takes room, as the navigation bar does (D15): 44 points on an iPhone, 50 on an iPad,
/// at the bottom of the container's content, which it insets (the content's safe area ends
/// above it).
///
/// Whether the level declares such an item is collected **up** with the bars' visibilities
/// (``ToolbarVisibilities/hasBottomBarItems``), so a state change that adds the first item or
/// takes the last away lays the container out again, as a request to hide the bar does.
extension ToolbarItemNode: PreferenceFacet {
    /// The item's content's values, and that the level has a bottom toolbar item when this is
    /// one.
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        let key = AnyPreferenceKey.of(ToolbarVisibilityKey.self)
        guard requestedPreferences.contains(key), declaresBottomBarItem else { return values }
        var own = values[key] as? ToolbarVisibilities ?? ToolbarVisibilities()
        own.hasBottomBarItems = true
        values[key] = own as ToolbarVisibilities?
        return values
    }

    /// Whether this is an item (or group) whose placement goes to the bottom toolbar on the
    /// simulated platform; spacers and title menus are no items (D50).
    var declaresBottomBarItem: Bool {
        switch itemKind {
        case .item, .group: itemPlacement.bar(on: graph.platform) == .bottomBar
        case .spacer, .titleMenu: false
        }
    }

    /// The item is no writer of its own (its placement may change while it is mounted), so it
    /// asks for its values to be combined again when what it declares changes, and when it
    /// first evaluates.
    func noteBottomBarDeclaration() {
        let declares = declaresBottomBarItem
        guard declaredBottomBarItem != declares else { return }
        declaredBottomBarItem = declares
        graph.markPreferencesDirty(self)
    }
}

/// Hidden toolbar content's items are no items of the bar (C6's hidden items take no room).
extension HiddenToolbarContentNode: PreferenceFacet {
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        let key = AnyPreferenceKey.of(ToolbarVisibilityKey.self)
        guard hidesItems, var content = values[key] as? ToolbarVisibilities else { return values }
        content.hasBottomBarItems = false
        values[key] = content == ToolbarVisibilities() ? nil : content as ToolbarVisibilities?
        return values
    }
}

extension NavigationContainerNode {
    /// The bottom toolbar's height on `platform` while it shows (D98): 44 points on iOS, as
    /// `UIToolbar` is in portrait on an iPhone; 50 on iPadOS, as the navigation bar is there.
    func bottomToolbarHeight(on platform: Platform) -> CGFloat {
        guard showsBottomToolbar else { return 0 }
        switch platform {
        case .iOS: return 44
        case .iPadOS: return 50
        case .macOS: return 0
        }
    }

    /// Draws the bottom toolbar in `bar`: its background colour if one was asked (D99), a line
    /// along its top edge, then one line down the
    /// labels of the items the top level shows on it, where UIKit's toolbar puts them (D98):
    /// `status` items centred; the others spread from the leading edge to the trailing one
    /// with equal space between them (one item alone at the leading edge), 16 points in.
    func paintBottomToolbar(in bar: CGRect, into picture: inout WindowPicture) {
        topLevelBars?.look(of: .bottomBar, on: graph.platform).paintBackground(
            of: bar, into: &picture)
        picture.add(.rule(bar, .top))
        guard let level = children.last else { return }
        let metric = TextMetric(font: nil, platform: graph.platform)
        let line = CGFloat(metric.lineHeight)
        let row = CGRect(
            x: bar.minX, y: bar.minY + line, width: bar.width, height: max(0, bar.height - line))
        let items = level.collectToolbarItems()
            .filter { $0.isShown && $0.bar == .bottomBar && !$0.label.isEmpty }
        let status = items.filter { $0.placement == .status }.map { screenLine($0.label) }
        let spread = items.filter { $0.placement != .status }.map { screenLine($0.label) }
        if !status.isEmpty {
            picture.add(
                .text(
                    status.joined(separator: "  "), in: row, pointSize: metric.pointSize,
                    centred: true))
        }
        let margin: CGFloat = 16
        let advance = CGFloat(metric.advance)
        let widths = spread.map { CGFloat($0.count) * advance }
        let free = row.width - 2 * margin - widths.reduce(0, +)
        // UIKit's flexible spaces share what the items leave; never closer than 8 points.
        let gap = spread.count > 1 ? max(8, free / CGFloat(spread.count - 1)) : 0
        var x = row.minX + margin
        for (label, width) in zip(spread, widths) {
            picture.add(
                .text(
                    label, in: CGRect(x: x, y: row.minY, width: width, height: row.height),
                    pointSize: metric.pointSize, centred: false))
            x += width + gap
        }
    }
}
