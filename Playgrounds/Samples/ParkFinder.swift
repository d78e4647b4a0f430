import Canopy
import Foundation

// A sample written as SwiftUI sample code is, for what a presentation lets a person reach
// (D104): a list of parks behind a panel that never goes away, as in Maps. While the panel
// rests at its medium height the list behind it can be used; pulled up to full height, only
// the panel can. An alert the panel asks with is in front of everything.

struct Park: Identifiable, Hashable {
    let id: UUID
    let name: String
    let hectares: Double

    init(name: String, hectares: Double) {
        id = UUID()
        self.name = name
        self.hectares = hectares
    }
}

struct ParkFinder: View {
    @State private var parks = [
        Park(name: "Monsanto", hectares: 1_000),
        Park(name: "Estrela", hectares: 4.6),
        Park(name: "Gulbenkian", hectares: 7.5),
    ]
    @State private var selection: Park.ID?
    @State private var detent: PresentationDetent = .medium

    var body: some View {
        NavigationStack {
            List(parks) { park in
                Button(park.name) { selection = park.id }
            }
            .navigationTitle("Parks")
        }
        .sheet(isPresented: .constant(true)) {
            ParkPanel(park: parks.first { $0.id == selection })
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .interactiveDismissDisabled()
        }
    }
}

struct ParkPanel: View {
    let park: Park?
    @State private var isReporting = false
    @State private var reports = 0

    var body: some View {
        VStack(alignment: .leading) {
            if let park {
                Text(park.name).font(.title2)
                Text("\(park.hectares, specifier: "%.1f") ha")
                Button("Report a Problem") { isReporting = true }
            } else {
                Text("Choose a park")
            }
            Text("Reports sent: \(reports)")
        }
        .alert("Report a problem with this park?", isPresented: $isReporting) {
            Button("Send") { reports += 1 }
            Button("Cancel", role: .cancel) {}
        }
    }
}

#Preview {
    ParkFinder()
}
