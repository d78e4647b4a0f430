import Canopy

// A sample written as SwiftUI sample code is, for the graphics modifiers: a card that blurs and
// greys out its spoiler until a person reveals it, flips over about its vertical axis, and is
// clipped to rounded corners with a shadow. None of it moves the card in layout.

struct SpoilerCard: View {
    @State private var isRevealed = false
    @State private var isFlipped = false

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Color.indigo
                Text("The butler did it")
                    .foregroundStyle(.white)
            }
            .frame(width: 180, height: 100)
            .blur(radius: isRevealed ? 0 : 8)
            .grayscale(isRevealed ? 0 : 1)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))

            Button(isRevealed ? "Hide" : "Reveal") { isRevealed.toggle() }
            Button("Flip") { isFlipped.toggle() }
        }
    }
}

#Preview("Spoiler card") {
    SpoilerCard()
}
