import Canopy
import CanopyCLI
import Testing

// A package's own app, view and preview, as a user's tool would pass them to the CLI.

extension EnvironmentValues {
    /// How much the tally's button adds.
    @Entry var tallyStep: Int = 1
}

/// The tally's title, produced by the view and read by whoever shows it.
struct TallyTitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// A counter whose step comes from the environment and whose title flows up.
struct TallyView: View {
    @State private var count = 0
    @Environment(\.tallyStep) private var step

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += step }
        }
        .preference(key: TallyTitleKey.self, value: "Tally of \(count)")
    }
}

/// A clock that ticks every second of the host's time.
struct SecondsView: View {
    @State private var seconds = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Up for \(seconds) s").onReceive(timer) { _ in seconds += 1 }
    }
}

/// An app of one window whose clock ticks.
struct SecondsApp: App {
    var body: some Scene {
        WindowGroup("Seconds") { SecondsView() }
    }
}

/// An app of one window group whose views add two at a time.
struct TallyApp: App {
    var body: some Scene {
        WindowGroup("Tally") {
            TallyView().environment(\.tallyStep, 2)
        }
    }
}

#Preview("Tally by three") {
    TallyView().environment(\.tallyStep, 3)
}

@MainActor
@Suite("The CLI over a package's own catalog")
struct OwnCatalogTests {
    let catalog = CanopyCatalog(
        apps: [.app("tally", TallyApp.self, summary: "Adds two at a time.")],
        views: [
            .view("tally-view", summary: "The counter on its own, by five.") {
                TallyView().environment(\.tallyStep, 5)
            },
            .view("platform-name", platform: .iOS) { platform in Text("On \(platform)") },
        ],
        toolName: "tally-tool")

    func run(_ arguments: [String]) async -> CanopyCLI.Output {
        await CanopyCLI.run(arguments, catalog: catalog)
    }

