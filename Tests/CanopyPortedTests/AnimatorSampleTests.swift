import Canopy
import Testing

@MainActor
@Suite("SwiftUI code written for iOS 17's phase and keyframe animators, with import Canopy")
struct AnimatorSampleTests {
    /// The line of the tree that starts with `prefix` (after the guides).
    private func line(_ host: ViewHost, _ prefix: String) -> String? {
        host.render().split(separator: "\n").map(String.init).first {
            $0.drop { "│├└─ ".contains($0) }.hasPrefix(prefix)
        }
    }

    @Test("Liking pops the heart through its phases and makes the counter jump")
    func like() throws {
        let host = ViewHost(LikeButton(), platform: .iOS)
        #expect(line(host, #"Text "♥""#)?.hasSuffix(".scaleEffect(1) .opacity(1)") == true)
        #expect(try host.tap("Like"))
        host.advanceTime(by: 0.1)
        // Halfway to the `grow` phase; the counter 0.1 s into its 0.25 s climb.
        #expect(
            line(host, #"Text "♥""#)?.hasSuffix(
                ".scaleEffect(1.25) .opacity(0.75)  animating scaleEffect, opacity, phaseAnimator")
                == true)
        #expect(
            line(host, #"Text "1 likes""#)?.hasSuffix(
                ".offset(x: 0, y: -8) .scaleEffect(1.2)  animating keyframeAnimator") == true)
        host.advanceTime(by: 0.15)
        // `grow` ended at the frame after 0.2 s (13/60): `settle` runs from there.
        let settling = try #require(line(host, #"Text "♥""#))
        #expect(settling.contains(".scaleEffect(1.45)"))
        #expect(
            line(host, #"Text "1 likes""#)?.hasSuffix(
                ".offset(x: 0, y: -20) .scaleEffect(1.5)  animating keyframeAnimator") == true)
        host.advanceTime(by: 0.35)
        // Back at rest, and landed.
        #expect(line(host, #"Text "♥""#)?.hasSuffix(".scaleEffect(1) .opacity(1)") == true)
        #expect(
            line(host, #"Text "1 likes""#)?.hasSuffix(".offset(x: 0, y: 0) .scaleEffect(1)") == true
        )
        #expect(host.renderScreen().contains("1 likes"))
    }

    @Test("The live dot pulses from the moment it appears, for as long as it is shown")
    func liveDot() throws {
        let host = ViewHost(LikeButton(), platform: .iOS)
        #expect(
            line(host, #"Text "●""#)?.hasSuffix(
                #"Text "●" .opacity(0.25)  animating phaseAnimator"#)
                == true)
        // The second phase starts at the first frame; easeInOut is halfway after 0.25 s.
        host.advanceTime(by: 1.0 / 60 + 0.25)
        let text = try #require(line(host, #"Text "●""#))
        let opacity = text.split(separator: "(")[1].split(separator: ")")[0]
        #expect(abs(Double(opacity)! - 0.625) < 1e-6)
        #expect(text.hasSuffix("animating opacity, phaseAnimator"))
        host.advanceTime(by: 60)
        #expect(host.isAnimating)
    }
}
