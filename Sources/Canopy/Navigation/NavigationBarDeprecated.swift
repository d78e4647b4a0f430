/// The navigation bar modifiers SwiftUI deprecated in iOS 16, mapped onto today's title,
/// toolbar and bar visibility: `navigationBarTitle` is `navigationTitle` (with
/// `navigationBarTitleDisplayMode`), `navigationBarItems` puts its views in the bar's leading
/// and trailing places as toolbar items, and `navigationBarHidden` is
/// `toolbar(_:for: .navigationBar)`.
extension View {
    /// Titles the navigation destination: ``navigationTitle(_:)-(Text)``.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Titles the navigation destination by a key: `navigationTitle(_:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.text)
    }

    /// Titles the navigation destination: `navigationTitle(_:)`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Titles the navigation destination and sets how the bar shows the title.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Titles the navigation destination by a key and sets how the bar shows the title.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(titleKey.text).navigationBarTitleDisplayMode(displayMode)
    }

    /// Titles the navigation destination and sets how the bar shows the title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Puts `leading` in the navigation bar's leading place and `trailing` in its trailing
    /// place, as toolbar items (their preference flows up as `toolbar`'s does).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` in the navigation bar's leading place.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` in the navigation bar's trailing place.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides (or shows) the navigation bar while this view's level is on top: ``toolbar(_:for:)``
    /// for `.navigationBar`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .visible, for: .navigationBar)
    }
}
