/// A problem a person using assistive technologies would meet in a window (D47): what the audit
/// of its accessibility tree finds, one per element and code. A value read from a host
/// (``ViewHost/accessibilityAudit()``).
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// An element whose label is empty or only whitespace: a person hears only its traits.
        case missingLabel = "missing-label"
        /// An element labelled only by an image's asset or symbol name (D41): a person hears a
        /// file name.
        case imageNameLabel = "image-name-label"
        /// An adjustable element with no value: a person can change it but never hears what it
        /// is.
        case adjustableWithoutValue = "adjustable-without-value"
    }

    /// What kind of problem it is.
    public let code: Code
    /// The element it is about.
    public let element: AccessibilityElement

    /// `<code>: <element's line in the accessibility rendering>`.
    public var description: String { code.rawValue + ": " + element.renderedLine }

    /// The findings for `element`, in the order of the codes.
    static func findings(for element: AccessibilityElement) -> [AccessibilityFinding] {
        var codes: [Code] = []
        if element.label.allSatisfy(\.isWhitespace) { codes.append(.missingLabel) }
        if element.labelSource == .imageName { codes.append(.imageNameLabel) }
        if element.isAdjustable, element.value?.isEmpty ?? true {
            codes.append(.adjustableWithoutValue)
        }
        return codes.map { AccessibilityFinding(code: $0, element: element) }
    }
}

extension ViewHost {
    /// The problems a person using assistive technologies would meet in the window now, in
    /// reading order (D47); empty when there are none. "Every button has a label" is
    /// `#expect(host.accessibilityAudit().isEmpty)`.
    public func accessibilityAudit() -> [AccessibilityFinding] {
        accessibilityTree().elements.flatMap(AccessibilityFinding.findings(for:))
    }
}
