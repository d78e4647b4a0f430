import Canopy

extension DifferentialCheck {
    /// The incrementally kept accessibility tree against a fresh mount's (issue 39), for a
    /// host laid out as the fresh mount is (with lazy containers, see
    /// ``compareLazyAccessibility(_:_:)``).
    static func compareAccessibility(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        let expected = fresh.renderAccessibility()
        let actual = host.renderAccessibility()
        guard expected != actual else { return nil }
        return """
            the updated host's accessibility tree differs from a fresh mount's
            --- fresh mount
            \(expected)
            --- updated host
            \(actual)
            """
    }

    /// The incrementally kept accessibility tree of a host whose lazy containers are laid out
    /// otherwise than a fresh mount's (D97). Both hosts hold the same rows, as their renderings
    /// without frames agree; but a lazy stack is as thick as the thickest row it made (D17),
    /// so after rows came and went the kept host's frames differ, and reading order follows
    /// frames (A2, D76). What must still be equal is checked exactly:
    ///
    /// - the tree the host kept between reads equals the tree resolved whole from its items
    ///   over the same frames (D80): the incremental read, with nothing to blame on layout;
    /// - its elements (every line of the rendering: traits, label, value, actions, custom
    ///   content) and its rotors' entries are the fresh mount's, whatever their order.
    package static func compareLazyAccessibility(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        let kept = host.renderAccessibility()
        let whole = host._freshAccessibilityTree().description
        if kept != whole {
            return """
                the updated host's kept accessibility tree differs from the tree resolved whole over its own frames (D80)
                --- resolved whole
                \(whole)
                --- kept
                \(kept)
                """
        }
        let expectedTree = fresh.accessibilityTree()
        let actualTree = host.accessibilityTree()
        let expected = elementLines(expectedTree)
        let actual = elementLines(actualTree)
        guard expected == actual else {
            return """
                the updated host's accessibility elements differ from a fresh mount's (lazy rows, order aside)
                --- fresh mount
                \(expectedTree)
                --- updated host
                \(actualTree)
                """
        }
        return nil
    }

    /// The rendered lines of `tree`'s elements and rotors, sorted: what does not depend on
    /// the frames reading order follows.
    private static func elementLines(_ tree: AccessibilityTree) -> [String] {
        tree.elements.map(\.renderedLine).sorted()
            + tree.rotors.map { "rotor \($0.name): " + $0.entries.sorted().joined(separator: ", ") }
            .sorted()
    }
}
