/// The tree as the structured renderers see it: its lines (as ``TreeRenderer`` prints them),
/// and the flows between them: each environment value a view read, from the line of the view
/// or modifier that wrote it (values flow **down**), and each preference value, from the line
/// that wrote it to the line of the nearest reader above (values flow **up**).
@MainActor
struct FlowGraph {
    /// An environment value a line read, and the line whose write it sees (`nil`: the key's
    /// default, or a value the window itself provides; the reader's own index when a modifier
    /// folded into its line wrote it).
    struct EnvironmentFlow {
        let key: String
        let value: String
        let writer: Int?
        let reader: Int
    }

    /// A preference value a line's subtree wrote, and the line that reads it (`nil`: the
    /// window, for keys the window reads such as the navigation title).
    struct PreferenceFlow {
        let key: String
        let value: String
        let writer: Int
        let reader: Int?
    }

    let lines: [TreeRenderer.ExportedLine]
    let environmentFlows: [EnvironmentFlow]
    let preferenceFlows: [PreferenceFlow]

    init(root: _ViewNode, options: RenderOptions) {
        let lines = TreeRenderer(options: options).exportedLines(root)
        var lineOf: [ObjectIdentifier: Int] = [:]
        for line in lines {
            lineOf[ObjectIdentifier(line.node)] = line.index
            for node in line.folded { lineOf[ObjectIdentifier(node)] = line.index }
        }
        /// The line a node shows on: its own, or its nearest ancestor's.
        func lineIndex(of node: _ViewNode?) -> Int? {
            var cursor = node
            while let current = cursor {
                if let index = lineOf[ObjectIdentifier(current)] { return index }
                cursor = current.parent
            }
            return nil
        }
        var environment: [EnvironmentFlow] = []
        var preferences: [PreferenceFlow] = []
        for line in lines {
            var seen = Set<ObjectIdentifier>()
            for read in line.node.dependencies.environmentReads
            where !(read.keyType is any RuntimeEnvironmentKey.Type)
                && seen.insert(ObjectIdentifier(read.keyType)).inserted
            {
                let writer = read.entry?.origin.flatMap { lineIndex(of: $0) }
                environment.append(
                    EnvironmentFlow(
                        key: environmentKeyName(read.keyType),
                        value: ValueFormatter.format(read.value),
                        writer: writer, reader: line.index))
            }
            for writer in [line.node] + line.folded {
                guard let written = writer.ownWrittenPreference else { continue }
                let key = written.key
                // Up to the nearest node that reads the key; a writer that replaces the key
                // on the way (P4) means this value never arrives above it.
                var reader: _ViewNode? = writer.parent
                var replaced = false
                while let candidate = reader,
                    candidate.preferenceProvenance?.readsPreference(key) != true
                {
                    if let above = candidate.ownWrittenPreference, above.key === key,
                        above.replacesContent
                    {
                        replaced = true
                        break
                    }
                    reader = candidate.parent
                }
                if replaced { continue }
                let readerLine = reader.flatMap { lineIndex(of: $0) }
                guard readerLine != nil || key.isReadByWindows else { continue }
                let value = writer.combinedPreference(key) ?? key.defaultValue()
                preferences.append(
                    PreferenceFlow(
                        key: key.name, value: ValueFormatter.format(value), writer: line.index,
                        reader: readerLine))
            }
        }
        self.lines = lines
        environmentFlows = environment
        preferenceFlows = preferences
    }
}
