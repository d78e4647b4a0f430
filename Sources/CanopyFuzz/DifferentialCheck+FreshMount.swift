import Canopy

/// A fresh mount of a case's state, against the updated host (D10, G5): the same bytes, or for
/// a host with lazy containers the same bytes but frames.
extension DifferentialCheck {
    /// `nil` when a fresh mount of the oracle's state renders `host`'s bytes and collects the
    /// same values; else what differs, at the first line that does.
    static func compareWithFreshMount(
        _ host: ViewHost, _ root: FuzzNode, world: FuzzWorld, oracle: FuzzOracle
    ) -> String? {
        let context = FuzzHostContext(world: world, rootSeeds: oracle.roots, seeds: oracle.states)
        let fresh = ViewHost(FuzzRoot(root, context: context))
        fresh.checksUpdateOrder = true
        var expected = fresh.render(options)
        var actual = host.render(options)
        guard expected != actual else { return compareCollected(host, fresh) }
        if isLazy(actual) {
            // A lazy container's size depends on the rows an update kept mounted, as in
            // SwiftUI (a lazy stack is as thick as the thickest row it made, D17): with one,
            // the two must agree on everything but frames.
            expected = fresh.render(lazyOptions)
            actual = host.render(lazyOptions)
            guard expected != actual else {
                // Reading order follows frames: the accessibility trees are compared apart
                // from it (D97), the containers' collected values in full.
                return compareLazyAccessibility(host, fresh) ?? compareContainers(host, fresh)
            }
        }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            expectedLines.indices.first {
                $0 >= actualLines.count || expectedLines[$0] != actualLines[$0]
            }
            ?? expectedLines.count
        return """
            the updated host differs from a fresh mount of the same state at line \(line + 1)
            --- fresh mount
            \(expected)
            --- updated host
            \(actual)
            """
    }

    /// The comparison of a host with lazy containers: everything but frames.
    static let lazyOptions = RenderOptions(showsEnvironment: true, showsPreferences: true)

    /// Whether `rendered` shows a lazy container: a lazy stack or grid, or a list.
    static func isLazy(_ rendered: String) -> Bool {
        ["─ LazyVStack", "─ LazyHStack", "─ LazyVGrid", "─ LazyHGrid", "─ List"].contains {
            rendered.contains($0)
        }
    }

    /// The strings of the `Text` lines of a rendering, in order.
    public static func renderedTexts(_ rendered: String) -> [String] {
        var texts: [String] = []
        for line in rendered.split(separator: "\n") {
            var rest = line[...]
            while let start = rest.range(of: "Text \"") {
                var text = ""
                var escaped = false
                var end = rest.endIndex
                for index in rest[start.upperBound...].indices {
                    let character = rest[index]
                    if escaped {
                        text.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        end = rest.index(after: index)
                        break
                    } else {
                        text.append(character)
                    }
                }
                texts.append(text)
                rest = rest[end...]
            }
        }
        return texts
    }
}
