/// What a subtree contributes to the accessibility tree: its items in reading order, cached per
/// node by the collector. An immutable rope rather than an array: joining a node's children
/// shares their lists instead of copying every element into every ancestor, so a label change
/// in a long list costs the list's fan-out once plus the path to the root, and "did it change"
/// first compares shared lists by identity.
struct AccessibilityItems: Equatable, Sendable {
    private indirect enum Storage: Sendable {
        case empty
        case one(AccessibilityItem)
        case joined(Parts)
    }

    /// The joined children's items, shared between a node's output and its ancestors'.
    private final class Parts: Sendable {
        let parts: [AccessibilityItems]
        /// How many items the parts hold together, hidden marks included.
        let count: Int
        init(_ parts: [AccessibilityItems]) {
            self.parts = parts
            count = parts.reduce(0) { $0 + $1.count }
        }
    }

    private let storage: Storage
    /// Whether these are a modal presentation's (a presented sheet): joined with others, the
    /// last modal items are all that remains (D44: only the front-most presentation is
    /// reachable).
    private(set) var isModal = false

    private init(storage: Storage) { self.storage = storage }

    /// No items.
    static let empty = AccessibilityItems(storage: .empty)

    /// One item.
    init(_ item: AccessibilityItem) { storage = .one(item) }

    /// `items` in order.
    init(_ items: [AccessibilityItem]) {
        switch items.count {
        case 0: storage = .empty
        case 1: storage = .one(items[0])
        default: storage = .joined(Parts(items.map { AccessibilityItems($0) }))
        }
    }

    /// The parts one after the other; a lone non-empty part is shared as it is.
    init(joining parts: [AccessibilityItems]) {
        if let modal = parts.last(where: \.isModal) {
            self = modal
            return
        }
        let nonEmpty = parts.filter { !$0.isEmpty }
        switch nonEmpty.count {
        case 0: storage = .empty
        case 1: self = nonEmpty[0]
        default: storage = .joined(Parts(nonEmpty))
        }
    }

    /// These items, marked as a modal presentation's.
    func asModal() -> AccessibilityItems {
        var copy = self
        copy.isModal = true
        return copy
    }

    /// Whether there is no item at all (a hidden view's mark counts as one).
    var isEmpty: Bool {
        if case .empty = storage { return true }
        return false
    }

    /// How many items there are, hidden marks included (``items``' count, without listing).
    var count: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .joined(let list): list.count
        }
    }

    /// The positions in ``items`` whose item differs from the one at the same position in
    /// `old`, with the new item, in order: found by walking both ropes together and skipping every shared list, so a
    /// change costs its path, not the list's length (D80). `nil` when the two differ in
    /// count or in how they are joined (then only a comparison item by item can tell).
    func changedPositions(from old: AccessibilityItems) -> [(
        position: Int, item: AccessibilityItem
    )]? {
        var changed: [(position: Int, item: AccessibilityItem)] = []
        var pending: [(new: AccessibilityItems, old: AccessibilityItems, start: Int)] = [
            (self, old, 0)
        ]
        while let (new, old, start) = pending.popLast() {
            guard new.count == old.count else { return nil }
            switch (new.storage, old.storage) {
            case (.empty, .empty):
                break
            case (.one(let a), .one(let b)):
                if a != b { changed.append((start, a)) }
            case (.joined(let a), .joined(let b)):
                guard a !== b else { break }
                guard a.parts.count == b.parts.count else { return nil }
                var offset = start
                for (part, oldPart) in zip(a.parts, b.parts) {
                    pending.append((part, oldPart, offset))
                    offset += part.count
                }
            default:
                return nil
            }
        }
        return changed.sorted { $0.position < $1.position }
    }

    /// The items in order, hidden marks included.
    var items: [AccessibilityItem] {
        var result: [AccessibilityItem] = []
        // An explicit stack: a long chain of joined lists must not recurse once per level.
        var pending: [AccessibilityItems] = [self]
        while let next = pending.popLast() {
            switch next.storage {
            case .empty: break
            case .one(let item): result.append(item)
            case .joined(let list): pending.append(contentsOf: list.parts.reversed())
            }
        }
        return result
    }

    /// The items a person can reach, hidden marks dropped.
    var reachable: [AccessibilityItem] { items.filter { $0.kind != .hidden } }

    /// Each item replaced by what `transform` makes of it (a modifier's properties applied to
    /// each element, D44).
    func map(_ transform: (AccessibilityItem) -> AccessibilityItem) -> AccessibilityItems {
        var result = AccessibilityItems(items.map(transform))
        result.isModal = isModal
        return result
    }

    static func == (lhs: AccessibilityItems, rhs: AccessibilityItems) -> Bool {
        guard lhs.isModal == rhs.isModal else { return false }
        switch (lhs.storage, rhs.storage) {
        case (.empty, .empty): return true
        case (.one(let a), .one(let b)): return a == b
        case (.joined(let a), .joined(let b)): return a === b || a.parts == b.parts
        default: return false
        }
    }
}
