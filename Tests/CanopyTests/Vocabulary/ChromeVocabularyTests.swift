import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Auxiliary and recent chrome vocabulary: recorded values, labelsVisibility (issue 41)")
struct ChromeVocabularyTests {
    @Test("Navigation chrome and the 2025 chrome modifiers print on the view's line as called")
    func recorded() {
        let text = ViewHost(
            Text("Doc")
                .navigationSubtitle("Draft")
                .navigationSplitViewColumnWidth(min: 180, ideal: 200)
                .navigationSplitViewColumnWidth(240)
                .statusBarHidden()
                .navigationLinkIndicatorVisibility(.hidden)
                .scrollEdgeEffectDisabled()
                .scrollEdgeEffectStyle(.soft, for: .top)
                .windowResizeAnchor(.top)
                .backgroundExtensionEffect()
                .contentCaptureProtected()
                .materialActiveAppearance(.matchWindow)
        ).render()
        #expect(
            text.contains(
                #"Text "Doc" .navigationSubtitle("Draft") .navigationSplitViewColumnWidth(min: 180, ideal: 200) .navigationSplitViewColumnWidth(240) .statusBarHidden(true) .navigationLinkIndicatorVisibility(.hidden) .scrollEdgeEffectDisabled(true) .scrollEdgeEffectStyle(.soft, for: "#
            ))
        #expect(
            text.contains(
                ".windowResizeAnchor(.top) .backgroundExtensionEffect() .contentCaptureProtected(true) .materialActiveAppearance(.matchWindow)"
            ))
    }

    @Test("labelsVisibility(.hidden) hides a control's label as labelsHidden does")
    func labelsVisibility() throws {
        let hidden = ViewHost(
            Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden), platform: .iOS)
        let plain = ViewHost(
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), platform: .iOS)
        #expect(hidden.renderScreen() == plain.renderScreen())
        #expect(hidden.render().contains(".labelsVisibility(.hidden)"))
        #expect(
            ViewHost(
                Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible), platform: .iOS
            )
            .renderScreen().contains("Wi-Fi"))
    }
}
