import Foundation

/// Time passing for a host whose values may animate (D30, D31): the clock moves to each frame
/// (every 1/60 s) while something animates, and to the end of the interval; timers due on the
/// way fire first, each followed by an update; then every running animation is sampled at the
/// frame's time and the host updates. While nothing animates the clock moves from timer to
/// timer, so a tick that starts an animation gets its frames from then on.
@MainActor
enum AnimationFrames {
    /// Frames per second, on every simulated platform (D39).
    static let rate = 60.0

    /// The first frame time after `time`.
    static func nextFrame(after time: Double) -> Double {
        var index = (time * rate).rounded(.down) + 1
        // `k / 60` multiplied back may land just below `k`: never the same frame twice.
        if index / rate <= time { index += 1 }
        return index / rate
    }

    /// Lets `interval` seconds pass on `clock` for the windows whose graphs `graphs` lists,
    /// running `flush` after each timer tick and each frame.
    static func advance(
        _ clock: HostClock, by interval: TimeInterval, graphs: () -> [ViewGraph],
        flush: () -> Void
    ) {
        let end = clock.elapsedTime + max(0, interval.isFinite ? interval : 0)
        repeat {
            let now = clock.elapsedTime
            let animating = graphs().contains { $0.animations.isAnimating }
            var target = end
            if animating {
                target = min(end, nextFrame(after: now))
            } else if let due = clock.nextDueTime, due > now {
                target = min(end, due)
            }
            clock.advance(toElapsed: target, afterEachTick: flush)
            if animating || target == end {
                for graph in graphs() { graph.animations.runFrame(at: target) }
                flush()
            }
        } while clock.elapsedTime < end
    }
}

extension ViewHost {
    /// Whether a value in the window is animating (D38): a test can wait for
    /// `isAnimating == false` by advancing time.
    public var isAnimating: Bool { graph.animations.isAnimating }
}

extension AppHost {
    /// Whether a value in any window of the app is animating (D38).
    public var isAnimating: Bool { windows.contains { $0.host.isAnimating } }
}
