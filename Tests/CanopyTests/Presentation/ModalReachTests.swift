import Canopy
import CanopyTesting
import Foundation
import Testing

/// A window whose content presents a sheet, with a button beside the presenting view.
private struct ModalLibrary: View {
    @State var showsSheet = false
    @State var taps = 0
    @State var name = ""

    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Behind") { taps += 1 }
            TextField("Name", text: $name)
            Button("Open") { showsSheet = true }
                .sheet(isPresented: $showsSheet) { SheetContent() }
        }
    }
}

private struct SheetContent: View {
    @State private var asking = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Inside") { asking = true }
            Button("Close") { dismiss() }
        }
        .alert("Sure?", isPresented: $asking) { Button("OK") {} }
    }
}

/// A sheet whose content lets a person use the view behind it, always or up to a detent.
private struct PeekingSheet: View {
    let interaction: PresentationBackgroundInteraction
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Behind") { taps += 1 }
        }
        .sheet(isPresented: .constant(true)) {
            Button("Inside") {}
                .presentationDetents([.medium, .large])
                .presentationBackgroundInteraction(interaction)
        }
    }
}

@MainActor
@Suite("D104: a presentation is modal: a person reaches only the front-most one")
struct ModalReachTests {
    @Test(
        "D104: behind a sheet nothing can be tapped, typed into or focused, until it is dismissed")
    func sheetBlocksTheWindow() throws {
        let host = ViewHost(ModalLibrary(), platform: .iOS)
        #expect(host.controls(.button) == ["Behind", "Open"])
        try host.focus("Name")
        #expect(host.focusedLabel == "Name")
        try host.tap("Open")
        // The sheet is attached to "Open" only; the whole window is behind it.
        #expect(host.controls(.button) == ["Inside", "Close"])
        #expect(host.controls(.textField).isEmpty)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Behind") }
        #expect(throws: ViewHost.ControlNotFound.self) { try host.type("Ada", into: "Name") }
        // The field behind the sheet lost focus when it went out of reach.
        #expect(host.focusedLabel == nil)
        #expect(throws: (any Error).self) { try host.focus("Name") }
        #expect(host.render().contains("Text \"taps 0\""))
        try host.tap("Close")
        try host.tap("Behind")
        #expect(host.render().contains("Text \"taps 1\""))
    }

