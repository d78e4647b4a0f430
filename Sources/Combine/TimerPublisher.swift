import Foundation

extension Timer {
    /// A connectable publisher of the current date every `interval` seconds, once connected
    /// (usually with ``ConnectablePublisher/autoconnect()``):
    ///
    ///     let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// It runs on the host's clock when one is bound (``_TimerClock``), otherwise on a
    /// Foundation `Timer` in `runLoop` and `mode`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(
            interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode,
            options: options)
    }

    /// A publisher that sends the date at regular intervals while connected.
    ///
    /// Subscribers share the ticks; each gets those that come while it has demand. While
    /// connected, the clock or run loop holds the publisher, so it keeps ticking without
    /// other references until the connection is cancelled.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date

        /// It cannot fail.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval

        /// How late a tick may be, if given (used by the Foundation timer).
        public let tolerance: TimeInterval?

        /// The run loop the Foundation timer runs in when no host clock is bound.
        public let runLoop: RunLoop

        /// The run loop mode the Foundation timer runs in.
        public let mode: RunLoop.Mode

        /// The scheduler options given; there are none to apply.
        public let options: RunLoop.SchedulerOptions?

        private let subscribers = SubscriberList<Date, Never>()
        private let lock = Lock()
        private var connection: TimerConnection?

        /// A timer publisher ticking every `interval` seconds once connected.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
            mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches `subscriber`; it receives the ticks that come while it has demand.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Starts ticking: on the bound host clock (``_TimerClock/current``) if there is one,
        /// otherwise on a Foundation `Timer` in ``runLoop`` and ``mode``. Connecting again
        /// while connected returns the same connection; cancelling it stops the ticks.
        public func connect() -> Cancellable {
            lock.lock()
            if let connection {
                lock.unlock()
                return connection
            }
            lock.unlock()
            let stop = start()
            lock.lock()
            defer { lock.unlock() }
            if let connection {
                stop.cancel()
                return connection
            }
            let made = TimerConnection(publisher: self, stop: stop)
            connection = made
            return made
        }

        /// Schedules the ticks; the result stops them.
        private func start() -> Cancellable {
            if let clock = _TimerClock.current {
                return clock.schedule(every: interval) { date in self.subscribers.send(date) }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in
                self.subscribers.send(Date())
            }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        /// Forgets a cancelled connection, so the next ``connect()`` starts afresh.
        fileprivate func disconnect(_ ended: TimerConnection) {
            lock.lock()
            if connection === ended { connection = nil }
            lock.unlock()
        }
    }
}

/// A timer publisher's connection: cancelling stops the ticks, once.
private final class TimerConnection: Cancellable, @unchecked Sendable {
    private let lock = Lock()
    private weak var publisher: Timer.TimerPublisher?
    private var stop: Cancellable?

    init(publisher: Timer.TimerPublisher, stop: Cancellable) {
        self.publisher = publisher
        self.stop = stop
    }

    func cancel() {
        lock.lock()
        let ending = stop
        stop = nil
        lock.unlock()
        guard let ending else { return }
        publisher?.disconnect(self)
        ending.cancel()
    }
}
