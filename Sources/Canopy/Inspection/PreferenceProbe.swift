/// The value a subtree produces for a preference key, for inspection: what an
/// `onPreferenceChange` attached at that view would receive (values flow **up**, P1–P5).
extension _ViewNode {
    /// The combined value this node's subtree produces for `key`, or the key's default when
    /// nothing in it wrote the key. The window is first asked for every written key, so where
    /// the graph keeps a value it is the graph's own; below a writer that replaces its content
    /// (P4), where nothing is kept, the subtree is combined here the same way (P2, P3).
    package func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        graph.observeAllPreferences()
        graph.flush()
        precondition(isMounted, "The view left its tree while its preference was asked for")
        let erased = AnyPreferenceKey.of(key)
        return (withModifiers.combinedPreference(erased) as? Key.Value) ?? Key.defaultValue
    }

    /// The outermost of the built-in modifiers applied directly to this node's view (the
    /// node itself when there are none): what the view produces includes what they write, as
    /// its rendered line includes their attributes.
    var withModifiers: _ViewNode {
        var top: _ViewNode = self
        while let parent = top.parent, parent.renderRole == .attribute,
            parent.children.first === top
        {
            top = parent
        }
        return top
    }

    /// The subtree's value for `key`, `nil` when nothing in it wrote the key: kept outputs
    /// where the node was asked for the key, otherwise the children folded in tree order and
    /// the node's own write applied. Iterative, children before parents.
    func combinedPreference(_ key: AnyPreferenceKey) -> Any? {
        var results: [ObjectIdentifier: Any] = [:]
        var pending: [(node: _ViewNode, expanded: Bool)] = [(self, false)]
        while let (node, expanded) = pending.popLast() {
            if node.requestedPreferences.contains(key) {
                if let kept = node.preferenceOutputs[key] { results[ObjectIdentifier(node)] = kept }
                continue
            }
            if !expanded {
                pending.append((node, true))
                for child in node.children.reversed() { pending.append((child, false)) }
                continue
            }
            var combined: Any?
            for child in node.children {
                guard let value = results.removeValue(forKey: ObjectIdentifier(child)) else {
                    continue
                }
                if var accumulated = combined {
                    key.reduce(&accumulated, value)
                    combined = accumulated
                } else {
                    combined = value
                }
            }
            if combined == nil && node.fillsInDefaultPreferences { combined = key.defaultValue() }
            var values = PreferenceValues()
            let replaces =
                node.ownWrittenPreference.map { $0.key === key && $0.replacesContent } ?? false
            if let combined, !replaces {
                values.append(key, combined)
            }
            node.applyOwnWrittenPreference(to: &values, key: key)
            if let value = values[key] { results[ObjectIdentifier(node)] = value }
        }
        return results[ObjectIdentifier(self)]
    }
}

/// Where the value a subtree produces for a preference key comes from: the writers inside it,
/// in tree order (the order `reduce` combines them, P2), each with its own value or transform,
/// and the writers whose values never arrive because a writer above them replaces its
/// content's value (P4). Values flow **up**.
public struct PreferenceExplanation: CustomStringConvertible, Sendable {
    /// One writer of the key inside the subtree.
    public struct Writer: Sendable, Equatable {
        /// `.preference(key: Key.self, value: …)`, or `.transformPreference(Key.self)`.
        public let writer: String
        /// The path of the view it modifies, ending in `#N` when the path names several views
        /// (siblings of one type): `canopy explain --at` takes it back.
        public let path: String
        /// The number (1-based, in this explanation) of the writer that replaces this one's
        /// value, or `nil` when the value reaches the subtree's root.
        public let replacedBy: Int?
    }

    /// The key's name as the renderer prints it (`navigationTitle`).
    public let key: String
    /// The path of the view whose subtree is explained (`#N` as for a writer's), or `window`
    /// for the whole window's.
    public let viewPath: String
    /// The subtree's value, formatted (the key's default when nothing wrote it).
    public let value: String
    /// The writers inside the subtree, in tree order.
    public let writers: [Writer]

