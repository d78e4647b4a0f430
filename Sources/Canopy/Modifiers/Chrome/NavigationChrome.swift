import Foundation

/// Navigation chrome Canopy records on the view's line: a window's subtitle (macOS), a split
/// view column's preferred width (Canopy lays a split view's columns out as one, see
/// `Docs/Coverage.md`), the status bar's visibility (the simulated safe area keeps the status
/// bar's height, as a device with a sensor housing does).
extension View {
    /// Sets the subtitle of the window showing this view (macOS; recorded).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        attribute("navigationSubtitle", subtitle.content)
    }

    /// Sets the subtitle of the window showing this view, from a localized key (recorded).
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        attribute("navigationSubtitle", Text(subtitleKey).content)
    }

    /// Sets the subtitle of the window showing this view (recorded).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        attribute("navigationSubtitle", String(subtitle))
    }

    /// Sets the width of the split view column holding this view (recorded).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        attribute("navigationSplitViewColumnWidth", width)
    }

    /// Sets the bounds and ideal width of the split view column holding this view (recorded).
    public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        let parts = [
            min.map { "min: \($0.attributeArgument)" }, "ideal: \(ideal.attributeArgument)",
            max.map { "max: \($0.attributeArgument)" },
        ]
        return attribute(
            "navigationSplitViewColumnWidth",
            RawArgument(attributeArgument: parts.compactMap { $0 }.joined(separator: ", ")))
    }

    /// Hides the status bar while this view shows (iOS; recorded: the safe area keeps the
    /// status bar's height).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        attribute("statusBarHidden", hidden)
    }

    /// Shows or hides the disclosure indicator of navigation links in this view (recorded).
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        attribute("navigationLinkIndicatorVisibility", visibility)
    }
}
