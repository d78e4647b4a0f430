/// Tab views, toolbars and detent sheets as SwiftUI code (C1, C10, C11, C13, C14).
extension FuzzAppSwiftPrinter {
    /// The fields and body of a container node's struct; `children` are its children's views.
    mutating func container(_ node: FuzzAppNode, fields: [String], children: [String])
        -> (fields: [String], body: [String])
    {
        let id = node.id
        let label = "\"@\" + inputs.at"
        var fields = fields
        var body: [String] = []
        switch node.kind {
        case .tabs(let tabs, _):
            fields += ["@State private var selection = 0", "@State private var count = 0"]
            body = [
                "VStack {", "    Text(\"c\(id) \\(count)\")",
                "    Button(\"C\(id)\" + \(label)) { count = (count + 1) % 3 }",
                "    TabView(selection: $selection) {",
            ]
            for (index, child) in children.enumerated() {
                let title = "\"B\(id)@\" + inputs.at + \"#\(index)\""
                let badge = index < tabs.badged.count && tabs.badged[index] ? ".badge(count)" : ""
                if tabs.usesTabType {
                    body.append(
                        "        Tab(\(title), systemImage: \"circle\", value: \(index)) { \(child) }"
                            + badge)
                } else {
                    body.append("        \(child).tabItem { Text(\(title)) }.tag(\(index))" + badge)
                }
            }
            body += ["    }", "}"]
        case .toolbar(let placement, _):
            fields.append("@State private var count = 0")
            body = [
                "VStack {", "    Text(\"t\(id) \\(count)\")", "    " + children[0], "}",
                ".toolbar {", "    ToolbarItem(placement: .\(placement.rawValue)) {",
                "        Button(\"T\(id)\" + \(label)) { count += 1 }", "    }", "}",
            ]
        case .detentSheet(let options, _):
            fields += [
                "@State private var isPresented = false",
                "@State private var detent: PresentationDetent = .medium",
            ]
            body = [
                "VStack {", "    Button(\"P\(id)\" + \(label)) { isPresented = true }", "}",
                ".sheet(isPresented: $isPresented) { AppSheet\(id)(inputs: inputs, detent: $detent) }",
            ]
            var content = [
                "VStack {", "    Button(\"D\(id)\" + \(label)) { dismiss() }",
            ]
            if options.detents {
                content.append(
                    "    Text(\"z\(id) \\(detent == .medium ? \"medium\" : \"large\")\")")
            }
            content += ["    " + children[0], "}"]
            if options.dismissDisabled { content.append(".interactiveDismissDisabled()") }
            if options.detents {
                content.append(".presentationDetents([.medium, .large], selection: $detent)")
            }
            structs.append(
                Self.declaration(
                    "AppSheet\(id)",
                    [
                        "let inputs: ReproInputs", "@Binding var detent: PresentationDetent",
                        "@Environment(\\.dismiss) private var dismiss",
                    ], content))
        default:
            break
        }
        return (fields, body)
    }
}
