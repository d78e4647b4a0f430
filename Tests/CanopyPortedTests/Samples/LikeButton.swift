import Canopy

// SwiftUI sample code as people write it for iOS 17's animators: a heart that pops through
// phases each time it is liked, a counter that jumps with keyframes, and a "live" dot that
// pulses for as long as it is on screen.

enum PopPhase: CaseIterable {
    case rest, grow, settle

    var scale: Double {
        switch self {
        case .rest: return 1
        case .grow: return 1.5
        case .settle: return 1.2
        }
    }

    var opacity: Double { self == .grow ? 0.5 : 1 }
}

struct JumpValues {
    var offset = 0.0
    var scale = 1.0
}

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("♥")
                .font(.largeTitle)
                .phaseAnimator(PopPhase.allCases, trigger: likes) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .opacity(phase.opacity)
                } animation: { phase in
                    switch phase {
                    case .grow: return .linear(duration: 0.2)
                    case .settle: return .linear(duration: 0.2)
                    case .rest: return .linear(duration: 0.1)
                    }
                }
            Text("\(likes) likes")
                .keyframeAnimator(initialValue: JumpValues(), trigger: likes) { content, value in
                    content
                        .offset(y: value.offset)
                        .scaleEffect(value.scale)
                } keyframes: { _ in
                    KeyframeTrack(\.offset) {
                        LinearKeyframe(-20, duration: 0.25)
                        LinearKeyframe(0, duration: 0.25)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.5, duration: 0.25)
                        LinearKeyframe(1, duration: 0.25)
                    }
                }
            HStack {
                Text("●")
                    .phaseAnimator([0.25, 1]) { content, level in
                        content.opacity(level)
                    } animation: { _ in
                        .easeInOut(duration: 0.5)
                    }
                Text("Live")
            }
            Button("Like") { likes += 1 }
        }
    }
}

#Preview {
    LikeButton()
}
