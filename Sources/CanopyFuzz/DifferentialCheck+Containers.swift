import Canopy
import Foundation

extension DifferentialCheck {
    /// What the updated host collects against a fresh mount with the same rendering: its
    /// containers' values, then its accessibility tree.
    static func compareCollected(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        compareContainers(host, fresh) ?? compareAccessibility(host, fresh)
    }

    /// What the updated host's containers collect against a fresh mount's, through the host
    /// API: the toolbar items (C1, D50), the front-most sheet's detent and offered detents
    /// (C14, D53); `nil` when they agree.
    static func compareContainers(_ host: ViewHost, _ fresh: ViewHost) -> String? {
        var expected = FuzzContainerValues(fresh, tree: "")
        AppDifferentialCheck.freshValuesHook?(&expected)
        var actual = FuzzContainerValues(host, tree: "")
        AppDifferentialCheck.collectedValuesHook?(&actual)
        guard expected != actual else { return nil }
        return """
            the updated host's containers collect other values than a fresh mount's (C1–C14)
              fresh mount:  \(expected)
              updated host: \(actual)
            """
    }

    /// Selects tab `tab` of the `occurrence`-th reachable tab view node `node` made, through
    /// the host, as a person does; nothing when none is reachable (C10).
    static func selectTab(
        _ tab: Int, of node: Int, occurrence: Int, on host: ViewHost, oracle: inout FuzzOracle,
        expectation: FuzzOracle.Expectation
    ) throws {
        let labels = expectation.tabs.keys.filter {
            $0.hasPrefix("K\(node)@") && $0.hasSuffix("#\(tab)")
        }.sorted()
        guard !labels.isEmpty else {
            host.flush()
            return
        }
        let label = labels[occurrence % labels.count]
        if let target = expectation.tabs[label] { oracle.apply(target) }
        try host.selectTab(label)
    }
}

extension DifferentialCheck {
    /// Picks option `option` (modulo the options) of the `occurrence`-th reachable picker node
    /// `node` made, as a person does: through the host's menu (``ViewHost/pick(_:in:)``), or on
    /// a segmented picker, `tapsSegment`, by a tap at the centre of the option's segment
    /// (D105); nothing when none is reachable.
    static func pick(
        _ option: Int, of node: Int, tapsSegment: Bool, occurrence: Int, on host: ViewHost,
        oracle: inout FuzzOracle, expectation: FuzzOracle.Expectation
    ) throws {
        let labels = expectation.pickers.keys.filter { $0.hasPrefix("P\(node)@") }.sorted()
        guard !labels.isEmpty else {
            host.flush()
            return
        }
        let label = labels[occurrence % labels.count]
        guard let target = expectation.pickers[label] else { return }
        let index = option % target.options
        oracle.apply(.tab(target.key, index))
        guard tapsSegment, target.segmented else {
            try host.pick(FuzzViewContainer.optionLabel(node, index), in: label)
            return
        }
        guard
            let point = fuzzSegmentCentre(
                index, of: target.options, inPicker: label, on: host)
        else { throw FuzzSegmentNotTapped(picker: label, segment: index, point: nil) }
        if !host.tap(at: point) {
            throw FuzzSegmentNotTapped(picker: label, segment: index, point: point)
        }
    }
}

/// A tap on a segment of a segmented picker the rules say is reachable found no segment.
struct FuzzSegmentNotTapped: Error, CustomStringConvertible {
    let picker: String
    let segment: Int
    let point: CGPoint?

    var description: String {
        guard let point else { return "the host lays out no picker \(picker)" }
        return
            "a tap at (\(point.x), \(point.y)) on segment \(segment) of \(picker) selected nothing"
    }
}
