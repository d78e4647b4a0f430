import Canopy
import Foundation
import Testing

private struct Card: Codable, Transferable, Equatable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Board: View {
    @State private var done: [String] = []
    @State private var notes: [String] = []
    @State private var targeted = false
    var body: some View {
        VStack {
            Text("Write tests").draggable(Card(title: "Write tests"))
            Text("https://swift.org").draggable(URL(string: "https://swift.org")!)
            Text("Done: \(done.joined(separator: ", "))")
                .dropDestination(for: String.self) { titles, location in
                    done += titles.map { "\($0) at \(Int(location.x)),\(Int(location.y))" }
                    return true
                } isTargeted: {
                    targeted = $0
                }
            Text("Links: \(notes.joined(separator: ", "))")
                .onDrop(of: [.url], isTargeted: nil) { providers in
                    notes.append("\(providers.count) link")
                    return true
                }
        }
    }
}

private struct Clipboard: View {
    @State private var text = "draft"
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("text \(text), log \(log.joined(separator: " "))")
            Text("Editor")
                .focusable()
                .copyable([text])
                .cuttable(for: String.self) {
                    defer { text = "" }
                    return [text]
                }
                .pasteDestination(for: String.self) { strings in text = strings.joined() }
                .onDeleteCommand { log.append("delete") }
                .onCommand("selectAll:") { log.append("all") }
        }
    }
}

@MainActor
@Suite("Drag and drop, and the focused view's commands (D82, D83)")
struct DragAndCommandTests {
    @Test("D83: a dragged value reaches a destination of its type or of its proxy's type")
    func dragOnto() throws {
        let host = ViewHost(Board(), platform: .iPadOS)
        #expect(try host.drag("Write tests", onto: "Done: "))
        let text = host.render()
        // The drop lands at the destination's centre, in its own coordinates.
        #expect(text.contains("Done: Write tests at "))
        #expect(try host.drag("https://swift.org", onto: "Links: "))
        #expect(host.render().contains("Links: 1 link"))
        // A card is not a URL: the link destination refuses it.
        #expect(throws: ViewHost.DragAndDropFailed.self) {
            try host.drag("Write tests", onto: "Links: 1 link")
        }
    }

    @Test("D82: copy, cut, paste, delete and selectors reach the focused view (macOS)")
    func clipboard() throws {
        let host = ViewHost(Clipboard(), platform: .macOS)
        #expect(host.copy() == nil)  // nothing focused
        try host.focus("Editor")
        let copied = try #require(host.copy())
        let loaded = Loaded()
        copied.first?.loadTransferable(type: String.self) { result in
            if case .success(let value) = result { loaded.value = value }
        }
        #expect(loaded.value == "draft")
        #expect(host.cut()?.count == 1)
        #expect(host.render().contains("text ,"))
        #expect(host.paste("pasted"))
        #expect(host.render().contains("text pasted"))
        #expect(!host.paste([NSItemProvider(object: URL(string: "https://a.b")! as NSURL)]))
        #expect(host.sendCommand(.delete))
        #expect(host.sendCommand(.selector("selectAll:")))
        #expect(!host.sendCommand(.selector("copy:")))
        #expect(host.render().contains("log delete all"))
    }

    @Test("D4: the Mac's commands do nothing on iPhone, with a diagnostic")
    func macOnly() throws {
        let host = ViewHost(Clipboard(), platform: .iOS)
        try host.focus("Editor")
        #expect(host.copy() == nil)
        #expect(!host.sendCommand(.delete))
        #expect(host.diagnostics.contains { $0.kind == .platformUnavailable })
    }

    @Test("UTType conformance and item providers")
    func itemProviders() {
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(!UTType.png.conforms(to: .text))
        let provider = NSItemProvider(object: "hello" as NSString)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(!provider.canLoadObject(ofClass: NSURL.self))
    }
}

/// What a load's completion handler received.
final class Loaded: @unchecked Sendable {
    var value: String?
}
