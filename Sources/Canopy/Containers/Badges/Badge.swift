/// `badge(_:)`: a value the view's container shows with it (C11, D52). It flows **up**: a tab's
/// content gives its tab's item in the tab bar a badge, read by the `TabView` like the tab's
/// label; on a list row it is printed on the row's line (`.badge("3")`). A count of 0, or
/// `nil`, shows no badge.
nonisolated struct _BadgeModifier: ViewModifier, PrimitiveModifier, Equatable, PreferenceModifier {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// The badge as it reads (D52), or `nil` for none.
    let badge: String?

    @MainActor static var writtenPreference: WrittenPreference? { .transforming(TabItemKey.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(TabItemKey.self)
        guard requested.contains(key) else { return }
        // The badge nearest the tab (outermost) wins, as a tab's label does.
        var merged = (values[key] as? TabItemInfo) ?? TabItemInfo()
        merged.badge = .some(badge)
        values[key] = merged as TabItemInfo?
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        if let badge { attributes.append(".badge(\(quoted(badge)))") }
    }
}

extension View {
    /// Shows `count` as this view's badge in its container: on its tab's item in the tab bar,
    /// or at a list row's trailing edge; 0 shows none (C11).
    ///
    ///     InboxView().tabItem { Text("Inbox") }.badge(unread)
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(badge: count == 0 ? nil : String(count)))
    }

    /// Shows `label`'s text as this view's badge; `nil` shows none (C11, D52: styling is
    /// ignored).
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(badge: label.flatMap { ($0 as any StaticText).staticText }))
    }

    /// Shows `key`'s text as this view's badge; `nil` shows none (C11).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(badge: key?.text))
    }

    /// Shows `label` as this view's badge; `nil` shows none (C11).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(badge: label.map { String($0) }))
    }
}
