import CanopyTesting
import Testing

@testable import Canopy

/// D105: a picker reads its options' tags (a tag is a preference its options write); they are
/// the picker's, so they do not go on up as the picker's own values.
@MainActor
@Suite("D105: a picker's options' tags stay with the picker")
struct PickerOptionTagTests {
    private struct Flavors: View {
        @State private var flavor = 0

        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(0..<2, id: \.self) { Text("Option \($0)").tag($0) }
                }
                .pickerStyle(.segmented)
                Text("Chose \(flavor)")
            }
        }
    }

    @Test("D105: with every key shown, the picker's values agree with a recomputation")
    func optionTagsDoNotGoUp() throws {
        // The differential check shows every key: the window then asks for tags too, which
        // the options were asked for already (found by the check's pickers).
        let host = ViewHost(Flavors())
        let shown = host.render(RenderOptions(showsPreferences: true))
        #expect(host._checkInvariants().isEmpty)
        #expect(shown.contains(#"Text "Option 0"  pref tabItem="#))
        #expect(
            !shown.contains(#"Picker "Flavor" selection:"Option 0" .pickerStyle(.segmented)  pref"#)
        )
        try host.pick("Option 1", in: "Flavor")
        #expect(host._checkInvariants().isEmpty)
        #expect(host.render().contains(#"Text "Chose 1""#))
    }
}
