import Canopy
import Testing

/// A1, G16: a mask only shapes what its view draws; VoiceOver reads the view, not the mask's
/// views, as it reads an overlay's.
@MainActor
@Suite("A1: a mask's views are not read")
struct AccessibilityMaskTests {
    @Test("A1: the masked view is read; the text drawn as its mask is not, an overlay's is")
    func maskNotRead() {
        @MainActor struct Card: View {
            var masked: Bool
            var body: some View {
                if masked {
                    Text("Photo").mask { Text("Cut-out") }
                } else {
                    Text("Photo").overlay { Text("Caption") }
                }
            }
        }
        #expect(ViewHost(Card(masked: true)).accessibilityTree().labels == ["Photo"])
        #expect(ViewHost(Card(masked: false)).accessibilityTree().labels == ["Photo", "Caption"])
    }

    @Test("A1: a mask that changes stays unread; the masked content's change is read")
    func maskChanges() throws {
        @MainActor struct Card: View {
            @State var count = 0
            var body: some View {
                Button("Tapped \(count)") { count += 1 }
                    .mask { Text("Mask \(count)") }
            }
        }
        let host = ViewHost(Card())
        #expect(host.accessibilityTree().labels == ["Tapped 0"])
        try host.tap("Tapped 0")
        #expect(host.accessibilityTree().labels == ["Tapped 1"])
    }

    @Test("A1, D75: the audit does not look into a mask: a field drawn as a mask is no finding")
    func auditSkipsMask() {
        let host = ViewHost(
            VStack {
                Text("Photo")
                    .mask { TextField("Cut-out", text: .constant("")) }
                    .accessibilityHidden(true)
                TextField("Caption", text: .constant("")).accessibilityHidden(true)
            })
        #expect(
            host.accessibilityAudit().map(\.description) == [
                #"hidden-focusable: element "Caption""#
            ])
    }
}
