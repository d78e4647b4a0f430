import Canopy
import CanopyTesting
import Foundation
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count: \(count)") { count += 1 } }
}

@MainActor
@Suite("Snapshot files: recorded on first run, compared with a line diff after (issue 24)")
struct SnapshotTests {
    private func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "canopy-snapshots-\(UUID().uuidString)")
    }

    @Test("The first run writes the file and says so; the next compares; a change is a line diff")
    func recordThenCompare() throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = SnapshotSettings(directory: directory)
        let host = ViewHost(Counter())
        // What the checks report is captured, not recorded (RenderedDifferenceTests shows a
        // report is an issue), so a passing run prints no diff that reads like a failure.
        let file = directory.appendingPathComponent("recordThenCompare.tree.txt")
        let first = capturingCheckFailures { expectSnapshot(host, settings: settings) }
        #expect(
            first == [
                "Recorded the snapshot \(file.path); run the test again to compare with it."
            ])
        #expect(
            try String(contentsOf: file, encoding: .utf8) == "Counter\n└─ Button \"Count: 0\"\n")
        expectSnapshot(host, settings: settings)
        try host.tap("Count: 0")
        let changed = capturingCheckFailures { expectSnapshot(host, settings: settings) }
        #expect(
            changed == [
                "Snapshot recordThenCompare.tree.txt differs. "
                    + renderedDifference(
                        expected: "Counter\n└─ Button \"Count: 0\"",
                        actual: "Counter\n└─ Button \"Count: 1\"")
            ])
        #expect(changed.first?.contains("+ └─ Button \"Count: 1\"") == true)
    }

    /// Whether every report says a snapshot was recorded, and there are `count` of them.
    private func recorded(_ reports: [String], count: Int) -> Bool {
        reports.count == count && reports.allSatisfy { $0.hasPrefix("Recorded the snapshot ") }
    }

    @Test("Each format and name has its own file; recording rewrites it")
    func formatsAndNames() throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = ViewHost(Counter(), platform: .iOS)
        let firstRuns = capturingCheckFailures {
            expectSnapshot(host, as: .screen, settings: SnapshotSettings(directory: directory))
            expectSnapshot(
                host, as: .json, named: "flows", settings: SnapshotSettings(directory: directory))
        }
        #expect(recorded(firstRuns, count: 2))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["formatsAndNames.flows.json", "formatsAndNames.screen.txt"])
        try host.tap("Count: 0")
        let recording = capturingCheckFailures {
            expectSnapshot(
                host, as: .screen, settings: SnapshotSettings(record: true, directory: directory))
        }
        #expect(recorded(recording, count: 1))
        expectSnapshot(host, as: .screen, settings: SnapshotSettings(directory: directory))
        let screen = directory.appendingPathComponent("formatsAndNames.screen.txt")
        #expect(try String(contentsOf: screen, encoding: .utf8) == "<Count: 1>\n")
    }

    @Test("The grid and a tree with frames are snapshots too, recorded then compared")
    func gridAndFrames() throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = SnapshotSettings(directory: directory)
        let host = ViewHost(Counter(), platform: .iOS)
        var framed = RenderOptions()
        framed.showsFrames = true
        let firstRuns = capturingCheckFailures {
            expectSnapshot(host, as: .grid, settings: settings)
            expectSnapshot(host, as: .tree(framed), named: "frames", settings: settings)
        }
        #expect(recorded(firstRuns, count: 2))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["gridAndFrames.frames.tree.txt", "gridAndFrames.grid.txt"])
        let grid = try String(
            contentsOf: directory.appendingPathComponent("gridAndFrames.grid.txt"), encoding: .utf8)
        #expect(grid.hasPrefix(host.renderGrid()))
        expectSnapshot(host, as: .grid, settings: settings)
        try host.tap("Count: 0")
        let changed = capturingCheckFailures { expectSnapshot(host, as: .grid, settings: settings) }
        #expect(changed.count == 1)
        #expect(
            changed.first?.hasPrefix(
                "Snapshot gridAndFrames.grid.txt differs. Rendered text differs (- expected, + actual):\n"
            ) == true)
        #expect(changed.first?.contains("+ │                   Count: 1") == true)
    }
}
