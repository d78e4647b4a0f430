/// A binding to a collection is a collection of bindings, one per element, as in SwiftUI:
/// `Toggle("All", sources: $alarms, isOn: \.isOn)`, `ForEach($items) { $item in … }`. Each
/// element's binding reads and writes the element at its index through the collection's
/// binding, so a write reaches the state that owns the collection.
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the elements' bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Iterates the elements' bindings.
    public func makeIterator() -> IndexingIterator<Binding<Value>> {
        IndexingIterator(_elements: self)
    }
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    // Bindings are read on the main actor, where views are evaluated; a collection's
    // requirements are not isolated, so the reads assume it.

    /// The bound collection, read as the main actor.
    private var collection: Value {
        nonisolated(unsafe) var value: Value?
        MainActor.assumeIsolated { value = wrappedValue }
        return value!
    }

    /// The first index of the bound collection.
    public var startIndex: Index { collection.startIndex }
    /// The index past the last element of the bound collection.
    public var endIndex: Index { collection.endIndex }
    /// The bound collection's indices.
    public var indices: Indices { collection.indices }
    /// A run of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>

    /// The index after `index`.
    public func index(after index: Index) -> Index { collection.index(after: index) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let collection = self
        // An index is a plain value; the closures run on the main actor only.
        nonisolated(unsafe) let position = position
        return Binding<Value.Element>(
            get: { collection.wrappedValue[position] },
            set: { collection.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection, Value: RandomAccessCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { collection.index(before: index) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id, so `ForEach($items)` identifies rows by their items.
    public var id: Value.ID {
        nonisolated(unsafe) var id: Value.ID?
        MainActor.assumeIsolated { id = wrappedValue.id }
        return id!
    }
}
