/// How a split view sizes its columns. SwiftUI offers built-in values only: `.automatic`,
/// `.balanced`, `.prominentDetail`. Set with ``View/navigationSplitViewStyle(_:)``: the style
/// flows **down**, the innermost wins.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}
/// Columns that share the width, the detail narrowed.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}
/// The detail at full size, the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default.
    public static var automatic: AutomaticNavigationSplitViewStyle {
        AutomaticNavigationSplitViewStyle()
    }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns sharing the width.
    public static var balanced: BalancedNavigationSplitViewStyle {
        BalancedNavigationSplitViewStyle()
    }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

struct NavigationSplitViewStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Sets the style of split views in this view and below (flows **down**). Printed as
    /// `.navigationSplitViewStyle(.balanced)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        builtInStyle(
            NavigationSplitViewStyleKey.self, modifier: "navigationSplitViewStyle",
            style: S.self, named: styleName(of: S.self, suffix: "NavigationSplitViewStyle"))
    }
}
