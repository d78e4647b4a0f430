/// A node's children: none, one (held inline), or several (in an array). Most nodes have one
/// child (a custom view's body, a modifier's content), and an array of one is an allocation of
/// 48 bytes; inline, it is none. Both payloads are references, so the list is one word, like
/// the array it replaces.
struct ChildList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral
{
    private enum Storage {
        case none
        case one(_ViewNode)
        case many([_ViewNode])
    }

    private var storage: Storage

    init() { storage = .none }

    init(_ nodes: [_ViewNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    /// One child, with no array made on the way.
    init(single node: _ViewNode) { storage = .one(node) }

    init<S: Sequence>(_ elements: S) where S.Element == _ViewNode { self.init(Array(elements)) }

    init(arrayLiteral elements: _ViewNode...) { self.init(elements) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    var count: Int { endIndex }
    var isEmpty: Bool { if case .none = storage { true } else { false } }

    var first: _ViewNode? {
        switch storage {
        case .none: nil
        case .one(let node): node
        case .many(let nodes): nodes.first
        }
    }

    subscript(position: Int) -> _ViewNode {
        get {
            switch storage {
            case .one(let node):
                precondition(position == 0, "Index out of range")
                return node
            case .many(let nodes): return nodes[position]
            case .none: preconditionFailure("Index out of range")
            }
        }
        set {
            switch storage {
            case .one:
                precondition(position == 0, "Index out of range")
                storage = .one(newValue)
            case .many(var nodes):
                // Let go of the list first, so the array is uniquely held and changes in place.
                storage = .none
                nodes[position] = newValue
                storage = .many(nodes)
            case .none: preconditionFailure("Index out of range")
            }
        }
    }

    /// The children as an array (an allocation unless there are several).
    var array: [_ViewNode] {
        switch storage {
        case .none: []
        case .one(let node): [node]
        case .many(let nodes): nodes
        }
    }

    mutating func append(_ node: _ViewNode) {
        switch storage {
        case .none: storage = .one(node)
        case .one(let existing): storage = .many([existing, node])
        case .many(var nodes):
            storage = .none
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) { storage = .none }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == _ViewNode {
        var nodes = array
        storage = .none
        nodes.replaceSubrange(subrange, with: newElements)
        self = ChildList(nodes)
    }
}

extension ChildList {
    /// Appends the children to `array`, in order or last first, without going through a
    /// generic sequence (the graph's walks do this once per node).
    func appendAll(to array: inout [_ViewNode], reversed: Bool) {
        switch storage {
        case .none: break
        case .one(let node): array.append(node)
        case .many(let nodes):
            if reversed { array.append(contentsOf: nodes.reversed()) } else { array += nodes }
        }
    }
}

extension ChildList {
    /// Moves the children onto the end of `array`, last first (a walk that pops from the end
    /// then takes them in order), leaving the list empty. The children are moved, not copied:
    /// a copy retains each child and emptying the list releases it again, an atomic operation
    /// each on nodes a teardown has not touched yet.
    mutating func moveAllReversed(into array: inout [_ViewNode]) {
        let taken = storage
        storage = .none
        switch consume taken {
        case .none: break
        case .one(let node): array.append(node)
        case .many(var nodes):
            while let node = nodes.popLast() { array.append(node) }
        }
    }
}

extension Array where Element == _ViewNode {
    /// Appends `children` in order.
    mutating func append(children: ChildList) { children.appendAll(to: &self, reversed: false) }

    /// Appends `children` last first: a walk that pops from the end then takes them in order.
    mutating func append(childrenReversed children: ChildList) {
        children.appendAll(to: &self, reversed: true)
    }
}