    struct Corner: View {
        @State private var taps = 0
        @State private var shows = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Behind") { taps += 1 }
                Text("taps \(taps)")
                Spacer()
                Button("Open") { shows = true }.sheet(isPresented: $shows) { Text("sheet") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("D104, D71: a touch where a view behind a sheet is does not reach it")
    func touchesStopAtTheSheet() throws {
        // A Mac's sheet is a box in the middle of the window: the corner is outside it.
        let host = ViewHost(Corner(), platform: .macOS)
        let behind = try host.frame(ofViewShowing: "Behind")
        let point = CGPoint(x: behind.midX, y: behind.midY)
        #expect(host.tap(at: point))
        #expect(host.render().contains("Text \"taps 1\""))
        try host.tap("Open")
        #expect(!host.tap(at: point))
        #expect(host.render().contains("Text \"taps 1\""))
    }

    @Test(
        "D104: an alert inside a sheet is in front of the sheet too; dismissing it gives the sheet back"
    )
    func alertInSheet() throws {
        let host = ViewHost(ModalLibrary(), platform: .iOS)
        try host.tap("Open")
        try host.tap("Inside")
        #expect(host.controls(.button) == ["OK"])
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Close") }
        try host.tap("OK")
        #expect(host.controls(.button) == ["Inside", "Close"])
        // A swipe dismisses the front-most presentation.
        #expect(host.dismissPresentation())
        #expect(host.controls(.button) == ["Behind", "Open"])
    }

    struct AlertBesideContent: View {
        @State private var asking = true
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Other") {}
                    Text("question").alert("Sure?", isPresented: $asking) { Button("Yes") {} }
                    NavigationLink("Next", value: 1)
                }
                .navigationDestination(for: Int.self) { Text("level \($0)") }
            }
        }
    }

    @Test("D104: an alert attached to one view is in front of the whole window")
    func alertBlocksSiblings() throws {
        let host = ViewHost(AlertBesideContent(), platform: .iOS)
        #expect(host.controls(.button) == ["Yes"])
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Other") }
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Next") }
        try host.tap("Yes")
        try host.tap("Next")
        #expect(host.render().contains("Text \"level 1\""))
    }

    struct TabsBehindSheet: View {
        @State private var depth: [Int] = [1]
        var body: some View {
            TabView {
                NavigationStack(path: $depth) {
                    Text("root")
                        .navigationDestination(for: Int.self) { level in
                            Text("level \(level)").sheet(isPresented: .constant(true)) {
                                Text("sheet")
                            }
                        }
                }
                .tabItem { Text("First") }
                Text("second").tabItem { Text("Second") }
            }
        }
    }

    @Test("D104: behind a sheet the tab bar and the back button are out of reach")
    func containersBehindASheet() throws {
        let host = ViewHost(TabsBehindSheet(), platform: .iOS)
        #expect(host.navigateBack() == false)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.selectTab("Second") }
        #expect(host.render().contains("Text \"level 1\""))
    }

    @Test("D104: presentationBackgroundInteraction(.enabled) lets a person use the view behind")
    func backgroundInteractionEnabled() throws {
        let host = ViewHost(PeekingSheet(interaction: .enabled), platform: .iOS)
        #expect(host.controls(.button) == ["Behind", "Inside"])
        try host.tap("Behind")
        #expect(host.render().contains("Text \"taps 1\""))
        // VoiceOver reads what is behind too: the sheet is not modal.
        #expect(host.accessibilityTree().labels.contains("taps 1"))
        #expect(host.render().contains("backgroundInteraction:enabled"))
    }

    @Test("D71, D104: with background interaction enabled, a finger reaches the view behind")
    func backgroundInteractionEnabledTouch() throws {
        // On a Mac the sheet is centred over the window, on an iPhone at the bottom: a tap
        // beside it lands on the view behind (found by the differential check's pickers).
        for platform in [Platform.iOS, .macOS] {
            let host = ViewHost(PeekingSheet(interaction: .enabled), platform: platform)
            #expect(host.tap(at: try host.centre(of: "Behind")))
            #expect(host.render().contains("Text \"taps 1\""))
            let blocked = ViewHost(PeekingSheet(interaction: .automatic), platform: platform)
            #expect(!blocked.tap(at: CGPoint(x: 1, y: 1)))
        }
    }

    @Test(
        "D104: by default, or disabled, the view behind a sheet is out of reach, for VoiceOver too")
    func backgroundInteractionDefault() throws {
        for interaction in [PresentationBackgroundInteraction.automatic, .disabled] {
            let host = ViewHost(PeekingSheet(interaction: interaction), platform: .iOS)
            #expect(host.controls(.button) == ["Inside"])
            #expect(!host.accessibilityTree().labels.contains("taps 0"))
        }
    }

    @Test("D104, C14: enabled(upThrough:) lets a person use the view behind up to that detent")
    func backgroundInteractionUpThrough() throws {
        let host = ViewHost(PeekingSheet(interaction: .enabled(upThrough: .medium)), platform: .iOS)
        #expect(host.sheetDetent == .medium)
        #expect(host.controls(.button) == ["Behind", "Inside"])
        let before = host.accessibilityTree()
        #expect(before.labels.contains("taps 0"))
        #expect(host.dragSheet(to: .large))
        #expect(host.controls(.button) == ["Inside"])
        // VoiceOver's reach follows the detent too, though nothing but the sheet's place
        // changed.
        #expect(host.accessibilityTree().labels == ["Inside"])
        #expect(host.dragSheet(to: .medium))
        try host.tap("Behind")
        #expect(host.render().contains("Text \"taps 1\""))
    }

    struct Inspecting: View {
        @State private var inspects = true
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Canvas") { taps += 1 }
            }
            .inspector(isPresented: $inspects) { Button("Trait") {} }
        }
    }

    @Test(
        "D104, D25: an inspector column leaves the content reachable; a compact one is a modal sheet"
    )
    func inspector() throws {
        let mac = ViewHost(Inspecting(), platform: .macOS)
        #expect(mac.controls(.button) == ["Canvas", "Trait"])
        #expect(mac.accessibilityTree().labels.contains("Canvas"))
        let phone = ViewHost(Inspecting(), platform: .iOS)
        #expect(phone.controls(.button) == ["Trait"])
        // VoiceOver cannot read past it either (D44).
        #expect(phone.accessibilityTree().labels == ["Trait"])
    }

    struct TwoAtOnce: View {
        @State private var editing = true
        @State private var failed = true
        var body: some View {
            VStack {
                Text("list").alert("Failed", isPresented: $failed) { Button("OK") {} }
            }
            .sheet(isPresented: $editing) { Button("Save") {} }
        }
    }

    @Test(
        "D104, D44: an alert asked for behind a presented sheet stays behind it, for taps and VoiceOver alike"
    )
    func presentationBehindTheFront() throws {
        // SwiftUI refuses to present the alert; Canopy keeps the sheet in front of it.
        let host = ViewHost(TwoAtOnce(), platform: .iOS)
        #expect(host.controls(.button) == ["Save"])
        #expect(host.accessibilityTree().labels == ["Save"])
        // A swipe dismisses the sheet, not the alert behind it; then the alert is in front.
        #expect(host.dismissPresentation())
        #expect(host.controls(.button) == ["OK"])
    }
}
