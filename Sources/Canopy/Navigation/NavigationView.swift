/// The older navigation container (iOS 13–15, macOS 10.15–12), which the seed articles use.
/// Canopy gives it stack behaviour: its content is the root, links push on top of it, and the
/// top destination's title is its title.
///
///     NavigationView {
///         VStack { … }.navigationTitle("Page One")
///     }
nonisolated public struct NavigationView<Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content

    /// A navigation view whose root is the view the closure builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Mounts the content as the root of a stack.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { NavigationViewNode(view) }
}

@MainActor
final class NavigationViewNode<Content: View>: NavigationContainerNode<NavigationView<Content>> {
    override func evaluate() { evaluateLevels(root: view.content) }
    override func renderTitle() -> String { containerTitle("NavigationView") }
}

/// A navigation view style; Canopy records it.
public protocol NavigationViewStyle: Sendable {}

/// Shows one view at a time, pushing destinations on top.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// Shows a primary and a detail column side by side.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Two columns side by side.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of navigation views in this view and below (flows **down**).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        builtInStyle(
            NavigationViewStyleKey.self, modifier: "navigationViewStyle", style: S.self,
            named: styleName(of: S.self, suffix: "NavigationViewStyle"), printsAsMember: false)
    }
}

struct NavigationViewStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}
