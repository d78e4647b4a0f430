import Canopy
import CanopyCLI
import CanopyPlaygrounds
import Testing

/// `canopy explain`: provenance of an environment value from the command line (issue 13).
@MainActor
@Suite("canopy explain (E4, E6)")
struct ExplainCommandTests {
    private func parse(_ arguments: String) -> Result<CanopyCommand, UsageError> {
        CanopyCommand.parse(arguments.split(separator: " ").map(String.init))
    }

    @Test("explain NAME --key KEY [--at PATH] [--platform P] parses; mistakes name the choices")
    func parsing() {
        #expect(
            parse("explain checked-button --key checkedButtonStyle --at CheckedButton#2")
                == .success(
                    .explain(
                        ExplainRequest(
                            playground: "checked-button", key: "checkedButtonStyle",
                            path: "CheckedButton#2"))))
        #expect(
            parse("explain demo --key deviceStatus --platform iOS")
                == .success(
                    .explain(
                        ExplainRequest(playground: "demo", key: "deviceStatus", platform: .iOS))))
        if case .failure(let error) = parse("explain checked-button") {
            #expect(
                error.message
                    == "'explain' needs --key KEY (an environment key, such as colorScheme) or --preference KEY"
            )
        } else {
            Issue.record("a missing key parsed")
        }
        if case .failure(let error) = parse("explain nope --key k") {
            #expect(error.message.hasPrefix("unknown playground 'nope'; the playgrounds are: "))
        } else {
            Issue.record("an unknown playground parsed")
        }
    }

    @Test("E4/E6: the second button's style, merged by four modifiers, explained from the CLI")
    func explainsSeed002() async {
        let output = await CanopyCLI.run([
            "explain", "checked-button", "--key", "checkedButtonStyle", "--at", "CheckedButton#2",
        ])
        #expect(output.exitStatus == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        #expect(
            lines[1]
                == "  = CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary)"
        )
        #expect(lines[2].hasPrefix("  1. .modifier(CheckedButtonStyleModifier) at "))
        #expect(
            lines[3]
                == "     read CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: primary) (from 2), wrote CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary)"
        )
        #expect(
            lines[10]
                == "  default CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: accentColor)"
        )
    }

    @Test("Without --at every view that reads the key is explained; wrong names list what there is")
    func everyReaderAndErrors() async {
        let all = await CanopyCLI.run(["explain", "checked-button", "--key", "checkedButtonStyle"])
        // The two buttons (the modifiers that read the style are modifiers, not views).
        #expect(all.standardOutput.components(separatedBy: "\\.checkedButtonStyle at ").count == 3)
        let key = await CanopyCLI.run(["explain", "checked-button", "--key", "colourScheme"])
        #expect(key.exitStatus == 1)
        #expect(
            key.standardError
                == "canopy: error: no view reads 'colourScheme'; the keys views read are: checkedButtonStyle, isEnabled\n"
        )
        let path = await CanopyCLI.run([
            "explain", "checked-button", "--key", "checkedButtonStyle", "--at", "CheckedButton#3",
        ])
        #expect(
            path.standardError == "canopy: error: 'CheckedButton' names 2 views; #3 is not one\n")
    }
}

@MainActor
@Suite("canopy explain --preference (P4, D1)")
struct ExplainPreferenceCommandTests {
    @Test("D1: the navigation title's writer, what its content produced and what it wrote")
    func navigationTitle() async {
        let output = await CanopyCLI.run([
            "explain", "navigation-title", "--preference", "navigationTitle",
        ])
        #expect(
            output.standardOutput == """
                navigationTitle from PageOnePlayground
                  = "Page One"
                  1. .navigationTitle: nil → "Page One" at PageOnePlayground/PageOne/NavigationView/VStack

                """)
        let missing = await CanopyCLI.run(["explain", "navigation-title", "--preference", "nope"])
        #expect(missing.exitStatus == 1)
        #expect(missing.standardError == "canopy: error: nothing in the playground writes 'nope'\n")
        #expect(
            CanopyCommand.parse(["explain", "demo", "--key", "a", "--preference", "b"])
                == .failure(UsageError("'explain' takes --key or --preference, not both")))
    }
}

@MainActor
@Suite("canopy render --format")
struct RenderFormatCommandTests {
    @Test("--format dot and json print the structured renderers' output, deterministically")
    func formats() async {
        #expect(
            CanopyCommand.parse(["render", "navigation-title", "--format", "dot"])
                == .success(.render(RenderRequest(playground: "navigation-title", format: .dot))))
        let dot = await CanopyCLI.run(["render", "navigation-title", "--format", "dot"])
        #expect(dot.standardOutput.hasPrefix("digraph Canopy {\n"))
        #expect(
            dot.standardOutput.contains(
                #"n3 -> window [style=dotted, color=darkgreen, fontcolor=darkgreen, constraint=false, label="navigationTitle = \"Page One\""];"#
            ))
        let json = await CanopyCLI.run(["render", "checked-button", "--format=json"])
        #expect(json.standardOutput.hasPrefix("{\n  \"schema\": \"canopy-tree/1\""))
        #expect(await CanopyCLI.run(["render", "checked-button", "--format=json"]) == json)
    }
}

