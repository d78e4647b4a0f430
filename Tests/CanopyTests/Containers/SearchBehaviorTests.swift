import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D78: the search field's selection, and the recorded search behaviours")
struct SearchBehaviorTests {
    struct Store: View {
        @State private var query = ""
        @State private var selection: TextSelection?
        /// Where the insertion point is, counted in characters from the start.
        var caret: String {
            guard let selection else { return "none" }
            guard case .selection(let range) = selection.indices, selection.isInsertion else {
                return "range"
            }
            return "caret \(query.distance(from: query.startIndex, to: range.lowerBound))"
        }
        var body: some View {
            NavigationStack {
                Text(caret)
                    .searchable(text: $query)
                    .searchSelection($selection)
                    .searchPresentationToolbarBehavior(.avoidHidingContent)
                    .searchToolbarBehavior(.minimize)
                    .searchDictationBehavior(.inline(activation: .onLook))
            }
        }
    }

    @Test("D78: typing leaves an insertion point after the text")
    func selectionFollowsTyping() throws {
        let host = ViewHost(Store(), platform: .iOS)
        #expect(host.first(text: "none") != nil)
        try host.typeSearch("kiwi")
        #expect(host.first(text: "caret 4") != nil)
        try host.cancelSearch()
        #expect(host.first(text: "none") != nil)
    }

    @Test("D78: the behaviours are recorded on the line, as written")
    func recorded() throws {
        let host = ViewHost(Store(), platform: .iOS)
        let tree = host.render()
        #expect(
            tree.contains(
                ".searchPresentationToolbarBehavior(.avoidHidingContent) .searchToolbarBehavior(.minimize) .searchDictationBehavior(.inline(activation: .onLook))"
            ), "\(tree)")
        #expect(tree.contains(".searchSelection"))
    }

    @Test("TextSelection: a range, an insertion point, several ranges")
    func textSelection() {
        let text = "banana"
        let range = text.startIndex..<text.index(text.startIndex, offsetBy: 3)
        #expect(!TextSelection(range: range).isInsertion)
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
        let several = TextSelection(ranges: RangeSet([range]))
        #expect(!several.isInsertion)
        #expect(several.indices == .multiSelection(RangeSet([range])))
        #expect(TextSelection(range: range) == TextSelection(range: range))
    }
}
