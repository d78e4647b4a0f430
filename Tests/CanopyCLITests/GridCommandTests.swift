import Canopy
import CanopyCLI
import CanopyPlaygrounds
import Testing

/// `canopy render --grid` and `canopy run --grid` (D20).
@MainActor
@Suite("canopy --grid (D20)")
struct GridCommandTests {
    private func parse(_ arguments: [String]) -> Result<CanopyCommand, UsageError> {
        CanopyCommand.parse(arguments)
    }

    private func error(_ arguments: [String]) -> String? {
        if case .failure(let error) = parse(arguments) { return error.message }
        return nil
    }

    @Test(
        "D20: --grid, --fill and --boxes parse; --fill and --boxes need --grid, which stands alone")
    func parsing() {
        var request = RenderRequest(playground: "demo")
        request.grid = true
        request.options.fillsShapes = true
        request.options.drawsBoxes = true
        #expect(
            parse(["render", "demo", "--grid", "--fill", "--boxes"]) == .success(.render(request)))
        #expect(
            error(["render", "demo", "--fill"])
                == "'--fill' draws on the window grid; add '--grid'")
        #expect(
            error(["render", "demo", "--boxes"])
                == "'--boxes' draws on the window grid; add '--grid'")
        #expect(
            error(["render", "demo", "--grid", "--format", "json"])
                == "'--grid' cannot be used with '--format'")
        #expect(
            error(["run", "movie-hunter", "--grid", "--tree"])
                == "'--grid' cannot be used with '--tree'")
        #expect(
            error(["run", "movie-hunter", "--grid", "--format", "html"])
                == "'--grid' cannot be used with '--format html'")
        guard case .success(.run(let run)) = parse(["run", "movie-hunter", "--grid", "--fill"])
        else {
            Issue.record("run --grid did not parse")
            return
        }
        #expect(run.renderOptions.windowContent == .grid)
        #expect(run.renderOptions.fillsShapes)
    }

    @Test("D20: render --grid prints the playground's window as its host draws it")
    func renderGrid() async throws {
        let output = await CanopyCLI.run(["render", "demo", "--grid", "--platform", "iOS"])
        let playground = try #require(PlaygroundCatalog.named("demo"))
        let host = await playground.makeHost(platform: .iOS, windowSize: nil)
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput == host.renderGrid() + "\n")
        // D15: the root's large title, 16 points in below the bar's row of buttons (the bar
        // is 96 points from y 59: the title's line starts at 108.5, row 5), ruled below.
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines[6] == "│  Ada's settings                              │")
        #expect(lines[7] == "│──────────────────────────────────────────────│")
    }

    @Test("D20: run --grid draws each window after each step")
    func runGrid() async {
        let output = await CanopyCLI.run([
            "run", "health-notes", "--grid", "--ascii", "--platform", "iOS", "--steps",
            "tap 'Item1'",
        ])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.contains("| |< Back                                        |"))
        // The pushed level's automatic title mode is the root's, large (D15).
        #expect(
            output.standardOutput.contains("| |  Data                                        |"))
        #expect(
            output.standardOutput.contains("| |  Data of Item1                               |"))
    }

    @Test("G28: the scroll step parses and prints as written")
    func scrollStep() {
        #expect(
            AppStep.parse("scroll 120 in 2; scroll -40")
                == .success([.scroll(120, window: 2), .scroll(-40, window: nil)]))
        #expect(AppStep.scroll(120, window: 2).description == "scroll 120 in 2")
    }
}
