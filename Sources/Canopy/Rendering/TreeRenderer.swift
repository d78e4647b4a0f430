/// Prints a graph as text: one visible view per line with indentation guides, its type and
/// meaningful arguments, styling attributes after it, and on request the environment values
/// it read. Output is deterministic (no addresses, stable order, no trailing spaces). The
/// renderer only reads the graph; it never evaluates a body.
///
///     VStack
///     ├─ Text "Hello" .padding
///     └─ Button "Hit Me"
@MainActor
struct TreeRenderer {
    let options: RenderOptions
    /// Which lines' subtrees hold a writer of a key, found once per render.
    let writers = PreferenceWriterIndex()
    /// Whether the graph being rendered animates, found once per render: a tree that does not
    /// animate asks nothing per line (D35).
    let animation = RenderedAnimation()

    /// The tree below `root` as text; `reservingCapacity` is the bytes to make room for up
    /// front (an estimate: the string grows past it as it must).
    func render(_ root: _ViewNode, reservingCapacity capacity: Int = 0) -> String {
        animation.isAnimating = root.graph?.animations.isAnimating ?? false
        // Lines go straight into one text, as bytes (see ``RenderedText``): collecting a
        // million line strings and joining them allocated and copied every line twice.
        var output = RenderedText(reservingCapacity: capacity)
        var isFirstLine = true
        // One buffer for every node's visible children and one for the walk that finds them,
        // reused from line to line instead of two arrays made per node.
        var items: [Item] = []
        var pending: [PendingNode] = []
        appendVisibleItems(below: [root], into: &items, pending: &pending)
        // Frames: the item, its depth, and whether it is the last line below its parent. The
        // guides in front of a line follow from whether each line on its path was the last.
        var stack: [(item: Item, depth: Int, isLast: Bool)] = []
        while let item = items.popLast() { stack.append((item, 0, false)) }
        // A line's own guide is written on every line: static text, with no string to retain.
        let lineGuides: (branch: StaticString, corner: StaticString) =
            options.ascii ? ("|- ", "`- ") : ("├─ ", "└─ ")
        let continuations = options.ascii ? ("|  ", "   ") : ("│  ", "   ")
        var prefixes = GuidePrefixes()
        while let (item, depth, isLast) = stack.popLast() {
            output.flushIfFull()
            if !isFirstLine { output.append(byte: 0x0A) }
            isFirstLine = false
            let lineStart = output.pendingCount
            if depth >= options.maxIndentDepth, depth > 0 {
                output.append("⋮[\(depth)] ")
            } else if depth > 0 {
                // The guides of the levels above, made once per parent line and kept (see
                // ``GuidePrefixes``): one append per line, not one per level.
                output.append(prefixes[depth])
                output.append(static: isLast ? lineGuides.corner : lineGuides.branch)
            }
            // Looked up once for the line's title and whether its children show (about 180
            // instructions a lookup).
            let facet = item.node.displayFacet
            let owned = bodyAttributes(of: item.node)
            if let owned {
                var shown = item
                shown.attributes = owned.attributes + item.attributes
                writeLine(for: shown, facet: facet, to: &output)
            } else {
                writeLine(for: item, facet: facet, to: &output)
            }
            // Trailing spaces are trimmed from the line (prefix included), never past its start.
            output.trimTrailingSpaces(after: lineStart)
            appendChildItems(
                of: item, showingChildren: facet?.rendersChildren ?? true, below: owned?.below,
                into: &items, pending: &pending)
            if !items.isEmpty, depth + 1 < options.maxIndentDepth {
                // The lines below continue this line's guide, or leave room where it ended.
                prefixes.prepare(
                    below: depth, isLast: isLast, guide: isLast ? continuations.1 : continuations.0)
            }
            // Popped last first: the stack takes the lines in reverse, and the buffer is left
            // empty with its capacity, with no copy of an item made or dropped.
            var isLastChild = true
            while let child = items.popLast() {
                stack.append((child, depth + 1, isLastChild))
                isLastChild = false
            }
        }
        return output.finish()
    }

