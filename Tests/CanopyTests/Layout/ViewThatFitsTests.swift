import Canopy
import CanopyTesting
import Testing

@MainActor
private final class Shown {
    var events: [String] = []
}

@MainActor
@Suite("G35, D18: ViewThatFits")
struct ViewThatFitsTests {
    @Test(
        "G35: the first view whose ideal width fits is shown: 'Short' (42.5) in 60 points, not the 153-point one"
    )
    func firstThatFits() {
        expectText(
            framed(
                ViewThatFits(in: .horizontal) {
                    Text("A long description")
                    Text("Short")
                }
                .frame(width: 60)),
            """
            ViewThatFits in:horizontal .frame(width: 60) @(175.25,427.5 42.5×22)
            └─ Text "Short" @(175.25,427.5 42.5×22)
            """)
    }

    @Test("D18: when none fits, the last is shown; every view is built, only the shown one appears")
    func noneFits() throws {
        let log = Shown()
        let host = ViewHost(
            ViewThatFits {
                Text("A long description").onAppear { log.events.append("long") }
                Text("Shorter text").onAppear { log.events.append("shorter") }
            }
            .frame(width: 20), platform: .iOS)
        host.layOut()
        #expect(log.events == ["shorter"])
        #expect(host.findAll(.named("Text")).map(\.text) == ["Shorter text"])
    }

    @Test(
        "D18/G34: a window that grows shows the view that now fits; it appears, the other disappears"
    )
    func choiceFollowsTheSpace() throws {
        let log = Shown()
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                Text("Delete the selected messages")
                    .onAppear { log.events.append("+long") }
                    .onDisappear { log.events.append("-long") }
                Text("Delete")
                    .onAppear { log.events.append("+short") }
                    .onDisappear { log.events.append("-short") }
            }, platform: .iOS, windowSize: WindowSize(width: 200, height: 300))
        host.layOut()
        #expect(log.events == ["+short"])
        host.windowSize = WindowSize(width: 400, height: 300)
        host.layOut()
        #expect(log.events == ["+short", "-short", "+long"])
    }
}
