/// One thing a host's views did in response to an update, in the order it happened: an
/// appear or disappear action, an `onChange` action, a task started or cancelled, an
/// `onPreferenceChange` delivery. Hosts keep the log (``ViewHost/events``) so tests can check
/// the order in which SwiftUI's callbacks run (D3) and what a reader received.
public struct HostEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Equatable, Sendable {
        /// An `onAppear` action ran.
        case appear
        /// An `onDisappear` action ran.
        case disappear
        /// An `onChange(of:)` action ran (its `initial` run included).
        case change
        /// A `task` started (on appear, or because its `id` changed).
        case taskStart
        /// A `task` was cancelled (its view left, or its `id` changed).
        case taskCancel
        /// An `onPreferenceChange` action received a value.
        case preferenceChange
        /// A `sensoryFeedback` modifier's trigger changed and its feedback played (the
        /// detail names the feedback).
        case sensoryFeedback
    }

    /// What happened.
    public let kind: Kind
    /// The path of the view whose modifier ran (the view it modifies).
    public let path: String
    /// What the callback received: `old → new` for a change, the key and value for a
    /// preference delivery; empty for the others.
    public let detail: String
    /// The position in its host's sequence of events, which orders the events of an app's
    /// windows (each host counts its own, from 1).
    public let sequence: Int

    /// `appear VStack/Text`, `change VStack/Toggle: false → true`.
    public var description: String {
        detail.isEmpty ? "\(kind.rawValue) \(path)" : "\(kind.rawValue) \(path): \(detail)"
    }
}

/// Numbers the events of one host: a bare view's, or an app's and all of its windows' (their
/// graphs share one), so sequences order an app's events and two hosts never see each other's.
@MainActor
final class EventClock {
    private var last = 0

    /// The next number in the sequence.
    func tick() -> Int {
        last += 1
        return last
    }
}

extension ViewGraph {
    /// The events logged so far, oldest first.
    var events: [HostEvent] {
        get { eventLog.events }
        set { eventLog.events = newValue }
    }

    /// Whether callbacks are logged.
    var recordsEvents: Bool {
        get { eventLog.isRecording }
        set { eventLog.isRecording = newValue }
    }

    /// What numbers the events (see ``EventClock``).
    var eventClock: EventClock {
        get { eventLog.clock }
        set { eventLog.clock = newValue }
    }

    /// How many events the log dropped to stay within its limit.
    var droppedEvents: Int { eventLog.dropped }

    /// Appends an event for the view `node` modifies, when events are recorded.
    func logEvent(
        _ kind: HostEvent.Kind, at node: _ViewNode, _ detail: @autoclosure () -> String = ""
    ) {
        guard recordsEvents else { return }
        logEvent(kind, path: node.pathOfFirstLine, detail())
    }

    /// Appends an event for the view at `path`, when events are recorded.
    func logEvent(
        _ kind: HostEvent.Kind, path: @autoclosure () -> String,
        _ detail: @autoclosure () -> String = ""
    ) {
        guard eventLog.isRecording else { return }
        eventLog.append(kind, path: path(), detail: detail())
    }
}
