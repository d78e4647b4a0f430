import Canopy
import CanopyTesting
import Foundation
import Testing

private struct RowInsetInbox: View {
    var body: some View {
        List {
            Text("Flush").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Text("Normal")
            Section("Later") {
                Text("Deep").listRowInsets(.leading, 40)
            }
        }
    }
}

private struct Stacked: View {
    var body: some View {
        VStack {
            Text("Loose").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        }
    }
}

private struct Styled: View {
    var body: some View {
        List {
            Text("Row")
                .listRowBackground(Color.yellow)
                .listRowSeparator(.hidden, edges: .bottom)
                .listRowSeparatorTint(.red)
                .listItemTint(.fixed(.blue))
        }
        .listRowSpacing(4)
        .listSectionSpacing(.compact)
    }
}

private struct Flavours: View {
    enum Flavour: Hashable { case vanilla, mint }
    @State var choice: Flavour?
    var body: some View {
        VStack {
            Picker("Flavour", selection: $choice) {
                Text("Vanilla").tag(Flavour.vanilla)
                Text("Mint").tag(Flavour.mint, includeOptional: false)
            }
            Text("choice: \(choice.map { "\($0)" } ?? "none")")
        }
    }
}

@MainActor
@Suite("List rows: listRowInsets in layout (D13), row appearance recorded, tag(_:includeOptional:)")
struct ListRowVocabularyTests {
    @Test("D13: listRowInsets replaces the list's 16-point insets for its row, in a section too")
    func rowInsets() throws {
        let host = ViewHost(
            RowInsetInbox(), platform: .iOS, windowSize: WindowSize(width: 300, height: 400))
        let flush = try host.frame(ofViewShowing: "Flush")
        let normal = try host.frame(ofViewShowing: "Normal")
        let deep = try host.frame(ofViewShowing: "Deep")
        #expect(normal.minX == 16)
        #expect(flush.minX == 0)
        #expect(deep.minX == 40)
        #expect(host.render().contains(#"Text "Deep" .listRowInsets(.leading, 40)"#))
    }

    @Test("listRowInsets outside a list does nothing to layout")
    func rowInsetsOutsideList() throws {
        let host = ViewHost(
            Stacked(), platform: .iOS, windowSize: WindowSize(width: 200, height: 100))
        let plain = ViewHost(
            VStack { Text("Loose") }, platform: .iOS,
            windowSize: WindowSize(width: 200, height: 100))
        let moved = try host.frame(ofViewShowing: "Loose")
        #expect(try moved == plain.frame(ofViewShowing: "Loose"))
    }

    @Test("Row and section appearance is recorded on the row's line, by value")
    func rowAppearance() {
        let host = ViewHost(Styled(), platform: .iOS)
        let tree = host.render()
        #expect(
            tree.contains(
                #"Text "Row" .listRowBackground(yellow) .listRowSeparator(.hidden, edges: .bottom) .listRowSeparatorTint(red, edges: .all) .listItemTint(.fixed(blue))"#
            ))
        #expect(tree.contains(".listRowSpacing(4) .listSectionSpacing(.compact)"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D4: listRowSpacing is not on macOS: recorded, with a diagnostic")
    func rowSpacingOnMac() {
        let host = ViewHost(Styled(), platform: .macOS)
        #expect(
            host.diagnostics.contains {
                $0.kind == .platformUnavailable && $0.message.contains(".listRowSpacing does not exist on macOS")
            })
    }

    @Test("tag(_:includeOptional: false) does not match an optional selection")
    func tagExcludingOptional() throws {
        let host = ViewHost(Flavours(), platform: .iOS)
        #expect(try host.pick("Vanilla", in: "Flavour"))
        #expect(host.renderScreen().contains("choice: vanilla"))
        #expect(try !host.pick("Mint", in: "Flavour"))
        #expect(host.renderScreen().contains("choice: vanilla"))
    }
}
