import Canopy
import CanopyCLI
import CanopyPlaygrounds
import Testing

/// The `canopy` CLI's argument parsing and output, run as functions (no process is spawned).
@MainActor
@Suite("canopy CLI")
struct CLITests {
    private func parse(_ arguments: String) -> Result<CanopyCommand, UsageError> {
        CanopyCommand.parse(arguments.split(separator: " ").map(String.init))
    }

    private func error(_ arguments: String) -> String? {
        if case .failure(let error) = parse(arguments) { return error.message }
        return nil
    }

    @Test("No arguments renders the default playground")
    func noArguments() {
        #expect(parse("") == .success(.render(RenderRequest(playground: "demo"))))
    }

    @Test("Every command reads options alike: a value inline or next, a flag without one")
    func optionsAlike() {
        guard case .success(.run(let run)) = parse("run movie-hunter --platform=iOS --ascii") else {
            Issue.record("run did not parse")
            return
        }
        #expect(run.platform == .iOS && run.ascii)
        guard case .success(.previews(let previews)) = parse("previews --platform=iPadOS")
        else {
            Issue.record("previews did not parse")
            return
        }
        #expect(previews.platform == .iPadOS)
        guard case .success(.explain(let explain)) = parse("explain demo --key=colorScheme") else {
            Issue.record("explain did not parse")
            return
        }
        #expect(explain.key == "colorScheme")
        #expect(error("run movie-hunter --tree=yes") == "option '--tree' takes no value")
        #expect(error("previews --screen=1") == "option '--screen' takes no value")
        #expect(error("explain demo --key --at X") == "option '--key' needs a value")
        #expect(
            error("previews Launched Other")
                == "'previews' takes one name, got 'Launched' and 'Other'")
    }

    @Test("list, help, --help and -h")
    func simpleCommands() {
        #expect(parse("list") == .success(.list))
        #expect(parse("help") == .success(.help))
        #expect(parse("--help") == .success(.help))
        #expect(parse("-h") == .success(.help))
        #expect(parse("render nope -h") == .success(.help))
    }

    @Test("render NAME with every option")
    func renderOptions() {
        #expect(
            parse("render checked-button --env --ascii --evals --platform iPadOS --window 500x800")
                == .success(
                    .render(
                        RenderRequest(
                            playground: "checked-button",
                            options: RenderOptions(
                                showsEnvironment: true, showsEvaluationCounts: true, ascii: true),
                            platform: .iPadOS, windowSize: WindowSize(width: 500, height: 800)))))
        #expect(
            parse("render device-status --platform=ios")
                == .success(.render(RenderRequest(playground: "device-status", platform: .iOS))))
        #expect(
            parse("--env")
                == .success(
                    .render(
                        RenderRequest(
                            playground: "demo", options: RenderOptions(showsEnvironment: true)))))
    }

    @Test("D20: --frames and --frames=all turn on frames, and modifier frames")
    func framesOption() {
        #expect(
            parse("render demo --frames")
                == .success(
                    .render(
                        RenderRequest(playground: "demo", options: RenderOptions(showsFrames: true))
                    )))
        #expect(
            parse("render demo --frames=all")
                == .success(
                    .render(
                        RenderRequest(
                            playground: "demo",
                            options: RenderOptions(showsFrames: true, showsModifierFrames: true)))))
        #expect(error("render demo --frames=some") == "option '--frames' takes no value or '=all'")
    }

    @Test("Usage errors name the valid choices")
    func usageErrors() throws {
        let names = PlaygroundCatalog.names.joined(separator: ", ")
        #expect(error("render nope") == "unknown playground 'nope'; the playgrounds are: \(names)")
        #expect(
            error("render demo --bogus")
                == "unknown option '--bogus'; the options are: --env, --prefs, --resolved, --ascii, --evals, --focused, --frames[=all], --at SECONDS, --animations, --grid, --fill, --boxes, --platform macOS|iPadOS|iOS, --window WIDTHxHEIGHT, --format text|dot|json|accessibility|accessibility-json"
        )
        #expect(
            error("render demo --format svg")
                == "unknown format 'svg'; the formats are: text, dot, json, accessibility, accessibility-json"
        )
        #expect(
            error("render demo --platform watchOS")
                == "unknown platform 'watchOS'; the platforms are: macOS, iPadOS, iOS")
        #expect(error("render demo --platform") == "option '--platform' needs a value")
        #expect(
            error("render demo --window wide")?.hasPrefix("'--window' expects WIDTHxHEIGHT") == true
        )
        #expect(error("render demo --env=yes") == "option '--env' takes no value")
        #expect(error("render") == "'render' needs a playground name: \(names)")
        #expect(
            error("render demo checked-button")
                == "'render' takes one playground name, got 'demo' and 'checked-button'")
        #expect(error("list extra") == "'list' takes no arguments, got: extra")
        #expect(
            error("frobnicate")
                == "unknown command 'frobnicate'; the commands are: list, render NAME, run APP, previews [NAME], explain NAME, audit NAME, help"
        )
    }

    @Test("An unknown playground exits with status 2 and lists the names on stderr")
    func unknownPlaygroundStatus() async {
        let output = await CanopyCLI.run(["render", "nope"])
        #expect(output.exitStatus == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("canopy: error: unknown playground 'nope'"))
        for name in PlaygroundCatalog.names { #expect(output.standardError.contains(name)) }
    }

    @Test("An unknown option exits with status 2")
    func unknownOptionStatus() async {
        let output = await CanopyCLI.run(["render", "demo", "--verbose"])
        #expect(output.exitStatus == 2)
        #expect(output.standardError.contains("--platform macOS|iPadOS|iOS"))
    }

    @Test("canopy prints the default playground's render; render NAME prints that one")
    func renderOutput() async {
        let demo = await PlaygroundCatalog.defaultPlayground.makeHost().render()
        #expect(await CanopyCLI.run([]) == CanopyCLI.Output(standardOutput: demo + "\n"))
        let env = RenderOptions(showsEnvironment: true)
        let checked = await PlaygroundCatalog.named("checked-button")!.makeHost().render(env)
        #expect(
            await CanopyCLI.run(["render", "checked-button", "--env"])
                == CanopyCLI.Output(standardOutput: checked + "\n"))
        let narrow = await CanopyCLI.run([
            "render", "device-status-size-class", "--window", "500x800",
        ])
        #expect(narrow.standardOutput.contains(#"Text "deviceStatus: compact""#))
    }

    @Test("list prints one line per playground: name, then summary")
    func listOutput() async {
        let output = await CanopyCLI.run(["list"])
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(PlaygroundCatalog.all.count)
        #expect(
            output.standardOutput.split(separator: "\n").count
                == PlaygroundCatalog.all.count + 1 + PlaygroundCatalog.apps.count)
        #expect(output.standardOutput.contains("\nApps (canopy run APP):\nmovie-hunter "))
        for (line, playground) in zip(lines, PlaygroundCatalog.all) {
            #expect(line.hasPrefix(playground.name + " "))
            #expect(line.hasSuffix(playground.summary))
        }
    }

    @Test("--help prints the usage, naming every playground and option")
    func helpOutput() async {
        let output = await CanopyCLI.run(["--help"])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.hasPrefix("USAGE: canopy"))
        for name in PlaygroundCatalog.names { #expect(output.standardOutput.contains(name)) }
        for option in ["--env", "--ascii", "--evals", "--platform", "--window"] {
            #expect(output.standardOutput.contains(option))
        }
    }
}