    /// The text of `item`'s line, without guides.
    private func line(for item: Item) -> String {
        var text = RenderedText()
        writeLine(for: item, facet: item.node.displayFacet, to: &text)
        return text.finish()
    }

    /// Writes the text of `item`'s line, without guides, to `output`: its title and
    /// attributes, then what the options ask for. `facet` is the node's ``_ViewNode/displayFacet``.
    private func writeLine(
        for item: Item, facet: (any DisplayFacet)?, to output: inout RenderedText
    ) {
        item.node.writeLineTitle(facet: facet, to: &output)
        for attribute in item.attributes {
            output.append(byte: 0x20)
            output.append(attribute)
        }
        var text = ""
        if options.showsEnvironment {
            var seen = Set<ObjectIdentifier>()
            for read in item.node.dependencies.environmentReads
            where !(read.keyType is any RuntimeEnvironmentKey.Type)
                && seen.insert(ObjectIdentifier(read.keyType)).inserted
            {
                text +=
                    "  env \(environmentKeyName(read.keyType))=\(ValueFormatter.format(read.value))"
            }
        }
        if options.showsResolved {
            if let resolving = item.node as? any ResolvedValuesShowing {
                text += "  resolved " + resolving.resolvedValues().joined(separator: " ")
            } else if let style = (item.node as? any InteractiveNode)?.resolvedStyle {
                text += "  resolved style=" + style.name
            }
        }
        // A section's label line (`.toolbar`, `.sheet`) is no view: it produced nothing, and
        // the decoration's own lines below it show what that did.
        if options.showsPreferences, !(item.node is SectionLabelNode) {
            // By key name: the order keys were first asked for depends on the tree's history.
            let node = item.origin ?? item.node
            let items = node.preferenceOutputs.items
            // Only what a writer inside the line's subtree produced: elsewhere the value is the
            // key's default from no writer (dynamic content fills it in, P3; a window keeps
            // asking for its title and scheme after their last writer left; a lazy container
            // keeps rows mounted off screen), which says nothing, and a fresh mount of the same
            // tree would not print it.
            for value in items.sorted(by: { $0.key.name < $1.key.name })
            where writers.subtree(of: node, holdsWriterOf: value.key) {
                text += "  pref \(value.key.name)=\(ValueFormatter.format(value.value))"
            }
        }
        if options.showsFocusedValues {
            for read in item.node.dependencies.locations {
                guard let focused = read.location as? FocusedValueLocation else { continue }
                text +=
                    "  focused \(focused.keyName)="
                    + (focused.value.map { ValueFormatter.format($0) } ?? "nil")
            }
        }
        // A section label the renderer made has no graph and no frame.
        if options.showsFrames, let frame = item.node.graph?.presentedFrame(of: item.node) {
            text += " " + FrameText.format(frame, ascii: options.ascii)
            if options.showsModifierFrames { text += modifierFrames(of: item) }
        }
        if options.showsEvaluationCounts, item.node.bodyEvaluations > 0 {
            text += "  evals=\(item.node.bodyEvaluations)"
        }
        // Last on the line (D35).
        if animation.isAnimating, let graph = item.node.graph {
            let names = animatingNames(of: item, in: graph)
            if !names.isEmpty { text += "  animating " + names.joined(separator: ", ") }
        }
        if let note = item.transitionNote { text += "  " + note }
        if !text.isEmpty { output.append(text) }
    }

    /// What animates on `item`'s line, in line order: the view, then its modifiers from the
    /// innermost out (D35).
    private func animatingNames(of item: Item, in graph: ViewGraph) -> [String] {
        var chain: [_ViewNode] = []
        var cursor = item.origin ?? item.node
        while cursor !== item.node, cursor.children.count >= 1 {
            chain.append(cursor)
            cursor = cursor.children[0]
        }
        chain.append(item.node)
        let names = chain.reversed().flatMap {
            graph.animations.animatingNames(at: $0, detailed: options.showsAnimations)
        }
        // The view's frame and its layout modifiers' frames move together: one `frame`.
        guard names.count > 1 else { return names }
        var seenFrame = false
        return names.filter { name in
            guard name == "frame" || name.hasPrefix("frame (") else { return true }
            defer { seenFrame = true }
            return !seenFrame
        }
    }

