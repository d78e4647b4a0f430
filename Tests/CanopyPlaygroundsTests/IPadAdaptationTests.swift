import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// Seed 001 as written (issue 19, finding 5): `Device` asks `UIDevice`, the app picks a root per
/// device, the iPad fakes two columns, the iPhone pushes through a hidden `isActive` link, and a
/// context menu presents an action sheet.
@MainActor
@Suite("Seed 001: adapting to the iPad (D4, D5, L3)")
struct IPadAdaptationTests {
    @Test("D4: Device.deviceType answers for the host whose views are evaluated")
    func deviceTypePerHost() {
        let phone = ViewHost(DeviceFramedGreeting(), platform: .iOS)
        let pad = ViewHost(DeviceFramedGreeting(), platform: .iPadOS)
        let mac = ViewHost(DeviceFramedGreeting(), platform: .macOS)
        #expect(phone.render().contains("VStack .frame(width: 150)"))
        #expect(pad.render().contains("VStack .frame(width: 300)"))
        // D4: compile-time `#if os(macOS)` sees Linux, so on a simulated Mac the article's code
        // takes its UIKit branch, where the idiom `.mac` is not `.pad`: an iPhone, as an iOS
        // build running on a Mac would answer.
        #expect(mac.render().contains("VStack .frame(width: 150)"))
    }

    @Test("On the iPad the app fakes two columns; the detail follows the store")
    func iPad() throws {
        let app = AppHost(HealthNotesApp(), platform: .iPadOS)
        let window = try app.window(1)
        try window.tap("Item1")
        expectRendered(
            window,
            """
            ContentView_iPad
            └─ HStack spacing:0 .edgesIgnoringSafeArea(.all) .environmentObject(ItemStore)
               ├─ ItemRootView .frame(width: 320)
               │  └─ VStack
               │     ├─ Button "Item1"
               │     └─ Text "click" .contextMenu
               ├─ Divider
               └─ NavigationView title:"Data" .navigationViewStyle(stack)
                  └─ ItemDataRootView
                     └─ List .listStyle(.insetGrouped)
                        └─ Text "Data of Item1"
            """)
    }

    @Test("On the iPhone a hidden isActive link pushes the detail; popping resets the binding")
    func iPhone() throws {
        let app = AppHost(HealthNotesApp(), platform: .iOS)
        let window = try app.window(1)
        try window.tap("Item1")
        #expect(try window.find(text: "Data of Item1").typeName == "Text")
        #expect(app.windows[0].title == "Data")
        #expect(window.navigateBack())
        #expect(window.findAll(text: "Data of Item1").isEmpty)
        // `gotoDataList` went back to false when the detail was popped: the next tap pushes.
        try window.tap("Item1")
        #expect(try window.find(text: "Data of Item1").typeName == "Text")
    }

    @Test("A long press opens the context menu; its item presents the action sheet")
    func contextMenuAndActionSheet() throws {
        let window = ViewHost(ContentView_iPad(), platform: .iPadOS)
        #expect(throws: ViewHost.ControlNotFound.self) { try window.tap("del") }
        try window.longPress("click")
        try window.tap("del")
        #expect(
            window.renderScreen().contains(
                """
                ╭─ Confirmation dialog
                │ Delete Item1?
                │ [Delete]
                │ [Cancel]
                ╰─
                """))
        try window.tap("Cancel")
        #expect(!window.renderScreen().contains("Confirmation dialog"))
    }

    @Test("ListStyle types and their static members print the same")
    func listStyles() {
        let typed = ViewHost(List { Text("a") }.listStyle(InsetGroupedListStyle()))
        let member = ViewHost(List { Text("a") }.listStyle(.insetGrouped))
        #expect(typed.render() == member.render())
        #expect(
            ViewHost(List { Text("a") }.listStyle(DefaultListStyle())).render().contains(
                ".listStyle(.automatic)"))
        #expect(
            ViewHost(Text("a").ignoresSafeArea(edges: .top)).render()
                == #"Text "a" .ignoresSafeArea(edges: .top)"#)
    }
}