@MainActor
@Suite("canopy run --interactive")
struct InteractiveRunTests {
    @Test("Steps come a line at a time; help lists them; a bad line is an error, not an exit")
    func session() {
        var input = [
            "help", "", "tap 'Next Tab'", "frobnicate", "tap 'Nope'", "tap 'Hit Me'", "exit",
            "tap 'Hit Me'",
        ]
        var output = ""
        var errors = ""
        let status = CanopyCLI.runInteractive(
            RunRequest(app: "movie-hunter"),
            readLine: { input.isEmpty ? nil : input.removeFirst() },
            write: { output += $0 }, writeError: { errors += $0 })
        #expect(status == 0)
        #expect(output.hasPrefix("== launch movie-hunter on macOS ==\n"))
        #expect(output.contains("Steps: open [ID] | settings"))
        #expect(output.contains("== tap 'Next Tab' ==\n┌ Window 1 \"Movie Hunter\""))
        #expect(output.contains("│ Tab 2 of 2, 1 hits"))
        // `exit` stopped the session: the last line was never read.
        #expect(input == ["tap 'Hit Me'"])
        let errorLines = errors.split(separator: "\n")
        #expect(errorLines.count == 2)
        #expect(errorLines[0].hasPrefix("canopy: error: cannot read the step 'frobnicate'"))
        #expect(errorLines[1].hasPrefix(#"canopy: error: tap 'Nope': No button labelled "Nope""#))
        #expect(
            CanopyCommand.parse(["run", "movie-hunter", "--interactive"])
                == .success(.run(RunRequest(app: "movie-hunter", interactive: true))))
        #expect(
            CanopyCommand.parse(["run", "movie-hunter", "--interactive", "--format", "html"])
                == .failure(
                    UsageError(
                        "'--interactive' prints text; it cannot be used with '--format html'")))
    }

    @Test("An unknown app is a usage error that lists the apps")
    func unknownApp() {
        var errors = ""
        let status = CanopyCLI.runInteractive(
            RunRequest(app: "nope"), readLine: { nil }, write: { _ in },
            writeError: { errors += $0 })
        #expect(status == 2)
        #expect(
            errors.hasPrefix("canopy: error: unknown app 'nope'; the apps are: movie-hunter, "))
    }
}

@MainActor
@Suite("canopy run --format html (D4, S1)")
struct AppPageTests {
    @Test("D4: one self-contained page, the app on each platform after the same steps")
    func page() async {
        let arguments = [
            "run", "movie-hunter", "--format", "html", "--steps", "open; tap 'Next Tab'",
        ]
        let output = await CanopyCLI.run(arguments)
        let page = output.standardOutput
        #expect(output.exitStatus == 0)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.components(separatedBy: "<section>").count == 4)
        for platform in ["macOS", "iPadOS", "iOS"] {
            #expect(page.contains("<h2>\(platform)</h2>"))
        }
        // Self-contained: nothing fetched (the SVG namespace is a name, not a fetch).
        #expect(
            !page.contains("<script") && !page.contains("<link") && !page.contains("href")
                && !page.contains("src=") && !page.contains("url("))
        // D20: each window a picture drawn from its layout: two windows on macOS and iPadOS
        // after 'open', one on iOS (which opens no second window).
        #expect(page.components(separatedBy: "<svg ").count - 1 == 5)
        #expect(page.contains("<pre class=\"screen\">") == false)
        #expect(page.contains("Tab 2 of 2, 0 hits"))
        #expect(page.contains("&quot;Movie Hunter&quot;"))
        #expect(
            page.contains(
                "<span class=\"pref\">pref navigationTitle=&quot;Movie Hunter&quot;</span>"))
        #expect(await CanopyCLI.run(arguments) == output)
        #expect(
            CanopyCommand.parse(["run", "movie-hunter", "--format", "pdf"])
                == .failure(
                    UsageError("unknown format 'pdf' for 'run'; the formats are: text, html")))
    }

    @Test("explain NAME --layout --at PATH: the proposals, sizes and rules down to the view")
    func layout() async throws {
        var request = ExplainRequest(playground: "demo", key: "", path: "Toggle#2", platform: .iOS)
        request.layout = true
        var parsed = ExplainRequest(playground: "demo", key: "", path: "Toggle#2", platform: .iOS)
        parsed.layout = true
        #expect(
            CanopyCommand.parse([
                "explain", "demo", "--layout", "--at", "Toggle#2", "--platform", "iOS",
            ])
                == .success(.explain(parsed)))
        if case .failure(let error) = CanopyCommand.parse(["explain", "demo", "--layout"]) {
            #expect(error.message == "'explain --layout' needs --at PATH")
        } else {
            Issue.record("--layout without a path parsed")
        }
        let output = await CanopyCLI.explain(request)
        #expect(output.exitStatus == 0)
        #expect(
            output.standardOutput.hasSuffix(
                """
                - Toggle "Sounds" isOn:false disabled (D13 switch toggle): proposed P(361, _), chose 361×31 at (16, 435)

                """))
        #expect(output.standardOutput.hasPrefix("Toggle \"Sounds\" isOn:false disabled is 361×31"))
    }
}
