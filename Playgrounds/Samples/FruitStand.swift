import Canopy

// A sample written as SwiftUI sample code is: a list-and-detail app. The list searches by name,
// pulls to refresh (a short wait, then the stock is counted again), deletes and reorders in
// edit mode, marks a fruit as a favourite with a leading swipe, and adds a fruit from the
// toolbar; a row opens the fruit's detail.

struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFavorite = false
}

@MainActor
final class FruitStore: ObservableObject {
    @Published var fruits = [
        Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"),
        Fruit(id: 3, name: "Cherry"), Fruit(id: 4, name: "Date"),
    ]
    @Published var refreshCount = 0
    private var nextID = 5

    func add() {
        fruits.append(Fruit(id: nextID, name: "Fig \(nextID)"))
        nextID += 1
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        refreshCount += 1
    }
}

struct FruitDetail: View {
    let fruit: Fruit

    var body: some View {
        VStack {
            Text(fruit.name)
            Text(fruit.isFavorite ? "A favourite" : "Not a favourite yet")
        }
        .navigationTitle(fruit.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
        }
    }
}

struct FruitStand: View {
    @StateObject private var store = FruitStore()
    @State private var query = ""

    private var shown: [Fruit] {
        query.isEmpty
            ? store.fruits
            : store.fruits.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown) { fruit in
                    NavigationLink(value: fruit) {
                        Text(fruit.isFavorite ? "★ \(fruit.name)" : fruit.name)
                    }
                    .swipeActions(edge: .leading) {
                        Button(fruit.isFavorite ? "Unfavorite" : "Favorite") {
                            toggleFavorite(fruit)
                        }
                    }
                }
                .onDelete { offsets in
                    let ids = offsets.map { shown[$0].id }
                    store.fruits.removeAll { ids.contains($0.id) }
                }
                .onMove { offsets, destination in
                    // The offsets are into the rows shown, which a search may have filtered.
                    var ids = shown.map(\.id)
                    ids.move(fromOffsets: offsets, toOffset: destination)
                    store.fruits.sort { lhs, rhs in
                        (ids.firstIndex(of: lhs.id) ?? .max) < (ids.firstIndex(of: rhs.id) ?? .max)
                    }
                }
                Text("Counted \(store.refreshCount) times")
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: Fruit.self) { fruit in
                FruitDetail(fruit: fruit)
            }
            .searchable(text: $query, prompt: "Search fruit")
            .refreshable { await store.refresh() }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { store.add() }
                }
                ToolbarItem(placement: .status) { Text("\(shown.count) fruits") }
            }
        }
    }

    private func toggleFavorite(_ fruit: Fruit) {
        guard let index = store.fruits.firstIndex(where: { $0.id == fruit.id }) else { return }
        store.fruits[index].isFavorite.toggle()
    }
}

#Preview("Fruit stand") {
    FruitStand()
}
