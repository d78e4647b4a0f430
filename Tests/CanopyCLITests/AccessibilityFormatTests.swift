import Canopy
import CanopyCLI
import Testing

@MainActor
@Suite("canopy render --format accessibility (D48)")
struct AccessibilityFormatTests {
    @Test("D48: --format accessibility prints the elements a screen reader meets, one a line")
    func text() async {
        #expect(
            CanopyCommand.parse(["render", "accessible-inbox", "--format", "accessibility"])
                == .success(
                    .render(RenderRequest(playground: "accessible-inbox", format: .accessibility))))
        let output = await CanopyCLI.run(["render", "accessible-inbox", "--format=accessibility"])
        #expect(output.standardOutput.hasPrefix("header,staticText \"Inbox (3)\" heading=1\n"))
        #expect(
            output.standardOutput.hasSuffix(
                "adjustable \"Page\" value=\"1 of 3\"\nrotor \"Senders\": \"Ann\", \"Bob\", \"Cleo\"\n"
            ))
        #expect(output.standardError.isEmpty)
    }

    @Test("--format accessibility-json prints schema canopy-accessibility/1, deterministically")
    func json() async {
        let output = await CanopyCLI.run([
            "render", "accessible-inbox", "--format", "accessibility-json",
        ])
        #expect(
            output.standardOutput.hasPrefix(
                """
                {
                  "schema": "canopy-accessibility/1",
                  "nodes": [
                    {"id": 0, "parent": null, "kind": "element", "label": "Inbox (3)", "traits": ["isHeader", "isStaticText"], "adjustable": false, "activatable": false, "heading": 1},
                """))
        #expect(
            output.standardOutput.contains(
                #"{"id": 7, "parent": null, "kind": "element", "label": "Page", "traits": [], "adjustable": true, "activatable": false, "value": "1 of 3"}"#
            ))
        #expect(
            output.standardOutput.hasSuffix(
                "  \"rotors\": [\n    {\"name\": \"Senders\", \"entries\": [\"Ann\", \"Bob\", \"Cleo\"]}\n  ]\n}\n"
            ))
        #expect(
            await CanopyCLI.run(["render", "accessible-inbox", "--format", "accessibility-json"])
                == output)
    }
}

@MainActor
@Suite("canopy audit (D47)")
struct AuditCommandTests {
    @Test("D47: audit prints one finding a line and exits 1; a clean view exits 0")
    func audit() async {
        let catalog = CanopyCatalog(
            views: [
                .view("icons", summary: "Icon-only buttons.") {
                    VStack {
                        Button(action: {}) { Image(systemName: "trash") }
                        Stepper("Zoom", onIncrement: {}, onDecrement: {})
                    }
                },
                .view("labelled", summary: "A labelled button.") { Button("Save") {} },
            ],
            toolName: "audit-tool")
        let findings = await CanopyCLI.run(["audit", "icons"], catalog: catalog)
        #expect(
            findings.standardOutput == """
                image-name-label: button "trash"
                adjustable-without-value: adjustable "Zoom"

                """)
        #expect(findings.exitStatus == 1)
        let clean = await CanopyCLI.run(
            ["audit", "labelled", "--platform", "iOS"], catalog: catalog)
        #expect(clean == CanopyCLI.Output(standardOutput: "No accessibility findings.\n"))
        #expect(await CanopyCLI.run(["audit", "accessible-inbox"]).exitStatus == 0)
        #expect(
            CanopyCommand.parse(["audit"], catalog: catalog)
                == .failure(UsageError("'audit' needs a view name: icons, labelled"))
        )
    }
}

@MainActor
@Suite("canopy explain --accessibility and the HTML page's accessibility column (D48)")
struct AccessibilityExplainCommandTests {
    @Test("explain NAME --accessibility LABEL: where the label came from, part by part")
    func explain() async {
        var request = ExplainRequest(playground: "accessible-inbox", key: "")
        request.accessibility = "Compose"
        #expect(
            CanopyCommand.parse(["explain", "accessible-inbox", "--accessibility", "Compose"])
                == .success(.explain(request)))
        let compose = await CanopyCLI.run([
            "explain", "accessible-inbox", "--accessibility", "Compose",
        ])
        #expect(compose.exitStatus == 0)
        #expect(
            compose.standardOutput.hasPrefix(
                #""Compose": written by .accessibilityLabel("Compose") .accessibilityHint("Starts a new message") ("#
            ))
        let row = await CanopyCLI.run([
            "explain", "accessible-inbox", "--accessibility", "Ann, Lunch on Friday?",
        ])
        let lines = row.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[1].hasPrefix(
                #"  "Ann": the text of Text "Ann" .font(headline) (AccessibleInbox/VStack/MessageRow[1]/"#
            ))
        let mute = await CanopyCLI.run(["explain", "accessible-inbox", "--accessibility", "Mute"])
        #expect(mute.standardOutput.contains("in the accessibilityRepresentation of"))
        let missing = await CanopyCLI.run([
            "explain", "accessible-inbox", "--accessibility", "Nope",
        ])
        #expect(missing.exitStatus == 1)
        #expect(missing.standardError.contains(#"No accessibility element labelled "Nope""#))
        if case .failure(let error) = CanopyCommand.parse([
            "explain", "accessible-inbox", "--accessibility", "Compose", "--key", "colorScheme",
        ]) {
            #expect(error.message.hasPrefix("'explain --accessibility LABEL' takes no --key"))
        } else {
            Issue.record("--accessibility with --key parsed")
        }
    }

    @Test("D48: run --format html puts each window's accessibility tree beside it")
    func htmlColumn() async {
        let output = await CanopyCLI.run(["run", "movie-hunter", "--format", "html"])
        let page = output.standardOutput
        #expect(output.exitStatus == 0)
        let asides = page.components(separatedBy: "<aside class=\"accessibility\"").count - 1
        let pictures = page.components(separatedBy: "<svg ").count - 1
        #expect(asides == pictures)
        #expect(asides > 0)
        #expect(page.contains("<h3>Accessibility</h3>"))
        #expect(page.contains("staticText &quot;"))
    }
}
