/// Why a view sees the environment value it sees: every write of the key on the way down to
/// it, nearest first, each with who made it, where, what it wrote, and whether it read the
/// value it replaced (a `transformEnvironment`, or a custom modifier that merges into the
/// inherited value) or overrode it. Values flow **down**: the nearest write is in effect (E4).
///
///     \.checkedButtonStyle at App/VStack/CheckedButton
///       = CheckedButtonStyle(labelForegroundColor: yellow, …)
///     1. .modifier(CheckedButtonStyleModifier) at App/VStack/CheckedButtonStyleModifier
///        read CheckedButtonStyle(labelForegroundColor: red, …) (from 2), wrote CheckedButtonStyle(labelForegroundColor: yellow, …)
///     2. …
///     default CheckedButtonStyle(labelForegroundColor: white, …)
public struct EnvironmentExplanation: CustomStringConvertible, Sendable {
    /// One write of the key above the view.
    public struct Write: Sendable, Equatable {
        /// Who made it: `.environment(\.key, value)`, `.transformEnvironment(\.key)`, or the
        /// custom modifier (`.modifier(Name)`) or container whose body made the write.
        public let writer: String
        /// Where the writer sits: the path of its line (`#N` when the path names several views).
        public let path: String
        /// The value written, formatted as the renderer prints values.
        public let value: String
        /// The value the writer read for the key before writing (the one it transformed or
        /// merged into), when it read one.
        public let read: String?
    }

    /// The key's name (`checkedButtonStyle`).
    public let key: String
    /// The path of the view the explanation is for, ending in `#N` when the path names several
    /// views (siblings of one type): `canopy explain --at` takes it back.
    public let viewPath: String
    /// The value the view sees, formatted.
    public let value: String
    /// The writes of the key on the way down to the view, nearest (in effect) first.
    public let writes: [Write]
    /// The key's default, formatted: what the farthest write replaced or transformed, and what
    /// the view sees when nothing wrote the key.
    public let defaultValue: String

    /// Whether the view sees the key's default (no write above it).
    public var isDefault: Bool { writes.isEmpty }

    /// The explanation as text: the view and its value, each write nearest first, then the
    /// default.
    public var description: String {
        var lines = ["\\.\(key) at \(viewPath)", "  = \(value)"]
        for (index, write) in writes.enumerated() {
            let number = index + 1
            lines.append("  \(number). \(write.writer) at \(write.path)")
            let source = index + 1 < writes.count ? "from \(number + 1)" : "the default"
            if let read = write.read {
                lines.append("     read \(read) (\(source)), wrote \(write.value)")
            } else {
                lines.append("     wrote \(write.value), overriding \(source)")
            }
        }
        lines.append("  default \(defaultValue)" + (writes.isEmpty ? " (in effect)" : ""))
        return lines.joined(separator: "\n")
    }
}

extension _ViewNode {
    /// Explains the value this node's view reads at `keyPath` (see
    /// ``EnvironmentExplanation``): one explanation per environment key the key path reads
    /// (a computed property may read several).
    package func explainEnvironment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>)
        -> [EnvironmentExplanation]
    {
        let tracker = EnvironmentReadTracker()
        var inherited = inheritedEnvironment
        inherited.tracker = tracker
        _ = inherited[keyPath: keyPath]
        var seen = Set<ObjectIdentifier>()
        return tracker.reads.compactMap { read in
            guard seen.insert(ObjectIdentifier(read.keyType)).inserted else { return nil }
            return explainEnvironment(keyType: read.keyType)
        }
    }

    /// Explains the value this node's view reads for one key type.
    package func explainEnvironment(keyType: Any.Type) -> EnvironmentExplanation {
        let id = ObjectIdentifier(keyType)
        var entries: [EnvironmentEntry] = []
        var cursor = inheritedEnvironment.head
        while let entry = cursor {
            if entry.keyID == id { entries.append(entry) }
            cursor = entry.next
        }
        let fallback = defaultValue(ofKey: keyType) as Any
        var writes: [EnvironmentExplanation.Write] = []
        for (index, entry) in entries.enumerated() {
            let replaced = index + 1 < entries.count ? entries[index + 1] : nil
            let writer = entry.origin.map(WriterAttribution.init)
            let read = writer?.readValue(of: id, replacing: replaced)
            writes.append(
                EnvironmentExplanation.Write(
                    writer: writer?.title ?? "(a writer no longer in the tree)",
                    path: writer?.path ?? "",
                    value: ValueFormatter.format(entry.value),
                    read: read.map { ValueFormatter.format($0 ?? fallback) }))
        }
        return EnvironmentExplanation(
            key: environmentKeyName(keyType), viewPath: distinctPath,
            value: ValueFormatter.format(entries.first?.value ?? fallback), writes: writes,
            defaultValue: ValueFormatter.format(fallback))
    }
}

/// Who a write belongs to, as the renderer shows it: a built-in modifier whose line is a
/// custom modifier's (its body wrapped `content` directly) belongs to that custom modifier;
/// any other write belongs to the modifier itself, on the line of the view it modifies.
@MainActor
private struct WriterAttribution {
    let writer: _ViewNode
    /// The custom modifier whose body made the write, if the write shows on its line.
    let owner: _ViewNode?

    init(_ writer: _ViewNode) {
        self.writer = writer
        var cursor = writer.parent
        while let node = cursor, node.renderRole == .attribute { cursor = node.parent }
        owner = cursor.flatMap { $0.carriesBodyAttributes ? $0 : nil }
    }

    var title: String {
        if let owner { return owner.lineTitle() }
        var attributes: [String] = []
        writer.addLineAttributes(into: &attributes)
        return attributes.first ?? writer.lineTitle()
    }

    var path: String { (owner ?? writer.firstLine).distinctPath }

    /// What the write read of the key before writing: `.some(value)` (`.some(nil)` for the
    /// default) when a transform, or the custom modifier that made the write, read the entry
    /// it replaces; `nil` when it overrode it. (A plain `.environment` write also reads the
    /// old value, through the key path's write-back, but does not use it.)
    func readValue(of id: ObjectIdentifier, replacing replaced: EnvironmentEntry?) -> Any?? {
        let readers = [
            writer.provenanceFacet?.transformsInheritedEnvironment == true ? writer : nil, owner,
        ]
        for node in readers.compactMap({ $0 }) {
            for read in node.dependencies.environmentReads
            where ObjectIdentifier(read.keyType) == id && read.entry === replaced {
                return .some(replaced?.value)
            }
        }
        return nil
    }
}

extension _ViewNode {
    /// The names of the environment keys this node's view read in its last evaluation (the
    /// runtime's own keys left out, as the renderer leaves them out).
    package var inspectedEnvironmentKeyNames: [String] {
        var names: [String] = []
        for read in dependencies.environmentReads
        where !(read.keyType is any RuntimeEnvironmentKey.Type) {
            let name = environmentKeyName(read.keyType)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Explains the value of the key named `name` (`checkedButtonStyle`) at this node: a key
    /// the node read, or one written above it. `nil` when the node neither reads nor inherits
    /// a key of that name.
    package func explainEnvironment(keyNamed name: String) -> EnvironmentExplanation? {
        for read in dependencies.environmentReads where environmentKeyName(read.keyType) == name {
            return explainEnvironment(keyType: read.keyType)
        }
        var cursor = inheritedEnvironment.head
        while let entry = cursor {
            if environmentKeyName(entry.keyType) == name {
                return explainEnvironment(keyType: entry.keyType)
            }
            cursor = entry.next
        }
        return nil
    }
}
