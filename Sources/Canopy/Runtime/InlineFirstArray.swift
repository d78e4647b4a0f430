/// A list that keeps its first element inline and the rest in an array: most reader lists
/// (a `@State` location's) hold one element, and then cost no allocation of their own.
struct InlineFirstArray<Element>: RandomAccessCollection, MutableCollection {
    private var head: Element?
    private var tail: [Element] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : tail.count + 1 }

    subscript(position: Int) -> Element {
        get { position == 0 ? head! : tail[position - 1] }
        set {
            if position == 0 { head = newValue } else { tail[position - 1] = newValue }
        }
    }

    mutating func append(_ element: Element) {
        if head == nil { head = element } else { tail.append(element) }
    }

    /// Appends `element`, making the array of the elements after the first with room for
    /// `tailCapacity` of them when this is the second: a list that grows past two by appends
    /// would otherwise regrow its array at 1, 2, 4 and 8 elements.
    mutating func append(_ element: Element, tailCapacity: Int) {
        if head == nil {
            head = element
        } else {
            if tail.capacity == 0 { tail.reserveCapacity(tailCapacity) }
            tail.append(element)
        }
    }

    mutating func removeLast() {
        if tail.isEmpty { head = nil } else { tail.removeLast() }
    }

    mutating func removeAll() {
        head = nil
        tail.removeAll()
    }

    /// Calls `body` with the elements after the first, for a loop that reads them in place:
    /// a copy of an element holding a reference would retain and release it.
    func withTail<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try tail.withUnsafeBufferPointer(body)
    }
}
