/// What the app host remembers of its event log beyond its open windows and its own graph:
/// whether windows log, and what closed windows logged. A part of the app host, with its own
/// state (see ``AppHost/events``).
struct AppEventLog {
    /// Whether windows log their views' callbacks, those opened later included.
    var isRecording = false
    /// What numbers the events of the app and all its windows, across relaunches.
    let clock = EventClock()
    /// What closed windows logged while they were open.
    private(set) var fromClosedWindows: [HostEvent] = []

    /// Keeps a closing window's events, when recording.
    mutating func keep(_ events: [HostEvent]) {
        if isRecording { fromClosedWindows += events }
    }

    /// Starts an empty log.
    mutating func clear() { fromClosedWindows = [] }
}
