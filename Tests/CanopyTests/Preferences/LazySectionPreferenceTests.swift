import Canopy
import CanopyTesting
import Testing

/// A key no other suite reduces, so its log stays out of `ReduceLog`.
private struct AppendedKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

private struct EnvironmentReader: View {
    @Environment(\.n) var value

    var body: some View { Text("e17 \(value)") }
}

private struct SectionScreen: View {
    @State var flag = 0

    var body: some View {
        VStack {
            Button("Flip") { flag += 1 }
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach([1, 2, 3], id: \.self) { _ in
                        Section("s6") {
                            ForEach([1, 2, 3], id: \.self) { _ in
                                Group {
                                    if flag % 2 == 0 {
                                        Text("t13 0")
                                            .transformPreference(AppendedKey.self) { $0.append(2) }
                                    } else {
                                        ScrollView {
                                            LazyVStack(spacing: 0) {
                                                ForEach([1, 2, 3], id: \.self) { _ in
                                                    EnvironmentReader()
                                                }
                                            }
                                        }
                                        .frame(height: 300)
                                    }
                                }
                                .environment(\.n, 0)
                            }
                        }
                    }
                }
            }
            .frame(width: 120)
        }
    }
}

@MainActor
@Suite("Preferences of rows in a lazy stack's section (P4, G29)")
struct LazySectionPreferenceTests {
    @Test(
        "P4, D17: a writer that comes back while the key's only other writer is in a kept row is asked for again (seed 3715, case 641)"
    )
    func writerReturnsBesideKeptRow() throws {
        let host = ViewHost(SectionScreen())
        let options = RenderOptions(showsPreferences: true, showsFrames: true)
        let fresh = host.render(options)
        // The second section's first row is mounted but kept off screen (D17); its writer is
        // the key's only one while the first section's rows show scroll views.
        try host.tap("Flip")
        #expect(!host.render(options).contains("pref appended"))
        try host.tap("Flip")
        #expect(host.render(options) == fresh)
        #expect(
            fresh == """
                SectionScreen  pref appended=[2, 2, 2] @(452,0 120×768)
                └─ VStack  pref appended=[2, 2, 2] @(452,0 120×768)
                   ├─ Button "Flip" @(491,0 42×20)
                   └─ ScrollView axes:horizontal .frame(width: 120)  pref appended=[2, 2, 2] @(452,28 120×740)
                      └─ LazyHStack  pref appended=[2, 2, 2] @(452,28 331.5×740)
                         ├─ Section "s6"  pref appended=[2, 2, 2] @(452,28 110.5×740)
                         │  ├─ Text "t13 0" .environment(\\.n, 0)  pref appended=[2] @(465,390 32.5×16)
                         │  ├─ Text "t13 0" .environment(\\.n, 0)  pref appended=[2] @(497.5,390 32.5×16)
                         │  └─ Text "t13 0" .environment(\\.n, 0)  pref appended=[2] @(530,390 32.5×16)
                         └─ Section "s6" @(562.5,28 110.5×740)
                """)
    }
}
