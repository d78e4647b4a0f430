import Canopy
import Testing

@MainActor
@Suite("Accessibility: the rendering (D48)")
struct AccessibilityRenderingTests {
    @Test("D48: the spec's example, line by line")
    func example() {
        let host = ViewHost(
            VStack {
                Text("Settings").accessibilityAddTraits(.isHeader).accessibilityHeading(.h1)
                Toggle("Wi-Fi", isOn: .constant(true))
                Slider(value: .constant(50.0), in: 0...100) { Text("Volume") }
                    .accessibilityHint("Adjusts the volume")
                VStack {
                    Text("Ann")
                    Text("Bob")
                }.accessibilityElement(children: .contain)
                    .accessibilityLabel("Users")
                Button("Delete") {}.accessibilityIdentifier("delete-button")
                    .accessibilityAction(named: "Undo") {}
            })
        #expect(
            host.renderAccessibility() == """
                header,staticText "Settings" heading=1
                button,toggle "Wi-Fi" value="1"
                adjustable "Volume" value="50%" hint="Adjusts the volume"
                container "Users"
                  staticText "Ann"
                  staticText "Bob"
                button "Delete" id="delete-button" actions="Undo"
                """)
    }

    @Test("D48: strings are escaped as Swift writes them")
    func escaping() {
        let host = ViewHost(Text("Say \"hi\"\\").accessibilityHint("two\nlines"))
        #expect(host.renderAccessibility() == #"staticText "Say \"hi\"\\" hint="two\nlines""#)
    }

    @Test("D48: the tree's description is its rendering, elements are values")
    func treeValue() {
        let host = ViewHost(Button("OK") {})
        let tree = host.accessibilityTree()
        #expect(tree.description == #"button "OK""#)
        #expect(tree.elements[0].traits.names == ["isButton"])
        #expect(tree.elements[0].isActivatable)
        #expect(tree == host.accessibilityTree())
    }

    @Test("D48: the JSON form names each node's container by id")
    func json() {
        let host = ViewHost(
            VStack {
                Text("Ann")
                Text("Bob")
            }.accessibilityElement(children: .contain).accessibilityLabel("Users"))
        #expect(
            host.render(.accessibilityJSON) == """
                {
                  "schema": "canopy-accessibility/1",
                  "nodes": [
                    {"id": 0, "parent": null, "kind": "container", "label": "Users"},
                    {"id": 1, "parent": 0, "kind": "element", "label": "Ann", "traits": ["isStaticText"], "adjustable": false, "activatable": false},
                    {"id": 2, "parent": 0, "kind": "element", "label": "Bob", "traits": ["isStaticText"], "adjustable": false, "activatable": false}
                  ]
                }

                """)
        #expect(ViewHost(Color.red).render(.accessibilityJSON).contains(#""nodes": []"#))
    }
}

@MainActor
@Suite("Accessibility: where a label came from")
struct AccessibilityExplanationTests {
    @Test("explainAccessibility names the text, image, modifier or joining view, with its path")
    func explain() throws {
        let host = ViewHost(
            VStack {
                Text("Hello")
                Button(action: {}) { Image(systemName: "trash") }
                Button(action: {}) { Image(systemName: "gear") }.accessibilityLabel("Settings")
                HStack {
                    Text("Total")
                    Text("$42.00")
                }.accessibilityElement(children: .combine)
            })
        #expect(
            try host.explainAccessibility("Hello")
                == #""Hello": the text of Text "Hello" (VStack/Text)"#)
        #expect(
            try host.explainAccessibility("trash")
                == #""trash": the name of Image systemName:"trash" (D41: no author-written label) (VStack/Button/Image)"#
        )
        #expect(
            try host.explainAccessibility("Settings").hasPrefix(
                #""Settings": written by .accessibilityLabel("Settings")"#))
        #expect(
            try host.explainAccessibility("Total, $42.00").hasPrefix(
                #""Total, $42.00": the labels of its elements joined with ", " (D42) by .accessibilityElement(children: .combine)"#
            ))
        #expect(throws: ViewHost.AccessibilityElementNotFound.self) {
            try host.explainAccessibility("Nope")
        }
    }
}
