/// How a host prints its tree: as text (``ViewHost/render(_:)``), as a Graphviz graph, or as
/// JSON for tools. All three are deterministic: the same tree prints the same bytes.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// The indented text tree.
    case text
    /// A Graphviz `digraph`: one box per line of the text tree, solid edges for the tree,
    /// dashed blue edges from an environment writer to each view that read its value (values
    /// flow **down**), dotted green edges from a preference writer to its reader (values flow
    /// **up**).
    case dot
    /// A JSON document (schema `canopy-tree/1`, see `Docs/Formats.md`): the lines with their
    /// parents, attributes and reads, and both kinds of flow.
    case json
    /// The accessibility tree (D48): one element a line in reading order, as a screen reader
    /// meets them.
    case accessibility
    /// The accessibility tree as a JSON document (schema `canopy-accessibility/1`, see
    /// `Docs/Formats.md`).
    case accessibilityJSON = "accessibility-json"
}

extension ViewHost {
    /// Renders the tree in `format`, after applying pending updates. Preference flows need the
    /// window to keep every written key, so DOT and JSON ask it to (as `--prefs` does).
    public func render(_ format: RenderFormat, options: RenderOptions = RenderOptions()) -> String {
        switch format {
        case .text: return render(options)
        case .accessibility: return renderAccessibility()
        case .accessibilityJSON: return accessibilityTree().json
        case .dot, .json:
            graph.observeAllPreferences()
            flush()
            if options.showsFrames { layOut() }
            let flows = FlowGraph(root: graph.root, options: options)
            return format == .dot
                ? DotRenderer.render(flows)
                : JSONTreeRenderer.render(flows, frames: options.showsFrames)
        }
    }
}

/// Prints a ``FlowGraph`` as a Graphviz `digraph`.
@MainActor
enum DotRenderer {
    static func render(_ flows: FlowGraph) -> String {
        var out = "digraph Canopy {\n"
        out += "  rankdir=TB;\n"
        out += "  node [shape=box, fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        let needsWindow = flows.preferenceFlows.contains { $0.reader == nil }
        if needsWindow { out += "  window [label=\"(window)\", shape=ellipse];\n" }
        for line in flows.lines { out += "  n\(line.index) [label=\(quote(line.text))];\n" }
        for line in flows.lines {
            if let parent = line.parent { out += "  n\(parent) -> n\(line.index);\n" }
        }
        for flow in flows.environmentFlows {
            // A write by the line's own modifier is on the line already.
            guard let writer = flow.writer, writer != flow.reader else { continue }
            out +=
                "  n\(writer) -> n\(flow.reader) [style=dashed, color=blue, fontcolor=blue, constraint=false, label=\(quote("\(flow.key) = \(flow.value)"))];\n"
        }
        for flow in flows.preferenceFlows {
            let target = flow.reader.map { "n\($0)" } ?? "window"
            out +=
                "  n\(flow.writer) -> \(target) [style=dotted, color=darkgreen, fontcolor=darkgreen, constraint=false, label=\(quote("\(flow.key) = \(flow.value)"))];\n"
        }
        return out + "}\n"
    }

    /// A DOT string literal: quotes and backslashes escaped, one line.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Prints a ``FlowGraph`` as JSON (schema `canopy-tree/1`), keys in a fixed order.
@MainActor
enum JSONTreeRenderer {
    /// With `frames`, each view also gets `"frame": [x, y, w, h]` in window points (D20).
    static func render(_ flows: FlowGraph, frames: Bool = false) -> String {
        var views: [String] = []
        var readsByLine: [Int: [String]] = [:]
        for flow in flows.environmentFlows {
            readsByLine[flow.reader, default: []].append(
                "{\"key\": \(string(flow.key)), \"value\": \(string(flow.value)), \"writer\": \(number(flow.writer))}"
            )
        }
        // Paths built from the parent line's, not walked up again for every line.
        var paths: [String] = []
        for line in flows.lines {
            let reads = readsByLine[line.index] ?? []
            let own = line.node.pathComponent
            let parentPath = line.parent.map { paths[$0] } ?? ""
            let path =
                own.map { parentPath.isEmpty ? $0 : parentPath + "/" + $0 } ?? parentPath
            paths.append(path)
            var fields = [
                "\"id\": \(line.index)", "\"parent\": \(number(line.parent))",
                "\"type\": \(string(line.node.shownTypeName))",
                "\"line\": \(string(line.text))", "\"path\": \(string(path))",
                "\"attributes\": [\(line.attributes.map(string).joined(separator: ", "))]",
            ]
            if let text = line.node.shownText { fields.append("\"text\": \(string(text))") }
            if frames, let frame = line.node.graph?.presentedFrame(of: line.node) {
                let numbers = [frame.minX, frame.minY, frame.width, frame.height]
                fields.append(
                    "\"frame\": [" + numbers.map(FrameText.number).joined(separator: ", ") + "]")
            }
            fields.append("\"reads\": [\(reads.joined(separator: ", "))]")
            // D35: only while something animates on the line, so a still tree reads as before.
            if !line.animating.isEmpty {
                fields.append(
                    "\"animating\": [\(line.animating.map(string).joined(separator: ", "))]")
            }
            if let transition = line.transition {
                fields.append("\"transition\": \(string(transition))")
            }
            views.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let environment = flows.environmentFlows.compactMap { flow -> String? in
            guard let writer = flow.writer else { return nil }
            return
                "    {\"key\": \(string(flow.key)), \"value\": \(string(flow.value)), \"from\": \(writer), \"to\": \(flow.reader)}"
        }
        let preferences = flows.preferenceFlows.map {
            "    {\"key\": \(string($0.key)), \"value\": \(string($0.value)), \"from\": \($0.writer), \"to\": \(number($0.reader))}"
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
        }
        return """
            {
              "schema": "canopy-tree/1",
              "views": \(list(views)),
              "environmentFlows": \(list(environment)),
              "preferenceFlows": \(list(preferences))
            }

            """
    }

    static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
