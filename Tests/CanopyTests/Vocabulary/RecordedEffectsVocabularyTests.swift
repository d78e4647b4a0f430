import Canopy
import CanopyTesting
import Foundation
import Testing

private struct Importer: View {
    @State var importing = false
    @State var log = "none"
    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Text("log: \(log)")
        }
        .fileImporter(
            isPresented: $importing, allowedContentTypes: [.pdf, .plainText],
            allowsMultipleSelection: true
        ) { result in
            switch result {
            case .success(let urls): log = urls.map(\.lastPathComponent).joined(separator: ",")
            case .failure: log = "failed"
            }
        } onCancellation: {
            log = "cancelled"
        }
        .fileDialogMessage("Pick the reports")
    }
}

private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Button("Reset") { count = 0 }
        }
        .sensoryFeedback(.increase, trigger: count) { old, new in new > old }
    }
}

private struct Glassy: View {
    @State var clear = false
    var body: some View {
        Button("Toggle") { clear.toggle() }
            .glassEffect(clear ? .clear : .regular.tint(.blue), in: Capsule())
    }
}

@MainActor
@Suite("Recorded vocabulary: file dialogs, feedback, effects, dialogs, Touch Bar (issue 41)")
struct RecordedEffectsVocabularyTests {
    @Test("fileImporter is recorded; a host completes it with URLs, calling onCompletion")
    func fileImporter() throws {
        let host = ViewHost(Importer(), platform: .macOS)
        #expect(
            host.render().contains(
                #".fileImporter(isPresented: false, allowedContentTypes: [.pdf, .plainText], allowsMultipleSelection: true) .fileDialogMessage("Pick the reports")"#
            ))
        #expect(!host.completeFileDialog(with: []))
        try host.tap("Import")
        #expect(host.render().contains(".fileImporter(isPresented: true"))
        #expect(
            host.completeFileDialog(with: [
                URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.txt"),
            ]))
        #expect(host.renderScreen().contains("log: a.pdf,b.txt"))
        #expect(host.render().contains(".fileImporter(isPresented: false"))
        try host.tap("Import")
        #expect(host.cancelFileDialog())
        #expect(host.renderScreen().contains("log: cancelled"))
    }

    @Test("sensoryFeedback plays (is logged) when its trigger changes and its condition holds")
    func sensoryFeedback() throws {
        let host = ViewHost(Counter(), platform: .iOS)
        host.recordsEvents = true
        try host.tap("Add")
        try host.tap("Add")
        try host.tap("Reset")
        let played = host.events.filter { $0.kind == .sensoryFeedback }.map(\.detail)
        #expect(played == [".increase", ".increase"])
        #expect(host.render().contains("VStack .sensoryFeedback(.increase, trigger: 0)"))
    }

    @Test("glassEffect keeps its glass and shape by value; a change shows on the line")
    func glass() throws {
        let host = ViewHost(Glassy(), platform: .iOS)
        #expect(host.render().contains(".glassEffect(.regular.tint(blue), in: Capsule)"))
        try host.tap("Toggle")
        #expect(host.render().contains(".glassEffect(.clear, in: Capsule)"))
    }

    @Test("Shaders, symbol effects and dialog appearance are recorded as written")
    func recordedLines() {
        let view = VStack {
            Image(systemName: "bell")
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: 3)
                .symbolEffect(.pulse)
            Text("Wave")
                .colorEffect(ShaderLibrary.ripple(.float(2), .color(.red)))
                .layerEffect(
                    ShaderLibrary.default.blur(.boundingRect),
                    maxSampleOffset: CGSize(width: 4, height: 4), isEnabled: false)
            Text("Quit?").dialogSeverity(.critical).dialogIcon(Image(systemName: "trash"))
        }
        let tree = ViewHost(view, platform: .iOS).render()
        #expect(
            tree.contains(
                ".symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: 3) .symbolEffect(.pulse, options: .default, isActive: true)"
            ))
        #expect(tree.contains(".colorEffect(ripple(.float(2), .color(red)), isEnabled: true)"))
        #expect(tree.contains(".layerEffect(blur(.boundingRect), maxSampleOffset: "))
        #expect(tree.contains(#"Text "Quit?" .dialogSeverity(.critical) .dialogIcon("#))
    }

    @Test("D4: the Touch Bar is macOS's: recorded there, reported unavailable elsewhere")
    func touchBar() {
        let view = Text("Editor").touchBar { Button("Bold") {} }.touchBarItemPrincipal()
        let mac = ViewHost(view, platform: .macOS)
        #expect(
            mac.render().contains(
                #"Text "Editor" .touchBar(content: { … }) .touchBarItemPrincipal(true)"#))
        #expect(mac.diagnostics.isEmpty)
        let phone = ViewHost(view, platform: .iOS)
        #expect(
            phone.diagnostics.filter { $0.kind == .platformUnavailable }.map(\.message).sorted()
                == [
                    ".touchBar does not exist on iOS: the modifier is recorded on the view's line and does nothing",
                    ".touchBarItemPrincipal does not exist on iOS: the modifier is recorded on the view's line and does nothing",
                ])
    }
}
