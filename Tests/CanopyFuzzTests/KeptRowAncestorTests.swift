import CanopyFuzz
import Testing

@testable import Canopy

/// What `canopy-fuzz --seed 91` found (case 13,241, shrunk): a `List` row kept mounted off
/// screen waits, parked, with a value its `ForEach` handed it (D17). When its row came back
/// into view in the same update that invalidated a view inside it (an observed object), that
/// inner view ran first, with the value the row had handed it before it was parked, and only
/// then did the row run: a body saw a state that never existed (D3: no view runs before a
/// pending ancestor). A view whose ancestor is parked now wakes the ancestor and waits for it.
@MainActor
@Suite("D17, D3: a view in a kept row runs after its parked ancestor")
struct KeptRowAncestorTests {
    static var foundBySeed91: FuzzCase {
        let text17 = FuzzNode(id: 17, kind: .text(.constant(0)))
        let section = FuzzNode(id: 15, kind: .section(.headerAndFooter, .constant(0), text17))
        let text11 = FuzzNode(id: 11, kind: .text(.constant(0)))
        let styled = FuzzNode(id: 10, kind: .buttonStyle(.variable(8, plus: 1), text11))
        let conditional = FuzzNode(
            id: 9, kind: .conditional(.variable(3, plus: 1), styled, section))
        let row = FuzzNode(id: 8, kind: .observedObject(index: 0, conditional))
        let rows = FuzzNode(id: 6, kind: .forEach(.variable(1, plus: 1), row))
        let list = FuzzNode(id: 5, kind: .lazyContainer(FuzzLazyContainer(.list, extent: 90), rows))
        let root = FuzzNode(id: 3, kind: .observedObject(index: 1, list))
        return FuzzCase(
            root: root,
            steps: [
                .object(1), .combined, .combined, .combined, .object(1),
                .batch([.model(0), .object(1), .object(1)]), .combined,
            ])
    }

    @Test("The case seed 91 found passes the differential check")
    func foundBySeed91Passes() {
        let failure = DifferentialCheck.run(Self.foundBySeed91)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    /// The first fix woke the parked ancestor but let the walk go on with views pushed below
    /// it: `canopy-fuzz --seed 4041`, case 4,087, ran a `ForEach` in a section before its
    /// invalidated ancestor (D3). Waking an ancestor now hands the walk back to the queue.
    @Test("D3: waking a parked ancestor hands the walk back (seed 4041, case 4,087)")
    func wakingHandsTheWalkBack() {
        var generator = FuzzGenerator(seed: 4041)
        for _ in 0..<4086 { _ = generator.makeCase(maxNodes: 40, maxSteps: 12) }
        let failure = DifferentialCheck.run(generator.makeCase(maxNodes: 40, maxSteps: 12))
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
