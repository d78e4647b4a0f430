import Combine
import Testing

@Suite struct DemandTests {
    @Test func arithmeticSaturates() {
        typealias Demand = Subscribers.Demand
        #expect(Demand.max(2) + .max(3) == .max(5))
        #expect(Demand.max(2) + .unlimited == .unlimited)
        #expect(Demand.max(Int.max) + 1 == .unlimited)
        #expect(Demand.max(2) - .max(3) == .none)
        #expect(Demand.max(2) - .unlimited == .none)
        #expect(Demand.unlimited - .unlimited == .unlimited)
        #expect(Demand.unlimited - 5 == .unlimited)
        #expect(Demand.max(3) * 4 == .max(12))
        #expect(Demand.max(Int.max) * 2 == .unlimited)
        #expect(Demand.max(1) + -1 == .none)
    }

    @Test func comparesWithCounts() {
        typealias Demand = Subscribers.Demand
        #expect(Demand.unlimited > Int.max)
        #expect(Demand.none == 0)
        #expect(0 == Demand.none)
        #expect(Demand.unlimited != 0)
        #expect(Demand.max(3) < .unlimited)
        #expect(Demand.max(3) >= 3)
        #expect(1 < Demand.max(2))
        #expect(Demand.unlimited.max == nil)
        #expect(Demand.max(7).max == 7)
        #expect(Demand.max(7).description == "max(7)")
        #expect(Demand.unlimited.description == "unlimited")
    }
}

@Suite struct CancellableTests {
    @Test func cancelsOnceWhenCancelledOrReleased() {
        var cancels = 0
        var token: AnyCancellable? = AnyCancellable { cancels += 1 }
        token?.cancel()
        token?.cancel()
        #expect(cancels == 1)
        token = nil
        #expect(cancels == 1)
        token = AnyCancellable { cancels += 1 }
        token = nil
        #expect(cancels == 2)
    }

    @Test func storesInSetsAndArrays() {
        var cancels = 0
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        AnyCancellable { cancels += 1 }.store(in: &set)
        AnyCancellable { cancels += 1 }.store(in: &array)
        #expect(set.count == 1 && array.count == 1)
        set.removeAll()
        array.removeAll()
        #expect(cancels == 2)
    }

    @Test func hashableByIdentity() {
        let a = AnyCancellable {}
        let b = AnyCancellable {}
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}

@Suite struct SubjectTests {
    @Test func passthroughSendsOnlyLaterValuesAndCompletes() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(0)
        let recorder = Recorder<Int, TestError>()
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(TestError()))
        subject.send(3)
        #expect(recorder.values == [1, 2])
        #expect(recorder.failure == TestError())
        #expect(recorder.completions == 1)

        let late = Recorder<Int, TestError>()
        subject.subscribe(late)
        #expect(late.values.isEmpty)
        #expect(late.failure == TestError())
    }

    @Test func demandOfOneGetsOneValue() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(1))
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [1])
        recorder.request(.max(1))
        subject.send(3)
        subject.send(4)
        #expect(recorder.values == [1, 3])
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(1), perValue: .max(1))
        subject.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        #expect(recorder.values == [1, 2, 3, 4])
    }

    @Test func currentValueSendsCurrentThenNew() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        var storedWhenSent: [String] = []
        let token = subject.sink {
            seen.append($0)
            storedWhenSent.append(subject.value)
        }
        subject.value = "b"
        subject.send("c")
        #expect(seen == ["a", "b", "c"])
        // Unlike @Published, the subject stores before sending.
        #expect(storedWhenSent == ["a", "b", "c"])
        #expect(subject.value == "c")
        token.cancel()
        subject.value = "d"
        #expect(seen == ["a", "b", "c"])
    }

    @Test func currentValueWaitsForDemand() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = Recorder<Int, Never>(initial: .none)
        subject.subscribe(recorder)
        subject.value = 2
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [2])
        subject.value = 3
        #expect(recorder.values == [2])
    }

    @Test func currentValueIgnoresValuesAfterCompletion() {
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.send(completion: .finished)
        subject.value = 2
        #expect(subject.value == 1)
        let recorder = Recorder<Int, Never>()
        subject.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        #expect(recorder.finished)
    }

    @Test func cancelStopsDeliveryAndReleasesSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakRecorder: Recorder<Int, Never>?
        do {
            let recorder = Recorder<Int, Never>()
            weakRecorder = recorder
            subject.subscribe(recorder)
            subject.send(1)
            recorder.cancel()
            subject.send(2)
            #expect(recorder.values == [1])
        }
        #expect(weakRecorder == nil)
    }

    @Test func releasingTheTokenEndsTheSinkAndFreesTheSubject() {
        weak var weakSubject: PassthroughSubject<Int, Never>?
        var seen: [Int] = []
        var token: AnyCancellable?
        do {
            let subject = PassthroughSubject<Int, Never>()
            weakSubject = subject
            token = subject.sink { seen.append($0) }
            subject.send(1)
            token = nil
            subject.send(2)
        }
        #expect(seen == [1])
        #expect(token == nil)
        #expect(weakSubject == nil)
    }

    @Test func sinkIsFreedAfterCancel() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakSink: Subscribers.Sink<Int, Never>?
        var token: AnyCancellable?
        do {
            let sink = Subscribers.Sink<Int, Never>(
                receiveCompletion: { _ in }, receiveValue: { _ in })
            weakSink = sink
            subject.subscribe(sink)
            token = AnyCancellable(sink)
        }
        // The subject's subscription holds the sink while it lasts.
        #expect(token != nil && weakSink != nil)
        token = nil
        #expect(weakSink == nil)
    }

    @Test func operatorChainIsFreedWhenItsTokenIsReleased() {
        final class Transform {
            func apply(_ value: Int) -> Int { value * 2 }
        }
        let subject = PassthroughSubject<Int, Never>()
        weak var weakTransform: Transform?
        var seen: [Int] = []
        var token: AnyCancellable?
        do {
            let transform = Transform()
            weakTransform = transform
            token = subject.map { transform.apply($0) }.filter { $0 > 0 }.removeDuplicates()
                .sink { seen.append($0) }
        }
        subject.send(1)
        #expect(token != nil && weakTransform != nil)
        token = nil
        #expect(weakTransform == nil)
        subject.send(2)
        #expect(seen == [2])
    }

    @Test func sinkLetsGoOfItsClosureOnCancel() {
        final class Owner {}
        weak var weakOwner: Owner?
        let subject = PassthroughSubject<Int, Never>()
        var token: AnyCancellable?
        do {
            let owner = Owner()
            weakOwner = owner
            token = subject.sink { _ in _ = owner }
        }
        #expect(weakOwner != nil)
        token?.cancel()
        #expect(weakOwner == nil)
    }

    @Test func subjectSubscribesToAnotherPublisher() {
        let source = PassthroughSubject<Int, Never>()
        let relay = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let sink = relay.sink { seen.append($0) }
        let link = source.subscribe(relay)
        source.send(1)
        link.cancel()
        source.send(2)
        #expect(seen == [1])
        _ = sink
    }

    @Test func subscribersCanCancelWhileReceiving() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var token: AnyCancellable?
        token = subject.sink {
            seen.append($0)
            token?.cancel()
        }
        subject.send(1)
        subject.send(2)
        #expect(seen == [1])
    }
}
