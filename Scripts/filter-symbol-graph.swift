// Keeps only Canopy's own symbols in a symbol graph: `import Canopy` re-exports Foundation (as
// `import SwiftUI` does), so the extracted graph also lists every Foundation and Glibc symbol,
// and the DocC site would drown Canopy's API in them. A symbol is Canopy's when its precise
// identifier is mangled in the Canopy module or its declaration is in `Sources/Canopy`.
//
//     swift Scripts/filter-symbol-graph.swift .build/docs-symbol-graphs/Canopy.symbols.json
import Foundation

let path = CommandLine.arguments[1]
let data = try Data(contentsOf: URL(fileURLWithPath: path))
guard var graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
else {
    FileHandle.standardError.write(Data("not a symbol graph: \(path)\n".utf8))
    exit(1)
}

func isCanopy(_ symbol: [String: Any]) -> Bool {
    let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
    if precise.hasPrefix("s:6Canopy") { return true }
    let uri = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
    return uri.contains("/Sources/Canopy/")
}

let kept = symbols.filter(isCanopy)
let keptIDs = Set(
    kept.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String })
graph["symbols"] = kept
if let relationships = graph["relationships"] as? [[String: Any]] {
    graph["relationships"] = relationships.filter { relationship in
        guard let source = relationship["source"] as? String else { return false }
        return keptIDs.contains(source)
    }
}
let output = try JSONSerialization.data(withJSONObject: graph)
try output.write(to: URL(fileURLWithPath: path))
print("kept \(kept.count) of \(symbols.count) symbols in \(path)")
