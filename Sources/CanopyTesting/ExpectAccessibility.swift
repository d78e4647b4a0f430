import Canopy
import Testing

/// Checks that `host`'s accessibility tree renders exactly `expected` (D48: one element a
/// line, in reading order); a mismatch is recorded as a line diff.
@MainActor
public func expectAccessibility(
    _ host: ViewHost, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(host.renderAccessibility(), expected, sourceLocation: sourceLocation)
}

/// Checks that a person using assistive technologies meets no problem in `host` (D47: every
/// element has a label that is not an image's name, every adjustable element a value); each
/// finding is recorded on a line of its own.
@MainActor
public func expectNoAccessibilityFindings(
    _ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation
) {
    let findings = host.accessibilityAudit()
    guard !findings.isEmpty else { return }
    CheckFailure.report(
        "Accessibility findings:\n" + findings.map(\.description).joined(separator: "\n"),
        sourceLocation: sourceLocation)
}
