import Canopy
import CanopyCLI
import Testing

/// `canopy render --at` and `--animations` (issue 38 item 4, D35).
@MainActor
@Suite("canopy render --at, --animations (D30, D35)")
struct AnimationCommandTests {
    @Test("D30/D35: --at lets time pass first; the lamp shows its fade a quarter of the way")
    func renderAtATime() async {
        let output = await CanopyCLI.run(["render", "pulse", "--at", "0.25s"])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.contains("Text \"Lamp\" .opacity(0.25)  animating opacity\n"))
        let later = await CanopyCLI.run(["render", "pulse", "--at", "2"])
        #expect(later.standardOutput.contains("Text \"Lamp\" .opacity(1)\n"))
    }

    @Test("--animations says how a value moves and since when")
    func animationDetails() async {
        let output = await CanopyCLI.run(["render", "pulse", "--at", "0.5s", "--animations"])
        #expect(
            output.standardOutput.contains(
                "Text \"Lamp\" .opacity(0.5)  animating opacity (linear(duration: 1) from t = 0)"))
    }

    @Test("--at needs a time")
    func badTime() {
        guard case .failure(let error) = CanopyCommand.parse(["render", "pulse", "--at", "soon"])
        else {
            Issue.record("'--at soon' parsed")
            return
        }
        #expect(error.message == "'--at' expects a time in seconds, such as 0.25s or 1; got 'soon'")
    }
}
