/// Declares a preview of a view: a host can list and render it (`canopy previews`). The
/// closure builds the view, as in Xcode.
///
///     #Preview("Dark") {
///         ContentView().preferredColorScheme(.dark)
///     }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CanopyMacros", type: "PreviewMacro")

/// Declares an entry of `EnvironmentValues`, `FocusedValues`, `Transaction` or
/// `ContainerValues` with its key in one line (E1): the property's default is the key's
/// default value.
///
///     extension EnvironmentValues {
///         @Entry var accent: String = "blue"
///     }
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CanopyMacros", type: "EntryMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own state: the preview
/// runs its body as a view holding it, so `@Previewable @State var on = false` can be bound.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CanopyMacros", type: "PreviewableMacro")
