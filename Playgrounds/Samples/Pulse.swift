import Canopy

// A sample written as SwiftUI sample code is: a lamp that fades in when it appears, a badge
// that springs with its count, and details that slide in and out. `canopy render pulse --at
// 0.25s` shows the lamp a quarter of the way through its fade.

struct Pulse: View {
    @State private var isLit = false
    @State private var count = 0
    @State private var showsDetails = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Lamp")
                .opacity(isLit ? 1 : 0)
                .onAppear {
                    withAnimation(.linear(duration: 1)) { isLit = true }
                }
            Text("\(count) new")
                .scaleEffect(count > 0 ? 1.2 : 1)
                .animation(.spring(duration: 0.4, bounce: 0.3), value: count)
            Button("Add") { count += 1 }
            Button(showsDetails ? "Hide details" : "Show details") {
                withAnimation(.easeInOut(duration: 0.3)) { showsDetails.toggle() }
            }
            if showsDetails {
                Text("Details").transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

#Preview("Pulse") {
    Pulse()
}
