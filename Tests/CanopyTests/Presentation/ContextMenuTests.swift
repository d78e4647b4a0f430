import Canopy
import CanopyTesting
import Testing

private struct MenuNoteRow: View {
    let title: String
    @Binding var log: [String]
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(title)
            .contextMenu {
                Button("Rename") { log.append("rename \(title)") }
                Button("Delete \(scheme)") { log.append("delete \(title)") }
                    .onAppear { log.append("appear \(title)") }
            }
    }
}

private struct MenuNotes: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            MenuNoteRow(title: "Groceries", log: $log)
            MenuNoteRow(title: "Ideas", log: $log)
            Text("log: \(log.joined(separator: ", "))")
        }
    }
}

@MainActor
@Suite("contextMenu: opened by a person, items created when it opens (E10, issue 24)")
struct ContextMenuTests {
    @Test("A closed menu's items do not exist; opening shows them and runs their onAppear")
    func opening() throws {
        let host = ViewHost(MenuNotes(), platform: .macOS)
        #expect(host.findAll(text: "Rename").isEmpty)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Rename") }
        expectRendered(
            host,
            """
            MenuNotes
            └─ VStack
               ├─ MenuNoteRow
               │  └─ Text "Groceries" .contextMenu
               ├─ MenuNoteRow
               │  └─ Text "Ideas" .contextMenu
               └─ Text "log: "
            """)
        #expect(try host.openContextMenu("Ideas"))
        #expect(try host.find(text: "log: appear Ideas").typeName == "Text")
        expectRendered(
            host,
            """
            MenuNotes
            └─ VStack
               ├─ MenuNoteRow
               │  └─ Text "Groceries" .contextMenu
               ├─ MenuNoteRow
               │  └─ Text "Ideas"
               │     └─ .contextMenu
               │        ├─ Button "Rename"
               │        └─ Button "Delete light"
               └─ Text "log: appear Ideas"
            """)
        #expect(
            host.renderScreen().contains(
                """
                ╭─ Context menu
                │ [Rename]
                │ [Delete light]
                ╰─
                """))
    }

    @Test("E10: choosing an item runs it and closes the menu; its items read the environment")
    func choosing() throws {
        let host = ViewHost(MenuNotes().environment(\.colorScheme, .dark), platform: .macOS)
        try host.openContextMenu("Groceries")
        #expect(try host.tap("Delete dark"))
        #expect(try host.find(text: "log: appear Groceries, delete Groceries").typeName == "Text")
        #expect(host.findAll(text: "Rename").isEmpty)
        #expect(!host.renderScreen().contains("Context menu"))
    }

    @Test("A tap outside (dismissPresentation) closes an open menu without running an item")
    func dismissing() throws {
        let host = ViewHost(MenuNotes(), platform: .macOS)
        try host.openContextMenu("Groceries")
        #expect(host.dismissPresentation())
        #expect(host.findAll(text: "Rename").isEmpty)
        #expect(try host.find(text: "log: appear Groceries").typeName == "Text")
        #expect(!host.dismissPresentation())
    }

    @Test("On iOS a long press opens the menu; on the Mac a long press is only a gesture")
    func longPress() throws {
        let phone = ViewHost(MenuNotes(), platform: .iOS)
        #expect(try phone.longPress("Ideas"))
        #expect(try phone.tap("Rename"))
        #expect(try phone.find(text: "log: appear Ideas, rename Ideas").typeName == "Text")
        let mac = ViewHost(MenuNotes(), platform: .macOS)
        #expect(throws: ViewHost.ControlNotFound.self) { try mac.longPress("Ideas") }
    }

    @Test("A view without a menu is an error naming the views that have one")
    func missing() throws {
        let host = ViewHost(MenuNotes(), platform: .macOS)
        let error = try #require(throws: ViewHost.ControlNotFound.self) {
            try host.openContextMenu("Shopping")
        }
        #expect(
            error.description
                == #"No contextMenu labelled "Shopping"; the tree has: "Groceries", "Ideas""#)
    }

    @Test("A disabled view's menu does not open; a menu of no items opens nothing")
    func disabledAndEmpty() throws {
        let host = ViewHost(
            VStack {
                Text("Locked").contextMenu { Button("Unlock") {} }.disabled(true)
                Text("Bare").contextMenu(nil as ContextMenu<Text>?)
            })
        #expect(try !host.openContextMenu("Locked"))
        #expect(host.findAll(text: "Unlock").isEmpty)
        #expect(try !host.openContextMenu("Bare"))
    }

    @Test("The open menu is laid out at its ideal size from the content's centre, in the window")
    func layout() throws {
        let host = ViewHost(
            Text("Groceries").contextMenu { Button("Rename") {} }.frame(width: 200, height: 100),
            platform: .macOS, windowSize: WindowSize(width: 400, height: 300))
        try host.openContextMenu("Groceries")
        let label = try #require(try host.find(text: "Groceries").frame())
        let item = try #require(try host.find(text: "Rename").frame())
        #expect(item.minX == label.midX)
        #expect(item.minY == label.midY)
        #expect(host.renderPicture().contains("Rename"))
    }

    @Test("A released host with an open context menu is freed")
    func released() throws {
        weak var weakHost: ViewHost?
        do {
            let host = ViewHost(MenuNotes(), platform: .macOS)
            try host.openContextMenu("Ideas")
            #expect(host.first(text: "Rename") != nil)
            weakHost = host
        }
        #expect(weakHost == nil)
    }

    @Test("The deprecated ContextMenu value and a preview above the items")
    func previewAndValue() throws {
        let host = ViewHost(
            VStack {
                Text("Photo").contextMenu {
                    Button("Share") {}
                } preview: {
                    Text("Large photo")
                }
                Text("Old").contextMenu(ContextMenu { Button("Copy") {} })
            })
        try host.openContextMenu("Photo")
        #expect(host.renderScreen().contains("╭─ Context menu\n│ Large photo\n│ [Share]\n╰─"))
        try host.openContextMenu("Old")
        #expect(try host.tap("Copy"))
        #expect(host.findAll(text: "Copy").isEmpty)
    }
}