    /// The explanation as text: the view and its subtree's value, then each writer in tree
    /// order.
    public var description: String {
        var lines = ["\(key) from \(viewPath)", "  = \(value)"]
        if writers.isEmpty { lines.append("  nothing inside writes it: the default") }
        for (index, writer) in writers.enumerated() {
            var line = "  \(index + 1). \(writer.writer) at \(writer.path)"
            if let replacer = writer.replacedBy { line += " — replaced by \(replacer)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension _ViewNode {
    /// Explains the value this node's subtree produces for `key` (see
    /// ``PreferenceExplanation``).
    package func explainPreference<Key: PreferenceKey>(_ key: Key.Type) -> PreferenceExplanation {
        let value = preferenceValue(key)
        return withModifiers.explainPreference(
            AnyPreferenceKey.of(key), value: ValueFormatter.format(value), viewPath: explainedPath)
    }

    /// Explains the key named `name` (as the renderer prints it, or its type's name) for this
    /// node's subtree; `nil` when no writer in the graph writes a key of that name.
    package func explainPreference(keyNamed name: String) -> PreferenceExplanation? {
        guard
            let key = graph.writtenPreferenceKeys.keys.first(where: {
                $0.name == name || displayName(of: $0.keyType) == name
            })
        else { return nil }
        graph.observeAllPreferences()
        graph.flush()
        precondition(isMounted, "The view left its tree while its preference was explained")
        let top = withModifiers
        let value = top.combinedPreference(key) ?? key.defaultValue()
        return top.explainPreference(
            key, value: ValueFormatter.format(value), viewPath: explainedPath)
    }

    /// How an explanation names the view whose subtree it explains: its path, `#N` telling it
    /// from views that share it; `window` for the window's root, which has no path.
    private var explainedPath: String { path.isEmpty ? "window" : distinctPath }

    private func explainPreference(_ key: AnyPreferenceKey, value: String, viewPath: String)
        -> PreferenceExplanation
    {
        let typeName = displayName(of: key.keyType)
        var writers: [PreferenceExplanation.Writer] = []
        // Preorder, carrying the number of the nearest replacing writer above.
        var pending: [(node: _ViewNode, replacedBy: Int?)] = [(self, nil)]
        while let (node, replacedBy) = pending.popLast() {
            var below = replacedBy
            if let written = node.ownWrittenPreference, written.key === key {
                let title: String
                if written.replacesContent {
                    var own = PreferenceValues()
                    node.applyOwnWrittenPreference(to: &own, key: key)
                    let value = own[key].map { ValueFormatter.format($0) } ?? "nil"
                    title = ".preference(key: \(typeName).self, value: \(value))"
                } else {
                    // A transform: what its content produced, and what it made of it.
                    let content = node.children.first?.combinedPreference(key)
                    var values = PreferenceValues()
                    if let content { values.append(key, content) }
                    node.applyOwnWrittenPreference(to: &values, key: key)
                    // Named as its modifier's type says, never by how its call name reads.
                    let modifier = (node.viewType as? any ModifiedContentType.Type)?.modifierType
                    let shown =
                        (modifier as? any PreferenceWriterNaming.Type)?.writerTitle(
                            keyName: typeName)
                        ?? node.provenanceFacet?.modifierCallName
                        ?? ".transformPreference(\(typeName).self)"
                    title =
                        "\(shown): " + ValueFormatter.format(content ?? key.defaultValue())
                        + " → " + ValueFormatter.format(values[key] ?? key.defaultValue())
                }
                writers.append(
                    PreferenceExplanation.Writer(
                        writer: title, path: node.firstLine.distinctPath,
                        replacedBy: replacedBy))
                if written.replacesContent, replacedBy == nil { below = writers.count }
            }
            for child in node.children.reversed() { pending.append((child, below)) }
        }
        return PreferenceExplanation(
            key: key.name, viewPath: viewPath, value: value, writers: writers)
    }
}

/// A modified view, asked for its modifier's type: how inspection finds what a built-in
/// modifier declares about itself from its node, whose view is the modified content.
protocol ModifiedContentType {
    static var modifierType: Any.Type { get }
}

extension ModifiedContent: ModifiedContentType {
    static var modifierType: Any.Type { Modifier.self }
}

/// A preference-writing modifier that a preference's explanation names otherwise than by its
/// call name (`.transformPreference(Key.self)`, as a person writes it).
protocol PreferenceWriterNaming {
    /// The writer as the explanation shows it, for the key whose type is named `keyName`.
    static func writerTitle(keyName: String) -> String
}

extension _PreferenceTransformModifier: PreferenceWriterNaming {
    static func writerTitle(keyName: String) -> String { ".transformPreference(\(keyName).self)" }
}
