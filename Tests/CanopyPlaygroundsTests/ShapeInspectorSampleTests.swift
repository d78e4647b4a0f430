import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The shape inspector sample: an inspector, context menus and the standard command sets, as
/// SwiftUI sample code writes them.
@MainActor
@Suite("Sample: a shape editor with an inspector, context menus and commands (D25, F9, E10)")
struct ShapeInspectorSampleTests {
    @Test("D25/F9: ⌃⌘I shows the inspector as a 240-point column on a Mac; the toolbar hides it")
    func inspectorOnMac() throws {
        let app = AppHost(ShapeInspectorApp(), platform: .macOS)
        let window = try app.window(1)
        #expect(window.first(text: "Shapes: 2") == nil)
        #expect(try app.press("i", modifiers: [.control, .command]))
        #expect(window.renderScreen().contains("Shapes: 2"))
        let shapes = try #require(try window.find(text: "Shapes: 2").frame())
        let windowWidth = window.windowSize.width
        #expect(shapes.minX >= CGFloat(windowWidth) - 240)
        try window.tap("Inspector")
        #expect(window.first(text: "Shapes: 2") == nil)
        #expect(try app.runCommand("View/Hide Toolbar"))
        #expect(throws: ViewHost.ControlNotFound.self) { try window.tap("Inspector") }
    }

    @Test("A context menu's items act on their row; the inspector follows the shapes")
    func contextMenus() throws {
        let host = ViewHost(NavigationStack { ShapeEditorView() }, platform: .iOS)
        try host.longPress("Circle")
        try host.tap("Duplicate")
        #expect(host.first(text: "Circle copy") != nil)
        try host.openContextMenu("Square")
        try host.tap("Delete")
        #expect(host.first(text: "Square") == nil)
        try host.tap("Inspector")
        // Compact: the inspector is a sheet.
        #expect(host.renderScreen().contains("╭─ Sheet"))
        #expect(host.renderScreen().contains("Shapes: 2"))
    }

    @Test("F5: Capitalize acts on the focused title field")
    func transformations() throws {
        let app = AppHost(ShapeInspectorApp(), platform: .macOS)
        try app.window(1).tap("Title")
        #expect(try app.runCommand("Edit/Transformations/Capitalize"))
        #expect(app.render().contains("Title: [Untitled Drawing]"))
    }
}
