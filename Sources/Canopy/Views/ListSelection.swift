/// A list's selection, type-erased: which row values are selected, and selecting one.
struct ListSelection: @unchecked Sendable {
    private let box: any ListSelectionBox

    init<V: Hashable>(_ binding: Binding<V?>) { box = SingleSelection(binding: binding) }
    init<V: Hashable>(_ binding: Binding<Set<V>>) { box = MultipleSelection(binding: binding) }

    @MainActor func selected() -> Set<AnyHashable> { box.selected() }
    @MainActor func select(_ value: AnyHashable) -> Bool { box.select(value) }
    /// Makes `value` the only selected one (a tap outside edit mode, D79).
    @MainActor func selectOnly(_ value: AnyHashable) -> Bool { box.selectOnly(value) }
    /// Whether the binding is a set: several rows can be selected (D79).
    var allowsMultiple: Bool { box is any MultipleSelectionBox }
}

/// A selection of several rows.
private protocol MultipleSelectionBox {}
extension MultipleSelection: MultipleSelectionBox {}

private protocol ListSelectionBox {
    @MainActor func selected() -> Set<AnyHashable>
    @MainActor func select(_ value: AnyHashable) -> Bool
    @MainActor func selectOnly(_ value: AnyHashable) -> Bool
}

extension ListSelectionBox {
    @MainActor func selectOnly(_ value: AnyHashable) -> Bool { select(value) }
}

private struct SingleSelection<V: Hashable>: ListSelectionBox {
    let binding: Binding<V?>
    @MainActor func selected() -> Set<AnyHashable> {
        binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    }
    @MainActor func select(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? V else { return false }
        binding.wrappedValue = typed
        return true
    }
}

private struct MultipleSelection<V: Hashable>: ListSelectionBox {
    let binding: Binding<Set<V>>
    @MainActor func selected() -> Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for value in binding.wrappedValue { result.insert(AnyHashable(value)) }
        return result
    }
    @MainActor func selectOnly(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? V else { return false }
        if binding.wrappedValue != [typed] { binding.wrappedValue = [typed] }
        return true
    }

    /// Selecting a selected row deselects it, as in an editing list.
    @MainActor func select(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? V else { return false }
        if binding.wrappedValue.contains(typed) {
            binding.wrappedValue.remove(typed)
        } else {
            binding.wrappedValue.insert(typed)
        }
        return true
    }
}
