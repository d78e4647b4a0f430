import Canopy
import CanopyCLI
import Testing

@MainActor
@Suite("Names given to the wrong command, or mistyped, point to what was meant (issue 36)")
struct NameHintTests {
    /// A user's tool with a view and no apps (its own previews are the test process's).
    let viewsOnly = CanopyCatalog(
        views: [.view("tally-view") { TallyView() }], toolName: "tally-tool")

    @Test("An app given to render (or explain) says it is an app and how to run it")
    func appToRender() async {
        let render = await CanopyCLI.run(["render", "movie-hunter"])
        #expect(render.exitStatus == CanopyCLI.usageErrorStatus)
        #expect(
            render.standardError.hasPrefix(
                "canopy: error: 'movie-hunter' is an app, not a playground: launch it with 'canopy run movie-hunter'\n"
            ))
        let explain = await CanopyCLI.run(["explain", "movie-hunter", "--key", "colorScheme"])
        #expect(explain.standardError.hasPrefix("canopy: error: 'movie-hunter' is an app,"))
    }

    @Test("A playground or a preview given to run says what it is and how to render it")
    func viewToRun() async {
        let run = await CanopyCLI.run(["run", "demo"])
        #expect(run.exitStatus == CanopyCLI.usageErrorStatus)
        #expect(
            run.standardError.hasPrefix(
                "canopy: error: 'demo' is a playground, not an app: render it with 'canopy render demo'\n"
            ))
        let preview = await CanopyCLI.run(["run", "Tally by three"], catalog: viewsOnly)
        #expect(
            preview.standardError.hasPrefix(
                #"tally-tool: error: 'Tally by three' is a preview, not an app: render it with 'tally-tool render "Tally by three"'"#
            ))
        let previews = await CanopyCLI.run(["previews", "tally-view"], catalog: viewsOnly)
        #expect(
            previews.standardError
                == "tally-tool: error: 'tally-view' is a view, not a preview: render it with 'tally-tool render tally-view'\n"
        )
    }

    @Test("A mistyped name gets the nearest known name, saying which command takes it")
    func didYouMean() async {
        let view = await CanopyCLI.run(["render", "demp"])
        #expect(
            view.standardError.hasPrefix(
                "canopy: error: unknown playground 'demp'; did you mean 'demo'? The playgrounds are: demo, "
            ))
        let app = await CanopyCLI.run(["run", "movie-huntr"])
        #expect(
            app.standardError.hasPrefix(
                "canopy: error: unknown app 'movie-huntr'; did you mean 'movie-hunter'? The apps are: movie-hunter, "
            ))
        let appToRender = await CanopyCLI.run(["render", "Movie-Huntr"])
        #expect(
            appToRender.standardError.hasPrefix(
                "canopy: error: unknown playground 'Movie-Huntr'; did you mean the app 'movie-hunter' ('canopy run movie-hunter')? "
            ))
        let viewToRun = await CanopyCLI.run(["run", "demp"])
        #expect(
            viewToRun.standardError.hasPrefix(
                "canopy: error: unknown app 'demp'; did you mean the playground 'demo' ('canopy render demo')? "
            ))
        let preview = await CanopyCLI.run(["previews", "Tally by thre"], catalog: viewsOnly)
        #expect(
            preview.standardError.hasPrefix(
                "tally-tool: error: no preview named 'Tally by thre'; did you mean 'Tally by three'? The previews are: "
            ))
        // Nothing near: the list alone, as before.
        let far = await CanopyCLI.run(["render", "zzzzzz"], catalog: viewsOnly)
        #expect(
            far.standardError.hasPrefix(
                "tally-tool: error: unknown view 'zzzzzz'; the views are: tally-view; or a preview's name"
            ))
    }

    @Test("A catalog without apps says there are none, in errors and in the usage text")
    func noApps() async {
        let unknown = await CanopyCLI.run(["run", "tally"], catalog: viewsOnly)
        #expect(unknown.exitStatus == CanopyCLI.usageErrorStatus)
        #expect(
            unknown.standardError.hasPrefix(
                "tally-tool: error: unknown app 'tally'; there are no apps\n"))
        let missing = await CanopyCLI.run(["run"], catalog: viewsOnly)
        #expect(
            missing.standardError.hasPrefix(
                "tally-tool: error: 'run' needs an app name; there are no apps\n"))
        let direct = CanopyCLI.run(RunRequest(app: "tally"), catalog: viewsOnly)
        #expect(
            direct.standardError == "tally-tool: error: unknown app 'tally'; there are no apps\n")
        let help = await CanopyCLI.run(["--help"], catalog: viewsOnly)
        #expect(help.standardOutput.hasSuffix("VIEWS: tally-view\nAPPS: (none)\n"))
    }

    @Test("previews with none says so and how to declare one, listing or naming one")
    func noPreviews() {
        let list = CanopyCLI.previews(PreviewsRequest(), catalog: viewsOnly, all: [])
        #expect(list.exitStatus == 0)
        #expect(
            list.standardOutput
                == "There are no previews. Declare one with #Preview { … } (or a PreviewProvider) in a file the program links.\n"
        )
        let named = CanopyCLI.previews(PreviewsRequest(name: "Main"), catalog: viewsOnly, all: [])
        #expect(named.exitStatus == CanopyCLI.usageErrorStatus)
        #expect(
            named.standardError
                == "tally-tool: error: no preview named 'Main'; there are no previews (declare one with #Preview { … })\n"
        )
    }
}
