import Foundation
import Testing

/// Every API an article or the README names in code exists: a call or member in a code span
/// (`host.focusNext()`, `.scroll(by:)`) or a symbol link (``ViewHost/advanceTime(by:)``) names
/// something the package declares. An article that names a host method that is only a CLI
/// step (`tab`, `backtab`) fails here.
@Suite("Issue 24: the articles name only APIs that exist")
struct ArticleNamesTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Names of Swift itself that articles write in code, and the module (the landing page's
    /// ``Canopy`` link).
    private static let language: Set<String> = ["canImport", "init", "Canopy"]

    /// Every name the package's sources, playgrounds and example declare.
    private static func declaredNames() throws -> Set<String> {
        let declaration = try Regex(
            #"\b(?:func|var|let|case|init|subscript|class|struct|enum|protocol|typealias|actor)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#
        )
        let caseList = try Regex(
            #"\bcase\s+[a-z]\w*(?:\([^)]*\))?(?:\s*,\s*[a-z]\w*(?:\([^)]*\))?)+"#)
        var names: Set<String> = []
        for folder in ["Sources", "Playgrounds", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard
                let files = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil)
            else { continue }
            for case let file as URL in files
            where file.pathExtension == "swift" && !file.path.contains("/.build/") {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
                // `case a, b, c`: every case, not only the first.
                for match in text.matches(of: caseList) {
                    for part in match.output[0].substring?.dropFirst(4).split(separator: ",") ?? []
                    {
                        let name = part.trimmingCharacters(in: .whitespaces)
                            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                        names.insert(String(name))
                    }
                }
            }
        }
        return names
    }

    /// The documents checked: the DocC articles and the README.
    private static func documents() throws -> [(name: String, text: String)] {
        let catalog = root.appendingPathComponent("Sources/Canopy/Canopy.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try articles.map {
            ($0, try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8))
        } + [
            (
                "README.md",
                try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            )
        ]
    }

    /// The API names `text` mentions in code spans and symbol links, outside fenced blocks
    /// (which other tests compile or compare).
    static func mentionedNames(in text: String) throws -> [(name: String, span: String)] {
        let unfenced = text.replacing(try Regex(#"(?s)```.*?```"#), with: "")
        var names: [(String, String)] = []
        let link = try Regex(#"``([^`\n]+)``"#)
        for match in unfenced.matches(of: link) {
            guard let span = match.output[1].substring else { continue }
            // ``Type/member(label:)``: the last component's base name.
            let last = span.split(separator: "/").last.map(String.init) ?? String(span)
            let base = last.prefix { $0 != "(" && $0 != "-" }
            names.append((String(base), String(span)))
        }
        let withoutLinks = unfenced.replacing(link, with: "")
        let call = try Regex(
            #"(?:^|[\s(])([a-z][A-Za-z0-9_]*)\(|[A-Za-z)\]]\.([a-z][A-Za-z0-9_]*)"#)
        let path = try Regex(#"/|\.(md|sh|swift|txt|json|dot|html)\b"#)
        for match in withoutLinks.matches(of: try Regex(#"`([^`\n]+)`"#)) {
            guard let span = match.output[1].substring.map(String.init),
                span.firstMatch(of: path) == nil
            else { continue }
            for found in span.matches(of: call) {
                if let name = found.output[1].substring ?? found.output[2].substring {
                    names.append((String(name), span))
                }
            }
        }
        return names
    }

    @Test("Every call, member and symbol link in the articles and the README is declared")
    func namesExist() throws {
        let declared = try Self.declaredNames()
        #expect(declared.contains("advanceTime"))
        var unknown: [String] = []
        for (document, text) in try Self.documents() {
            for (name, span) in try Self.mentionedNames(in: text)
            where !declared.contains(name) && !Self.language.contains(name) {
                unknown.append("\(document): `\(span)` names \(name)")
            }
        }
        #expect(unknown.isEmpty, "\(unknown.joined(separator: "\n"))")
    }

    @Test("The check finds a method that does not exist")
    func findsMissing() throws {
        let names = try Self.mentionedNames(
            in: "Press `host.backtab()` or ``ViewHost/focusNext()``; see `Docs/Coverage.md`.")
        #expect(names.map(\.name) == ["focusNext", "backtab"])
        #expect(try !Self.declaredNames().contains("backtab"))
    }
}
