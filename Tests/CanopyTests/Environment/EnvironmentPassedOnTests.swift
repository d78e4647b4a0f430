import Canopy
import CanopyTesting
import Testing

/// A view whose `@Environment` property its parent may hand it.
private struct HandedOnChild: View {
    @Environment(\.k) private var k

    init(k: Environment<String>) { _k = k }

    var body: some View { Text("child: \(k)") }
}

/// Reads `\.k` and hands its installed wrapper to a child below a write of the same key.
private struct HandingOnParent: View {
    @Environment(\.k) private var k
    /// Hands the child a fresh wrapper instead, for contrast.
    var handsOnItsOwn = true

    var body: some View {
        VStack {
            Text("parent: \(k)")
            HandedOnChild(k: handsOnItsOwn ? _k : Environment(\.k))
                .environment(\.k, "inner")
        }
    }
}

private struct PassedOnRoot: View {
    var handsOnItsOwn = true
    @State private var outer = "one"

    var body: some View {
        VStack {
            HandingOnParent(handsOnItsOwn: handsOnItsOwn).environment(\.k, outer)
            Button("Change") { outer = "two" }
        }
    }
}

/// D103: an `@Environment` wrapper a view hands on after it was installed holds a value, not a
/// key path, and keeps it, as OpenSwiftUI's `EnvironmentBox.update` leaves a property whose
/// content is already `.value`. (Until the eighth performance round the wrapper kept its key
/// path beside the value, and the child read the key again in its own environment.)
@MainActor
@Suite("@Environment handed on after install (E5, D103)")
struct EnvironmentPassedOnTests {
    @Test("D103: a child handed its parent's installed wrapper shows the parent's value")
    func keepsTheParentsValue() {
        let host = ViewHost(PassedOnRoot())
        let rendered = host.render()
        #expect(rendered.contains("Text \"parent: one\""))
        #expect(rendered.contains("Text \"child: one\""))
        #expect(!rendered.contains("child: inner"))
    }

    @Test("D103: when the parent's value changes the child shows the new one")
    func followsTheParent() throws {
        let host = ViewHost(PassedOnRoot())
        let before = host.bodyEvaluations(of: HandedOnChild.self)
        #expect(try host.tap("Change"))
        let rendered = host.render()
        #expect(rendered.contains("Text \"parent: two\""))
        // A handed-on value is compared by nothing: the child runs with the new one.
        #expect(rendered.contains("Text \"child: two\""))
        #expect(host.bodyEvaluations(of: HandedOnChild.self) == before + 1)
    }

    @Test("E5: a wrapper made afresh reads the environment where the child is inserted")
    func freshWrapperReadsItsOwnEnvironment() throws {
        let host = ViewHost(PassedOnRoot(handsOnItsOwn: false))
        #expect(host.render().contains("Text \"child: inner\""))
        let before = host.bodyEvaluations(of: HandedOnChild.self)
        #expect(try host.tap("Change"))
        #expect(host.render().contains("Text \"child: inner\""))
        // Equal key paths are the same input, and the child's own value did not change.
        #expect(host.bodyEvaluations(of: HandedOnChild.self) == before)
    }
}