    /// The frames of the layout modifiers folded into `item`'s line, innermost first.
    private func modifierFrames(of item: Item) -> String {
        var frames: [CGRect] = []
        var cursor = item.origin ?? item.node
        while cursor !== item.node, cursor.children.count >= 1 {
            if cursor.isModifier, cursor.layoutFacet != nil,
                let record = cursor.layoutRecord, record.isPlaced
            {
                frames.append(cursor.graph.presentedFrame(ofRecordAt: cursor, model: record.frame))
            }
            cursor = cursor.children[0]
        }
        return frames.reversed().map { " " + FrameText.format($0, ascii: options.ascii) }.joined()
    }

    /// One line of the tree for the structured renderers (DOT, JSON): the line's text without
    /// guides, its parent line, and every node folded into it (its modifiers, and for a custom
    /// modifier the built-in ones its body wraps around `content`).
    struct ExportedLine {
        let index: Int
        let parent: Int?
        let node: _ViewNode
        let text: String
        let attributes: [String]
        let folded: [_ViewNode]
        /// What animates on the line, and the transition it is in (D35).
        var animating: [String] = []
        var transition: String? = nil
    }

    /// The tree's lines in the order ``render(_:)`` prints them.
    func exportedLines(_ root: _ViewNode) -> [ExportedLine] {
        animation.isAnimating = root.graph?.animations.isAnimating ?? false
        var result: [ExportedLine] = []
        var stack: [(Item, Int?)] = visibleItems(below: [root])
            .reversed().map { ($0, nil) }
        while let (item, parent) = stack.popLast() {
            let owned = bodyAttributes(of: item.node)
            var shown = item
            var folded: [_ViewNode] = []
            var cursor = item.origin ?? item.node
            while cursor !== item.node, cursor.renderRole == .attribute,
                let next = cursor.children.first
            {
                folded.append(cursor)
                cursor = next
            }
            if let owned {
                shown.attributes = owned.attributes + item.attributes
                var level = item.node.visibleChildren
                while level.count == 1, !level[0].standsForModifierContent {
                    folded.append(level[0])
                    level = level[0].children.first.map { [$0] } ?? []
                }
            }
            var text = line(for: shown)
            while text.last == " " { text.removeLast() }
            let index = result.count
            var exported = ExportedLine(
                index: index, parent: parent, node: item.node, text: text,
                attributes: shown.attributes, folded: folded)
            if animation.isAnimating, let graph = item.node.graph {
                exported.animating = animatingNames(of: item, in: graph)
                exported.transition = item.transitionNote
            }
            result.append(exported)
            for child in childItems(of: item, below: owned?.below).reversed() {
                stack.append((child, index))
            }
        }
        return result
    }

    /// The lines below `item`: its visible children (or, for a custom modifier that owns its
    /// body's attributes, the nodes below its content placeholder), then its decoration
    /// sections.
    private func childItems(of item: Item, below owned: ChildList?) -> [Item] {
        var children: [Item] = []
        var pending: [PendingNode] = []
        appendChildItems(
            of: item, showingChildren: item.node.showsChildren, below: owned, into: &children,
            pending: &pending)
        return children
    }

    /// Appends ``childItems(of:below:)`` to `children`; `showingChildren` is the node's
    /// ``_ViewNode/showsChildren``, `pending` is scratch space, empty before and after.
    private func appendChildItems(
        of item: Item, showingChildren: Bool, below owned: ChildList?,
        into children: inout [Item], pending: inout [PendingNode]
    ) {
        if showingChildren {
            appendVisibleItems(
                below: owned ?? item.node.dumpedChildren, into: &children, pending: &pending)
        }
        for section in item.sections {
            children.append(
                Item(
                    node: SectionLabelNode(section.label, section.node), attributes: [],
                    sections: []))
        }
    }

