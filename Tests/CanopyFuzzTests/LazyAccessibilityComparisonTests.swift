import Canopy
import CanopyFuzz
import Testing

/// The comparison the differential check makes for a host whose lazy containers are laid
/// out otherwise than a fresh mount's (D97): it must catch a tree that is wrong, so that it
/// cannot pass silently.
@MainActor
@Suite("A1, D97: the lazy accessibility comparison catches a wrong tree")
struct LazyAccessibilityComparisonTests {
    /// A list of three rows in a scroll view; row `relabelled` reads "wrong" to VoiceOver.
    struct Rows: View {
        var relabelled: Int? = nil
        var tall = false

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<3, id: \.self) { row in
                        if row == relabelled {
                            Text("Row \(row)").accessibilityLabel("wrong")
                        } else {
                            Text("Row \(row)").frame(height: tall ? 40 : 20)
                        }
                    }
                }
            }
        }
    }

    @Test("A1, D97: the same rows laid out otherwise compare equal")
    func sameRowsOtherFrames() throws {
        let kept = ViewHost(Rows(tall: true))
        let fresh = ViewHost(Rows())
        #expect(kept.render() != fresh.render())
        #expect(DifferentialCheck.compareLazyAccessibility(kept, fresh) == nil)
    }

    @Test("A1, A6, D97: a row whose element differs from the fresh mount's is reported")
    func wrongRowIsReported() throws {
        let kept = ViewHost(Rows(relabelled: 1))
        let fresh = ViewHost(Rows())
        let message = try #require(DifferentialCheck.compareLazyAccessibility(kept, fresh))
        #expect(message.contains("differ from a fresh mount's"))
        #expect(message.contains("\"wrong\""))
    }

    @Test("A1, D97: a missing row element is reported")
    func missingRowIsReported() throws {
        struct TwoRows: View {
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(0..<2, id: \.self) { Text("Row \($0)") } }
                }
            }
        }
        let kept = ViewHost(TwoRows())
        let fresh = ViewHost(Rows())
        #expect(DifferentialCheck.compareLazyAccessibility(kept, fresh) != nil)
    }
}

/// What `canopy-fuzz --seed 6301 --accessibility` found (case 353, shrunk) in the check's own
/// prediction: `.combine` turns a button child's default action into a named action called
/// by the button's label (A11), and running it taps the button, which the rules must predict.
@MainActor
@Suite("A11, A14: a VoiceOver step running a combined element's named action")
struct CombinedNamedActionStepTests {
    static var foundBySeed6301: FuzzCase {
        let text = FuzzNode(id: 12, kind: .text(.constant(0)))
        let object = FuzzNode(id: 6, kind: .stateObject(text))
        let root = FuzzNode(id: 5, kind: .accessibility(.combine, .constant(0), object))
        return FuzzCase(root: root, steps: [.accessibility(.namedAction, occurrence: 2)])
    }

    @Test("A11, A14: the named action taps the button, and the check predicts it")
    func namedActionOfCombinedButton() throws {
        let fuzzCase = Self.foundBySeed6301
        // The step has an action to run: the button's, on the combined element.
        let host = ViewHost(
            FuzzRoot(fuzzCase.root, context: FuzzHostContext(world: FuzzWorld())))
        let combined = try #require(
            host.accessibilityTree().elements.first { !$0.actionNames.isEmpty })
        #expect(combined.actionNames == ["S6@"])
        #expect(try host.accessibilityPerform("S6@", on: combined.label))
        let failure = DifferentialCheck.run(fuzzCase)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
