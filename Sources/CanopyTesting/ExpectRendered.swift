import Canopy
import Testing

/// Checks that `host` renders exactly `expected`; on a mismatch the recorded issue is a line
/// diff (see ``renderedDifference(expected:actual:)``).
@MainActor
public func expectRendered(
    _ host: ViewHost, _ expected: String, options: RenderOptions = RenderOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(host.render(options), expected, sourceLocation: sourceLocation)
}

/// Checks that every window of `app` renders exactly `expected`, as ``AppHost/render(_:)``
/// prints them; a mismatch is recorded as a line diff.
@MainActor
public func expectRendered(
    _ app: AppHost, _ expected: String, options: RenderOptions = RenderOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(app.render(options), expected, sourceLocation: sourceLocation)
}

/// Checks that a found view's subtree renders exactly `expected`; a mismatch is recorded as a
/// line diff.
@MainActor
public func expectRendered(
    _ view: InspectedView, _ expected: String, options: RenderOptions = RenderOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(view.render(options), expected, sourceLocation: sourceLocation)
}

/// Checks that `actual` is exactly `expected`; a mismatch is recorded as a line diff.
public func expectText(
    _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    CheckFailure.report(
        renderedDifference(expected: expected, actual: actual), sourceLocation: sourceLocation)
}

/// How two rendered texts differ, as a line diff: unchanged lines start with two spaces,
/// lines only in `expected` with `- `, lines only in `actual` with `+ `. Runs of more than
/// three unchanged lines between changes are shortened to `⋮`.
///
///     Rendered text differs (- expected, + actual):
///       VStack
///     - └─ Text "Hello"
///     + └─ Text "Hi"
public func renderedDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var report = "Rendered text differs (- expected, + actual):\n"
    let lines = LineDiff.lines(from: old, to: new)
    let context = 3
    var index = 0
    while index < lines.count {
        guard case .same = lines[index].kind else {
            report += lines[index].text + "\n"
            index += 1
            continue
        }
        var end = index
        while end < lines.count, case .same = lines[end].kind { end += 1 }
        let run = lines[index..<end]
        let keepsHead = index > 0 ? context : 0
        let keepsTail = end < lines.count ? context : 0
        if run.count > keepsHead + keepsTail + 1 {
            for line in run.prefix(keepsHead) { report += line.text + "\n" }
            report += "⋮\n"
            for line in run.suffix(keepsTail) { report += line.text + "\n" }
        } else {
            for line in run { report += line.text + "\n" }
        }
        index = end
    }
    return report
}

/// A line diff by longest common subsequence, after trimming the common head and tail. A
/// middle too large to compare line by line (over four million pairs) is shown as removed
/// and added whole.
enum LineDiff {
    enum Kind { case same, removed, added }

    struct Line {
        let kind: Kind
        let content: String
        var text: String {
            switch kind {
            case .same: "  " + content
            case .removed: "- " + content
            case .added: "+ " + content
            }
        }
    }

    static func lines(from old: [String], to new: [String]) -> [Line] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
            old[old.count - 1 - tail] == new[new.count - 1 - tail]
        {
            tail += 1
        }
        let a = Array(old[head..<(old.count - tail)])
        let b = Array(new[head..<(new.count - tail)])
        var result = old[..<head].map { Line(kind: .same, content: $0) }
        if a.count * b.count > 4_000_000 {
            result += a.map { Line(kind: .removed, content: $0) }
            result += b.map { Line(kind: .added, content: $0) }
        } else {
            result += middle(a, b)
        }
        result += old[(old.count - tail)...].map { Line(kind: .same, content: $0) }
        return result
    }

    /// The LCS table from the end, then one walk from the start.
    private static func middle(_ a: [String], _ b: [String]) -> [Line] {
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append(Line(kind: .same, content: a[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append(Line(kind: .removed, content: a[i]))
                i += 1
            } else {
                result.append(Line(kind: .added, content: b[j]))
                j += 1
            }
        }
        result += a[i...].map { Line(kind: .removed, content: $0) }
        result += b[j...].map { Line(kind: .added, content: $0) }
        return result
    }
}
