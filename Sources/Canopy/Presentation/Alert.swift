/// Alerts and confirmation dialogs: presentations like sheets (the host sees their buttons, the
/// renderers show them, `dismissPresentation()` dismisses them), whose buttons also dismiss
/// the presentation after their action, as in SwiftUI.
extension View {
    /// Presents an alert titled `title` with the buttons `actions` builds (an OK button when it
    /// builds none) while `isPresented` is true.
    ///
    ///     .alert("Delete?", isPresented: $asking) {
    ///         Button("Delete", role: .destructive) { delete() }
    ///         Button("Cancel", role: .cancel) {}
    ///     } message: { Text("This cannot be undone.") }
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentation(
            kind: .alert, title: String(title), isPresented: isPresented, actions: actions(),
            message: message())
    }

    /// Presents an alert without a message.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentation(
            kind: .alert, title: String(title), isPresented: isPresented, actions: actions(),
            message: EmptyView())
    }

    /// Presents an alert for `data` while it is non-nil.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        // Without data there is nothing to present, whatever `isPresented` says.
        let presented = Binding(
            get: { isPresented.wrappedValue && data != nil },
            set: { isPresented.wrappedValue = $0 })
        return presentation(
            kind: .alert, title: String(title), isPresented: presented,
            actions: data.map(actions), message: data.map(message))
    }

    /// Presents an alert titled by a `Text`.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a `Text`, without a message.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions)
    }

    /// Presents an alert for `data` while it is non-nil, without a message.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in
            EmptyView()
        }
    }

    /// Presents a confirmation dialog for `data` while it is non-nil.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let presented = Binding(
            get: { isPresented.wrappedValue && data != nil },
            set: { isPresented.wrappedValue = $0 })
        return presentation(
            kind: .confirmationDialog, title: String(title), titleVisibility: titleVisibility,
            isPresented: presented, actions: data.map(actions), message: data.map(message))
    }

    /// Presents a confirmation dialog for `data` while it is non-nil, without a message.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions
        ) { _ in EmptyView() }
    }

    /// Presents a legacy ``Alert`` while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentation(
            kind: .alert, title: alert.title, isPresented: isPresented,
            actions: alert.buttonViews, message: alert.message.map(Text.init))
    }

    /// Presents a legacy ``Alert`` for `item` while it is non-nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
        -> some View
    {
        let alert = item.wrappedValue.map(content)
        return presentation(
            kind: .alert, title: alert?.title ?? "", isPresented: .presence(of: item),
            actions: alert?.buttonViews, message: alert?.message.map(Text.init))
    }

    /// Presents a confirmation dialog (an action sheet) titled `title` while `isPresented` is
    /// true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentation(
            kind: .confirmationDialog, title: String(title), titleVisibility: titleVisibility,
            isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog without a message.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentation(
            kind: .confirmationDialog, title: String(title), titleVisibility: titleVisibility,
            isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    func presentation<A: View, M: View>(
        kind: PresentationKind, title: String, titleVisibility: Visibility = .visible,
        isPresented: Binding<Bool>, actions: A?, message: M?
    ) -> some View {
        let close = DismissOnTap(action: { isPresented.wrappedValue = false })
        var presentation = _SheetPresentation(
            content: self,
            presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            makeSheet: {
                isPresented.wrappedValue
                    ? _AlertContent(
                        title: title, titleVisibility: titleVisibility, actions: actions,
                        message: message, close: close)
                    : nil
            },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: nil)
        presentation.kind = kind
        return presentation
    }
}

/// An alert's or dialog's content: its title, message and buttons; a button closes it after
/// its action. With no buttons it has an OK button.
struct _AlertContent<Actions: View, Message: View>: View {
    let title: String
    /// A dialog's title shows when `.visible`, or on the Mac when `.automatic` (iOS hides it).
    let titleVisibility: Visibility
    let actions: Actions?
    let message: Message?
    let close: DismissOnTap

    private var showsTitle: Bool {
        switch titleVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: UIDevice.current.userInterfaceIdiom == .mac
        }
    }

    var body: some View {
        VStack {
            if !title.isEmpty && showsTitle { Text(title) }
            if let message { message }
            if let actions, Actions.self != EmptyView.self {
                actions
            } else {
                Button("OK") {}
            }
        }
        .environment(\.dismissOnButtonTap, close)
    }
}

/// Whether an element (a dialog's title) is shown.
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// An alert, the pre-iOS 15 way: a title, an optional message and up to two buttons.
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content
        self.message = message?.content
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content
        self.message = message?.content
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of a legacy alert. Its action only ever runs on the main actor.
    public struct Button: @unchecked Sendable {
        let label: String
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        /// A default button.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {})
            -> Button
        {
            Button(label: label.content, role: nil, action: action)
        }

        /// A cancel button (titled Cancel unless given).
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.content, role: .cancel, action: action)
        }

        /// A Cancel button.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: .cancel, action: action)
        }

        /// A destructive button.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {})
            -> Button
        {
            Button(label: label.content, role: .destructive, action: action)
        }
    }

    /// The buttons as views.
    var buttonViews: some View { Self.views(of: buttons) }

    /// Legacy buttons (an alert's, an action sheet's) as views.
    static func views(of buttons: [Button]) -> some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            Canopy.Button(button.label, role: button.role) { button.action?() }
        }
    }
}

extension Binding where Value == Bool {
    /// Whether `item` is present: setting `false` clears it (what presenting an alert or an
    /// action sheet for an item binds to).
    static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
