/// A type-erased gesture: any gesture whose values are `Value`.
///
///     let gesture = isEditing ? AnyGesture(DragGesture().map { _ in () }) : AnyGesture(TapGesture())
public struct AnyGesture<Value>: Gesture {
    private let makeRecognizer: @MainActor () -> _GestureRecognizer<Value>

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeRecognizer = { gesture._makeRecognizer() }
    }

    /// An erased gesture is primitive.
    public typealias Body = Never

    /// Follows the wrapped gesture.
    public func _makeRecognizer() -> _GestureRecognizer<Value> { makeRecognizer() }
}
