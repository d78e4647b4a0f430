import Combine
import Foundation
import Testing

/// Runs `publisher` with an unlimited recorder and returns it.
private func record<P: Publisher>(_ publisher: P) -> Recorder<P.Output, P.Failure> {
    let recorder = Recorder<P.Output, P.Failure>()
    publisher.subscribe(recorder)
    return recorder
}

@Suite struct TransformingOperatorTests {
    @Test func mapCompactMapFilter() {
        #expect(record([1, 2, 3].publisher.map { $0 * 10 }).values == [10, 20, 30])
        #expect(record(["1", "x", "3"].publisher.compactMap { Int($0) }).values == [1, 3])
        let filtered = record((1...6).publisher.filter { $0.isMultiple(of: 2) })
        #expect(filtered.values == [2, 4, 6])
        #expect(filtered.finished)
    }

    @Test func keyPathMap() {
        #expect(record(["a", "bcd"].publisher.map(\.count)).values == [1, 3])
    }

    @Test func skippedValuesDoNotUseUpDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.filter { $0 > 0 }.subscribe(recorder)
        for value in [-1, 1, -2, -3, 2, 3] { subject.send(value) }
        #expect(recorder.values == [1, 2])
    }

    @Test func removeDuplicates() {
        #expect(
            record([1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates()).values == [1, 2, 1, 3])
        let byParity = record([1, 3, 2, 4, 5].publisher.removeDuplicates { $0 % 2 == $1 % 2 })
        #expect(byParity.values == [1, 2, 5])
    }

    @Test func dropFirstAndPrefix() {
        #expect(record((1...5).publisher.dropFirst()).values == [2, 3, 4, 5])
        #expect(record((1...5).publisher.dropFirst(3)).values == [4, 5])
        let prefix = record((1...5).publisher.prefix(2))
        #expect(prefix.values == [1, 2])
        #expect(prefix.finished)
        #expect(record((1...5).publisher.output(at: 3)).values == [4])
        #expect(record((1...5).publisher.output(in: 1...2)).values == [2, 3])
        let none = record((1...5).publisher.prefix(0))
        #expect(none.values.isEmpty)
        #expect(none.finished)
    }

    @Test func prefixStopsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        let recorder = record(subject.handleEvents(receiveCancel: { cancelled += 1 }).prefix(2))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions == 1)
        #expect(cancelled == 1)
    }

    @Test func scan() {
        #expect(record((1...4).publisher.scan(0, +)).values == [1, 3, 6, 10])
    }

    @Test func first() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = record(subject.first())
        subject.send(7)
        subject.send(8)
        #expect(recorder.values == [7])
        #expect(recorder.finished)
        let empty = record(Empty<Int, Never>().first())
        #expect(empty.values.isEmpty && empty.finished)
    }

    @Test func handleEventsSeesEverything() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, TestError>(initial: .max(3))
        subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0)") },
            receiveCompletion: { _ in log.append("completion") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request \($0)") }
        ).subscribe(recorder)
        subject.send(1)
        subject.send(completion: .finished)
        #expect(log == ["subscription", "request max(3)", "output 1", "completion"])
        let cancelled = record(
            PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { log.append("cancel") }))
        cancelled.cancel()
        #expect(log.last == "cancel")
    }
}

@Suite struct ErrorOperatorTests {
    @Test func replaceError() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = record(subject.replaceError(with: -1))
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(recorder.values == [1, -1])
        #expect(recorder.finished)
    }

    @Test func replaceErrorWaitsForDemand() {
        let recorder = Recorder<Int, Never>(initial: .none)
        Fail<Int, TestError>(error: TestError()).replaceError(with: 9).subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [9])
        #expect(recorder.finished)
    }

    @Test func catchSwitchesToTheReplacement() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = record(subject.catch { error in Just(error.code * 100) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 4)))
        #expect(recorder.values == [1, 400])
        #expect(recorder.finished)
    }

    @Test func catchCarriesDemandOver() {
        let replacement = PassthroughSubject<Int, Never>()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.catch { _ in replacement }.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        replacement.send(2)
        replacement.send(3)
        #expect(recorder.values == [1, 2])
    }

    @Test func setFailureType() {
        let typed: AnyPublisher<Int, TestError> = Just(1).setFailureType(to: TestError.self)
            .eraseToAnyPublisher()
        let recorder = record(typed)
        #expect(recorder.values == [1])
        #expect(recorder.finished)
    }
}

@Suite struct CombiningOperatorTests {
    @Test func mergeInterleavesAndFinishesWhenBothDo() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = record(a.merge(with: b))
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(!recorder.finished)
        b.send(4)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.finished)
    }

    @Test func mergeFailsAsSoonAsEitherFails() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = record(a.merge(with: b))
        b.send(completion: .failure(TestError()))
        a.send(1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.failure == TestError())
    }

    @Test func mergeHonoursDemand() {
        let recorder = Recorder<Int, Never>(initial: .max(3))
        [1, 2, 3].publisher.merge(with: [10, 20, 30].publisher).subscribe(recorder)
        #expect(recorder.values.count == 3)
        recorder.request(.unlimited)
        #expect(recorder.values.sorted() == [1, 2, 3, 10, 20, 30])
        #expect(recorder.finished)
    }

    @Test func mergeMany() {
        let merged = Publishers.MergeMany([1].publisher, [2].publisher, [3].publisher)
        let recorder = record(merged)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.finished)
        #expect(record(Publishers.MergeMany<Just<Int>>([])).finished)
    }

    @Test func combineLatestPairsTheLatestValues() {
        let names = PassthroughSubject<String, Never>()
        let ages = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        let token = names.combineLatest(ages).sink { pairs.append("\($0) \($1)") }
        names.send("Ann")
        #expect(pairs.isEmpty)
        ages.send(30)
        names.send("Bob")
        ages.send(31)
        #expect(pairs == ["Ann 30", "Bob 30", "Bob 31"])
        _ = token
    }

    @Test func combineLatestWithTransformAndCompletion() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = record(a.combineLatest(b, +))
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(5)
        #expect(!recorder.finished)
        b.send(completion: .finished)
        #expect(recorder.values == [3, 6])
        #expect(recorder.finished)
    }

    @Test func combineLatestSendsTheLatestPairWhenDemandArrives() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let recorder = Recorder<(Int, Int), Never>(initial: .none)
        a.combineLatest(b).subscribe(recorder)
        a.send(2)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values.map { $0.0 + $0.1 } == [12])
    }
}

@Suite struct SchedulingOperatorTests {
    @Test func receiveOnAndSubscribeOnDeliverInPlace() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let token =
            subject
            .subscribe(on: DispatchQueue.global())
            .receive(on: DispatchQueue.main)
            .receive(on: RunLoop.main)
            .receive(on: ImmediateScheduler.shared)
            .sink { seen.append($0) }
        subject.send(1)
        // Delivered synchronously, before `send` returns.
        #expect(seen == [1])
        _ = token
    }

    @Test func schedulerStridesReadAsInCombine() {
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(2).magnitude == 2_000_000_000)
        let half: DispatchQueue.SchedulerTimeType.Stride = 0.5
        #expect(half.magnitude == 500_000_000)
        let now = RunLoop.main.now
        #expect(now.distance(to: now.advanced(by: .seconds(2))).timeInterval == 2)
    }
}
