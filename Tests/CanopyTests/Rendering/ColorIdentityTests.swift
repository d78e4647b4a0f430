import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Colours: an asset colour is never the system colour of the same name")
struct ColorIdentityTests {
    @Test("Color(\"red\") from the assets is not Color.red, though both print as red")
    func assetIsNotSystem() {
        #expect(Color("red") != Color.red)
        #expect(Color("red") == Color("red"))
        #expect(Color("red").description == Color.red.description)
    }

    @Test("D20: the window paints an asset colour it cannot see grey, whatever its name")
    func assetPaintedGrey() {
        let svg = ViewHost(
            Color("red").frame(width: 100, height: 60), platform: .iOS
        ).renderPicture()
        #expect(svg.contains(##"class="fill" fill="#c7c7cc""##))
        #expect(!svg.contains("#ff3b30"))
    }
}
