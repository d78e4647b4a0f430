import Testing

@testable import Canopy

/// The list of values a node's subtree produced (P2): its first value is kept in two fields and
/// the others in an array made only for a second key; whatever holds them, the list keeps the
/// order its keys were added in, and its comparisons and the preference store's in-place reads
/// answer as the list read whole does.
@MainActor
@Suite("P2: a subtree's preference values keep their keys' order however they are stored")
struct PreferenceValuesTests {
    struct FirstKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }
    struct SecondKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }
    struct ThirdKey: PreferenceKey {
        static let defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) {
            value.append(contentsOf: nextValue())
        }
    }

    let first = AnyPreferenceKey.of(FirstKey.self)
    let second = AnyPreferenceKey.of(SecondKey.self)
    let third = AnyPreferenceKey.of(ThirdKey.self)

    private func names(_ values: PreferenceValues) -> [String] {
        values.items.map { "\($0.key.name)=\($0.value)" }
    }

    @Test("P2: values are listed in the order their keys were added; removing the first keeps it")
    func order() {
        var values = PreferenceValues()
        #expect(values.isEmpty && values.count == 0 && values.items.isEmpty)
        values.append(first, 1)
        values.append(second, "b")
        values[third] = [3]
        #expect(names(values) == ["first=1", "second=b", "third=[3]"])
        #expect(values.count == 3)
        values[first] = nil
        #expect(names(values) == ["second=b", "third=[3]"])
        #expect(values[first] == nil && values[second] as? String == "b")
        values[third] = nil
        values[second] = "c"
        #expect(names(values) == ["second=c"])
        values[second] = nil
        #expect(values.isEmpty && values.items.isEmpty)
        values.set(first, 1)
        values.set(second, "b")
        values.set(first, 2)
        values.set(second, "c")
        #expect(names(values) == ["first=2", "second=c"])
    }

    @Test("P2: two lists are equal when they hold the same keys with equal values, in any order")
    func equality() {
        var one = PreferenceValues()
        one.append(first, 1)
        one.append(second, "b")
        var other = PreferenceValues()
        other.append(second, "b")
        other.append(first, 1)
        #expect(one.isEqual(to: other) && other.isEqual(to: one))
        other[first] = 2
        #expect(!one.isEqual(to: other))
        other[first] = nil
        #expect(!one.isEqual(to: other) && !other.isEqual(to: one))
        #expect(PreferenceValues().isEqual(to: PreferenceValues()))
        #expect(!PreferenceValues().isEqual(to: one) && !one.isEqual(to: PreferenceValues()))
    }

    @Test("P2: the store's in-place reads answer as its subscript does")
    func storeReads() {
        let host = ViewHost(
            VStack {
                Text("a").preference(key: FirstKey.self, value: 1)
                Text("b")
            }
            .onPreferenceChange(FirstKey.self) { _ in })
        let pass = host.graph.preferencePass
        var pending: [_ViewNode] = [host.graph.root]
        var producing: [_ViewNode] = []
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            let whole = pass.outputs[node]
            let producesNothing = pass.outputs.producesNothing(node)
            #expect(producesNothing == whole.isEmpty)
            #expect(pass.outputs.value(of: node, for: first) as? Int == whole[first] as? Int)
            let differsFromItself = pass.outputs.differ(node, from: whole)
            #expect(!differsFromItself)
            var changed = whole
            changed[first] = 7
            let differsFromChanged = pass.outputs.differ(node, from: changed)
            #expect(differsFromChanged)
            if !whole.isEmpty { producing.append(node) }
        }
        // The text that writes, and each node above it up to the reader's content.
        #expect(producing.count >= 2)
    }

    @Test("A reader list keeps its order and removals as its second reader makes room for more")
    func inlineFirstArray() {
        var list = InlineFirstArray<Int>()
        for value in 0..<11 { list.append(value, tailCapacity: 8) }
        #expect(Array(list) == Array(0..<11))
        list.removeLast()
        list[3] = 30
        #expect(Array(list) == [0, 1, 2, 30, 4, 5, 6, 7, 8, 9])
        list.removeAll()
        #expect(list.isEmpty)
        list.append(1, tailCapacity: 8)
        list.append(2)
        #expect(Array(list) == [1, 2])
    }
}
