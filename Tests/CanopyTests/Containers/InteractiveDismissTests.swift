import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C12, C13, D53, D58: a person's dismissal of a sheet, and its refusal")
struct InteractiveDismissTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Editor: View {
        let log: Log
        @State private var editing = true
        @State private var hasChanges = true
        var body: some View {
            Text("notes")
                .sheet(isPresented: $editing, onDismiss: { log.entries.append("dismissed") }) {
                    Form {
                        Button("Save") { hasChanges = false }
                        CloseButton()
                    }
                    .interactiveDismissDisabled(hasChanges)
                }
        }
    }

    struct CloseButton: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test("C13, D58: while the content refuses, a swipe leaves the sheet up and runs no onDismiss")
    func swipeRefused() {
        let log = Log()
        let host = ViewHost(Editor(log: log), platform: .iOS)
        #expect(host.render().contains("└─ .sheet interactiveDismissDisabled\n"))
        #expect(host.dismissPresentation() == false)
        #expect(host.render().contains(".sheet"))
        #expect(log.entries.isEmpty)
    }

    @Test("C13: dismissal by code still works while a person's is refused")
    func codeStillDismisses() throws {
        let log = Log()
        let host = ViewHost(Editor(log: log), platform: .iOS)
        try host.tap("Close")
        #expect(!host.render().contains(".sheet"))
        #expect(log.entries == ["dismissed"])
    }

    @Test("C12, C13: once the refusal follows state to false, a swipe dismisses, as any dismissal")
    func swipeAfterSave() throws {
        let log = Log()
        let host = ViewHost(Editor(log: log), platform: .iOS)
        try host.tap("Save")
        #expect(host.render().contains("└─ .sheet\n"))
        #expect(host.dismissPresentation())
        #expect(!host.render().contains(".sheet"))
        #expect(log.entries == ["dismissed"])
    }

    struct Nested: View {
        @State private var outer = true
        @State private var inner = true
        var body: some View {
            Text("root")
                .sheet(isPresented: $outer) {
                    Text("outer")
                        .interactiveDismissDisabled()
                        .sheet(isPresented: $inner) { Text("inner") }
                }
        }
    }

    @Test("C13: a nested presentation is a presentation of its own")
    func nestedPresentationsRefuseSeparately() {
        let host = ViewHost(Nested(), platform: .iOS)
        // The inner sheet does not refuse: it goes; then the outer one refuses.
        #expect(host.dismissPresentation())
        #expect(!host.render().contains("Text \"inner\""))
        #expect(host.dismissPresentation() == false)
        #expect(host.render().contains("Text \"outer\""))
    }
}