@MainActor
@Suite("CLI preferences option")
struct CLIPreferencesOptionTests {
    @Test("--prefs shows the preference values each subtree produced")
    func prefsOption() async {
        let output = await CanopyCLI.run(["render", "navigation-title", "--prefs"])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.hasPrefix(
                "PageOnePlayground  pref navigationTitle=\"Page One\"\n"))
    }
}

@MainActor
@Suite("canopy run")
struct CLIRunTests {
    @Test("run prints the windows after launch and after each step")
    func runSteps() async {
        let output = await CanopyCLI.run([
            "run", "movie-hunter", "--platform", "macOS", "--steps", "open; tap 'Next Tab'",
        ])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.hasPrefix(
                "== launch movie-hunter on macOS ==\n┌ Window 1 \"Movie Hunter\""))
        #expect(output.standardOutput.contains("\n== open ==\n"))
        #expect(output.standardOutput.contains("\n== tap 'Next Tab' ==\n"))
        #expect(
            output.standardOutput.hasSuffix(
                "Menu bar: SharedStoreMovieHunter: Quit SharedStoreMovieHunter ⌘Q | File: New Window ⌘N | Edit | View | Window | Help\n"
            ))
    }

    @Test("Bad step syntax is a usage error (status 2); a missing control stops the run (status 1)")
    func errors() async {
        let bad = await CanopyCLI.run(["run", "movie-hunter", "--steps", "tap 'Hit"])
        #expect(bad.exitStatus == 2)
        #expect(bad.standardError.contains("cannot read the step 'tap 'Hit'"))
        let missing = await CanopyCLI.run(["run", "movie-hunter", "--steps", "tap 'Nope'; open"])
        #expect(missing.exitStatus == 1)
        #expect(
            missing.standardError.hasPrefix(
                "canopy: error: tap 'Nope': No button labelled \"Nope\""))
        #expect(!missing.standardOutput.contains("== open =="))
        let unknown = await CanopyCLI.run(["run", "nope"])
        #expect(unknown.exitStatus == 2)
    }

    @Test("Steps parse as written, quotes and window numbers included")
    func stepGrammar() {
        #expect(
            AppStep.parse(
                "open inspector; tap \"Hit Me\" in 2; type 'Ada' into 'Name'; phase 1 background; command 'Action/Empty'; resize 2 500x800; quit; relaunch"
            )
                == .success([
                    .open(id: "inspector"), .tap("Hit Me", window: 2),
                    .type("Ada", into: "Name", window: nil),
                    .phase(1, .background), .command("Action/Empty"),
                    .resize(2, WindowSize(width: 500, height: 800)), .quit, .relaunch,
                ]))
    }

    @Test("Windows print as a person sees them; --tree prints their view trees")
    func screenAndTree() async {
        let screen = await CanopyCLI.run(["run", "movie-hunter", "--platform", "iOS"])
        #expect(
            screen.standardOutput == """
                == launch movie-hunter on iOS ==
                ┌ Window 1 "Movie Hunter" · iOS · light · key · active
                │ Tab 1 of 2, 0 hits
                │ <Next Tab>
                │ <Hit Me>
                └

                """)
        let tree = await CanopyCLI.run(["run", "movie-hunter", "--platform", "iOS", "--tree"])
        #expect(tree.standardOutput.contains("│    ├─ Text \"Tab 1 of 2, 0 hits\"\n"))
    }

    @Test("F9: the issue's walk-through: focus in window 1, then Action > Empty clears only it")
    func focusedCommands() async {
        let output = await CanopyCLI.run([
            "run", "focused-commands", "--platform", "macOS", "--steps",
            "open; type 'hello' into 'TextEditor' in 1; type 'world' into 'TextEditor' in 2; focus 'TextEditor' in 1; command 'Action/Empty'",
        ])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.hasSuffix(
                """
                == command 'Action/Empty' ==
                ┌ Window 1 · macOS · light · key · active
                │ Input:
                │ TextEditor: [] (focused)
                └
                ┌ Window 2 · macOS · light · inactive
                │ Input:
                │ TextEditor: [world] (focused)
                └
                Menu bar: FocusedSceneObjectDemo: Quit FocusedSceneObjectDemo ⌘Q | File: New Window ⌘N | Edit | View | Action: Empty | Window | Help

                """))
        #expect(
            AppStep.parse(
                "pick 'mint' from 'Flavor'; increment 'Count'; decrement 'Count' in 2; slide 'Volume' to 0.5; longpress 'Hold'; submit 'Search'; select 'Pear'; selecttab 'Home'; back; dismiss in 1"
            )
                == .success([
                    .pick("mint", from: "Flavor", window: nil),
                    .step("Count", up: true, window: nil),
                    .step("Count", up: false, window: 2), .slide("Volume", to: 0.5, window: nil),
                    .longPress("Hold", window: nil), .submit("Search", window: nil),
                    .select("Pear", window: nil), .selectTab("Home", window: nil),
                    .back(window: nil), .dismiss(window: 1),
                ]))
        #expect(
            AppStep.parse("focus 'Name' in 2; tab; backtab in 1; unfocus; contextmenu 'Note' in 1")
                == .success([
                    .focus("Name", window: 2), .tab(backward: false, window: nil),
                    .tab(backward: true, window: 1), .unfocus(window: nil),
                    .contextMenu("Note", window: 1),
                ]))
    }

    @Test("previews lists the playgrounds' #Preview and PreviewProvider previews and renders one")
    func previews() async {
        let list = await CanopyCLI.run(["previews"])
        #expect(list.exitStatus == 0)
        #expect(list.standardOutput.contains("Multi focused"))
        #expect(list.standardOutput.contains("CanopyPlaygrounds/MovieHunter.swift:"))
        #expect(list.standardOutput.contains("CanopyPlaygrounds.FocusedValueContentView_Previews"))
        let one = await CanopyCLI.run(["previews", "Launched", "--screen"])
        #expect(one.standardOutput == "Launched False\n")
        let missing = await CanopyCLI.run(["previews", "Nope"])
        #expect(missing.exitStatus == 2)
        #expect(missing.standardError.contains("no preview named 'Nope'; the previews are: "))
    }

    @Test("S6: quit and relaunch bring the windows back with their scene storage")
    func quitAndRelaunch() async {
        let output = await CanopyCLI.run([
            "run", "movie-hunter-storage", "--platform", "iPadOS", "--steps",
            "open; tap 'Next Tab'; tap 'Hit Me' in 1; quit; relaunch",  // window 1 was key
        ])
        #expect(output.exitStatus == 0)
        #expect(output.standardOutput.contains("== quit ==\n(not running)\n"))
        #expect(
            output.standardOutput.hasSuffix(
                """
                == relaunch ==
                ┌ Window 1 "Movie Hunter" · iPadOS · light · key · active
                │ Tab 1 of 2, 1 hits
                │ <Next Tab>
                │ <Hit Me>
                └
                ┌ Window 2 "Movie Hunter" · iPadOS · light · inactive
                │ Tab 2 of 2, 1 hits
                │ <Next Tab>
                │ <Hit Me>
                └

                """))
    }
}

