/// Time for a host's timers: views' `Timer.publish(every:on:in:)` publishers (and Combine's
/// `debounce` and `throttle`) run on the host's clock, which moves only when a test or the
/// command line says time passed, so a ticking view is tested without waiting.
extension ViewHost {
    /// The clock of this window's timers: the app's, for a window of an app.
    var clock: HostClock { owner?.clock ?? window.appClock ?? ownClock }

    /// The host's time: where its clock stands (it starts at the reference date).
    public var now: Date { clock.now }

    /// Lets `interval` seconds pass on the host's clock: every timer due in that time fires, in
    /// the order it is due, each tick delivered to its subscribers (`onReceive`), and the
    /// window updates after each tick, as it would between a run loop's timer firings. While
    /// something animates, a frame runs every 1/60 s and at the end (D31).
    public func advanceTime(by interval: TimeInterval) {
        if let owner {
            owner.advanceTime(by: interval)
            return
        }
        flush()
        HostContext.running(on: platform, clock: clock) {
            AnimationFrames.advance(clock, by: interval, graphs: { [graph] }, flush: flush)
        }
        flush()
    }
}

extension AppHost {
    /// The host's time: where the clock of every window's timers stands.
    public var now: Date { clock.now }

    /// Lets `interval` seconds pass on the clock every window's timers run on: every timer
    /// due fires in the order it is due, and the app updates after each tick.
    public func advanceTime(by interval: TimeInterval) {
        flush()
        HostContext.running(on: platform, clock: clock) {
            AnimationFrames.advance(
                clock, by: interval, graphs: { windows.map(\.host.graph) }, flush: flush)
        }
        flush()
    }
}
