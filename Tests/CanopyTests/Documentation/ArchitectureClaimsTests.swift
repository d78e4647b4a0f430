import Foundation
import Testing

@testable import Canopy

/// The countable claims of `Docs/Architecture.md` are counted from the sources: how many
/// members of the base node a node kind overrides, and how many code lines of `Runtime/` name a
/// feature. A change that moves either number fails here until the document says the new one.
@Suite("Issue 37: Docs/Architecture.md's counts are the sources' counts")
struct ArchitectureClaimsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Architecture.md with every run of white space one space: a claim may wrap.
    private static func architecture() throws -> String {
        try read("Docs/Architecture.md").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// The Swift files below `folder`, by path.
    private static func sources(in folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "swift" { found.append(file) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A count as Architecture.md writes it, in words up to twenty, then in digits.
    private static func spelled(_ count: Int) -> String {
        let words = [
            "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen", "twenty",
        ]
        return count < words.count ? words[count] : "\(count)"
    }

    @Test("The members a node kind overrides: as many as the document says")
    func overriddenMembers() throws {
        let node = try Self.read("Sources/Canopy/Runtime/ViewNode.swift")
        let declaration = try Regex(#"(?m)^    (?:@MainActor )?(?:func|var) ([A-Za-z_]\w*)"#)
        let declared = Set(
            node.matches(of: declaration).compactMap { $0.output[1].substring }
                .map(String.init))
        let all = try Self.sources(in: "Sources/Canopy").map {
            try String(contentsOf: $0, encoding: .utf8)
        }.joined(separator: "\n")
        let override = try Regex(#"override (?:final )?(?:func|var) ([A-Za-z_]\w*)"#)
        let overridden = Set(
            all.matches(of: override).compactMap { $0.output[1].substring }
                .map(String.init)
        ).intersection(declared)
        let architecture = try Self.architecture()
        let claim = "\(Self.spelled(overridden.count)) members a node kind may override"
        let says = architecture.contains(claim)
        #expect(says, "Docs/Architecture.md should say \"\(claim)\": \(overridden.sorted())")
    }

    @Test("The base node's stored properties: as many as the document says")
    @MainActor func storedProperties() throws {
        let node = _ViewNode()
        let stored = Mirror(reflecting: node).children.compactMap(\.label)
        let claim = "\(Self.spelled(stored.count)) stored properties"
        let says = try Self.architecture().contains(claim)
        #expect(says, "Docs/Architecture.md should say \"\(claim)\": \(stored)")
    }

    @Test("The code lines of Runtime/ that name a feature: as many as the document says")
    func featureNamesInRuntime() throws {
        let feature = try Regex(
            "layout|Layout|preference|Preference|focus|Focus|lazy|Lazy|geometry|Geometry|scroll|Scroll"
        )
        var count = 0
        for file in Self.sources(in: "Sources/Canopy/Runtime") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("//") { continue }
                let code =
                    line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)
                    .first ?? ""
                if code.contains(feature) { count += 1 }
            }
        }
        let architecture = try Self.architecture()
        let claim = "names a feature in \(count) code lines"
        let says = architecture.contains(claim)
        #expect(says, "Docs/Architecture.md should say \"\(claim)\"")
    }
}
