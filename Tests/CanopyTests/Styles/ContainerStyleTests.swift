import Canopy
import CanopyTesting
import Testing

private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
        }
    }
}

private struct PlusMinus: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "Less" : "More") {
                configuration.isExpanded.toggle()
            }
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct Card: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(8)
    }
}

private struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

private struct Boxed: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        ScrollView { configuration.content }.border(Color.gray)
    }
}

private struct Vertical: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.content }
    }
}

@MainActor
@Suite("Styles of progress views, disclosure groups, forms, boxes, labeled content, control groups")
struct ContainerStyleTests {
    @Test(
        "ProgressViewStyle: built-in looks on screen; a custom style draws the fraction it is given"
    )
    func progress() {
        let host = ViewHost(
            VStack {
                ProgressView("Copy", value: 0.25)
                ProgressView("Wait")
                ProgressView("Ring", value: 0.5).progressViewStyle(.circular)
                ProgressView("Custom", value: 0.75).progressViewStyle(Percent())
            })
        #expect(
            host.renderScreen() == """
                Copy: 25%
                Wait: ⟳
                Ring: (50%)
                Custom  75 percent
                """)
        let resolved = host.render(RenderOptions(showsResolved: true))
        #expect(resolved.contains(#"ProgressView "Copy" value:0.25  resolved style=linear"#))
        #expect(resolved.contains(#"ProgressView "Wait"  resolved style=circular"#))
        #expect(resolved.contains("resolved style=custom"))
    }

    @Test("DisclosureGroupStyle: the style decides when the content shows, through isExpanded")
    func disclosure() throws {
        let host = ViewHost(
            DisclosureGroup("Advanced") { Text("Debug") }.disclosureGroupStyle(PlusMinus()))
        #expect(host.renderScreen() == "[More]\nAdvanced")
        try host.tap("More")
        #expect(host.renderScreen() == "[Less]\nAdvanced\nDebug")
        try host.tap("Less")
        #expect(host.renderScreen() == "[More]\nAdvanced")
    }

    @Test(
        "E3/E4: a group box style on a container reaches the boxes inside; .automatic restores the default"
    )
    func groupBoxes() {
        let host = ViewHost(
            VStack {
                GroupBox("Backups") { Text("Daily") }
                GroupBox("Plain") { Text("Weekly") }.groupBoxStyle(.automatic)
            }
            .groupBoxStyle(Card()))
        expectRendered(
            host,
            """
            VStack .groupBoxStyle(Card)
            ├─ GroupBox "Backups"
            │  └─ VStack .padding(8)
            │     ├─ Text "Backups" .font(headline)
            │     └─ Text "Daily"
            └─ GroupBox "Plain" .groupBoxStyle(.automatic)
               └─ Text "Weekly"
            """)
        #expect(host.renderScreen() == "Backups\nDaily\nPlain\nWeekly")
    }

    @Test("LabeledContent: a value is one line; a custom style places label and content")
    func labeledContent() {
        let host = ViewHost(
            VStack {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Build", value: "42").labeledContentStyle(Stacked())
            })
        #expect(host.renderScreen() == "Version  1.2\nBuild\n42")
        #expect(host.render().contains(#"Text "Build" .font(caption)"#))
    }

    @Test("FormStyle: a custom style wraps the form's content; built-ins print as before")
    func forms() {
        let host = ViewHost(
            VStack {
                Form { Text("a") }.formStyle(Boxed())
                Form { Text("b") }.formStyle(.grouped)
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Form .formStyle(Boxed)
            │  └─ ScrollView .border(gray)
            │     └─ Text "a"
            └─ Form .formStyle(.grouped)
               └─ Text "b"
            """)
    }

    @Test("ControlGroup: its controls share a line; a custom style stacks them")
    func controlGroups() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(
            VStack {
                ControlGroup {
                    Button("Bold") { box.taps += 1 }
                    Button("Italic") {}
                }
                ControlGroup {
                    Button("Left") {}
                    Button("Right") {}
                }
                .controlGroupStyle(Vertical())
            })
        #expect(host.renderScreen() == "[Bold]  [Italic]\n[Left]\n[Right]")
        #expect(try host.tap("Bold"))
        #expect(box.taps == 1)
    }
}

private struct RedMenu: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).foregroundStyle(Color.red)
    }
}

@MainActor
@Suite("Menu styles: a custom style wraps a standard menu made from its configuration")
struct MenuStyleTests {
    @Test("Menu(configuration) inside a style is a working menu: it opens and its items run")
    func customMenu() throws {
        final class Box { var renamed = 0 }
        let box = Box()
        let host = ViewHost(
            Menu("Options") {
                Button("Rename") { box.renamed += 1 }
            }
            .menuStyle(RedMenu()))
        expectRendered(
            host,
            """
            Menu .menuStyle(RedMenu)
            └─ Menu .foregroundStyle(red)
               └─ Text "Options"
            """)
        try host.tap("Options")
        #expect(host.renderScreen().contains("Rename"))
        try host.tap("Rename")
        #expect(box.renamed == 1)
        #expect(!host.renderScreen().contains("Rename"))
    }

    @Test("Built-in menu styles print as written and leave the menu as it was")
    func builtIn() throws {
        let host = ViewHost(Menu("More") { Button("A") {} }.menuStyle(.borderlessButton))
        #expect(host.render().contains(".menuStyle(.borderlessButton)"))
        try host.tap("More")
        #expect(host.renderScreen().contains("[A]"))
    }
}

private struct Percentage: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100))/100")
        }
    }
}

@MainActor
@Suite("Gauges and gauge styles")
struct GaugeStyleTests {
    @Test(
        "A gauge shows its label and value; a custom style draws the fraction; built-ins print as written"
    )
    func gauges() {
        let host = ViewHost(
            VStack {
                Gauge(value: 40, in: 0...100) { Text("Battery") }
                Gauge(value: 0.5) {
                    Text("Disk")
                } currentValueLabel: {
                    Text("half")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(Percentage())
            })
        #expect(host.renderScreen() == "Battery: 40%\nDisk: half\nFuel  25/100")
        let resolved = host.render(RenderOptions(showsResolved: true))
        #expect(resolved.contains("Gauge value:0.4  resolved style=automatic"))
        #expect(
            resolved.contains(
                "Gauge value:0.5 .gaugeStyle(.accessoryCircular)  resolved style=accessoryCircular")
        )
        #expect(
            resolved.contains("Gauge value:0.25 .gaugeStyle(Percentage)  resolved style=custom"))
    }
}
