import Combine
import Foundation
import Testing

// View-model code as written against Apple's Combine, unchanged: it must build and behave.

@MainActor
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isSearching = false
    private(set) var log: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["swift", "swiftui", "combine", "canopy"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] query in catalog.filter { $0.hasPrefix(query.lowercased()) } }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        $query
            .dropFirst()
            .sink { [weak self] query in self?.log.append("typed \(query)") }
            .store(in: &cancellables)

        Publishers.CombineLatest($query, $isSearching)
            .map { query, searching in searching && !query.isEmpty }
            .sink { [weak self] busy in self?.log.append("busy \(busy)") }
            .store(in: &cancellables)
    }
}

private enum LoadError: Error { case offline }

private func load(_ ok: Bool) -> AnyPublisher<[Int], LoadError> {
    Future { promise in promise(ok ? .success([1, 2]) : .failure(.offline)) }
        .eraseToAnyPublisher()
}

@Suite struct SourceCompatibilityTests {
    @MainActor
    @Test func mainActorViewModelWithDebouncedSearch() {
        let clock = _ManualTimerClock()
        let model = _TimerClock.$current.withValue(clock) { SearchModel() }
        var changes = 0
        let token = model.objectWillChange.sink { changes += 1 }
        model.query = "sw"
        model.query = "swi"
        #expect(model.results.isEmpty)
        clock.advance(by: 0.3)
        #expect(model.results == ["swift", "swiftui"])
        model.isSearching = true
        #expect(
            model.log == [
                "busy false", "typed sw", "busy false", "typed swi", "busy false", "busy true",
            ])
        // Two query writes, the assigned results, the isSearching write.
        #expect(changes == 4)
        _ = token
    }

    @Test func completionHandlingAsWritten() {
        var values: [[Int]] = []
        var failures: [String] = []
        var cancellables: [AnyCancellable] = []
        for ok in [true, false] {
            load(ok)
                .sink(
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished: break
                        case .failure(let error): failures.append("\(error)")
                        }
                    },
                    receiveValue: { values.append($0) }
                )
                .store(in: &cancellables)
        }
        #expect(values == [[1, 2]])
        #expect(failures == ["offline"])
        let fallback = load(false).replaceError(with: []).eraseToAnyPublisher()
        var recovered: [[Int]] = []
        fallback.sink { recovered.append($0) }.store(in: &cancellables)
        #expect(recovered == [[]])
    }

    @Test func subjectsAndErasure() {
        let taps = PassthroughSubject<Void, Never>()
        let count = CurrentValueSubject<Int, Never>(0)
        let tapCount: AnyPublisher<Int, Never> = taps.scan(0) { total, _ in total + 1 }
            .eraseToAnyPublisher()
        let token = tapCount.assign(to: \.value, on: count)
        taps.send()
        taps.send()
        #expect(count.value == 2)
        let empty: AnyPublisher<String, Never> = Empty().eraseToAnyPublisher()
        let failed: AnyPublisher<String, LoadError> = Fail(error: .offline).eraseToAnyPublisher()
        _ = (token, empty, failed)
    }
}