    /// For a node that owns its body's attributes (a custom modifier) whose body is built-in
    /// modifiers wrapped directly around `content`: their attributes, innermost first, and the
    /// nodes below the placeholder. `nil` when the body is anything else (a line in between
    /// takes the attributes, as for any view).
    private func bodyAttributes(of node: _ViewNode) -> (attributes: [String], below: ChildList)? {
        guard node.carriesBodyAttributes else { return nil }
        var attributes: [String] = []
        var level = node.visibleChildren
        while level.count == 1 {
            let next = level[0]
            if next.standsForModifierContent { return (attributes, next.visibleChildren) }
            guard next.renderRole == .attribute, next.decorationStyle == nil else { return nil }
            var added: [String] = []
            next.addLineAttributes(into: &added)
            attributes = added + attributes
            level = next.children.first.map { ChildList([$0]) } ?? ChildList()
        }
        return nil
    }

    /// Expands transparent nodes into their children and folds attribute nodes into the lines
    /// of their content, without recursion.
    private func visibleItems(below nodes: ChildList) -> [Item] {
        var result: [Item] = []
        var pending: [PendingNode] = []
        appendVisibleItems(below: nodes, into: &result, pending: &pending)
        return result
    }

    /// A node still to expand, with what the modifiers above it added (attributes, sections, a
    /// transition: one box, shared by the children of a node without a line) and the
    /// outermost of them.
    private typealias PendingNode = (node: _ViewNode, extras: LineExtras?, origin: _ViewNode?)

    /// Appends ``visibleItems(below:)`` to `result`; `pending` is scratch space, empty before
    /// and after.
    private func appendVisibleItems(
        below nodes: ChildList, into result: inout [Item], pending: inout [PendingNode]
    ) {
        for index in nodes.indices.reversed() {
            pending.append((nodes[index], nil, nil))
        }
        while let (node, inherited, origin) = pending.popLast() {
            // A transition of the node's own replaces one from a block or group around it.
            var extras = inherited
            if let note = transitionNote(of: node) {
                extras = LineExtras.make(extras?.attributes ?? [], extras?.sections ?? [], note)
            }
            switch node.renderRole {
            case .line:
                result.append(Item(node: node, extras: extras, origin: origin))
            case .transparent:
                // A node without a line may still mark each of its children's lines (a
                // `ForEach`'s rows carry `.onDelete`, D58).
                var passed = extras
                if let facet = node.displayFacet {
                    var own: [String] = []
                    facet.renderAttributes(into: &own)
                    if !own.isEmpty {
                        passed = LineExtras.make(
                            own + (extras?.attributes ?? []), extras?.sections ?? [],
                            extras?.transitionNote)
                    }
                }
                for child in node.dumpedChildren.reversed() {
                    pending.append((child, passed, nil))
                }
            case .attribute:
                var added: [String] = []
                let inheritedSections = extras?.sections ?? []
                var addedSections = inheritedSections
                node.addLineAttributes(into: &added)
                if let style = node.decorationStyle, node.children.count > 1 {
                    let label = style.label
                    let decoration = node.children[1]
                    let decorationItems = visibleItems(below: [decoration])
                    if decorationItems.isEmpty {
                        // Nothing visible behind or in front: nothing to show.
                    } else if !style.isSection, decorationItems.count == 1,
                        visibleItems(below: decorationItems[0].node.children).isEmpty,
                        decorationItems[0].sections.isEmpty
                    {
                        added.append(".\(label)(\(line(for: decorationItems[0])))")
                    } else {
                        addedSections.append((".\(label)", decoration))
                    }
                }
                if let content = node.children.first {
                    // A modifier that adds nothing passes its box on; most lines inherit no
                    // attributes, and no array is made to join none.
                    var passed = extras
                    if !added.isEmpty || addedSections.count != inheritedSections.count {
                        let inheritedAttributes = extras?.attributes ?? []
                        passed = LineExtras.make(
                            inheritedAttributes.isEmpty ? added : added + inheritedAttributes,
                            addedSections, extras?.transitionNote)
                    }
                    pending.append((content, passed, origin ?? node))
                }
            }
        }
    }
}
