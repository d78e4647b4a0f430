import Canopy
import Foundation
import Observation

// A sample written as SwiftUI sample code is, for what containers collect and hand down
// (issue 40): a trip planner with tabs and a badge, a searchable list with scopes and
// suggestions, swipe actions, delete and move in edit mode, pull to refresh, a toolbar in each
// bar, and a sheet that rests at a detent and asks before it is swiped away.

struct Trip: Identifiable, Hashable {
    enum Kind: String, CaseIterable, Identifiable {
        case all = "All"
        case city = "City"
        case nature = "Nature"
        var id: Self { self }
    }

    let id: UUID
    var name: String
    var kind: Kind
    var isFavorite = false
    var notes = ""

    init(name: String, kind: Kind) {
        id = UUID()
        self.name = name
        self.kind = kind
    }
}

@Observable
final class TripStore {
    var trips = [
        Trip(name: "Lisbon", kind: .city),
        Trip(name: "Dolomites", kind: .nature),
        Trip(name: "Kyoto", kind: .city),
    ]
    var refreshCount = 0
    var unread = 2

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(10))
        refreshCount += 1
    }
}

struct TripPlanner: View {
    @State private var store = TripStore()
    @State private var selection = "trips"

    var body: some View {
        TabView(selection: $selection) {
            TripList(store: store)
                .tabItem { Label("Trips", systemImage: "airplane") }
                .tag("trips")
            InboxView(store: store)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(store.unread)
                .tag("inbox")
        }
    }
}

struct TripList: View {
    @Bindable var store: TripStore
    @State private var query = ""
    @State private var scope = Trip.Kind.all
    @State private var editing: Trip?
    @State private var isAdding = false

    private var shown: [Trip] {
        store.trips.filter { trip in
            (scope == .all || trip.kind == scope)
                && (query.isEmpty || trip.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Trips") {
                    ForEach(shown) { trip in
                        NavigationLink(value: trip) {
                            HStack {
                                Text(trip.name)
                                Spacer()
                                if trip.isFavorite {
                                    Image(systemName: "star.fill")
                                }
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                toggleFavorite(trip)
                            } label: {
                                Label("Favorite", systemImage: "star")
                            }
                            .tint(.yellow)
                        }
                        .swipeActions {
                            Button("Edit") { editing = trip }
                                .tint(.blue)
                        }
                    }
                    .onDelete { offsets in
                        let ids = offsets.map { shown[$0].id }
                        store.trips.removeAll { ids.contains($0.id) }
                    }
                    .onMove { source, destination in
                        store.trips.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                TripDetail(trip: trip)
            }
            .searchable(text: $query, prompt: "Find a trip")
            .searchScopes($scope) {
                ForEach(Trip.Kind.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .searchSuggestions {
                ForEach(store.trips.filter { $0.name.hasPrefix(query) && !query.isEmpty }) {
                    trip in
                    Text(trip.name).searchCompletion(trip.name)
                }
            }
            .refreshable {
                await store.refresh()
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { isAdding = true }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(store.trips.count) trips")
                }
            }
            .sheet(isPresented: $isAdding) {
                NewTripSheet { trip in store.trips.append(trip) }
            }
            .sheet(item: $editing) { trip in
                NavigationStack {
                    Form {
                        LabeledContent("Name", value: trip.name)
                        LabeledContent("Kind", value: trip.kind.rawValue)
                    }
                    .navigationTitle("Edit")
                    .navigationBarTitleDisplayMode(.inline)
                }
                .presentationDetents([.medium])
            }
        }
    }

    private func toggleFavorite(_ trip: Trip) {
        guard let index = store.trips.firstIndex(where: { $0.id == trip.id }) else { return }
        store.trips[index].isFavorite.toggle()
    }
}

struct TripDetail: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(trip.name).font(.largeTitle)
            Text(trip.kind.rawValue).foregroundStyle(.secondary)
        }
        .navigationTitle(trip.name)
        .toolbar {
            ToolbarItem {
                ShareLink(item: trip.name)
            }
        }
    }
}

struct NewTripSheet: View {
    var onSave: (Trip) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var kind = Trip.Kind.city
    @State private var notes = ""
    @State private var detent = PresentationDetent.medium

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Kind", selection: $kind) {
                    ForEach(Trip.Kind.allCases.filter { $0 != .all }) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(2...4)
            }
            .navigationTitle("New Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        var trip = Trip(name: name, kind: kind)
                        trip.notes = notes
                        onSave(trip)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled(!name.isEmpty)
    }
}

struct InboxView: View {
    @Bindable var store: TripStore

    var body: some View {
        NavigationStack {
            List {
                Text("Refreshed \(store.refreshCount) times")
                Button("Mark All Read") { store.unread = 0 }
            }
            .navigationTitle("Inbox")
            .refreshable { await store.refresh() }
        }
    }
}

#Preview {
    TripPlanner()
}
