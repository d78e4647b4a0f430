/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states: a tap, a drag, a long press, or your own gesture built from them.
///
///     struct DoubleTapDrag: Gesture {
///         var body: some Gesture {
///             TapGesture(count: 2).sequenced(before: DragGesture())
///         }
///     }
///
/// Attach one with ``View/gesture(_:including:)``; values flow **up**, from the gesture to the
/// callbacks (`onChanged`, `onEnded`) and `@GestureState` properties of the view it is on.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture produces as it changes and when it ends.
    associatedtype Value

    /// The gesture this one is made of (`Never` for Canopy's primitive gestures).
    associatedtype Body: Gesture

    /// The content and behaviour of the gesture.
    var body: Self.Body { get }

    /// Canopy's hook: makes what follows the gesture through a touch sequence. Do not
    /// implement it; a gesture made of others gets its body's.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    /// A gesture made of others is recognized as its body is.
    public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    /// `Never` stands for the body of a primitive gesture.
    public typealias Value = Never

    /// Never called: no value is a `Never`.
    public func _makeRecognizer() -> _GestureRecognizer<Never> { _GestureRecognizer() }
}
