import Canopy

// A sample written as SwiftUI sample code is, for the layout modifiers: a stack of photos
// where the selected one is drawn on top, a pin placed by position, a tools column along the
// leading edge, and padding given edge by edge.

struct PhotoStack: View {
    @State private var selected = 0
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        ZStack {
            ForEach(0..<3) { index in
                colors[index]
                    .frame(width: 80, height: 60)
                    .offset(x: CGFloat(index) * 20, y: CGFloat(index) * 10)
                    .zIndex(index == selected ? 1 : 0)
            }
            Text("Pin")
                .position(x: 10, y: 10)
        }
        .frame(width: 140, height: 100)
        .padding(EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4))
        .safeAreaInset(edge: .leading, spacing: 4) {
            VStack {
                Button("Red") { selected = 0 }
                Button("Green") { selected = 1 }
                Button("Blue") { selected = 2 }
            }
        }
    }
}

#Preview("Photo stack") {
    PhotoStack()
}
