import CanopyFuzz
import Testing

@testable import Canopy

/// Cases of the animated differential check that found runtime bugs, run as they were found.
@MainActor
@Suite("Animated differential check: findings (issue 38 item 7)")
struct AnimatedFuzzFindingsTests {
    @Test(
        "D34: a view held after an observed object's animated change leaves its parent's layout (seed 1, case 745)"
    )
    func seed1Case745() {
        var generator = FuzzGenerator(seed: 1)
        generator.generatesAnimations = true
        for _ in 1..<745 { _ = generator.makeCase(maxNodes: 40, maxSteps: 12) }
        let failure = DifferentialCheck.run(generator.makeCase(maxNodes: 40, maxSteps: 12))
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
