import Canopy

struct Odds: View {
    enum Speed: String, CaseIterable, Identifiable {
        case slow, fast
        var id: Self { self }
    }

    struct Item: Identifiable {
        let id = UUID()
        let name: String
    }

    @State private var speed = Speed.slow
    @State private var legacy = 1
    @State private var volume = 0.3
    @State private var due = Date(timeIntervalSince1970: 0)
    @State private var picked = Set<UUID>()
    @State private var warning: String?
    @State private var showsWarning = false
    @State private var deleting: Item?
    @State private var confirming = false
    let items = [Item(name: "One"), Item(name: "Two")]

    var body: some View {
        NavigationStack {
            Form {
                Picker("Speed", selection: $speed) {
                    ForEach(Speed.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker(selection: $legacy, label: Text("Legacy")) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                .pickerStyle(SegmentedPickerStyle())
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                ProgressView(value: volume) { Text("Level") }
                DatePicker(
                    "Due", selection: $due, in: ...Date.distantFuture, displayedComponents: .date
                )
                .datePickerStyle(.compact)
                List(items, selection: $picked) { item in Text(item.name) }
                    .listStyle(.insetGrouped)
                Button("Warn") {
                    withAnimation(.easeOut(duration: 0.2).delay(0.1)) {
                        warning = "Careful"
                        showsWarning = true
                    }
                }
                Button("Delete One") {
                    deleting = items[0]
                    confirming = true
                }
            }
            .toolbar { EditButton() }
            .alert(Text("Heads up"), isPresented: $showsWarning) {
                Button("OK") {}
            }
            .confirmationDialog(
                "Delete?", isPresented: $confirming, titleVisibility: .visible, presenting: deleting
            ) { item in
                Button("Delete \(item.name)", role: .destructive) {}
            }
            .animation(.spring(duration: 0.3, bounce: 0.2), value: speed)
        }
    }
}

#Preview("Odds") {
    Odds()
}
