import Foundation

/// A type that defines how a value changes over time: one or more ``KeyframeTrack``s, each
/// moving a property (or the whole value) through its keyframes (T16). The content of a
/// ``KeyframeTimeline`` and of a keyframe animator.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Body.Value
    /// The type of the keyframes this one is made of.
    associatedtype Body: Keyframes where Body.Value == Value

    /// The tracks this value is made of, in order.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Appends this value's tracks to `tracks`, in the order they apply.
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>)
}

extension Keyframes {
    /// Appends the tracks of ``body``.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        body._appendTracks(to: &tracks)
    }
}

/// The tracks of a timeline, in the order they apply: each, given the timeline's initial value,
/// lays out its keyframes and then writes its property at any time.
public struct _KeyframeTracks<Root> {
    /// A track laid out from an initial value: how long it runs, and how it writes the value
    /// at a time.
    struct Laid {
        let duration: Double
        let apply: (inout Root, Double) -> Void
    }

    var tracks: [(Root) -> Laid] = []

    init() {}
}

/// A sequence of keyframes animating one property of a root value, or the whole value (T16).
///
///     KeyframeTimeline(initialValue: Point(x: 0, y: 10)) {
///         KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
///         KeyframeTrack(\.y) { LinearKeyframe(30.0, duration: 2) }
///     }
///
/// Its keyframes run one after another, each from the value the previous one reached (the first
/// from the property's value in the timeline's initial value). After the last it holds the last
/// value. Tracks apply in the order declared: of two that animate the same property, the last
/// wins.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
    /// The type of value the track animates as keyframes: its root.
    @_implements(Keyframes,Value)
    public typealias _KeyframesValue = Root

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track animating the property of the root value at `keyPath`.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: The keyframes that move it, in order.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track animating the whole value.
    ///
    /// - Parameter content: The keyframes that move it, in order.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// The track itself.
    public var body: Self { self }

    /// Appends this track.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Root>) {
        var list = _KeyframeList<Value>()
        content._appendKeyframes(to: &list)
        let (keyPath, keyframes) = (self.keyPath, list.keyframes)
        tracks.tracks.append { initial in
            let track = ResolvedKeyframeTrack(
                initialValue: initial[keyPath: keyPath], keyframes: keyframes)
            return _KeyframeTracks<Root>.Laid(duration: track.duration) { root, time in
                root[keyPath: keyPath] = track.value(at: time)
            }
        }
    }
}

/// Two sets of tracks, applied one after the other.
public struct _KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes
where First.Value == Second.Value {
    /// The type of value both animate.
    public typealias Value = First.Value
    let first: First
    let second: Second
    /// The pair itself.
    public var body: Self { self }
    /// Appends the first's tracks, then the second's.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        first._appendTracks(to: &tracks)
        second._appendTracks(to: &tracks)
    }
}
