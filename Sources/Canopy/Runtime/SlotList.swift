/// A node's storage slots (its `@State` locations, its `@StateObject` boxes, …): none, one
/// (held inline), or several (in an array). Most nodes with state have one slot, and an array of
/// one is an allocation of 40 bytes per such node, freed again at teardown; inline, it is
/// none. Both payloads are references, so the list is one word, like the array it replaces.
struct SlotList: Sequence {
    private enum Storage {
        case none
        case one(AnyObject)
        case many([AnyObject])
    }

    private var storage: Storage = .none

    init() {}

    var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let slots): slots.count
        }
    }

    /// The slot at `index`, or `nil` past the end.
    func slot(at index: Int) -> AnyObject? {
        switch storage {
        case .none: return nil
        case .one(let slot): return index == 0 ? slot : nil
        case .many(let slots): return index < slots.count ? slots[index] : nil
        }
    }

    /// Puts `slot` at `index`; the slots between the end and `index` (never read before their
    /// own property installs them, since slots are numbered in declaration order) hold `slot`
    /// too, as the array's growth loop did.
    mutating func set(_ slot: AnyObject, at index: Int) {
        switch storage {
        case .none where index == 0:
            storage = .one(slot)
        case .one where index == 0:
            storage = .one(slot)
        default:
            var slots = takeArray()
            while slots.count <= index { slots.append(slot) }
            slots[index] = slot
            storage = .many(slots)
        }
    }

    /// The slots as an array, leaving the list empty (so the array is uniquely held).
    private mutating func takeArray() -> [AnyObject] {
        let current = storage
        storage = .none
        switch current {
        case .none: return []
        case .one(let slot): return [slot]
        case .many(let slots): return slots
        }
    }

    /// Walks the slots by index, with no array made for a single slot.
    struct Iterator: IteratorProtocol {
        let list: SlotList
        var index = 0

        mutating func next() -> AnyObject? {
            defer { index += 1 }
            return list.slot(at: index)
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }
}
