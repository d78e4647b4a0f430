import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The pulse sample's lamp, fading in over a second from `onAppear`, as the pictures draw it
/// (T7, D62).
@MainActor
@Suite("Sample: the pulse's lamp in the window picture (T7, D62)")
struct PulseSampleTests {
    @Test("D62: at 0.25 s the lamp is a quarter opaque in the picture and not yet on the grid")
    func lampFadesIn() {
        let host = ViewHost(Pulse(), platform: .iOS)
        host.advanceTime(by: 0.25)
        #expect(host.renderPicture().contains("<g class=\"look\" opacity=\"0.25\">"))
        #expect(!host.renderGrid().contains("Lamp"))
        host.advanceTime(by: 0.5)
        #expect(host.renderGrid().contains("Lamp"))
    }
}
