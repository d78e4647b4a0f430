/// What a graph's views did, in order (see ``HostEvent``), while logging is on: a part of the
/// graph with its own state, off unless a host asks, since an entry formats values and paths
/// that nothing else needs.
@MainActor
struct GraphEventLog {
    /// The most events a log keeps (it may briefly hold a tenth more): older ones are dropped
    /// (and counted) so a long-running host does not grow without bound.
    static let limit = 10_000

    /// The events kept, oldest first.
    var events: [HostEvent] = []
    /// Whether callbacks are logged.
    var isRecording = false
    /// What numbers the events (shared by an app's graphs, see ``EventClock``).
    var clock = EventClock()
    /// How many events the log dropped to stay within ``limit``.
    private(set) var dropped = 0

    /// Appends an event, numbered by the clock.
    mutating func append(_ kind: HostEvent.Kind, path: String, detail: String) {
        events.append(HostEvent(kind: kind, path: path, detail: detail, sequence: clock.tick()))
        // Trimmed a tenth at a time, so a long log does not shift 10,000 entries per event.
        if events.count > Self.limit + Self.limit / 10 {
            let excess = events.count - Self.limit
            events.removeFirst(excess)
            dropped += excess
        }
    }
}
