/// One element of the accessibility tree as a screen reader meets it: what it says (label,
/// value, hint), what kind it is (traits, adjustable, heading level), and what a person can do
/// with it (its named actions). A value read from a host (``ViewHost/accessibilityTree()``):
/// it flows out of the views and holds nothing of them.
public struct AccessibilityElement: Sendable, Hashable {
    /// What is spoken first; empty when nothing names the element.
    public var label: String
    /// What it holds (a toggle's `"1"`, a slider's `"25%"`), when it differs from the label.
    public var value: String?
    /// What activating it does.
    public var hint: String?
    /// An identifier for tests; never spoken.
    public var identifier: String?
    /// Its traits.
    public var traits: AccessibilityTraits
    /// The names Voice Control accepts for it, in order.
    public var inputLabels: [String]
    /// The names of its custom actions, in the order offered (D44).
    public var actionNames: [String]
    /// Whether a person can increment and decrement it (A15).
    public var isAdjustable: Bool
    /// Whether activating it does something (A13).
    public var isActivatable: Bool
    /// Whether a three-finger scroll on it runs an `accessibilityScrollAction` (D93).
    public var isScrollable = false
    /// Whether zooming it runs an `accessibilityZoomAction` (D93).
    public var isZoomable = false
    /// Its heading level.
    public var headingLevel: AccessibilityHeadingLevel

    /// Where the label came from, for the audit (D47).
    var labelSource: AccessibilityItem.LabelSource
    /// Its custom content, in the order written (D90).
    public var customContent: [CustomContent] = []
    /// Whether its label is text drawn in a font of a fixed point size, which does not grow
    /// with Dynamic Type (for the audit, D75).
    var usesFixedSizeFont = false

    /// The element's line in the accessibility rendering (D48): its kind, its label in
    /// quotes, then what it has of value, hint, identifier, heading, actions and input labels.
    public var renderedLine: String {
        var kinds = traits.renderedNames
        if isAdjustable { kinds.append("adjustable") }
        if isScrollable { kinds.append("scrollable") }
        if isZoomable { kinds.append("zoomable") }
        kinds.sort()
        var line =
            (kinds.isEmpty ? "element" : kinds.joined(separator: ",")) + " "
            + quoted(label)
        if let value { line += " value=" + quoted(value) }
        if let hint { line += " hint=" + quoted(hint) }
        if let identifier { line += " id=" + quoted(identifier) }
        if headingLevel != .unspecified { line += " heading=\(headingLevel.rawValue)" }
        if !actionNames.isEmpty {
            line += " actions=" + actionNames.map(quoted).joined(separator: ",")
        }
        if !inputLabels.isEmpty {
            line += " inputLabels=" + inputLabels.map(quoted).joined(separator: ",")
        }
        if !customContent.isEmpty {
            line += " content=" + customContent.map { quoted($0.rendered) }.joined(separator: ",")
        }
        return line
    }
}

extension AccessibilityElement: CustomStringConvertible {
    /// Its line in the accessibility rendering (D48).
    public var description: String { renderedLine }
}
