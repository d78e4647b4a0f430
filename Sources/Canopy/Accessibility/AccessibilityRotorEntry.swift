/// One entry of an accessibility rotor: a label a person hears while turning the rotor, and
/// the element moving to it focuses — the view identified by `id` (a `ForEach` row's id, an
/// `.id(_:)`, or ``View/accessibilityRotorEntry(id:in:)`` in `namespace`), or, with no id, the
/// element the rotor is attached to, at `textRange` of its text (D91).
///
///     .accessibilityRotor("Unread") {
///         ForEach(messages) { message in
///             if message.isUnread { AccessibilityRotorEntry(message.subject, id: message.id) }
///         }
///     }
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// Listed by Canopy.
    public typealias Body = Never

    let value: AccessibilityRotorEntryValue

    private init(
        label: String?, id: ID?, namespace: Namespace.ID?, textRange: Range<String.Index>?,
        prepare: @escaping @MainActor () -> Void
    ) {
        var identity: AnyHashable?
        if let id { identity = AnyHashable(id) }
        value = AccessibilityRotorEntryValue(
            label: label, id: identity, namespace: namespace,
            textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `label` for the view identified by `id`, optionally at `textRange`
    /// of its text; `prepare` runs before focus moves to it.
    public init(
        _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: label.content, id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled by a string literal or key for the view identified by `id`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: labelKey.text, id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled by a string for the view identified by `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: String(label), id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry for the view marked ``View/accessibilityRotorEntry(id:in:)`` with `id` in
    /// `namespace`.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: label.content, id: id, namespace: namespace, textRange: textRange,
            prepare: prepare)
    }

    /// An entry labelled by a string literal or key for the view marked with `id` in
    /// `namespace`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
        textRange: Range<String.Index>? = nil, prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: labelKey.text, id: id, namespace: namespace, textRange: textRange,
            prepare: prepare)
    }

    /// An entry labelled by a string for the view marked with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: String(label), id: id, namespace: namespace, textRange: textRange,
            prepare: prepare)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for `textRange` of the text of the element the rotor is attached to; with no
    /// label, the text at that range labels it.
    public init(
        _ label: Text?, textRange: Range<String.Index>,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: label?.content, id: nil, namespace: nil, textRange: textRange,
            prepare: prepare)
    }

    /// An entry labelled by a string literal or key for `textRange` of the owner's text.
    public init(
        _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
        prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: labelKey.text, id: nil, namespace: nil, textRange: textRange,
            prepare: prepare)
    }

    /// An entry labelled by a string for `textRange` of the owner's text.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, textRange: Range<String.Index>, prepare: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            label: String(label), id: nil, namespace: nil, textRange: textRange,
            prepare: prepare)
    }
}

extension AccessibilityRotorEntry: PrimitiveAccessibilityRotorContent {
    @MainActor func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        entries.append(value)
    }
}

/// A rotor entry as the tree reads it: its label, what it points at, and what runs first.
struct AccessibilityRotorEntryValue {
    let label: String?
    /// The view it focuses: `nil` for the element the rotor is attached to.
    let id: AnyHashable?
    let namespace: Namespace.ID?
    let textRange: Range<String.Index>?
    let prepare: @MainActor () -> Void

    /// The label a person hears: its own, else the text at its range of `text`, else `text`.
    func spokenLabel(in text: String) -> String {
        if let label, !label.isEmpty { return label }
        if let textRange, textRange.lowerBound >= text.startIndex,
            textRange.upperBound <= text.endIndex
        {
            return String(text[textRange])
        }
        return text
    }
}
