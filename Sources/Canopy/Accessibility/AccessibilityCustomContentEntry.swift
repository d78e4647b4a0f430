/// One piece of custom content an accessibility modifier writes on an element
/// (``View/accessibilityCustomContent(_:_:importance:)``): a labelled value offered on request,
/// or read with the element when its importance is high. A `nil` value removes the content of
/// that key written further in (D90).
struct AccessibilityCustomContentEntry: Equatable, Sendable {
    /// The key's identity: a later write with the same id replaces this one.
    let id: String
    let label: String
    let value: String?
    let importance: AccessibilityCustomContentImportance

    init(
        _ key: AccessibilityCustomContentKey, value: String?,
        importance: AccessibilityCustomContentImportance
    ) {
        id = key.id
        label = key.label
        self.value = value
        self.importance = importance
    }

    /// `entries` written onto `existing`: each replaces the content of its key where it
    /// stood, or is added at the end; a `nil` value removes its key (D90).
    static func apply(
        _ entries: [AccessibilityCustomContentEntry],
        to existing: inout [AccessibilityCustomContentEntry]
    ) {
        for entry in entries {
            let index = existing.firstIndex { $0.id == entry.id }
            switch (index, entry.value) {
            case (let index?, nil): existing.remove(at: index)
            case (let index?, _): existing[index] = entry
            case (nil, nil): break
            case (nil, _): existing.append(entry)
            }
        }
    }

    /// The public form, for an element read from the tree.
    var content: AccessibilityElement.CustomContent {
        AccessibilityElement.CustomContent(
            label: label, value: value ?? "", importance: importance)
    }
}

extension AccessibilityElement {
    /// A labelled piece of information an element offers besides its label and value
    /// (`accessibilityCustomContent(_:_:importance:)`): VoiceOver reads it on request
    /// ("More Content"), or with the element when its importance is high.
    public struct CustomContent: Sendable, Hashable {
        /// What the information is ("Age").
        public var label: String
        /// The information ("3 years").
        public var value: String
        /// Whether it is read with the element (`.high`) or only on request.
        public var importance: AccessibilityCustomContentImportance

        /// `Age: 3 years`: how the accessibility rendering prints it (D90).
        var rendered: String { label + ": " + value }
    }
}
