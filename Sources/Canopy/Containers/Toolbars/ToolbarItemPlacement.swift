/// Where a toolbar item goes: an intent (`primaryAction`, `confirmationAction`) or a position
/// (`topBarLeading`, `bottomBar`) that each simulated platform resolves to one of its bars
/// (C4, D51).
public struct ToolbarItemPlacement: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The item's place, as written (`primaryAction`).
    public var description: String { name }
    /// The platform decides: the navigation bar's trailing edge on iOS, the window toolbar on
    /// macOS.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// A navigation action: the bar's leading edge.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The most used action: the bar's trailing edge on iOS, the toolbar's leading edge on
    /// macOS.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A less used action (an overflow menu on iOS).
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// A modal interface's confirming action.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A modal interface's cancelling action.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A modal interface's destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Status information: the bottom toolbar on iOS.
    public static let status = ToolbarItemPlacement(name: "status")
    /// Above the software keyboard, while a text field is being edited.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The bottom toolbar (iOS and iPadOS only).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The navigation bar's leading edge (iOS and iPadOS only).
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The navigation bar's trailing edge (iOS and iPadOS only).
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The navigation bar's leading edge (iOS and iPadOS only; the older name of
    /// ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The navigation bar's trailing edge (iOS and iPadOS only; the older name of
    /// ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")

    /// The bar an item so placed goes on, on `platform`; `nil` when the platform has no such
    /// place (D51: `bottomBar` and the top bar's edges on macOS).
    func bar(on platform: Platform) -> ToolbarBar? {
        switch (self, platform) {
        case (.keyboard, .macOS): nil
        case (.keyboard, _): .keyboard
        case (.bottomBar, .macOS), (.topBarLeading, .macOS), (.topBarTrailing, .macOS),
            (.navigationBarLeading, .macOS), (.navigationBarTrailing, .macOS):
            nil
        case (_, .macOS): .windowToolbar
        case (.bottomBar, _), (.status, _): .bottomBar
        default: .navigationBar
        }
    }

    /// Whether the placement exists on `platform` at all (a `keyboard` item on macOS goes to
    /// the Touch Bar, which Canopy does not simulate: it is shown nowhere, without a
    /// diagnostic).
    func isAvailable(on platform: Platform) -> Bool {
        bar(on: platform) != nil || self == .keyboard
    }
}

/// The bars Canopy renders toolbar items on (D51).
enum ToolbarBar: Sendable, Hashable {
    /// The bar at the top of a navigation container level (iOS, iPadOS).
    case navigationBar
    /// The toolbar at the bottom of a navigation container level (iOS, iPadOS).
    case bottomBar
    /// The bar above the keyboard, while a text field of the level is focused (iOS, iPadOS).
    case keyboard
    /// A macOS window's toolbar (or a sheet's).
    case windowToolbar

    /// The bar as a ``ToolbarPlacement`` value, which names the bars a visibility applies to;
    /// the keyboard's bar has none.
    var placement: ToolbarPlacement? {
        switch self {
        case .navigationBar: .navigationBar
        case .bottomBar: .bottomBar
        case .keyboard: nil
        case .windowToolbar: .windowToolbar
        }
    }
}
