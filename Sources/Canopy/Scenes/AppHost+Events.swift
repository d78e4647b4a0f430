/// The app-wide event log: every window's, merged in the order the callbacks ran.
extension AppHost {
    /// Whether every open window logs its views' callbacks (see ``ViewHost/recordsEvents``);
    /// windows opened later log too. Turning it on starts an empty log.
    public var recordsEvents: Bool {
        get { eventLog.isRecording }
        set {
            if newValue && !eventLog.isRecording { eventLog.clear() }
            eventLog.isRecording = newValue
            if newValue && !graph.recordsEvents { graph.events = [] }
            graph.recordsEvents = newValue
            for window in openWindows { window.host.recordsEvents = newValue }
        }
    }

    /// The callbacks the windows' views and the app's scenes ran while ``recordsEvents`` was
    /// on, in the order they ran across windows, closed windows' included.
    public var events: [HostEvent] {
        (graph.events + eventLog.fromClosedWindows + openWindows.flatMap(\.host.events)).sorted {
            $0.sequence < $1.sequence
        }
    }
}
