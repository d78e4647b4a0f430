import Canopy
import Testing

/// Checks that `host` renders exactly `expected`; on a mismatch the recorded issue shows both
/// texts and the first differing line.
@MainActor
public func expectRendered(
    _ host: ViewHost, _ expected: String, options: RenderOptions = RenderOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = host.render(options)
    guard actual != expected else { return }
    Issue.record(
        Comment(rawValue: renderedDifference(expected: expected, actual: actual)),
        sourceLocation: sourceLocation)
}

/// A readable description of how two rendered texts differ.
public func renderedDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report = "Rendered text differs.\n"
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<no line>"
        let got = index < actualLines.count ? String(actualLines[index]) : "<no line>"
        if want != got {
            report +=
                "First difference at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)\n"
            break
        }
    }
    report += "--- expected\n\(expected)\n--- actual\n\(actual)"
    return report
}
