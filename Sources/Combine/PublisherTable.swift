import Foundation

/// The default publishers, one per live object: an object without a stored `objectWillChange`
/// has nowhere else to keep it. Entries of released objects are dropped as the table grows.
final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextSweep = 64
    private let lock = Lock()

    /// The publisher of `object`, created on first use. An entry whose object was released
    /// (and whose identifier a new object now reuses) is replaced.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        if entries.count >= nextSweep {
            entries = entries.filter { $0.value.object != nil }
            nextSweep = max(64, entries.count * 2)
        }
        return publisher
    }
}
