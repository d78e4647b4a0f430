extension FuzzSwiftPrinter {
    /// A generated tab view's body: `content` in tab 0 with the value's badge, the value's
    /// text in tab 1 (``FuzzViewContainer/tabItems``, ``FuzzViewContainer/tabs``).
    static func tabView(id: Int, usesTabType: Bool, value: String, content: String)
        -> String
    {
        let badge = ".badge(((\(value)) % 3 + 3) % 3)"
        let second = "Text(\"k\(id) \\(\(value))\")"
        var lines = [pad(2) + "TabView(selection: $tab) {"]
        if usesTabType {
            lines += [
                pad(3) + "Tab(\"K\(id)#0\", systemImage: \"circle\", value: 0) {", content,
                pad(3) + "}" + badge,
                pad(3) + "Tab(\"K\(id)#1\", systemImage: \"square\", value: 1) { \(second) }",
            ]
        } else {
            lines += [
                content, pad(4) + ".tabItem { Text(\"K\(id)#0\") }.tag(0)" + badge,
                pad(3) + second + ".tabItem { Text(\"K\(id)#1\") }.tag(1)",
            ]
        }
        return (lines + [pad(2) + "}"]).joined(separator: "\n")
    }
}

extension FuzzSwiftPrinter {
    /// A generated picker's body: the picker of `id`'s options in its style, the text of its
    /// selection and the value, then `content` (``FuzzPickerNode``, D105).
    static func picker(id: Int, style: FuzzViewContainer, value: String, content: String)
        -> String
    {
        let count = FuzzViewContainer.optionCount(id)
        return [
            pad(2) + "VStack {",
            pad(3) + "Picker(\"P\(id)\", selection: $pick) {",
            pad(4) + "ForEach(0..<\(count), id: \\.self) { Text(\"m\(id)#\\($0)\").tag($0) }",
            pad(3) + "}",
            pad(3) + style.pickerStyleSource,
            pad(3) + "Text(\"n\(id) \\(pick) \\(\(value))\")",
            content,
            pad(2) + "}",
        ].joined(separator: "\n")
    }
}
