/// What a level asks of one bar's look (D99): its colour scheme (`toolbarColorScheme`), its
/// background style (`toolbarBackground(_:for:)` with a style) and whether its background
/// shows (`toolbarBackground(_:for:)` with a visibility, `toolbarBackgroundVisibility`). Each is
/// `nil` while nothing asked.
struct ToolbarBarLook: Equatable, Sendable {
    /// The scheme asked; `.some(nil)` when the view asked for the system's default.
    var colorScheme: ColorScheme??
    /// The background style, as spelled.
    var background: String?
    /// The background's CSS colour when the style is a colour: the picture fills the bar
    /// with it.
    var backgroundColour: String?
    /// Whether the background shows.
    var backgroundVisibility: Visibility?

    /// Takes what `other` asks of the parts this look leaves open (first in tree order wins,
    /// D51).
    mutating func fill(from other: ToolbarBarLook) {
        if colorScheme == nil { colorScheme = other.colorScheme }
        if background == nil {
            background = other.background
            backgroundColour = other.backgroundColour
        }
        if backgroundVisibility == nil { backgroundVisibility = other.backgroundVisibility }
    }

    /// `colorScheme:dark background:visible`, the parts asked, for the container's line in the
    /// tree.
    func parts(of bar: String) -> [String] {
        var parts: [String] = []
        if let colorScheme {
            parts.append("\(bar).colorScheme:" + (colorScheme.map { "\($0)" } ?? "nil"))
        }
        if let background { parts.append("\(bar).background:" + background) }
        if let backgroundVisibility {
            parts.append("\(bar).backgroundVisibility:\(backgroundVisibility)")
        }
        return parts
    }
}

extension ToolbarBarLook {
    /// Fills `bar` with the background colour asked, unless its background is hidden (the
    /// picture's part of D99: the bars draw no other colour).
    func paintBackground(of bar: CGRect, into picture: inout WindowPicture) {
        guard let backgroundColour, backgroundVisibility != .hidden else { return }
        picture.add(.fill(bar, colour: backgroundColour))
    }
}

extension ToolbarVisibilities {
    /// The look `bar` is asked for on `platform` (D99): what names it, then what names the
    /// platform's primary bar through `.automatic` (no bars named).
    func look(of bar: ToolbarPlacement, on platform: Platform) -> ToolbarBarLook {
        var look = looks[bar] ?? ToolbarBarLook()
        let primary: ToolbarPlacement = platform == .macOS ? .windowToolbar : .navigationBar
        if bar == primary, let automatic = looks[.automatic] { look.fill(from: automatic) }
        return look
    }

    /// The tree's words for the looks asked of `bars`: `navigationBar.colorScheme:dark`.
    func lookText(of bars: [ToolbarPlacement], on platform: Platform) -> String {
        bars.flatMap { look(of: $0, on: platform).parts(of: $0.name) }
            .map { " " + $0 }.joined()
    }
}

/// Asks the bars named (`.automatic`, the platform's primary bar, when none are) for a look
/// (D99). Like the bars' visibility
/// (C6), the request flows **up** to the container that renders each bar, and the level on top
/// (the selected tab, for the tab bar) decides; of two requests for one part in a level, one
/// naming the bar wins over one for `.automatic`, and of two of the same kind the first in tree
/// order wins. Printed by the recorded call around it, as written.
nonisolated struct _ToolbarLookModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let look: ToolbarBarLook
    let bars: [ToolbarPlacement]

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(ToolbarVisibilityKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        var own = ToolbarVisibilities()
        own.ask(look, of: bars)
        values.writeBarRequests(own, requested: requested)
    }
}

extension View {
    /// Sets the colour scheme of `bars` (`.automatic`, the platform's primary bar, when none are named): the preference flows
    /// **up** to the container that renders each bar, as ``toolbar(_:for:)`` does (D99). The
    /// bar's items keep reading the environment's `colorScheme` (Canopy's bars have no colours).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
        -> some View
    {
        modifier(
            _ToolbarLookModifier(look: ToolbarBarLook(colorScheme: .some(colorScheme)), bars: bars)
        )
        .recorded("toolbarColorScheme", ["_": colorScheme as Any, "for": BarList(bars)])
    }

    /// Whether the background of `bars` shows (`.automatic`, the platform's primary bar, when none are named): the preference
    /// flows **up** to the container that renders each bar (D99).
    public func toolbarBackgroundVisibility(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    ) -> some View {
        modifier(
            _ToolbarLookModifier(look: ToolbarBarLook(backgroundVisibility: visibility), bars: bars)
        )
        .recorded("toolbarBackgroundVisibility", ["_": visibility, "for": BarList(bars)])
    }

    /// The background style of `bars` (`.automatic`, the platform's primary bar, when none are named): the preference flows
    /// **up** to the container that renders each bar (D99).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> some View
    {
        let erased = AnyShapeStyle(style)
        let look = ToolbarBarLook(
            background: "\(erased)",
            backgroundColour: ((style as? Color) ?? erased.color)?.cssValue)
        return modifier(_ToolbarLookModifier(look: look, bars: bars))
            .attribute("toolbarBackground", AnyShapeStyle(style))
    }

    /// Whether the background of `bars` shows (`.automatic`, the platform's primary bar, when none are named): the preference
    /// flows **up** to the container that renders each bar (D99).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        modifier(
            _ToolbarLookModifier(look: ToolbarBarLook(backgroundVisibility: visibility), bars: bars)
        )
        .attribute("toolbarBackground", visibility)
    }
}
