/// The accessibility tree as a JSON document (schema `canopy-accessibility/1`, see
/// `Docs/Formats.md`): the same elements and containers as the text rendering (D48), one
/// element a line, keys always in the same order.
@MainActor
extension AccessibilityTree {
    /// The JSON document, ending with a newline.
    public var json: String {
        var lines: [String] = []
        func add(_ nodes: [Node], parent: Int?) {
            for node in nodes {
                let id = lines.count
                let parentField = "\"parent\": " + (parent.map(String.init) ?? "null")
                switch node {
                case .element(let element):
                    lines.append(
                        "    {\"id\": \(id), \(parentField), \"kind\": \"element\", "
                            + Self.fields(of: element) + "}")
                case .container(let label, let children):
                    lines.append(
                        "    {\"id\": \(id), \(parentField), \"kind\": \"container\", \"label\": \(JSONTreeRenderer.string(label))}"
                    )
                    add(children, parent: id)
                }
            }
        }
        add(nodes, parent: nil)
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        // D91: the rotors only when a view attached some, so trees without keep their shape.
        let rotorList =
            rotors.isEmpty
            ? ""
            : ",\n  \"rotors\": [\n"
                + rotors.map {
                    "    {\"name\": \(JSONTreeRenderer.string($0.name)), \"entries\": [\($0.entries.map(JSONTreeRenderer.string).joined(separator: ", "))]}"
                }.joined(separator: ",\n") + "\n  ]"
        return """
            {
              "schema": "canopy-accessibility/1",
              "nodes": \(list)\(rotorList)
            }

            """
    }

    private static func fields(of element: AccessibilityElement) -> String {
        let string = JSONTreeRenderer.string
        func strings(_ values: [String]) -> String {
            "[" + values.map(string).joined(separator: ", ") + "]"
        }
        var fields = [
            "\"label\": \(string(element.label))",
            "\"traits\": \(strings(element.traits.names))",
            "\"adjustable\": \(element.isAdjustable)",
            "\"activatable\": \(element.isActivatable)",
        ]
        if let value = element.value { fields.append("\"value\": \(string(value))") }
        if let hint = element.hint { fields.append("\"hint\": \(string(hint))") }
        if let identifier = element.identifier {
            fields.append("\"identifier\": \(string(identifier))")
        }
        if element.headingLevel != .unspecified {
            fields.append("\"heading\": \(element.headingLevel.rawValue)")
        }
        if !element.actionNames.isEmpty {
            fields.append("\"actions\": \(strings(element.actionNames))")
        }
        if !element.inputLabels.isEmpty {
            fields.append("\"inputLabels\": \(strings(element.inputLabels))")
        }
        if !element.customContent.isEmpty {
            let entries = element.customContent.map {
                "{\"label\": \(string($0.label)), \"value\": \(string($0.value)), \"importance\": \"\($0.importance == .high ? "high" : "default")\"}"
            }
            fields.append("\"customContent\": [\(entries.joined(separator: ", "))]")
        }
        return fields.joined(separator: ", ")
    }
}
