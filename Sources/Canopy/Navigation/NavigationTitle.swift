/// What a navigation destination shows in its bar: a title and a display mode. Collected as a
/// preference that flows **up** to the enclosing navigation container (P11).
struct NavigationTitleInfo: Equatable, Sendable, CustomStringConvertible {
    var title: String?
    var displayMode: NavigationTitleDisplay?

    /// Fills the fields this value lacks from `other`: the receiver wins each field it has.
    func filling(from other: NavigationTitleInfo?) -> NavigationTitleInfo {
        NavigationTitleInfo(
            title: title ?? other?.title, displayMode: displayMode ?? other?.displayMode)
    }

    var description: String {
        var parts: [String] = []
        if let title { parts.append(quoted(title)) }
        if let displayMode { parts.append("displayMode:\(displayMode.rawValue)") }
        return parts.joined(separator: " ")
    }
}

/// How a destination's title is shown, whichever modifier set it
/// (``View/navigationBarTitleDisplayMode(_:)``, ``View/toolbarTitleDisplayMode(_:)``): the bar
/// decides by the case, and the raw value is only ever printed.
enum NavigationTitleDisplay: String, Sendable {
    case automatic, inline, inlineLarge, large
}

/// Siblings: field by field, the earlier sibling wins each field (P11).
struct NavigationTitleKey: WindowPreferenceKey {
    static let defaultValue: NavigationTitleInfo? = nil
    static func reduce(value: inout NavigationTitleInfo?, nextValue: () -> NavigationTitleInfo?) {
        guard let current = value else {
            value = nextValue()
            return
        }
        value = current.filling(from: nextValue())
    }
}

/// Contributes a title or display mode to the enclosing destination. Nested on one path, the
/// content's fields win (D1: a component that titles itself keeps its title), so this merges
/// rather than replacing like `.preference` would.
nonisolated struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let info: NavigationTitleInfo
    let platformCheck: PlatformCheck?

    struct PlatformCheck: Equatable {
        let modifier: String
        let availableOnMacOS: Bool
    }

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(NavigationTitleKey.self)
    }

    @MainActor func didMount(_ node: ModifierNode) {
        if let check = platformCheck, !isApplied(on: node.graph.platform) {
            // Reported after the update, when the modified view's node exists to name.
            let graph = node.graph!
            graph.enqueueAppear(for: node) { [unowned node] in
                graph.record(
                    Diagnostic(
                        kind: .platformUnavailable,
                        message:
                            "\(check.modifier) is unavailable on \(graph.platform); the modifier is ignored",
                        viewPath: node.pathOfFirstLine))
            }
        }
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(NavigationTitleKey.self)
        guard requested.contains(key) else { return }
        let content = values[key] as? NavigationTitleInfo
        guard isApplied(on: node.graph.platform) else { return }
        values[key] = (content ?? NavigationTitleInfo()).filling(from: info) as NavigationTitleInfo?
    }

    @MainActor func isApplied(on platform: Platform) -> Bool {
        guard let check = platformCheck else { return true }
        return check.availableOnMacOS || platform != .macOS
    }
}

/// How a navigation bar shows its title: the iOS API seed 000 wraps.
public struct NavigationBarItem: Sendable {
    /// The display modes of a navigation bar title.
    public enum TitleDisplayMode: String, Sendable, Hashable {
        /// Inherit the mode from the previous destination.
        case automatic
        /// A small title inside the bar.
        case inline
        /// A large title below the bar.
        case large

        /// The mode the bar decides by.
        var display: NavigationTitleDisplay {
            switch self {
            case .automatic: .automatic
            case .inline: .inline
            case .large: .large
            }
        }
    }
}

/// How a toolbar shows its title, on every platform.
public struct ToolbarTitleDisplayMode: Sendable, Hashable, CustomStringConvertible {
    let display: NavigationTitleDisplay
    /// The platform's default.
    public static let automatic = ToolbarTitleDisplayMode(display: .automatic)
    /// A small title inside the toolbar.
    public static let inline = ToolbarTitleDisplayMode(display: .inline)
    /// A large title shown inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(display: .inlineLarge)
    /// A large title below the toolbar.
    public static let large = ToolbarTitleDisplayMode(display: .large)
    /// The mode's name.
    public var description: String { display.rawValue }
}

extension View {
    /// Titles the navigation destination this view belongs to. The title flows **up** to the
    /// enclosing navigation container: siblings keep the first non-nil title in tree order
    /// (P11), and of nested titles on one path the innermost wins (D1). On macOS and iPadOS the
    /// primary destination's title becomes the window title.
    ///
    ///     NavigationStack {
    ///         VStack { A().navigationTitle("A"); B().navigationTitle("B") }   // bar: "A"
    ///     }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(
            _NavigationTitleModifier(
                info: NavigationTitleInfo(title: String(title)), platformCheck: nil))
    }

    /// Titles the navigation destination with a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// Titles the navigation destination with an editable title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_BindingNavigationTitle(title: title))
    }

    /// Sets how the navigation bar shows the title. iOS only: on a simulated macOS the modifier
    /// is ignored and reported as a diagnostic (D4), as the compiler would refuse it on a Mac.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        modifier(
            _NavigationTitleModifier(
                info: NavigationTitleInfo(displayMode: displayMode.display),
                platformCheck: .init(
                    modifier: "navigationBarTitleDisplayMode(_:)", availableOnMacOS: false)))
    }

    /// Sets how the toolbar shows the title, on every platform.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(
            _NavigationTitleModifier(
                info: NavigationTitleInfo(displayMode: mode.display), platformCheck: nil))
    }
}

/// `navigationTitle(_: Binding<String>)`: a modifier with a body, so reading the binding makes
/// it depend on the bound state.
struct _BindingNavigationTitle: ViewModifier {
    @Binding var title: String
    func body(content: Content) -> some View { content.navigationTitle(title) }
}
