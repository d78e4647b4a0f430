import Canopy

// A lazy container loads lazily only a `ForEach` that is its own content or a section's
// content, with no view between (a `FuzzView`, or the node of an `if` or `switch`, would be
// one), and lays out as sections only a `ForEach` whose elements are sections themselves. So
// these views build a container's content, a section's rows and a `ForEach` of sections in
// place, every choice made above the container, section or `ForEach`: what a printed case
// (``FuzzSwiftPrinter``) writes.

/// The child in a lazy container kept short along its axis, so only the rows in view load.
struct FuzzLazyContainerView: View {
    let frame: FuzzView
    let container: FuzzLazyContainer
    let child: FuzzNode

    var body: some View {
        let content = frame.view(child)
        switch child.kind {
        case .forEach(_, let template):
            if case .section(let style, _, let rows) = template.kind {
                if case .forEach = rows.kind {
                    sections(of: content, style, template.id) { $0.view(rows).rows }
                } else {
                    sections(of: content, style, template.id) { $0.view(rows) }
                }
            } else {
                wrap { content.rows }
            }
        case .section:
            wrap { content.section }
        default:
            wrap { content }
        }
    }

    /// The container around `content`.
    @ViewBuilder func wrap<C: View>(@ViewBuilder _ content: () -> C) -> some View {
        let extent = CGFloat(container.extent)
        switch container.style {
        case .verticalStack(let spacing, let pinsHeaders, let pinsFooters):
            ScrollView {
                LazyVStack(
                    spacing: CGFloat(spacing),
                    pinnedViews: Self.pinned(headers: pinsHeaders, footers: pinsFooters),
                    content: content)
            }
            .frame(height: extent)
        case .horizontalStack(let spacing):
            ScrollView(.horizontal) {
                LazyHStack(spacing: CGFloat(spacing), content: content)
            }
            .frame(width: extent)
        case .verticalGrid(let columns):
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(), count: columns), content: content)
            }
            .frame(height: extent)
        case .list:
            List(content: content).frame(height: extent)
        case .form:
            Form(content: content).frame(height: extent)
        }
    }

    /// The container around the `ForEach` of `forEach` (a frame for a `.forEach` node), whose
    /// elements are sections of `style` (node `id`) around `rows`.
    @ViewBuilder func sections<C: View>(
        of forEach: FuzzView, _ style: FuzzSection, _ id: Int,
        rows: @escaping (FuzzView) -> C
    ) -> some View {
        switch style {
        case .plain:
            wrap { forEach.elements { section in Section { rows(section) } } }
        case .title:
            wrap { forEach.elements { section in Section("s\(id)") { rows(section) } } }
        case .header:
            wrap {
                forEach.elements { section in
                    Section {
                        rows(section)
                    } header: {
                        Text("h\(id) \(section.sectionValue)")
                    }
                }
            }
        case .footer:
            wrap {
                forEach.elements { section in
                    Section {
                        rows(section)
                    } header: {
                        EmptyView()
                    } footer: {
                        Text("f\(id) \(section.sectionValue)")
                    }
                }
            }
        case .headerAndFooter:
            wrap {
                forEach.elements { section in
                    Section {
                        rows(section)
                    } header: {
                        Text("h\(id) \(section.sectionValue)")
                    } footer: {
                        Text("f\(id) \(section.sectionValue)")
                    }
                }
            }
        }
    }

    static func pinned(headers: Bool, footers: Bool) -> PinnedScrollableViews {
        var pinned: PinnedScrollableViews = []
        if headers { pinned.insert(.sectionHeaders) }
        if footers { pinned.insert(.sectionFooters) }
        return pinned
    }
}

extension FuzzView {
    /// For a `.forEach` node: its list.
    var list: [Int] {
        guard case .forEach(let expression, _) = node.kind else { return [] }
        return fuzzLists[fuzzListIndex(value(expression))]
    }

    /// For a `.forEach` node: its `ForEach`, each element `make` applied to the template's
    /// frame for that item.
    func elements<C: View>(_ make: @escaping (FuzzView) -> C) -> ForEach<[Int], Int, C> {
        guard case .forEach(_, let template) = node.kind else {
            return ForEach([], id: \.self) { _ in make(self) }
        }
        return ForEach(list, id: \.self) { item in
            make(view(template, adding: item, appending: item))
        }
    }

    /// For a `.forEach` node: its `ForEach` of generated rows.
    var rows: ForEach<[Int], Int, FuzzView> { elements { $0 } }

    /// For a `.section` node: the value its header and footer show.
    var sectionValue: Int {
        guard case .section(_, let expression, _) = node.kind else { return 0 }
        return value(expression)
    }

    /// For a `.section` node: the `Section`, its rows in place when they are a `ForEach`.
    @ViewBuilder var section: some View {
        if case .section(let style, _, let content) = node.kind {
            if case .forEach = content.kind {
                section(style) { view(content).rows }
            } else {
                section(style) { view(content) }
            }
        }
    }

    /// A `Section` of `style` around `content`, headed with this node's id and value.
    @ViewBuilder func section<C: View>(_ style: FuzzSection, @ViewBuilder content: () -> C)
        -> some View
    {
        let id = node.id
        switch style {
        case .plain:
            Section(content: content)
        case .title:
            Section("s\(id)", content: content)
        case .header:
            Section(content: content) { Text("h\(id) \(sectionValue)") }
        case .footer:
            Section(content: content) {
                EmptyView()
            } footer: {
                Text("f\(id) \(sectionValue)")
            }
        case .headerAndFooter:
            Section(content: content) {
                Text("h\(id) \(sectionValue)")
            } footer: {
                Text("f\(id) \(sectionValue)")
            }
        }
    }
}
