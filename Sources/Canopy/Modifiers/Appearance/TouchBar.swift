/// The Touch Bar of a MacBook Pro: recorded on the view's line (macOS only; Canopy has no
/// Touch Bar to show the items on).
extension View {
    /// Shows `touchBar`'s items in the Touch Bar while this view has focus (macOS; recorded).
    public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> some View {
        recorded("touchBar", ["_": Spelled(touchBar.recordedText)], on: [.macOS])
    }

    /// Shows the items `content` builds in the Touch Bar while this view has focus (macOS;
    /// recorded).
    public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        recorded("touchBar", ["content": RecordedCode()], on: [.macOS])
    }

    /// Sets the label a person sees for this item when customizing the Touch Bar (macOS;
    /// recorded).
    public func touchBarCustomizationLabel(_ label: Text) -> some View {
        recorded("touchBarCustomizationLabel", ["_": label.content], on: [.macOS])
    }

    /// Sets whether this Touch Bar item is required, default or optional when customizing
    /// (macOS; recorded).
    public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View {
        recorded("touchBarItemPresence", ["_": presence], on: [.macOS])
    }

    /// Makes this Touch Bar item the principal one, centred (macOS; recorded).
    public func touchBarItemPrincipal(_ principal: Bool = true) -> some View {
        recorded("touchBarItemPrincipal", ["_": principal], on: [.macOS])
    }
}

/// The items of a Touch Bar, with an id when a person may customize them.
public struct TouchBar<Content: View> {
    let id: String?
    let content: Content

    /// A Touch Bar of the items `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        id = nil
        self.content = content()
    }

    /// A customizable Touch Bar identified by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }

    var recordedText: String { "TouchBar(id: \(id.map(quoted) ?? "nil"))" }
}

/// Whether a Touch Bar item must, does or may show when a person customizes the bar.
public enum TouchBarItemPresence: Sendable, Hashable, AttributeArgument {
    /// Always shown; `identifier` names it.
    case required(String)
    /// Shown until a person removes it.
    case `default`(String)
    /// Shown only when a person adds it.
    case optional(String)

    var attributeArgument: String {
        switch self {
        case .required(let id): ".required(\(quoted(id)))"
        case .default(let id): ".default(\(quoted(id)))"
        case .optional(let id): ".optional(\(quoted(id)))"
        }
    }
}
