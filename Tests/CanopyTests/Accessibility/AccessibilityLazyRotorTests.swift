import Canopy
import Foundation
import Testing

private struct LongInbox: View {
    @Namespace private var namespace
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { index in
                    Text("Message \(index)")
                        .frame(height: 100)
                        .accessibilityRotorEntry(id: index, in: namespace)
                }
            }
        }
        .frame(height: 300)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Messages")
        .accessibilityRotor("Flagged") {
            AccessibilityRotorEntry("Flagged 500", id: 500)
            AccessibilityRotorEntry("Flagged 1", id: 1)
            AccessibilityRotorEntry("Missing", id: 5_000)
            AccessibilityRotorEntry("Inside 700", id: 700, in: namespace)
        }
    }
}

/// D81: a rotor entry whose id names a lazy row that is not loaded brings the row in, as
/// VoiceOver does with SwiftUI ("the identifiers must match up with identifiers in a ForEach
/// or explicit id calls within the ScrollView"), rather than failing.
@MainActor
@Suite("Accessibility: rotor entries in lazy rows (D81, D91)")
struct AccessibilityLazyRotorTests {
    @Test("D81: moving to an entry for a row not loaded scrolls it in and focuses it")
    func revealsUnloadedRow() throws {
        let host = ViewHost(LongInbox(), platform: .macOS)
        host.layOut()
        #expect(!host.accessibilityTree().labels.contains("Message 500"))
        #expect(
            try host.accessibilityFocusRotorEntry("Flagged 500", in: "Flagged") == "Message 500")
        #expect(host.accessibilityFocusedLabel == "Message 500")
        // The row is on screen now: the tree, which holds only the rows that exist, has it.
        #expect(host.accessibilityTree().labels.contains("Message 500"))
        #expect(!host.accessibilityTree().labels.contains("Message 0"))
    }

    @Test("D81: a row loaded but scrolled away is scrolled back")
    func scrollsBack() throws {
        let host = ViewHost(LongInbox(), platform: .macOS)
        host.layOut()
        try host.scroll(by: 2_000)
        host.layOut()
        #expect(try host.accessibilityFocusRotorEntry("Flagged 1", in: "Flagged") == "Message 1")
        #expect(host.accessibilityTree().labels.contains("Message 1"))
    }

    @Test("D81: an id no row has, or an id in a namespace, focuses nothing")
    func unreachable() throws {
        let host = ViewHost(LongInbox(), platform: .macOS)
        host.layOut()
        #expect(try host.accessibilityFocusRotorEntry("Missing", in: "Flagged") == nil)
        // SwiftUI leaves a view marked in a namespace inside a row not made to `prepare`.
        #expect(try host.accessibilityFocusRotorEntry("Inside 700", in: "Flagged") == nil)
        #expect(host.accessibilityTree().labels.first == "Message 0")
    }

    @Test("D91: a link is listed by the Links rotor; visited and unvisited links only by a view's")
    func visitedLinks() throws {
        let site = URL(string: "https://example.com")!
        let plain = ViewHost(VStack { Link("Website", destination: site) })
        #expect(plain.accessibilityRotorEntries(.links) == ["Website"])
        // SwiftUI's `Link` exposes no visited state: VoiceOver's visited rotors list what a
        // view gives them.
        #expect(plain.accessibilityRotorEntries(.links(visited: true)) == [])
        #expect(plain.accessibilityRotorEntries(.links(visited: false)) == [])
        let replaced = ViewHost(
            VStack { Link("Website", destination: site).id("site") }
                .accessibilityRotor(.links(visited: true)) {
                    AccessibilityRotorEntry("Website, visited", id: "site")
                })
        #expect(try replaced.accessibilityRotorEntries("Visited Links") == ["Website, visited"])
        #expect(
            try replaced.accessibilityFocusRotorEntry("Website, visited", in: "Visited Links")
                == "Website")
    }
}
