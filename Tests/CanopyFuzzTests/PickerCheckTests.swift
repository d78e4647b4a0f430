import Canopy
import CanopyFuzz
import Foundation
import Testing

/// Pickers in the view check (D105): generated in the menu, segmented and inline styles, their
/// selection `@State` kept by identity, picked through the host or by a tap on a segment.
@MainActor
@Suite("D105: the view check generates pickers")
struct PickerCheckTests {
    private static func n(_ id: Int, _ kind: FuzzNode.Kind) -> FuzzNode {
        FuzzNode(id: id, kind: kind)
    }

    /// A segmented picker of three options under a condition on a local (it leaves when the
    /// local is odd), a menu picker of two showing root variable 1, an inline picker of three.
    static var pickers: FuzzCase {
        let segmented = n(
            11,
            .local(
                n(
                    12,
                    .conditional(
                        .variable(11, plus: 0),
                        n(
                            5,
                            .container(
                                .segmentedPicker, .variable(2, plus: 0), n(4, .text(.constant(1))))),
                        nil))))
        let menu = n(6, .container(.menuPicker, .variable(1, plus: 0), n(8, .text(.constant(2)))))
        let inline = n(9, .container(.inlinePicker, .constant(7), n(10, .text(.constant(3)))))
        return FuzzCase(
            root: n(3, .stack([segmented, menu, inline])),
            steps: [
                .pick(node: 5, option: 2, tapsSegment: true, occurrence: 0),
                .pick(node: 6, option: 1, tapsSegment: false, occurrence: 0),
                .root(1),
                .pick(node: 9, option: 2, tapsSegment: false, occurrence: 0),
                .pick(node: 5, option: 1, tapsSegment: true, occurrence: 0),
                // The local turns odd: the segmented picker leaves with its selection, and
                // comes back at the first option.
                .tap(node: 11, occurrence: 0),
                .pick(node: 5, option: 1, tapsSegment: true, occurrence: 0),
                .tap(node: 11, occurrence: 0),
                .pick(node: 5, option: 0, tapsSegment: false, occurrence: 0),
                .pick(node: 5, option: 4, tapsSegment: true, occurrence: 0),
            ])
    }

    @Test("D105: pickers of every style pass the check through picks, taps and a removal")
    func pickersPass() throws {
        let fuzzCase = Self.pickers
        let failure = DifferentialCheck.run(fuzzCase)
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }

    @Test("D34, D105: a picker shown again while held for its removal keeps its selection")
    func heldPickerKeepsItsSelection() {
        // `if v1 is even { Picker }`, hidden and shown again within one linear second.
        let picker = Self.n(
            4, .container(.segmentedPicker, .constant(0), Self.n(5, .text(.constant(0)))))
        let root = Self.n(3, .conditional(.variable(1, plus: 0), picker, nil))
        let fuzzCase = FuzzCase(
            root: root,
            steps: [
                .pick(node: 4, option: 1, tapsSegment: true, occurrence: 0),
                .animated(.linear(1), .root(1), completion: false),
                .advance(frames: 15, sampled: false),
                .animated(.linear(1), .root(1), completion: false),
                .advance(frames: 60, sampled: false),
                .pick(node: 4, option: 0, tapsSegment: false, occurrence: 0),
            ])
        let failure = DifferentialCheck.run(fuzzCase)
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }

    @Test("D105: a pick changes the predicted text, and the host shows it; a tap on a segment too")
    func pickChangesThePrediction() throws {
        let fuzzCase = Self.pickers
        let world = FuzzWorld()
        let host = ViewHost(FuzzRoot(fuzzCase.root, context: FuzzHostContext(world: world)))
        var oracle = FuzzOracle()
        var expectation = oracle.predict(fuzzCase.root, world: world)
        func texts() -> [String] { DifferentialCheck.renderedTexts(host.render()) }
        let start = [
            "m5#0", "m5#1", "m5#2", "n5 0 0", "t4 1", "m6#0", "m6#1", "n6 0 0", "t8 2", "m9#0",
            "m9#1", "m9#2", "n9 0 7", "t10 3",
        ]
        #expect(expectation.texts == start.map { .text($0) })
        #expect(texts() == start)
        let menu = try #require(expectation.pickers["P6@"])
        #expect(menu == FuzzPickerTarget(key: "6@$pick", options: 2, segmented: false))
        oracle.apply(.tab(menu.key, 1))
        expectation = oracle.predict(fuzzCase.root, world: world)
        #expect(expectation.texts.contains(.text("n6 1 0")))
        #expect(!expectation.texts.contains(.text("n6 0 0")))
        try host.pick("m6#1", in: "P6@")
        #expect(FuzzTextPattern.matches(expectation.texts, texts()))
        // The third segment's centre: the segments share the picker's width.
        let frame = try #require(
            host.render(RenderOptions(showsFrames: true)).split(separator: "\n").first {
                $0.contains("Picker \"P5@\"")
            })
        #expect(frame.contains(".pickerStyle(.segmented)"))
        #expect(host.tap(at: try #require(fuzzSegmentCentre(2, of: 3, inPicker: "P5@", on: host))))
        #expect(texts().contains("n5 2 0"))
    }

    @Test("D105: a picker and its pick steps print as SwiftUI code")
    func pickersPrint() {
        let source = FuzzSwiftPrinter.source(for: Self.pickers)
        #expect(source.contains("Picker(\"P5\", selection: $pick) {"))
        #expect(source.contains("ForEach(0..<3, id: \\.self) { Text(\"m5#\\($0)\").tag($0) }"))
        #expect(source.contains(".pickerStyle(.segmented).labelsHidden()"))
        #expect(source.contains(".pickerStyle(.menu)"))
        #expect(source.contains(".pickerStyle(.inline)"))
        #expect(source.contains("Text(\"n6 \\(pick) \\(v1)\")"))
        #expect(source.contains("_ = try? host.pick(\"m5#2\", in: \"P5\")"))
        #expect(source.contains("_ = try? host.pick(\"m6#1\", in: \"P6\")"))
    }

    @Test("D105: generated cases with pickers and pick steps pass the check (fixed seed)")
    func generatedPickersPass() {
        var generator = FuzzGenerator(seed: 105)
        var styles = Set<Int>()
        var taps = 0
        var checked = 0
        for _ in 0..<300 where checked < 10 {
            let fuzzCase = generator.makeCase()
            let pickers = FuzzShrinker.preorder(fuzzCase.root).compactMap { node in
                if case .container(let container, _, _) = node.kind,
                    FuzzViewContainer.pickers.contains(container)
                {
                    return container
                }
                return nil
            }
            let picks = fuzzCase.steps.filter {
                if case .pick = $0 { return true }
                return false
            }
            guard !pickers.isEmpty, !picks.isEmpty else { continue }
            styles.formUnion(pickers.map(\.rawValue))
            taps +=
                picks.filter {
                    if case .pick(_, _, true, _) = $0 { return true }
                    return false
                }.count
            checked += 1
            let failure = DifferentialCheck.run(fuzzCase)
            #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
        }
        #expect(checked == 10)
        #expect(styles == Set(FuzzViewContainer.pickers.map(\.rawValue)))
        #expect(taps > 0)
    }
}
