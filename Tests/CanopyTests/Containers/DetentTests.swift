import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C14, D53, D58, D59: a sheet rests at the detents its content offers")
struct DetentTests {
    struct Plain: View {
        @State private var isPresented = true
        var body: some View {
            Text("base")
                .sheet(isPresented: $isPresented) {
                    Text("details").presentationDetents([.large, .medium])
                }
        }
    }

    @Test("D53: the sheet opens at the smallest detent offered; the tree and screen name it")
    func opensAtSmallest() {
        let host = ViewHost(Plain(), platform: .iOS)
        #expect(host.sheetDetent == .medium)
        #expect(host.sheetDetents == [.medium, .large])
        #expect(
            host.render() == """
                Plain
                └─ Text "base"
                   └─ .sheet detents:[medium, large] detent:medium
                      └─ Text "details"
                """)
        #expect(host.renderScreen().contains("╭─ Sheet (medium)"))
        #expect(host.dragSheet(to: .large))
        #expect(host.sheetDetent == .large)
        #expect(!host.dragSheet(to: .height(120)))
    }

    struct Selected: View {
        @State private var isPresented = true
        @State private var detent = PresentationDetent.large
        var body: some View {
            Text("at \(detent.description)")
                .sheet(isPresented: $isPresented) {
                    Text("details")
                        .presentationDetents(
                            [.medium, .large, .fraction(0.25)], selection: $detent)
                }
        }
    }

    @Test("C14, D53: a selection opens the sheet at its detent; a drag writes it")
    func selection() throws {
        let host = ViewHost(Selected(), platform: .iOS)
        #expect(host.sheetDetent == .large)
        #expect(host.sheetDetents == [.fraction(0.25), .medium, .large])
        #expect(host.dragSheet(to: .fraction(0.25)))
        #expect(try host.find(text: "at fraction(0.25)").isInTree)
        #expect(host.dragSheet(to: .medium))
        #expect(try host.find(text: "at medium").isInTree)
    }

    struct Refused: View {
        @State private var isPresented = true
        @State private var detent = PresentationDetent.medium
        var body: some View {
            Text("base")
                .sheet(isPresented: $isPresented) {
                    VStack {
                        Button("Tiny") { detent = .height(80) }
                        Button("Large") { detent = .large }
                    }
                    .presentationDetents([.medium, .large], selection: $detent)
                }
        }
    }

    @Test("D53: a selection naming a detent not offered leaves the sheet, with a diagnostic")
    func notOffered() throws {
        let host = ViewHost(Refused(), platform: .iOS)
        #expect(host.sheetDetent == .medium)
        try host.tap("Tiny")
        #expect(host.sheetDetent == .medium)
        let refused = host.diagnostics.filter { $0.kind == .detentNotOffered }
        #expect(refused.count == 1)
        #expect(refused.first?.message.contains("height(80)") == true)
        try host.tap("Large")
        #expect(host.sheetDetent == .large)
    }

    @Test("D53: without detents a sheet rests at large; on macOS sheets do not resize")
    func noDetentsAndMacOS() {
        struct Bare: View {
            @State private var isPresented = true
            var body: some View { Text("base").sheet(isPresented: $isPresented) { Text("x") } }
        }
        let bare = ViewHost(Bare(), platform: .iOS)
        #expect(bare.sheetDetent == nil)
        #expect(bare.dragSheet(to: .large))
        #expect(!bare.dragSheet(to: .medium))
        let mac = ViewHost(Plain(), platform: .macOS)
        #expect(mac.sheetDetent == .large)
        #expect(!mac.dragSheet(to: .medium))
    }
}

@MainActor
@Suite("C14, D58: what a sheet's content asks of its presentation flows up to its label")
struct PresentationStyleTests {
    struct Styled: View {
        @State private var round = true
        var body: some View {
            Text("page")
                .sheet(isPresented: .constant(true)) {
                    VStack {
                        Button("Square") { round = false }
                            .presentationCornerRadius(round ? 24 : 0)
                            .presentationDragIndicator(.visible)
                    }
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationSizing(.form)
                    .presentationDragIndicator(.hidden)
                }
        }
    }

    @Test("D58: the outermost writer of each field wins, and the label follows state")
    func labelShowsTheStyle() throws {
        let host = ViewHost(Styled(), platform: .iOS)
        #expect(
            host.render().contains(
                ".sheet dragIndicator:hidden cornerRadius:24 backgroundInteraction:enabled(upThrough: medium) sizing:form"
            ))
        try host.tap("Square")
        #expect(host.render().contains("cornerRadius:0 "))
    }

}

@MainActor
@Suite("C14: only a sheet rests at a detent and can be dragged")
struct SheetOnlyDetentTests {
    struct AlertInFront: View {
        @State private var isShowingAlert = false
        var body: some View {
            Button("Warn") { isShowingAlert = true }
                .alert("Careful", isPresented: $isShowingAlert) { Button("OK") {} }
        }
    }

    @Test("C14: an alert in front is no sheet: a drag is refused and no detent is reported")
    func alertIsNoSheet() throws {
        // Found by canopy-fuzz --apps (issue 40 item 10): a drag "to .large" with only an
        // alert presented returned true, as for a sheet offering no detents.
        let host = ViewHost(AlertInFront(), platform: .iPadOS)
        #expect(!host.dragSheet(to: .large))
        try host.tap("Warn")
        #expect(!host.dragSheet(to: .large))
        #expect(host.sheetDetent == nil)
        #expect(host.sheetDetents.isEmpty)
        let plain = ViewHost(DetentTests.Plain(), platform: .iPadOS)
        #expect(plain.dragSheet(to: .large))
    }
}
