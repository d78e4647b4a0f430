import Canopy

// A sample written as SwiftUI sample code is, for gestures: a card you drag around (it follows
// the finger through a @GestureState and springs back unless dropped far enough to keep), that
// you double-tap to favourite and press and hold to flip.

struct GestureCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero
    @State private var isFavourite = false
    @State private var isFlipped = false
    @State private var isPressing = false

    var body: some View {
        VStack(spacing: 12) {
            Text(isFlipped ? "Back" : "Front")
                .font(.headline)
                .frame(width: 160, height: 100)
                .background(isPressing ? Color.orange : Color.yellow)
                .overlay(alignment: .topTrailing) {
                    if isFavourite {
                        Text("★").padding(6)
                    }
                }
                .offset(
                    x: position.width + dragOffset.width,
                    y: position.height + dragOffset.height
                )
                .animation(.spring, value: dragOffset)
                .onTapGesture(count: 2) { isFavourite.toggle() }
                .onLongPressGesture(minimumDuration: 0.8) {
                    isFlipped.toggle()
                } onPressingChanged: { pressing in
                    isPressing = pressing
                }
                .gesture(drag)
            Text("Moved \(Int(position.width)), \(Int(position.height))")
        }
    }

    private var drag: some Gesture {
        DragGesture()
            .updating($dragOffset) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                // Dropped far enough away, the card stays where it was dropped.
                if abs(value.translation.width) > 100 {
                    position.width += value.translation.width
                    position.height += value.translation.height
                }
            }
    }
}

#Preview("Gesture card") {
    GestureCard()
}
