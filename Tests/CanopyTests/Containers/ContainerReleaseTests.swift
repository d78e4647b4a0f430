import Canopy
import CanopyTesting
import Testing

/// A host that used the container values is freed when released, with what they keep: the
/// edit modes the window and levels own, a search's session, a sheet's detents.
@MainActor
@Suite("C14–C25: hosts that searched, edited, swiped and dragged a sheet are freed")
struct ContainerReleaseTests {
    @Test("C22–C25: a host whose list was searched, edited and swiped is freed when released")
    func listHostFreed() throws {
        weak var released: ViewHost?
        var weakHosts: [WeakHost] = []
        do {
            let host = ViewHost(SearchTests.Screen(log: EditLog()), platform: .iOS)
            try host.typeSearch("ap")
            try host.tap("Close search")
            let editing = ViewHost(EditingTests.Fruits(log: EditLog()), platform: .iOS)
            try editing.tap("Edit")
            #expect(try editing.deleteRow("Apple"))
            let swiping = ViewHost(SwipeActionsTests.Mail(log: EditLog()), platform: .iOS)
            #expect(try swiping.fullySwipeRow("Mail A"))
            released = editing
            weakHosts = [host, swiping].map(WeakHost.init)
        }
        #expect(released == nil)
        #expect(weakHosts.allSatisfy { $0.host == nil })
    }

    @Test("C14: a host whose sheet was dragged between detents is freed when released")
    func sheetHostFreed() {
        weak var released: ViewHost?
        do {
            let host = ViewHost(DetentTests.Selected(), platform: .iOS)
            #expect(host.dragSheet(to: .medium))
            released = host
        }
        #expect(released == nil)
    }

    @Test("C1–C6, C19: hosts whose bars changed and whose suggestions were chosen are freed")
    func toolbarAndSuggestionHostsFreed() throws {
        var weakHosts: [WeakHost] = []
        do {
            let gallery = ViewHost(ToolbarTests.Gallery(), platform: .iOS)
            try gallery.tap("Toggle")
            try gallery.tap("Photo")
            _ = gallery.toolbarItems()
            let mac = ViewHost(ToolbarTests.Photo(), platform: .macOS)
            try mac.tap("Share")
            let produce = ViewHost(SearchSuggestionTests.Produce(), platform: .iOS)
            try produce.beginSearch()
            #expect(try produce.chooseSearchSuggestion("Apple"))
            weakHosts = [gallery, mac, produce].map(WeakHost.init)
        }
        #expect(weakHosts.allSatisfy { $0.host == nil })
    }

    private struct WeakHost {
        weak var host: ViewHost?
        init(_ host: ViewHost) { self.host = host }
    }
}
