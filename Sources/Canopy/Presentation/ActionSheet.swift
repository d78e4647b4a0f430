/// An action sheet, the pre-iOS 15 way (deprecated in SwiftUI, still there; seed 001 uses it):
/// a title, an optional message and a list of buttons, presented as a confirmation dialog.
///
///     .actionSheet(isPresented: $confirming) {
///         ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")) { … }, .cancel()])
///     }
public struct ActionSheet {
    let title: String
    let message: String?
    let buttons: [Button]

    /// A sheet titled `title` with `buttons` (a Cancel button alone when none are given).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title.content
        self.message = message?.content
        self.buttons = buttons
    }

    /// A button of an action sheet: the same type as a legacy alert's.
    public typealias Button = Alert.Button

    /// The buttons as views.
    var buttonViews: some View { Alert.views(of: buttons) }
}

extension View {
    /// Presents the action sheet `content` builds while `isPresented` is true; a button closes
    /// it after its action (the binding is set back to `false`).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentation(
            kind: .confirmationDialog, title: sheet.title, isPresented: isPresented,
            actions: sheet.buttonViews, message: sheet.message.map(Text.init))
    }

    /// Presents the action sheet `content` builds for `item` while it is non-nil.
    public func actionSheet<Item: Identifiable>(
        item: Binding<Item?>, content: (Item) -> ActionSheet
    ) -> some View {
        let sheet = item.wrappedValue.map(content)
        return presentation(
            kind: .confirmationDialog, title: sheet?.title ?? "", isPresented: .presence(of: item),
            actions: sheet?.buttonViews, message: sheet?.message.map(Text.init))
    }
}
