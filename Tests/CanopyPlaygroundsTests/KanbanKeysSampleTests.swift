import Canopy
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The input-and-events sample of issue 41, driven from the keyboard and by drag and drop.
@MainActor
@Suite("Samples: a task board driven by keys, commands and drag and drop (issue 41, D82, D83)")
struct KanbanKeysSampleTests {
    @Test("D82: arrows move the selection, Return finishes, Delete removes, ⌘C copies")
    func keyboard() throws {
        let host = ViewHost(KanbanKeys(), platform: .macOS)
        #expect(host.focusNext() != nil)
        host.pressKey(.downArrow)
        #expect(host.render().contains("▸ Review PR"))
        let copied = CopiedTitle()
        host.copy()?.first?.loadTransferable(type: String.self) { result in
            if case .success(let title) = result { copied.value = title }
        }
        #expect(copied.value == "Review PR")
        #expect(host.pressKey(.return) == .handled)
        #expect(host.render().contains("✓ Review PR"))
        host.pressKey(.delete)
        let text = host.render()
        #expect(!text.contains("Ship"))
        #expect(text.contains("▸ Write tests"))
    }

    @Test("D83: a task dragged onto Done is finished")
    func dragToDone() throws {
        let host = ViewHost(KanbanKeys(), platform: .iPadOS)
        #expect(try host.drag("Ship", onto: "Done"))
        let text = host.render()
        #expect(text.contains("✓ Ship"))
        #expect(!text.contains("Done (drop here)"))
    }
}

/// What a load's completion handler received.
final class CopiedTitle: @unchecked Sendable {
    var value: String?
}
