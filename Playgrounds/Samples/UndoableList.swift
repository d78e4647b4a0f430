import Canopy

// A sample written as SwiftUI sample code is: a list of chores where a removed row slides out,
// and Undo while it is still leaving brings the same row back (its done mark with it); a card
// that grows when tapped, its frame animating (its tests advance the clock and read the frame
// halfway).

struct Chore: Identifiable {
    let id: Int
    let title: String
}

struct ChoreRow: View {
    let chore: Chore
    @State private var isDone = false

    var body: some View {
        Button(isDone ? "✓ \(chore.title)" : chore.title) { isDone.toggle() }
    }
}

struct UndoableList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Plants"),
    ]
    @State private var removed: (chore: Chore, index: Int)?
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 8) {
            ForEach(chores) { chore in
                ChoreRow(chore: chore).transition(.slide)
            }
            HStack {
                Button("Remove first") {
                    guard let first = chores.first else { return }
                    withAnimation(.easeInOut(duration: 0.6)) {
                        removed = (first, 0)
                        chores.removeFirst()
                    }
                }
                Button("Undo") {
                    guard let removed else { return }
                    withAnimation(.easeInOut(duration: 0.6)) {
                        chores.insert(removed.chore, at: removed.index)
                        self.removed = nil
                    }
                }
            }
            Color.orange
                .frame(width: isExpanded ? 200 : 100, height: isExpanded ? 120 : 60)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5, bounce: 0)) { isExpanded.toggle() }
                }
            Button(isExpanded ? "Shrink" : "Grow") {
                withAnimation(.spring(duration: 0.5, bounce: 0)) { isExpanded.toggle() }
            }
        }
    }
}

#Preview("Undoable list") {
    UndoableList()
}
