import Canopy

// A sample written as SwiftUI sample code is: a list of 100 rows, each logging when it
// appears (onAppear) and when its task starts (task). On a phone only the first screenful of
// rows exists at first; scrolling brings the others in.

final class RowLog: ObservableObject {
    @Published var appeared: [Int] = []
    @Published var started: [Int] = []
}

struct RowLifecycleList: View {
    @StateObject private var log = RowLog()

    var body: some View {
        List(0..<100, id: \.self) { number in
            Text("Row \(number)")
                .onAppear { log.appeared.append(number) }
                .task { log.started.append(number) }
        }
        .safeAreaInset(edge: .bottom) {
            Text("\(log.appeared.count) appeared, \(log.started.count) started")
        }
    }
}

#Preview("Row lifecycle") {
    RowLifecycleList()
}
