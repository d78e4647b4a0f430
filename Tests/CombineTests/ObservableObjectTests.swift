import Combine
import Testing

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "counter"
}

private final class Plain {
    @Published var name = "plain"
}

private final class Doubler: ObservableObject {
    let numbers = PassthroughSubject<Int, Never>()
    @Published var doubled = 0

    init() { numbers.map { $0 * 2 }.assign(to: &$doubled) }
}

@Suite struct ObservableObjectTests {
    @Test func publishedWriteSendsObjectWillChangeBeforeTheChange() {
        let counter = Counter()
        var seenBeforeChange: [Int] = []
        let token = counter.objectWillChange.sink { seenBeforeChange.append(counter.count) }
        counter.count = 1
        counter.label = "renamed"
        counter.count += 1
        #expect(seenBeforeChange == [0, 1, 1])
        #expect(counter.count == 2)
        #expect(counter.objectWillChange.subscriberCount == 1)
        token.cancel()
        #expect(counter.objectWillChange.subscriberCount == 0)
    }

    @Test func closureAndSubscriberSinksBothCountAndStop() {
        let publisher = ObservableObjectPublisher()
        var calls: [String] = []
        var closure: AnyCancellable? = publisher.sink { calls.append("closure") }
        var generic: AnyCancellable? = publisher.sink { _ in calls.append("generic") }
        #expect(publisher.subscriberCount == 2)
        publisher.send()
        #expect(calls == ["closure", "generic"])
        closure = nil
        publisher.send()
        #expect(calls == ["closure", "generic", "generic"])
        #expect(closure == nil && generic != nil)
        generic = nil
        publisher.send()
        #expect(calls.count == 3)
        #expect(publisher.subscriberCount == 0)
    }

    @Test func manySubscribersCancelledInAnyOrder() {
        let publisher = ObservableObjectPublisher()
        var hits = 0
        var tokens = (0..<100).map { _ in publisher.sink { hits += 1 } }
        // Cancel every other one, then the rest backwards: the list compacts on the way.
        for index in stride(from: 0, to: 100, by: 2) { tokens[index].cancel() }
        publisher.send()
        #expect(hits == 50)
        #expect(publisher.subscriberCount == 50)
        tokens.reverse()
        tokens.removeAll()
        publisher.send()
        #expect(hits == 50)
        #expect(publisher.subscriberCount == 0)
    }

    @Test func objectWillChangeIsOnePublisherPerObject() {
        let a = Counter()
        let b = Counter()
        #expect(a.objectWillChange === a.objectWillChange)
        #expect(a.objectWillChange !== b.objectWillChange)
    }

    @Test func objectWillChangeIsAPublisher() {
        let counter = Counter()
        let recorder = Recorder<Void, Never>(initial: .max(1))
        counter.objectWillChange.subscribe(recorder)
        counter.count = 5
        counter.count = 6
        #expect(recorder.values.count == 1)
        let erased: AnyPublisher<Void, Never> = counter.objectWillChange.eraseToAnyPublisher()
        var sends = 0
        let token = erased.sink { sends += 1 }
        counter.count = 7
        #expect(sends == 1)
        _ = token
    }

    @Test func publishedPublisherSendsInitialThenEachValueBeforeTheChange() {
        let counter = Counter()
        var values: [Int] = []
        var storedWhenSent: [Int] = []
        let token = counter.$count.sink {
            values.append($0)
            storedWhenSent.append(counter.count)
        }
        counter.count = 1
        counter.count = 2
        #expect(values == [0, 1, 2])
        // willSet: the property still holds the previous value while subscribers run.
        #expect(storedWhenSent == [0, 0, 1])
        #expect(counter.count == 2)
        token.cancel()
        counter.count = 3
        #expect(values == [0, 1, 2])
    }

    @Test func objectWillChangeSendsBeforeThePublishedPublisher() {
        let counter = Counter()
        var order: [String] = []
        let willChange = counter.objectWillChange.sink { order.append("willChange") }
        let published = counter.$count.dropFirst().sink { _ in order.append("$count") }
        counter.count = 1
        #expect(order == ["willChange", "$count"])
        _ = (willChange, published)
    }

    @Test func publishedWorksInAnyClass() {
        let plain = Plain()
        var names: [String] = []
        let token = plain.$name.sink { names.append($0) }
        plain.name = "changed"
        #expect(names == ["plain", "changed"])
        #expect(plain.name == "changed")
        _ = token
    }

    @Test func initialValueInitializer() {
        var published = Published(initialValue: 3)
        var values: [Int] = []
        let token = published.projectedValue.sink { values.append($0) }
        #expect(values == [3])
        _ = token
    }

    @Test func assignToPublishedAnnouncesAndStores() {
        let doubler = Doubler()
        var willChange = 0
        var seen: [Int] = []
        let tokens = [
            doubler.objectWillChange.sink { willChange += 1 },
            doubler.$doubled.sink { seen.append($0) },
        ]
        doubler.numbers.send(2)
        doubler.numbers.send(5)
        #expect(doubler.doubled == 10)
        #expect(seen == [0, 4, 10])
        #expect(willChange == 2)
        _ = tokens
    }

    @Test func assignToPublishedEndsWithTheObject() {
        let numbers = PassthroughSubject<Int, Never>()
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            weakCounter = counter
            numbers.assign(to: &counter.$count)
            numbers.send(4)
            #expect(counter.count == 4)
        }
        #expect(weakCounter == nil)
        // The released property cancelled its upstream subscription.
        numbers.send(5)
    }

    @Test func assignToKeyPathWritesAndHoldsUntilCancelled() {
        let counter = Counter()
        let subject = PassthroughSubject<Int, Never>()
        let token = subject.assign(to: \.count, on: counter)
        subject.send(3)
        #expect(counter.count == 3)
        token.cancel()
        subject.send(4)
        #expect(counter.count == 3)
    }

    @Test func customObjectWillChangeIsLeftAlone() {
        final class Custom: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            @Published var value = 0
        }
        let custom = Custom()
        var sends = 0
        let token = custom.objectWillChange.sink { sends += 1 }
        custom.value = 1
        #expect(sends == 0)
        custom.objectWillChange.send()
        #expect(sends == 1)
        _ = token
    }
}
