import Canopy

/// A stack node's children in a `VStack`, an `HStack`, a `List` or a `Section`.
///
/// A list loads a `ForEach` lazily, as far as layout reaches, so a list's rows and a section's
/// rows are built in place, every choice made above the container, as a printed case writes
/// them: then every row is made at once, and the rules can say what each shows. A section
/// child of a list is built in the list's content, not inside a `FuzzAppView`, as SwiftUI code
/// writes a list's sections.
struct FuzzStackView: View {
    let frame: FuzzAppView
    let arrangement: FuzzArrangement
    let children: [FuzzAppNode]

    var body: some View {
        switch arrangement {
        case .vertical:
            VStack {
                ForEach(children.indices, id: \.self) { index in frame.view(children[index]) }
            }
        case .horizontal:
            HStack {
                ForEach(children.indices, id: \.self) { index in
                    FuzzAppView(
                        node: children[index], frame: frame.frame.handing(children[index]),
                        inRow: true)
                }
            }
        case .list:
            List { inPlace(children) { listRow($0) } }
        case .section:
            Section("T\(frame.node.id)") { inPlace(children) { frame.view($0) } }
        }
    }

    /// A row of the list: a section child as a section of the list, any other as its view.
    @ViewBuilder private func listRow(_ child: FuzzAppNode) -> some View {
        if case .stack(.section, let rows) = child.kind {
            Section("T\(child.id)") { inPlace(rows) { frame.view($0) } }
        } else {
            frame.view(child)
        }
    }

    /// `children` at static positions (up to four: the generator makes at most three); more
    /// are left to a `ForEach`, which a list loads lazily.
    @ViewBuilder private func inPlace<Row: View>(
        _ children: [FuzzAppNode], _ row: @escaping (FuzzAppNode) -> Row
    ) -> some View {
        switch children.count {
        case 0: EmptyView()
        case 1: row(children[0])
        case 2:
            row(children[0])
            row(children[1])
        case 3:
            row(children[0])
            row(children[1])
            row(children[2])
        case 4:
            row(children[0])
            row(children[1])
            row(children[2])
            row(children[3])
        default:
            ForEach(children.indices, id: \.self) { index in row(children[index]) }
        }
    }
}
