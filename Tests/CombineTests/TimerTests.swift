import Combine
import Foundation
import Testing

/// Seconds since the clock's origin, for readable expectations.
private func seconds(_ dates: [Date], from clock: _ManualTimerClock) -> [TimeInterval] {
    dates.map { $0.timeIntervalSince(clock.origin) }
}

@Suite struct ManualClockTests {
    @Test func firesInTimeOrderAndSameInstantInSchedulingOrder() {
        let clock = _ManualTimerClock()
        var log: [String] = []
        let a = clock.schedule(every: 2) {
            log.append("a\(Int($0.timeIntervalSince(clock.origin)))")
        }
        let b = clock.schedule(every: 3) {
            log.append("b\(Int($0.timeIntervalSince(clock.origin)))")
        }
        let once = clock.schedule(after: 4) { _ in log.append("once") }
        clock.advance(by: 6)
        #expect(log == ["a2", "b3", "a4", "once", "a6", "b6"])
        #expect(clock.now == clock.origin.addingTimeInterval(6))
        #expect(clock.scheduledCount == 2)
        a.cancel()
        b.cancel()
        once.cancel()
        #expect(clock.scheduledCount == 0)
    }

    @Test func aTimerScheduledInsideATickCountsFromThen() {
        let clock = _ManualTimerClock()
        var log: [TimeInterval] = []
        var inner: Cancellable?
        let outer = clock.schedule(after: 1) { _ in
            inner = clock.schedule(after: 1) { log.append($0.timeIntervalSince(clock.origin)) }
        }
        clock.advance(by: 1.5)
        #expect(log.isEmpty)
        clock.advance(by: 0.5)
        #expect(log == [2])
        _ = (outer, inner)
    }

    @Test func firesEachTickOfAFractionalInterval() {
        let clock = _ManualTimerClock()
        var ticks = 0
        let token = clock.schedule(every: 0.1) { _ in ticks += 1 }
        clock.advance(by: 10 * 0.1)
        #expect(ticks == 10)
        clock.advance(by: 0.05)
        #expect(ticks == 10)
        token.cancel()
    }
}

@Suite struct TimerPublisherTests {
    @Test func connectedTimerTicksOnTheBoundClock() {
        let clock = _ManualTimerClock()
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        var dates: [Date] = []
        let token = timer.sink { dates.append($0) }
        let connection = _TimerClock.$current.withValue(clock) { timer.connect() }
        // Connecting again while connected does not start a second timer.
        _ = _TimerClock.$current.withValue(clock) { timer.connect() }
        #expect(clock.scheduledCount == 1)
        clock.advance(by: 3)
        #expect(seconds(dates, from: clock) == [1, 2, 3])
        connection.cancel()
        clock.advance(by: 3)
        #expect(dates.count == 3)
        #expect(clock.scheduledCount == 0)
        _ = token
    }

    @Test func autoconnectTicksUntilCancelled() {
        let clock = _ManualTimerClock()
        var dates: [Date] = []
        let token = _TimerClock.$current.withValue(clock) {
            Timer.publish(every: 0.5, on: .main, in: .default)
                .autoconnect()
                .sink { dates.append($0) }
        }
        clock.advance(by: 4 * 0.5)
        #expect(seconds(dates, from: clock) == [0.5, 1, 1.5, 2])
        token.cancel()
        clock.advance(by: 2)
        #expect(dates.count == 4)
        #expect(clock.scheduledCount == 0)
    }

    @Test func twoTimersInterleaveInTimeOrder() {
        let clock = _ManualTimerClock()
        var log: [String] = []
        let tokens = _TimerClock.$current.withValue(clock) {
            [
                Timer.publish(every: 2, on: .main, in: .common).autoconnect()
                    .sink { log.append("even \(Int($0.timeIntervalSince(clock.origin)))") },
                Timer.publish(every: 3, on: .main, in: .common).autoconnect()
                    .sink { log.append("third \(Int($0.timeIntervalSince(clock.origin)))") },
            ]
        }
        clock.advance(by: 6)
        #expect(log == ["even 2", "third 3", "even 4", "even 6", "third 6"])
        _ = tokens
    }

