extension FuzzSwiftPrinter {
    /// How many levels in a container's content is printed: two in a scroll view's stack or
    /// grid, one in a list or form.
    static func contentDepth(_ container: FuzzLazyContainer) -> Int {
        switch container.style {
        case .list, .form: return 1
        default: return 2
        }
    }

    /// A lazy container around `content` (printed ``contentDepth(_:)`` levels in), with its
    /// `.frame`.
    static func lazyContainer(_ container: FuzzLazyContainer, content: String, indent: Int)
        -> String
    {
        let pad = pad(indent)
        let open: [String]
        switch container.style {
        case .verticalStack(let spacing, let pinsHeaders, let pinsFooters):
            let pinned = [
                pinsHeaders ? ".sectionHeaders" : nil, pinsFooters ? ".sectionFooters" : nil,
            ]
            .compactMap { $0 }.joined(separator: ", ")
            open = ["ScrollView {", "LazyVStack(spacing: \(spacing), pinnedViews: [\(pinned)]) {"]
        case .horizontalStack(let spacing):
            open = ["ScrollView(.horizontal) {", "LazyHStack(spacing: \(spacing)) {"]
        case .verticalGrid(let columns):
            let items = Array(repeating: "GridItem()", count: columns).joined(separator: ", ")
            open = ["ScrollView {", "LazyVGrid(columns: [\(items)]) {"]
        case .list, .form:
            return [
                pad + (container.style == .list ? "List {" : "Form {"), content, pad + "}",
                pad + "    .frame(height: \(container.extent))",
            ].joined(separator: "\n")
        }
        let frame =
            container.isHorizontal
            ? ".frame(width: \(container.extent))" : ".frame(height: \(container.extent))"
        return [
            pad + open[0], pad + "    " + open[1], content, pad + "    }", pad + "}",
            pad + "    " + frame,
        ].joined(separator: "\n")
    }

    /// A `Section` around `content` (printed one level in), headed as `section` says.
    static func section(
        _ section: FuzzSection, id: Int, value: FuzzExpression, content: String, indent: Int
    ) -> String {
        let pad = pad(indent)
        let value = expression(value)
        let header = pad + "    Text(\"h\(id) \\(\(value))\")"
        let footer = pad + "    Text(\"f\(id) \\(\(value))\")"
        var lines: [String]
        switch section {
        case .plain: lines = [pad + "Section {", content]
        case .title: lines = [pad + "Section(\"s\(id)\") {", content]
        case .header: lines = [pad + "Section {", content, pad + "} header: {", header]
        case .footer:
            lines = [
                pad + "Section {", content, pad + "} header: {", pad + "    EmptyView()",
                pad + "} footer: {", footer,
            ]
        case .headerAndFooter:
            lines = [
                pad + "Section {", content, pad + "} header: {", header, pad + "} footer: {",
                footer,
            ]
        }
        return (lines + [pad + "}"]).joined(separator: "\n")
    }
}