    @Test("list shows the catalog's views, then its apps under the tool's name")
    func list() async {
        let output = await run(["list"])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput == """
                tally-view     The counter on its own, by five.
                platform-name

                Apps (tally-tool run APP):
                tally          Adds two at a time.

                """)
    }

    @Test("No arguments render the first view; render NAME renders the one named")
    func render() async throws {
        let entry = try #require(catalog.view(named: "tally-view"))
        let expected = await entry.makeHost().render()
        #expect(await run([]) == CanopyCLI.Output(standardOutput: expected + "\n"))
        let output = await run(["render", "tally-view", "--env"])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.contains(#"Text "Count: 0""#))
        #expect(output.standardOutput.contains("env tallyStep=5"))
        let platform = await run(["render", "platform-name"])
        #expect(platform.standardOutput.contains(#"Text "On iOS""#))
        let mac = await run(["render", "platform-name", "--platform", "macOS"])
        #expect(mac.standardOutput.contains(#"Text "On macOS""#))
    }

    @Test("defaultViewName picks the view no arguments render")
    func defaultView() async {
        var other = catalog
        other.defaultViewName = "platform-name"
        #expect(other.defaultView?.name == "platform-name")
        let output = await CanopyCLI.run([], catalog: other)
        #expect(output.standardOutput.contains(#"Text "On iOS""#))
        #expect(
            CanopyCommand.parse(["--env"], catalog: other)
                == .success(
                    .render(
                        RenderRequest(
                            playground: "platform-name",
                            options: RenderOptions(showsEnvironment: true)))))
    }

    @Test("render --format dot and json draw the catalog's view")
    func formats() async {
        let dot = await run(["render", "tally-view", "--format", "dot"])
        #expect(dot.standardOutput.hasPrefix("digraph Canopy {\n"))
        #expect(dot.standardOutput.contains(#"n2 [label="Text \"Count: 0\""];"#))
        let json = await run(["render", "tally-view", "--format", "json"])
        #expect(json.standardOutput.hasPrefix("{\n  \"schema\": \"canopy-tree/1\""))
        #expect(json.standardOutput.contains(#""text": "Count: 0""#))
    }

    @Test("run APP --steps launches the catalog's app and applies each step")
    func runSteps() async {
        let output = await run(["run", "tally", "--platform", "iOS", "--steps", "tap 'Add'"])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.hasPrefix("== launch tally on iOS ==\n┌ Window 1"))
        #expect(output.standardOutput.contains("== tap 'Add' ==\n"))
        #expect(output.standardOutput.contains("Count: 2"))
        let missing = await run(["run", "tally", "--steps", "tap 'Remove'"])
        #expect(missing.exitStatus == 1)
        #expect(missing.standardError.contains("No button labelled \"Remove\""))
    }

    @Test("run APP --interactive reads the catalog's app's steps a line at a time")
    func interactive() {
        var input = ["tap 'Add'", "tap 'Add'"]
        var output = ""
        let status = CanopyCLI.runInteractive(
            RunRequest(app: "tally"), catalog: catalog,
            readLine: { input.isEmpty ? nil : input.removeFirst() }, write: { output += $0 },
            writeError: { _ in })
        #expect(status == 0)
        #expect(output.hasPrefix("== launch tally on macOS ==\n"))
        #expect(output.contains("Count: 4"))
    }

    @Test("run APP --format html draws the catalog's app on every platform")
    func html() async {
        let output = await run(["run", "tally", "--format", "html", "--steps", "tap 'Add'"])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(output.standardOutput.contains("<h1>tally</h1>\n<p>Adds two at a time.</p>"))
        for platform in Platform.allCases {
            #expect(output.standardOutput.contains("<h2>\(platform.rawValue)</h2>"))
        }
        #expect(output.standardOutput.contains("Count: 2"))
    }

    @Test("explain traces the catalog's environment key and preference key")
    func explain() async {
        let key = await run(["explain", "tally-view", "--key", "tallyStep"])
        #expect(key.exitStatus == 0)
        #expect(
            key.standardOutput == #"""
                \.tallyStep at TallyView
                  = 5
                  1. .environment(\.tallyStep, 5) at TallyView
                     wrote 5, overriding the default
                  default 1

                """#)
        let preference = await run(["explain", "tally-view", "--preference", "TallyTitleKey"])
        #expect(preference.exitStatus == 0)
        #expect(preference.standardOutput.contains(#"= "Tally of 0""#))
        let missing = await run(["explain", "tally-view", "--preference", "nope"])
        #expect(missing.standardError == "tally-tool: error: nothing in the view writes 'nope'\n")
    }

    @Test("previews finds the module's own #Preview with no catalog entry, and renders it")
    func previews() async {
        let list = await run(["previews"])
        #expect(list.exitStatus == 0)
        #expect(list.standardOutput.contains("Tally by three"))
        #expect(list.standardOutput.contains("CanopyCLITests/OwnCatalogTests.swift:"))
        let tree = await run(["previews", "Tally by three"])
        #expect(tree.exitStatus == 0)
        #expect(tree.standardOutput.contains(#"Text "Count: 0""#))
    }

    @Test("render and explain take a #Preview's name; the catalog's own views come first")
    func previewNames() async {
        let tree = await run(["render", "Tally by three", "--env"])
        #expect(tree.exitStatus == 0)
        #expect(tree.standardOutput.contains(#"Text "Count: 0""#))
        let key = await run(["explain", "Tally by three", "--key", "tallyStep"])
        #expect(key.exitStatus == 0)
        #expect(key.standardOutput.contains("= 3"))
        #expect(key.standardOutput.contains(#".environment(\.tallyStep, 3)"#))
        // `list` and the default view keep to the catalog.
        #expect(!(await run(["list"])).standardOutput.contains("Tally by three"))
    }

    @Test("Unknown names and --help name the catalog's views and apps")
    func unknownNames() async {
        let view = await run(["render", "nope"])
        #expect(view.exitStatus == 2)
        #expect(
            view.standardError == """
                tally-tool: error: unknown view 'nope'; the views are: tally-view, platform-name; or a preview's name ('previews' lists them)
                Run 'tally-tool --help' for usage.

                """)
        let app = await run(["run", "nope"])
        #expect(
            app.standardError.hasPrefix(
                "tally-tool: error: unknown app 'nope'; the apps are: tally\n"))
        let explain = await run(["explain", "nope", "--key", "k"])
        #expect(explain.standardError.contains("unknown view 'nope'; the views are: tally-view"))
        let help = await run(["--help"])
        #expect(help.standardOutput.hasPrefix("USAGE: tally-tool [COMMAND]\n"))
        #expect(help.standardOutput.contains("Render the default view (tally-view)."))
        #expect(help.standardOutput.hasSuffix("VIEWS: tally-view, platform-name\nAPPS: tally\n"))
    }

    @Test("A catalog of apps alone: no arguments print the usage; options alone are an error")
    func appsAlone() async {
        let apps = CanopyCatalog(apps: [.app("tally", TallyApp.self)])
        let help = await CanopyCLI.run([], catalog: apps)
        #expect(help.standardOutput.hasPrefix("USAGE: canopy [COMMAND]\n"))
        #expect(help.standardOutput.contains("(none)                    Show this text."))
        let options = await CanopyCLI.run(["--env"], catalog: apps)
        #expect(options.exitStatus == 2)
        #expect(options.standardError.hasPrefix("canopy: error: there is no default view"))
        #expect(
            await CanopyCLI.run(["list"], catalog: apps).standardOutput
                == "Apps (canopy run APP):\ntally\n")
        // An app without a summary: the page goes from its name to what it shows.
        let page = await CanopyCLI.run(["run", "tally", "--format", "html"], catalog: apps)
        #expect(page.standardOutput.contains("<h1>tally</h1>\n<p>The same app on each"))
    }

    @Test("run --steps 'wait S': the app's timers fire as S seconds pass on its clock")
    func wait() async throws {
        let clock = CanopyCatalog(apps: [.app("seconds", SecondsApp.self)], views: [])
        let output = await CanopyCLI.run(
            ["run", "seconds", "--steps", "wait 2.5; wait 0.5"], catalog: clock)
        #expect(output.exitStatus == 0)
        let text = output.standardOutput
        let afterFirst = try #require(text.range(of: "== wait 2.5 =="))
        let afterSecond = try #require(text.range(of: "== wait 0.5 =="))
        #expect(text[afterFirst.upperBound..<afterSecond.lowerBound].contains("Up for 2 s"))
        #expect(text[afterSecond.upperBound...].contains("Up for 3 s"))
        #expect((try? AppStep.parse("wait -1").get()) == nil)
        #expect((try? AppStep.parse("wait inf").get()) == nil)
        #expect((try? AppStep.parse("wait 86401").get()) == nil)
        #expect((try? AppStep.parse("wait 2").get()) == [.wait(2)])
    }

    @Test("A default view name that names no view is an error, not the first view")
    func misspelledDefault() async {
        let misspelled = CanopyCatalog(
            views: [.view("tally-view") { TallyView() }], defaultViewName: "taly-view",
            toolName: "tally-tool")
        let output = await CanopyCLI.run([], catalog: misspelled)
        #expect(output.exitStatus == CanopyCLI.usageErrorStatus)
        #expect(
            output.standardError.hasPrefix(
                "tally-tool: error: the default view 'taly-view' is not in the catalog; the views are: tally-view"
            ))
    }
}