    @Test func releasedAutoconnectSubscriptionFreesTheTimer() {
        let clock = _ManualTimerClock()
        weak var weakTimer: Timer.TimerPublisher?
        weak var weakAutoconnect: Publishers.Autoconnect<Timer.TimerPublisher>?
        var token: AnyCancellable?
        _TimerClock.$current.withValue(clock) {
            let timer = Timer.publish(every: 1, on: .main, in: .common)
            let shared = timer.autoconnect()
            weakTimer = timer
            weakAutoconnect = shared
            token = shared.sink { _ in }
        }
        clock.advance(by: 1)
        #expect(token != nil && weakTimer != nil && weakAutoconnect != nil)
        token = nil
        #expect(weakTimer == nil)
        #expect(weakAutoconnect == nil)
        #expect(clock.scheduledCount == 0)
    }

    @Test func timerWithoutAClockUsesTheRunLoop() {
        // No run loop runs here: this only shows that connecting and cancelling a
        // Foundation-timer-backed publisher is safe.
        let timer = Timer.publish(every: 60, tolerance: 1, on: .main, in: .common)
        #expect(timer.interval == 60 && timer.tolerance == 1 && timer.mode == .common)
        var ticks = 0
        let token = timer.autoconnect().sink { _ in ticks += 1 }
        token.cancel()
        #expect(ticks == 0)
    }
}

@Suite struct TimingOperatorTests {
    @Test func debounceWaitsForQuiet() {
        let clock = _ManualTimerClock()
        let subject = PassthroughSubject<String, Never>()
        var seen: [String] = []
        let token = _TimerClock.$current.withValue(clock) {
            subject.debounce(for: .milliseconds(500), scheduler: RunLoop.main).sink {
                seen.append($0)
            }
        }
        subject.send("s")
        clock.advance(by: 0.25)
        subject.send("sw")
        clock.advance(by: 0.25)
        subject.send("swi")
        clock.advance(by: 0.49)
        #expect(seen.isEmpty)
        clock.advance(by: 0.01)
        #expect(seen == ["swi"])
        clock.advance(by: 5)
        #expect(seen == ["swi"])
        #expect(clock.scheduledCount == 0)
        _ = token
    }

    @Test func debounceOnADispatchQueueAlsoUsesTheClock() {
        let clock = _ManualTimerClock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        _TimerClock.$current.withValue(clock) {
            subject.debounce(for: .seconds(1), scheduler: DispatchQueue.main).subscribe(recorder)
        }
        subject.send(1)
        clock.advance(by: 1)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        clock.advance(by: 1)
        // The completion drops the value still waiting.
        #expect(recorder.values == [1])
        #expect(recorder.finished)
    }

    @Test func debounceCancelStopsTheWait() {
        let clock = _ManualTimerClock()
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let token = _TimerClock.$current.withValue(clock) {
            subject.debounce(for: 1, scheduler: RunLoop.main).sink { seen.append($0) }
        }
        subject.send(1)
        token.cancel()
        #expect(clock.scheduledCount == 0)
        clock.advance(by: 2)
        #expect(seen.isEmpty)
    }

    @Test func debounceOnTheImmediateSchedulerPassesValuesAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let token = subject.debounce(for: 5, scheduler: ImmediateScheduler.shared)
            .sink { seen.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(seen == [1, 2])
        _ = token
    }

    @Test func throttleLatest() {
        let clock = _ManualTimerClock()
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let token = _TimerClock.$current.withValue(clock) {
            subject.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
                .sink { seen.append("\($0)@\(clock.now.timeIntervalSince(clock.origin))") }
        }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        clock.advance(by: 1)
        clock.advance(by: 1)
        subject.send(4)
        clock.advance(by: 0.5)
        subject.send(5)
        clock.advance(by: 0.5)
        #expect(seen == ["1@0.0", "3@1.0", "4@2.0", "5@3.0"])
        _ = token
    }

    @Test func throttleFirstAndCompletionAfterTheHeldValue() {
        let clock = _ManualTimerClock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        _TimerClock.$current.withValue(clock) {
            subject.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
                .subscribe(recorder)
        }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(!recorder.finished)
        clock.advance(by: 1)
        #expect(recorder.values == [1, 2])
        #expect(recorder.finished)
        #expect(clock.scheduledCount == 0)
    }
}