@MainActor
@Suite("canopy run colour")
struct CLIColourTests {
    @Test(
        "Colour only when asked (a terminal without NO_COLOR): headers and the menu bar are highlighted"
    )
    func colour() async {
        let plain = await CanopyCLI.run(["run", "movie-hunter"])
        #expect(!plain.standardOutput.contains("\u{1B}["))
        let coloured = await CanopyCLI.run(["run", "movie-hunter"], colour: true)
        #expect(coloured.standardOutput.contains("\u{1B}[1;36m┌ Window 1"))
        #expect(coloured.standardOutput.contains("\u{1B}[1mMenu bar:"))
    }
}

@MainActor
@Suite("canopy run: menu commands (S4, issue 19)")
struct MenuCommandStepTests {
    @Test(
        "S4: command steps name each submenu; a toggle flips, a picker's choice (in a submenu or inline) is selected, and the menu bar shows it"
    )
    func nestedCommands() async {
        let output = await CanopyCLI.run([
            "run", "scribe", "--steps",
            "command 'Format/Bold'; command 'Format/Size/Bigger'; command 'Format/Theme/Night'; command 'Format/Centre'",
        ])
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.hasSuffix(
                """
                == command 'Format/Centre' ==
                ┌ Window 1 "Scribe" · macOS · light · key · active
                │ 14 pt, bold, Night, Centre
                └
                Menu bar: Scribe: Settings… ⌘,, —, Quit Scribe ⌘Q | File: New Window ⌘N | Edit | View | Format: [x] Bold ⌘B, —, Size ▸ {Bigger ⌘+, Smaller ⌘-}, Theme ▸ {[ ] Paper, [x] Night}, —, [ ] Left, [x] Centre, [ ] Right | Window | Help

                """))
        let submenu = await CanopyCLI.run(["run", "scribe", "--steps", "command 'Format/Size'"])
        #expect(submenu.exitStatus == 1)
        #expect(
            submenu.standardError.contains(
                "No menu item \"Format/Size\" (it is a submenu); the app has: Format/Size/Bigger, Format/Size/Smaller"
            ))
    }
}
