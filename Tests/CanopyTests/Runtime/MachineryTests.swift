import CanopyTesting
import Testing

@testable import Canopy

/// The runtime's parts on their own, apart from the rules they serve.
@MainActor
@Suite("Machinery: reader lists, key masks, layouts, provenance")
struct MachineryTests {
    struct Leaf: View {
        var body: some View { Text("leaf") }
    }

    /// Three mounted nodes to register as readers.
    func nodes() throws -> (ViewHost, [_ViewNode]) {
        let host = ViewHost(
            VStack {
                Leaf(); Leaf(); Leaf()
            })
        let leaves = host.allNodes().filter { $0.viewType == Leaf.self }
        try #require(leaves.count == 3)
        return (host, leaves)
    }

    @Test("A reader list removes by swapping the last registration in and re-points its record")
    func readerListSwapRemove() throws {
        let (host, leaves) = try nodes()
        let entry = EnvironmentEntry(keyType: KKey.self, value: "x", next: nil)
        for (index, leaf) in leaves.enumerated() {
            let record = leaf.dependencies.records.count
            let position = entry.dependents.add(leaf, record: record)
            #expect(position == index)
            leaf.dependencies.records.append(
                DependencyRecord(keyType: KKey.self, entry: entry, listIndex: position))
        }
        // Remove the first: the last moves into its place and learns its new index.
        let first = try #require(leaves[0].dependencies.records.last)
        let record = leaves[0].dependencies.records.count - 1
        // A stale removal (another record, another node) removes nothing.
        entry.dependents.remove(
            at: first.listIndex, node: leaves[1], record: record, kind: .environment)
        entry.dependents.remove(at: 7, node: leaves[0], record: record, kind: .environment)
        #expect(entry.dependents.nodes.count == 3)
        entry.dependents.remove(
            at: first.listIndex, node: leaves[0], record: record, kind: .environment)
        leaves[0].dependencies.records.removeLast()
        #expect(
            entry.dependents.nodes.map(ObjectIdentifier.init)
                == [leaves[2], leaves[1]].map(ObjectIdentifier.init))
        #expect(leaves[2].dependencies.records.last?.listIndex == 0)
        #expect(leaves[1].dependencies.records.last?.listIndex == 1)
        _ = host
    }

    @Test("A dependency record is two words and tells each kind of read back")
    func dependencyRecord() {
        // Every reading node keeps a record per read (a leaf with three `@Environment`
        // properties and a `@State` keeps four): a third word per record made that list a
        // size class larger.
        #expect(MemoryLayout<DependencyRecord>.stride == 16)
        let entry = EnvironmentEntry(keyType: KKey.self, value: "x", next: nil)
        let answered = DependencyRecord(keyType: KKey.self, entry: entry, listIndex: 3)
        #expect(answered.keyType.map(ObjectIdentifier.init) == ObjectIdentifier(KKey.self))
        #expect(answered.entry === entry)
        #expect(answered.location == nil)
        #expect(answered.kind == .environment)
        #expect(answered.listIndex == 3)
        #expect(answered.reads(KKey.self, entry: entry))
        #expect(!answered.reads(KKey.self, entry: nil))
        var defaulted = DependencyRecord(keyType: KKey.self, entry: nil, listIndex: -1)
        #expect(defaulted.keyType.map(ObjectIdentifier.init) == ObjectIdentifier(KKey.self))
        #expect(defaulted.entry == nil)
        #expect(defaulted.listIndex == -1)
        #expect(defaulted.reads(KKey.self, entry: nil))
        #expect(!defaulted.reads(Int.self, entry: nil))
        #expect(!defaulted.reads(KKey.self, entry: entry))
        defaulted.listIndex = 1 << 20
        #expect(defaulted.listIndex == 1 << 20)
    }

    @Test("A type table finds every type it holds, through growth, and nothing else")
    func typeTable() {
        // Nested arrays give as many distinct types as needed, made at run time.
        func nested<T>(_: T.Type, levels: Int, into types: inout [Any.Type]) {
            types.append(T.self)
            if levels > 0 { nested([T].self, levels: levels - 1, into: &types) }
        }
        var types: [Any.Type] = []
        nested(Int.self, levels: 150, into: &types)
        var table = TypeTable<Int>()
        for (index, type) in types.enumerated().dropLast() { table[type] = index }
        table[types[3]] = -3
        for (index, type) in types.enumerated().dropLast() {
            #expect(table[type] == (index == 3 ? -3 : index))
        }
        #expect(table[types[types.count - 1]] == nil)
        #expect(table[String.self] == nil)
    }

    @Test("Key masks: a key whose bit is clear is answered by its default without a walk")
    func keyMasks() {
        var values = EnvironmentValues()
        values[KKey.self] = "k"
        values[NKey.self] = 3
        let head = values.head!
        #expect(head.keyMask & EnvironmentEntry.bit(for: ObjectIdentifier(NKey.self)) != 0)
        #expect(head.keyMask & EnvironmentEntry.bit(for: ObjectIdentifier(KKey.self)) != 0)
        #expect(
            head.keyMask == EnvironmentEntry.bit(for: ObjectIdentifier(NKey.self))
                | head.next!.keyMask)
        #expect(values[KKey.self] == "k")
        #expect(values[OtherStringKey.self] == "default")
        // The same key always maps to the same single bit.
        let bit = EnvironmentEntry.bit(for: ObjectIdentifier(KKey.self))
        #expect(
            bit.nonzeroBitCount == 1
                && bit == EnvironmentEntry.bit(for: ObjectIdentifier(KKey.self)))
    }

    struct Fields: View {
        let number: Int
        let object: Box
        let nested: Nested
        var body: some View { EmptyView() }
    }
    struct Nested { let name: String }
    final class Box {}
    struct WithClosure: View {
        let action: () -> Void
        var body: some View { EmptyView() }
    }

    @Test(
        "Type layouts compare Equatable fields with ==, classes by identity, structs field by field, closures as changed"
    )
    func layoutComparators() {
        let box = Box()
        let a = Fields(number: 1, object: box, nested: Nested(name: "a"))
        #expect(ViewInputs.equal(a, Fields(number: 1, object: box, nested: Nested(name: "a"))))
        #expect(!ViewInputs.equal(a, Fields(number: 2, object: box, nested: Nested(name: "a"))))
        #expect(!ViewInputs.equal(a, Fields(number: 1, object: Box(), nested: Nested(name: "a"))))
        #expect(!ViewInputs.equal(a, Fields(number: 1, object: box, nested: Nested(name: "b"))))
        let closure = WithClosure {}
        #expect(!ViewInputs.equal(closure, closure))
        #expect(ValueEquality.equalAny(Optional(box) as Any, Optional(box) as Any))
        #expect(!ValueEquality.equalAny(Optional(box) as Any, Optional(Box()) as Any))
        #expect(ValueEquality.equalAny(Optional<Box>.none as Any, Optional<Box>.none as Any))
    }

    struct ReadsK: View {
        @Environment(\.k) var k
        var body: some View { Text(k) }
    }

    @Test("Provenance: each environment read knows the node that wrote it")
    func environmentOrigin() throws {
        let host = ViewHost(
            VStack {
                ReadsK().environment(\.k, "x"); ReadsK()
            })
        let readers = host.allNodes().filter { $0.viewType == ReadsK.self }
        try #require(readers.count == 2)
        let writer = try #require(readers[0].environmentOrigin(of: KKey.self))
        #expect(writer.renderRole == .attribute && writer.children.first === readers[0])
        #expect(readers[1].environmentOrigin(of: KKey.self) == nil)
        let window = try #require(readers[1].environmentOrigin(of: ColorSchemeKey.self))
        #expect(window.parent === host.graph.root)
    }

    @Test(
        "Provenance (P4, P5): the writers whose values reach a node, a replacing writer hiding its content's"
    )
    func preferenceContributors() throws {
        let host = ViewHost(
            VStack {
                VStack {
                    Text("a").preference(key: SumKey.self, value: 1)
                    Text("b").preference(key: SumKey.self, value: 2)
                }
                .preference(key: SumKey.self, value: 99)
                Text("c").preference(key: SumKey.self, value: 3)
                    .transformPreference(SumKey.self) { $0 += 1 }
            }
            .onPreferenceChange(SumKey.self) { _ in })
        let key = AnyPreferenceKey.of(SumKey.self)
        // The reader asks its content for the key; start there.
        let reader = try #require(host.graph.root.children.first?.children.first)
        let contributors = reader.preferenceContributors(of: key)
        let values = contributors.map { $0.pathOfFirstLine }
        #expect(values == ["VStack/VStack", "VStack/Text", "VStack/Text"])
        #expect(contributors.count == 3)
    }
}
