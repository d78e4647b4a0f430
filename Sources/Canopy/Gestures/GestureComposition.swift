import Foundation

/// Combining gestures: both at once, one after the other, or one instead of the other.
extension Gesture {
    /// A gesture that recognizes this gesture and `other` at the same time: its value holds
    /// each one's, once it has one.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
        Self, Other
    > {
        SimultaneousGesture(self, other)
    }

    /// A gesture that recognizes `other` only once this gesture has ended (a long press, then a
    /// drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// A gesture that recognizes this gesture or, only if it fails, `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognized at the same time (``Gesture/simultaneously(with:)``).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The values of the two gestures: each `nil` until that gesture has one.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// A composed gesture is primitive.
    public typealias Body = Never

    /// Follows both.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, then another (``Gesture/sequenced(before:)``).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized once the first ended.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Where the sequence is.
    public enum Value {
        /// The first gesture runs, with its value.
        case first(First.Value)
        /// The first gesture ended with its value; the second's, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// A composed gesture is primitive.
    public typealias Body = Never

    /// Follows the first, then the second.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SequenceRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, or the other if it fails (``Gesture/exclusively(before:)``).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that takes precedence.
    public var first: First
    /// The gesture recognized only if the first fails.
    public var second: Second

    /// `first`, or `second` if `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Which gesture was recognized, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// A composed gesture is primitive.
    public typealias Body = Never

    /// Follows both; the second counts only once the first failed.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A recognizer made of two others.
class PairRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    let first: _GestureRecognizer<A>
    let second: _GestureRecognizer<B>

    init(_ first: _GestureRecognizer<A>, _ second: _GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }

    override var nextDeadline: Date? {
        [first.nextDeadline, second.nextDeadline].compactMap { $0 }.min()
    }

    override var isLongPress: Bool { first.isLongPress || second.isLongPress }
    override var pressDuration: TimeInterval { max(first.pressDuration, second.pressDuration) }
    override var tapCount: Int { max(first.tapCount, second.tapCount) }
}

/// Both at once: active once either is, ended when both are over and one ended.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>:
    PairRecognizer<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value>
{
    override func update(_ event: TouchEvent, _ context: GestureContext) {
        first.update(event, context)
        second.update(event, context)
        let statuses = (first.status, second.status)
        let recognized = { (status: RecognizerStatus) in status == .active || status == .ended }
        if statuses == (.failed, .failed) {
            status = .failed
        } else if statuses.0.isFinished && statuses.1.isFinished {
            status = .ended
        } else if recognized(statuses.0) || recognized(statuses.1) {
            status = .active
        } else {
            status = .possible
        }
        if recognized(statuses.0) || recognized(statuses.1) {
            value = .init(
                first: recognized(statuses.0) ? first.value : nil,
                second: recognized(statuses.1) ? second.value : nil)
        }
    }

    override func deliver() {
        first.deliver()
        second.deliver()
    }

    override var claimsTouch: Bool {
        status != .failed && (first.claimsTouch || second.claimsTouch)
    }

    override var gestureDescription: String {
        "\(first.gestureDescription).simultaneously(with: \(second.gestureDescription))"
    }
}

/// The first, then the second: the second follows the touch only once the first ended (and,
/// when the first ends with fingers down, starts from where they are).
final class SequenceRecognizer<First: Gesture, Second: Gesture>:
    PairRecognizer<First.Value, Second.Value, SequenceGesture<First, Second>.Value>
{
    override func update(_ event: TouchEvent, _ context: GestureContext) {
        if first.status != .ended {
            first.update(event, context)
            if first.status == .ended, event.kind != .up, event.kind != .finish,
                !event.points.isEmpty
            {
                // The fingers that finished the first gesture begin the second.
                second.update(
                    TouchEvent(kind: .down, points: event.points, time: event.time), context)
            }
        } else {
            second.update(event, context)
        }
        switch (first.status, second.status) {
        case (.possible, _): status = .possible
        case (.failed, _): status = .failed
        case (.active, _):
            status = .active
            if let value = first.value { self.value = .first(value) }
        case (.ended, let secondStatus):
            status = secondStatus == .possible ? .active : secondStatus
            if let value = first.value {
                self.value = .second(value, secondStatus == .possible ? nil : second.value)
            }
        }
    }

    override func deliver() {
        first.deliver()
        if first.status == .ended { second.deliver() }
    }

    override var claimsTouch: Bool {
        status != .failed && (first.status == .ended || first.claimsTouch)
    }

    override var gestureDescription: String {
        "\(first.gestureDescription).sequenced(before: \(second.gestureDescription))"
    }
}

/// The first, or the second once the first failed; the second is cancelled when the first is
/// recognized.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>:
    PairRecognizer<First.Value, Second.Value, ExclusiveGesture<First, Second>.Value>
{
    override func update(_ event: TouchEvent, _ context: GestureContext) {
        first.update(event, context)
        if !secondCancelled { second.update(event, context) }
        if first.claimsTouch {
            // The first is recognized: the second can no longer be.
            if !secondCancelled {
                secondCancelled = true
                second.cancel()
            }
            status = first.status
            if let value = first.value { self.value = .first(value) }
        } else if first.status == .failed {
            status = second.status
            if let value = second.value { self.value = .second(value) }
        } else {
            // Undecided, or pressed but not yet a long press: its value, if any, flows.
            status = first.status
            if let value = first.value { self.value = .first(value) }
        }
    }

    private var secondCancelled = false

    override var claimsTouch: Bool {
        status != .failed
            && (first.claimsTouch || (first.status == .failed && second.claimsTouch))
    }

    override func deliver() {
        first.deliver()
        if first.status == .failed { second.deliver() }
    }

    override var gestureDescription: String {
        "\(first.gestureDescription).exclusively(before: \(second.gestureDescription))"
    }
}
