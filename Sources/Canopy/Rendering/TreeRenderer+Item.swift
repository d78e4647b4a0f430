extension TreeRenderer {
    /// A visible line: a node plus the attributes and sections that modifiers above it added.
    ///
    /// What most lines lack (attributes, sections, a transition) sits in one box, made only
    /// for a line that has any: as four fields of the line's own, each line cost four generic
    /// destroys (about 70 instructions each) when the render was done with it.
    struct Item {
        let node: _ViewNode
        /// The outermost node folded into this line (its modifiers'), whose preference outputs
        /// are what the line's subtree produced; `nil` when that is ``node`` (no modifier
        /// folded in): most lines, which then hold one reference fewer.
        let origin: _ViewNode?
        private var extras: LineExtras?

        init(
            node: _ViewNode, attributes: [String], sections: [(label: String, node: _ViewNode)],
            origin: _ViewNode? = nil, transitionNote: String? = nil
        ) {
            self.node = node
            self.origin = origin
            extras = LineExtras.make(attributes, sections, transitionNote)
        }

        /// A line with what the modifiers above it added, already in a box (or `nil`).
        init(node: _ViewNode, extras: LineExtras?, origin: _ViewNode?) {
            self.node = node
            self.origin = origin
            self.extras = extras
        }

        /// The attributes the modifiers folded into the line add, innermost first.
        var attributes: [String] {
            get { extras?.attributes ?? [] }
            set { extras = LineExtras.make(newValue, sections, transitionNote) }
        }

        /// The decoration sections (`.toolbar`, `.sheet`) shown below the line.
        var sections: [(label: String, node: _ViewNode)] { extras?.sections ?? [] }

        /// `inserting` or `removing` when the line is in a transition (D35), its own or that
        /// of a block or group around it.
        var transitionNote: String? { extras?.transitionNote }
    }
}

/// A line's attributes, sections and transition, when it has any (see
/// ``TreeRenderer/Item``). Never changed once made, so lines may share one: the children of a
/// node without a line (a `ForEach`'s rows) share the box of what was added above it.
final class LineExtras {
    let attributes: [String]
    let sections: [(label: String, node: _ViewNode)]
    let transitionNote: String?

    private init(
        _ attributes: [String], _ sections: [(label: String, node: _ViewNode)],
        _ transitionNote: String?
    ) {
        self.attributes = attributes
        self.sections = sections
        self.transitionNote = transitionNote
    }

    /// A box for what is given, `nil` when there is nothing.
    static func make(
        _ attributes: [String], _ sections: [(label: String, node: _ViewNode)],
        _ transitionNote: String?
    ) -> LineExtras? {
        if attributes.isEmpty, sections.isEmpty, transitionNote == nil { return nil }
        return LineExtras(attributes, sections, transitionNote)
    }
}
