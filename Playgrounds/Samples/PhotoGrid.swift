import Canopy

// A sample written as SwiftUI sample code is: a photo wall in a lazy grid whose columns adapt
// to the width (as many 80-point columns as fit), and a score table in an eager Grid whose
// score column is trailing-aligned.

struct PhotoWall: View {
    let photos = (1...60).map { "Photo \($0)" }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                    ForEach(photos, id: \.self) { name in
                        Color.blue
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(Text(name).font(.caption))
                    }
                }
                .padding()
            }
            .navigationTitle("Photos")
        }
    }
}

struct Score: Identifiable {
    let id = UUID()
    let player: String
    let points: Int
}

struct ScoreTable: View {
    let scores = [
        Score(player: "Ada", points: 120),
        Score(player: "Grace", points: 95),
        Score(player: "Linus", points: 7),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Player")
                Text("Points").gridColumnAlignment(.trailing)
            }
            .font(.headline)
            Divider()
            ForEach(scores) { score in
                GridRow {
                    Text(score.player)
                    Text("\(score.points)")
                }
            }
        }
        .padding()
    }
}

#Preview("Photo wall") {
    PhotoWall()
}

#Preview("Score table") {
    ScoreTable()
}
