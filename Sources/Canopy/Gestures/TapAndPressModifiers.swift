import Foundation

/// `onTapGesture` and `onLongPressGesture`: SwiftUI's conveniences for a ``TapGesture``,
/// ``SpatialTapGesture`` or ``LongPressGesture`` attached with ``View/gesture(_:including:)``
/// (so they have the same, lower, precedence than the view's own gestures).
extension View {
    /// Runs `action` when this view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(
            GestureAttachmentModifier(
                gesture: TapGesture(count: count).onEnded { action() }, priority: .normal,
                printed: count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))"))
    }

    /// Runs `action` with the location of the last of `count` taps on this view, in
    /// `coordinateSpace`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(
            count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` with the location of the last of `count` taps on this view, in
    /// `coordinateSpace` (the spelling before iOS 17).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(
            GestureAttachmentModifier(
                gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace)
                    .onEnded { action($0.location) },
                priority: .normal,
                printed: count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))"))
    }

    /// Runs `action` when this view has been pressed for `minimumDuration` seconds without
    /// the finger moving `maximumDistance` points; `onPressingChanged` hears `true` when the
    /// press begins and `false` when it ends or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            GestureAttachmentModifier(
                gesture: PressingGesture(
                    press: LongPressGesture(
                        minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                    action: action, pressingChanged: onPressingChanged),
                priority: .normal, printed: ".onLongPressGesture"))
    }

    /// Runs `action` when this view has been pressed for `minimumDuration` seconds (tvOS's
    /// spelling, with the default maximum distance).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: 10, perform: action,
            onPressingChanged: onPressingChanged)
    }

    /// Runs `action` after a long press; `pressing` hears the press begin and end (deprecated
    /// in SwiftUI for `onPressingChanged`).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    /// Runs `action` after a long press; `pressing` hears the press begin and end (deprecated
    /// in SwiftUI for `onPressingChanged`).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: 10, perform: action,
            onPressingChanged: pressing)
    }
}

/// A long press that also reports when a person starts and stops pressing: what
/// `onLongPressGesture`'s `onPressingChanged` hears.
struct PressingGesture: Gesture {
    let press: LongPressGesture
    let action: () -> Void
    let pressingChanged: ((Bool) -> Void)?

    typealias Value = Bool
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        PressingRecognizer(
            press.onEnded { _ in action() }._makeRecognizer(), pressingChanged: pressingChanged)
    }
}

/// Follows a long press; on delivery, reports pressing `true` once it is held and `false` once
/// it is over (ended, failed or cancelled).
final class PressingRecognizer: WrappingRecognizer<Bool, Bool> {
    let pressingChanged: ((Bool) -> Void)?
    private var isPressing = false

    init(_ content: _GestureRecognizer<Bool>, pressingChanged: ((Bool) -> Void)?) {
        self.pressingChanged = pressingChanged
        super.init(content) { $0 }
    }

    override func deliver() {
        if status == .active, !isPressing {
            isPressing = true
            pressingChanged?(true)
        }
        content.deliver()
        if status.isFinished { stopPressing() }
    }

    override func cancel() {
        super.cancel()
        stopPressing()
    }

    private func stopPressing() {
        guard isPressing else { return }
        isPressing = false
        pressingChanged?(false)
    }

    override var isLongPress: Bool { true }
}
