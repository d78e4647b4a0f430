import Foundation

/// The gesture callbacks: `onChanged`, `onEnded` and `map`. Values flow **up**: from the
/// recognized gesture to the closures of the view it is attached to, which run only once the
/// gesture has won against the others the touch reached (see ``View/gesture(_:including:)``).
extension Gesture {
    /// Adds an action to perform when the gesture ends, with its final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: action)
    }

    /// Returns a gesture that produces `body`'s result for each of this gesture's values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes while it runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: action)
    }
}

/// A gesture that runs an action when its content gesture ends (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture whose end runs the action.
    public var _body: Content
    let action: (Content.Value) -> Void

    /// The content's values.
    public typealias Value = Content.Value
    /// A callback gesture is primitive.
    public typealias Body = Never

    /// Follows the content, then runs the action when it ends.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = action
        return CallbackRecognizer(_body._makeRecognizer()) { recognizer in
            if recognizer.status == .ended, let value = recognizer.value { action(value) }
        }
    }
}

/// A gesture that runs an action each time its content gesture's value changes
/// (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture whose changes run the action.
    public var _body: Content
    let action: (Content.Value) -> Void

    /// The content's values.
    public typealias Value = Content.Value
    /// A callback gesture is primitive.
    public typealias Body = Never

    /// Follows the content, then runs the action for each new value while it is active.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = action
        var last: Value?
        return CallbackRecognizer(_body._makeRecognizer()) { recognizer in
            guard recognizer.status == .active, let value = recognizer.value, value != last else {
                return
            }
            last = value
            action(value)
        }
    }
}

/// A gesture whose values are its content's, transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The gesture whose values are transformed.
    public var _body: Content
    let transform: (Content.Value) -> Value

    /// A mapped gesture is primitive.
    public typealias Body = Never

    /// Follows the content, transforming each value.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MapRecognizer(_body._makeRecognizer(), transform: transform)
    }
}

/// A recognizer that follows one content gesture: it mirrors the content's status and
/// (transformed) value, and forwards what the arena and label operations ask. The callback,
/// map, `updating` and pressing recognizers are this, with their own delivery.
class WrappingRecognizer<ContentValue, Value>: _GestureRecognizer<Value> {
    let content: _GestureRecognizer<ContentValue>
    let transform: (ContentValue) -> Value

    init(
        _ content: _GestureRecognizer<ContentValue>,
        transform: @escaping (ContentValue) -> Value
    ) {
        self.content = content
        self.transform = transform
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        content.update(event, context)
        status = content.status
        value = content.value.map(transform)
    }

    override func deliver() { content.deliver() }

    override func cancel() {
        content.cancel()
        super.cancel()
    }

    override var nextDeadline: Date? { content.nextDeadline }
    override var claimsTouch: Bool { status != .failed && content.claimsTouch }
    override var gestureDescription: String { content.gestureDescription }
    override var isLongPress: Bool { content.isLongPress }
    override var pressDuration: TimeInterval { content.pressDuration }
    override var tapCount: Int { content.tapCount }
}

/// Follows a content gesture and, when delivering, runs `callback` after the content's own
/// callbacks (the innermost run first, as SwiftUI's do).
final class CallbackRecognizer<Value>: WrappingRecognizer<Value, Value> {
    let callback: (CallbackRecognizer<Value>) -> Void
    private var delivered = RecognizerStatus.possible

    init(
        _ content: _GestureRecognizer<Value>,
        callback: @escaping (CallbackRecognizer<Value>) -> Void
    ) {
        self.callback = callback
        super.init(content) { $0 }
    }

    override func deliver() {
        content.deliver()
        // Each state is delivered once: an ended gesture does not end twice.
        guard status != delivered || status == .active else { return }
        delivered = status
        callback(self)
    }

    override func cancel() {
        super.cancel()
        value = nil
    }
}

/// Follows a content gesture, transforming its values.
final class MapRecognizer<ContentValue, Value>: WrappingRecognizer<ContentValue, Value> {}
