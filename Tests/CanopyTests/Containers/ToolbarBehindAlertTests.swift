import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C1, C5: an alert or a dialog in front leaves the bars behind it, with their items")
struct ToolbarBehindAlertTests {
    /// A stack whose root asks with an alert or a dialog written outside or inside the view
    /// that declares the toolbar item, or from inside a sheet with an item of its own.
    struct Asking: View {
        let alertAboveToolbar: Bool
        let dialog: Bool
        @State private var asking = false

        var body: some View {
            NavigationStack {
                if alertAboveToolbar {
                    ask(content.toolbar { item("Add") })
                } else {
                    ask(content).toolbar { item("Add") }
                }
            }
        }

        var content: some View { Button("ask") { asking = true } }

        func item(_ title: String) -> some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Button(title) {} }
        }

        @ViewBuilder func ask(_ view: some View) -> some View {
            if dialog {
                view.confirmationDialog("Sure?", isPresented: $asking) { Button("Yes") {} }
            } else {
                view.alert("Sure?", isPresented: $asking) { Button("OK") {} }
            }
        }
    }

    @Test(
        "C1, C5: with an alert or a dialog in front, the host lists the items of the bars behind it and the screen draws them",
        arguments: [false, true], [false, true])
    func itemsStayBehindADialog(alertAboveToolbar: Bool, dialog: Bool) throws {
        for platform in [Platform.iOS, .macOS] {
            let host = ViewHost(
                Asking(alertAboveToolbar: alertAboveToolbar, dialog: dialog), platform: platform)
            #expect(host.toolbarItems().map(\.description) == ["Add @primaryAction"])
            try host.tap("ask")
            // The dialog is in front of the whole window, which a person cannot reach (D44,
            // D104), wherever it is attached; the bar and its item are still on screen behind
            // it.
            #expect(host.controls(.button) == [dialog ? "Yes" : "OK"])
            #expect(host.toolbarItems().map(\.description) == ["Add @primaryAction"])
            #expect(host.renderScreen().contains("Toolbar: "))
            #expect(!host.render().contains("placement:primaryAction hidden"))
        }
    }

    /// A sheet with its own stack and item, which asks with an alert.
    struct SheetAsking: View {
        @State private var showing = true
        @State private var asking = false

        var body: some View {
            NavigationStack {
                Text("root")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } }
                    .sheet(isPresented: $showing) {
                        NavigationStack {
                            Button("ask") { asking = true }
                                .toolbar {
                                    ToolbarItem(placement: .confirmationAction) {
                                        Button("Done") {}
                                    }
                                }
                                .alert("Sure?", isPresented: $asking) { Button("OK") {} }
                        }
                    }
            }
        }
    }

    @Test("C5: an alert over a sheet leaves the sheet's items listed, not the window's")
    func alertOverSheet() throws {
        let host = ViewHost(SheetAsking(), platform: .iPadOS)
        #expect(host.toolbarItems().map(\.description) == ["Done @confirmationAction"])
        try host.tap("ask")
        #expect(host.toolbarItems().map(\.description) == ["Done @confirmationAction"])
        try host.tap("OK")
        #expect(host.toolbarItems().map(\.description) == ["Done @confirmationAction"])
    }

    /// A sheet at a detent, with a toolbar item, a menu and a context menu.
    struct MenuInSheet: View {
        var body: some View {
            Text("root")
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        Menu("Options") { Button("One") {} }
                            .contextMenu { Button("Copy") {} }
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                            }
                    }
                    .presentationDetents([.medium, .large])
                }
        }
    }

    @Test(
        "C1, C5, C14: an open menu has no bars or detents: the sheet's bars and detent stay")
    func menuInFront() throws {
        for open in ["menu", "context menu"] {
            let host = ViewHost(MenuInSheet(), platform: .iOS)
            if open == "menu" {
                try host.tap("Options")
            } else {
                #expect(try host.openContextMenu("Options"))
            }
            #expect(host.toolbarItems().map(\.description) == ["Add @primaryAction"], "\(open)")
            #expect(host.sheetDetent == .medium, "\(open)")
            #expect(host.sheetDetents == [.medium, .large], "\(open)")
        }
    }

    /// An alert written around the navigation stack itself.
    struct AlertAroundStack: View {
        @State private var asking = true
        var body: some View {
            NavigationStack {
                Text("root")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
            }
            .alert("Sure?", isPresented: $asking) { Button("OK") {} }
        }
    }

    @Test("C1, C5: an alert around the stack leaves the stack's bar and its items on screen")
    func alertAroundStack() {
        // Found by canopy-fuzz --apps --seed 10701 (case 4913).
        for platform in [Platform.iOS, .macOS] {
            let host = ViewHost(AlertAroundStack(), platform: platform)
            #expect(host.toolbarItems().map(\.description) == ["Add @primaryAction"], "\(platform)")
            #expect(host.controls(.button) == ["OK"], "\(platform)")
        }
    }
}
