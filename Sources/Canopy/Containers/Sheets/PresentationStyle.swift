/// How a sheet's content asks to be presented beyond its detents: its drag indicator, corner
/// radius, whether a person may use the view behind it, how it scrolls, adapts and sizes.
/// Each value flows **up** to the presentation's root and stops there; for each field the
/// first in tree order wins (as for detents, D53). Canopy records them on the `.sheet`
/// section's label (D58): nothing in its renderers draws a sheet's chrome. Background
/// interaction is also kept typed: it decides whether a person can reach the view behind
/// (D104).
struct PresentationStyle: Equatable {
    var fields: [String: String] = [:]
    /// Whether a person may use the view behind, typed, as the sheet's reach tests it (D104).
    var backgroundInteraction: PresentationBackgroundInteraction?
    /// The order fields were first set in, for a stable label.
    var order: [String] = []

    /// Sets `field` unless something earlier in tree order did.
    mutating func fill(_ field: String, _ value: String) {
        guard fields[field] == nil else { return }
        fields[field] = value
        order.append(field)
    }

    /// The receiver's fields win; `other` fills the rest.
    mutating func fill(from other: PresentationStyle) {
        for field in other.order { fill(field, other.fields[field]!) }
        if backgroundInteraction == nil { backgroundInteraction = other.backgroundInteraction }
    }

    /// ` dragIndicator:visible cornerRadius:20`, in a fixed order.
    var label: String {
        Self.fieldOrder.compactMap { field in fields[field].map { " \(field):\($0)" } }.joined()
    }

    static let fieldOrder = [
        "dragIndicator", "cornerRadius", "backgroundInteraction", "contentInteraction",
        "compactAdaptation", "background", "sizing",
    ]
}

struct PresentationStyleKey: PreferenceKey {
    static let defaultValue: PresentationStyle? = nil
    static func reduce(value: inout PresentationStyle?, nextValue: () -> PresentationStyle?) {
        guard let next = nextValue() else { return }
        var current = value ?? PresentationStyle()
        current.fill(from: next)
        value = current
    }
}

/// Writes one field of the presentation's style; the outermost writer of a field wins.
nonisolated struct _PresentationStyleModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let field: String
    let value: String
    /// `presentationBackgroundInteraction`'s value, typed.
    var backgroundInteraction: PresentationBackgroundInteraction? = nil

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(PresentationStyleKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(PresentationStyleKey.self)
        guard requested.contains(key) else { return }
        var style = PresentationStyle()
        style.fill(field, value)
        style.backgroundInteraction = backgroundInteraction
        if let content = values[key] as? PresentationStyle { style.fill(from: content) }
        values[key] = style as PresentationStyle?
    }
}

/// Whether a person can use the view behind a sheet.
public struct PresentationBackgroundInteraction: Sendable, Hashable, CustomStringConvertible {
    /// What the value allows, as the runtime tests it.
    enum Kind: Sendable, Hashable {
        case automatic, enabled, disabled
        case enabledUpThrough(PresentationDetent)
    }
    let kind: Kind
    /// The platform decides: a person cannot use the view behind a sheet (D104).
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// A person can use the view behind the sheet.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// A person can use the view behind while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent)
        -> PresentationBackgroundInteraction
    {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
    /// A person cannot use the view behind the sheet.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The value as written (`enabled(upThrough: medium)`).
    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .enabled: "enabled"
        case .disabled: "disabled"
        case .enabledUpThrough(let detent): "enabled(upThrough: \(detent))"
        }
    }

    /// Whether a person can use the view behind a sheet resting at `current` (`nil`: a sheet
    /// without detents, or not a sheet), detents ordered by their heights in `windowHeight`.
    func allowsUse(at current: PresentationDetent?, windowHeight: CGFloat) -> Bool {
        switch kind {
        case .automatic, .disabled: false
        case .enabled: true
        case .enabledUpThrough(let limit):
            (current ?? .large).height(inWindow: windowHeight)
                <= limit.height(inWindow: windowHeight)
        }
    }
}

/// Whether a swipe in a resizable sheet scrolls its content or resizes the sheet first.
public struct PresentationContentInteraction: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform decides.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A swipe resizes the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A swipe scrolls the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
    /// The value's name.
    public var description: String { name }
}

