import Foundation

/// Text input modifiers Canopy records on the view's line: it has no keyboard suggestions bar,
/// no find panel and no typesetting engine to apply them to.
extension View {
    /// Offers the views `suggestions` builds as completions of the text field (recorded, with
    /// how many there are).
    public func textInputSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        recorded("textInputSuggestions", ["_": RecordedCode()])
    }

    /// Offers a completion for each element of `data` (recorded, with how many there are).
    public func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) -> some View where Data.Element: Identifiable {
        recorded("textInputSuggestions", ["count": data.count])
    }

    /// Offers a completion for each element of `data`, identified by `id` (recorded, with how
    /// many there are).
    public func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) -> some View {
        recorded("textInputSuggestions", ["count": data.count])
    }

    /// Presents the find navigator of the text editor while `isPresented` is true (iOS and
    /// iPadOS; recorded).
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        recorded("findNavigator", ["isPresented": isPresented], on: [.iOS, .iPadOS])
    }

    /// Reserves `width` points for the icons of the labels in this view, so their titles line
    /// up (recorded: Canopy's labels show their icon's name, not a drawn icon).
    public func labelReservedIconWidth(_ width: CGFloat) -> some View {
        recorded("labelReservedIconWidth", ["_": width])
    }

    /// Typesets the text in this view as `language` does, while `isEnabled` (recorded).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
        -> some View
    {
        recorded(
            "typesettingLanguage",
            [
                "_": language.languageCode?.identifier ?? language.minimalIdentifier,
                "isEnabled": isEnabled,
            ])
    }
}
