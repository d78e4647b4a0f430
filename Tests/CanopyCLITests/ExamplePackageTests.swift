import Foundation
import Testing

/// `Examples/NotesApp` is a package of its own that depends on Canopy by path, as a user's
/// does: `Scripts/check-example.sh` builds it, runs its tests and checks what its
/// `notes-canopy` tool (the `CanopyCLI` product over the package's own app) prints. Run from
/// here, `swift test` is the one command that checks everything.
@Suite("Issue 24: a package of your own gets the whole command line")
struct ExamplePackageTests {
    @Test(
        "The example package builds, its tests pass, and its tool renders, runs, explains and previews its own app",
        .timeLimit(.minutes(20)))
    func examplePackage() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("canopy-example-\(UUID().uuidString).log")
        try #require(FileManager.default.createFile(atPath: log.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", root.appendingPathComponent("Scripts/check-example.sh").path]
        process.currentDirectoryURL = root
        // The script's output goes to a file: a pipe nobody reads while it runs would fill
        // up and stop it.
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(
            process.terminationStatus == 0,
            "Scripts/check-example.sh failed:\n\(printed.suffix(4_000))")
    }
}
