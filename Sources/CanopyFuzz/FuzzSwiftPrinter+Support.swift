extension FuzzSwiftPrinter {
    /// The keys, objects and list helper every printed case uses.
    static let support = """
        final class ReproObject: ObservableObject { @Published var value = 0 }
        final class ReproEnvironmentObject: ObservableObject { @Published var value = 0 }
        final class ReproCounter: ObservableObject { @Published var value = 0 }
        struct ReproButtonStyle: ButtonStyle {
            let text: String
            func makeBody(configuration: Configuration) -> some View { Text(text) }
        }
        @Observable final class ReproModel {
            var first = 0
            var second = 0
        }

        /// The objects the views share, outside every view.
        @MainActor final class ReproWorld {
            let objects = [ReproObject(), ReproObject()]
            let environmentObject = ReproEnvironmentObject()
            let model = ReproModel()
        }

        struct ReproKeyA: EnvironmentKey { static let defaultValue = 0 }
        struct ReproKeyB: EnvironmentKey { static let defaultValue = 100 }
        extension EnvironmentValues {
            var a: Int {
                get { self[ReproKeyA.self] }
                set { self[ReproKeyA.self] = newValue }
            }
            var b: Int {
                get { self[ReproKeyB.self] }
                set { self[ReproKeyB.self] = newValue }
            }
        }

        struct ReproSum: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct ReproList: PreferenceKey {
            static let defaultValue: [Int] = []
            static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
        }

        /// The lists a `ForEach` picks from by value.
        func reproList(_ value: Int) -> [Int] {
            let lists = \(fuzzLists)
            return lists[((value % lists.count) + lists.count) % lists.count]
        }
        """
}
