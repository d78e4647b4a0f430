import Foundation

/// Alerts and confirmation dialogs for an optional item or a `LocalizedError`: presented while
/// the item (or error) is non-nil, their closures given it, and a button tap (or dismissing
/// them) sets it back to `nil` — the `isPresented`/`presenting:` forms, with the binding
/// being the item's presence.
extension View {
    /// Presents an alert titled `title` for `data` while it is non-nil.
    public func alert<A: View, T>(
        _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(
            title.content, isPresented: .presence(of: data), presenting: data.wrappedValue,
            actions: actions)
    }

    /// Presents an alert titled by `titleKey` for `data` while it is non-nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(
            titleKey.text, isPresented: .presence(of: data), presenting: data.wrappedValue,
            actions: actions)
    }

    /// Presents an alert titled `title` for `data` while it is non-nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(
            title, isPresented: .presence(of: data), presenting: data.wrappedValue, actions: actions
        )
    }

    /// Presents an alert with a message, titled `title`, for `data` while it is non-nil.
    public func alert<A: View, M: View, T>(
        _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(
            title.content, isPresented: .presence(of: data), presenting: data.wrappedValue,
            actions: actions, message: message)
    }

    /// Presents an alert with a message, titled by `titleKey`, for `data` while it is non-nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(
            titleKey.text, isPresented: .presence(of: data), presenting: data.wrappedValue,
            actions: actions, message: message)
    }

    /// Presents an alert with a message, titled `title`, for `data` while it is non-nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(
            title, isPresented: .presence(of: data), presenting: data.wrappedValue,
            actions: actions, message: message)
    }

    /// Presents an alert while `error` is non-nil, titled by its `errorDescription`; a button
    /// tap sets it back to `nil`.
    public func alert<E: LocalizedError, A: View>(
        error: Binding<E?>, @ViewBuilder actions: () -> A
    ) -> some View {
        let actions = actions()
        return alert(
            Self.title(of: error.wrappedValue), isPresented: .presence(of: error),
            presenting: error.wrappedValue
        ) { _ in actions }
    }

    /// Presents an alert with a message while `error` is non-nil, titled by its
    /// `errorDescription`; the closures are given the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(
            Self.title(of: error.wrappedValue), isPresented: .presence(of: error),
            presenting: error.wrappedValue, actions: actions, message: message)
    }

    /// Presents an alert while `isPresented` is true and `error` is non-nil, titled by the
    /// error's `errorDescription`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let actions = actions()
        return alert(Self.title(of: error), isPresented: isPresented, presenting: error) { _ in
            actions
        }
    }

    /// Presents an alert with a message while `isPresented` is true and `error` is non-nil;
    /// the closures are given the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
        @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(
            Self.title(of: error), isPresented: isPresented, presenting: error, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog titled `title` for `data` while it is non-nil.
    public func confirmationDialog<A: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title.content, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions)
    }

    /// Presents a confirmation dialog titled by `titleKey` for `data` while it is non-nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, item data: Binding<T?>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            titleKey.text, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions)
    }

    /// Presents a confirmation dialog titled `title` for `data` while it is non-nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions)
    }

    /// Presents a confirmation dialog with a message, titled `title`, for `data` while it is
    /// non-nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title.content, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message, titled by `titleKey`, for `data` while
    /// it is non-nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, item data: Binding<T?>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            titleKey.text, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message, titled `title`, for `data` while it is
    /// non-nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title, isPresented: .presence(of: data), titleVisibility: titleVisibility,
            presenting: data.wrappedValue, actions: actions, message: message)
    }

    /// An error alert's title: the error's `errorDescription`, empty without one.
    private static func title<E: LocalizedError>(of error: E?) -> String {
        error?.errorDescription ?? ""
    }
}
