/// The presentation state of a view, the pre-iOS 15 way: whether it is presented, and a way to
/// dismiss it. Read through `@Environment(\.presentationMode)`; `dismiss()` does what the
/// `dismiss` action does.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (in a sheet, or pushed).
    public let isPresented: Bool
    let action: DismissAction

    /// Dismisses the view.
    @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// A binding to the view's presentation mode (deprecated in SwiftUI in favour of
    /// ``EnvironmentValues/dismiss`` and ``EnvironmentValues/isPresented``).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return .constant(mode)
    }
}