/// What a popover or sheet becomes in a compact size class.
public struct PresentationAdaptation: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform decides.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No change.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
    /// The value's name.
    public var description: String { name }
}

/// How a presentation sizes itself on macOS and iPadOS: conforming values are recorded by
/// their description.
public protocol PresentationSizing: Sendable, CustomStringConvertible {}

/// The platform's default sizing.
public struct AutomaticPresentationSizing: PresentationSizing {
    /// `automatic`.
    public var description: String { "automatic" }
}

/// A size suited to a form.
public struct FormPresentationSizing: PresentationSizing {
    /// `form`.
    public var description: String { "form" }
}

/// A size close to a page of paper.
public struct PagePresentationSizing: PresentationSizing {
    /// `page`.
    public var description: String { "page" }
}

/// The size of the content.
public struct FittedPresentationSizing: PresentationSizing {
    /// `fitted`.
    public var description: String { "fitted" }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's default.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A size suited to a form.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A size close to a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The size of the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    private func presentationStyle(_ field: String, _ value: String) -> some View {
        modifier(_PresentationStyleModifier(field: field, value: value))
    }

    /// Shows or hides the drag indicator at the top of the sheet this view is in (recorded on
    /// the `.sheet` label; the value flows **up** to the sheet).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentationStyle("dragIndicator", "\(visibility)")
    }

    /// The corner radius of the sheet this view is in; `nil` for the platform's (recorded).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        presentationStyle(
            "cornerRadius", cornerRadius.map { ValueFormatter.format(Double($0)) } ?? "nil")
    }

    /// Whether a person can use the view behind the sheet or popover this view is in (the value
    /// flows **up** to the presentation; the outermost writer wins). By default nothing behind
    /// a presentation can be reached (D104); `.enabled` lets a person tap, type and scroll
    /// behind it, and VoiceOver read it; `.enabled(upThrough:)` only while the sheet rests at
    /// that detent or a lower one.
    public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View {
        modifier(
            _PresentationStyleModifier(
                field: "backgroundInteraction", value: interaction.description,
                backgroundInteraction: interaction))
    }

    /// Whether a swipe scrolls the sheet's content or resizes the sheet first (recorded).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
        -> some View
    {
        presentationStyle("contentInteraction", behavior.description)
    }

    /// What the presentation becomes in a compact size class (recorded: an iPhone's popover is
    /// shown as a sheet whatever it asks).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationStyle("compactAdaptation", adaptation.description)
    }

    /// What the presentation becomes in a compact width and a compact height (recorded).
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation,
        vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        presentationStyle(
            "compactAdaptation",
            "(horizontal: \(horizontalAdaptation), vertical: \(verticalAdaptation))")
    }

    /// The background of the sheet this view is in (recorded).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationStyle("background", AnyShapeStyle(style).attributeArgument)
    }

    /// A view as the background of the sheet this view is in (recorded by its type).
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        presentationStyle("background", displayName(of: V.self))
    }

    /// How the presentation this view is in sizes itself on macOS and iPadOS (recorded).
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        presentationStyle("sizing", sizing.description)
    }
}

extension SheetNode {
    /// The style the presented content asks for, as the `.sheet` label shows it (D58).
    var presentationStyleLabel: String { presentedStyle?.label ?? "" }

    /// The style the presented content asks for; `nil` when nothing is presented or it asks
    /// for none.
    var presentedStyle: PresentationStyle? {
        guard isPresenting else { return nil }
        return children[1].children.first?.preferenceOutputs[
            AnyPreferenceKey.of(PresentationStyleKey.self)] as? PresentationStyle
    }

    /// Whether a person can use the view behind the presentation now: a sheet or popover whose
    /// content enables background interaction (at its current detent) (D104). An alert, a
    /// dialog or a full-screen cover never lets them.
    var letsBackgroundBeUsed: Bool {
        guard let interaction = presentedStyle?.backgroundInteraction else { return false }
        switch presentationKind {
        case .sheet, .popover:
            let height = CGFloat((graph.host as? ViewHost)?.windowSize.height ?? 0)
            return interaction.allowsUse(at: sheetDetents?.current, windowHeight: height)
        default:
            return false
        }
    }
}
