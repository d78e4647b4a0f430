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

    @Test(
        "D34, P1: a view brought back while held is asked for the keys handed down while it was away (seed 1, case 163)"
    )
    func seed1Case163() {
        #expect(Self.failure(seed: 1, case: 163) == nil)
    }

    @Test(
        "D34: a view brought back while held sees the change since it left in its onChange (seed 12, case 124)"
    )
    func seed12Case124() {
        #expect(Self.failure(seed: 12, case: 124) == nil)
    }

    @Test(
        "D34, L1: a row brought back while held keeps its @StateObject, as the check now predicts (seed 21, case 402)"
    )
    func seed21Case402() {
        #expect(Self.failure(seed: 21, case: 402) == nil)
    }

    @Test(
        "A1, G29: a section in a lazy stack recombines its accessibility items when its rows in view change (seed 51, case 1775)"
    )
    func seed51Case1775() {
        #expect(Self.failure(seed: 51, case: 1775) == nil)
    }

    /// The rules forgot a held view's state when the step that showed it again ended every
    /// animation; the runtime, which keeps it, was right.
    @Test(
        "D34: a tab view shown again without animation while held keeps its selected tab (seed 10902, case 2773)"
    )
    func seed10902Case2773() {
        #expect(Self.failure(seed: 10902, case: 2773) == nil)
    }

    /// Case `number` of `seed`'s animated cases, checked; `nil` when it passes.
    static func failure(seed: UInt64, case number: Int) -> String? {
        var generator = FuzzGenerator(seed: seed)
        generator.generatesAnimations = true
        for _ in 1..<number { _ = generator.makeCase(maxNodes: 40, maxSteps: 12) }
        return DifferentialCheck.run(generator.makeCase(maxNodes: 40, maxSteps: 12)).map {
            String(describing: $0)
        }
    }
}
