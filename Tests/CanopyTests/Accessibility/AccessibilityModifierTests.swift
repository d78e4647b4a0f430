import Canopy
import Testing

private struct UnreadBadge: View {
    var body: some View { Text("3").accessibilityLabel("Three unread") }
}

@MainActor
@Suite("Accessibility: the property modifiers (A6–A9, D44)")
struct AccessibilityModifierTests {
    @Test("A6: a label replaces the default and keeps the traits; the outermost wins")
    func labels() {
        let name = "Trash"
        let host = ViewHost(
            VStack {
                Text("42").accessibilityLabel(Text("The answer"))
                Text("★★★").accessibilityLabel("Three stars")
                Button {
                } label: {
                    Image(systemName: "trash")
                }.accessibilityLabel(name)
                Text("x").accessibilityLabel("inner").accessibilityLabel("outer")
                UnreadBadge().accessibilityLabel("Notifications")
            })
        #expect(
            host.renderAccessibility() == """
                staticText "The answer"
                staticText "Three stars"
                button "Trash"
                staticText "outer"
                staticText "Notifications"
                """)
    }

    @Test("A7: value, hint, identifier and input labels")
    func valueHintIdentifier() {
        let host = ViewHost(
            VStack {
                Button("Volume up") {}.accessibilityValue("11").accessibilityHint("Makes it louder")
                    .accessibilityIdentifier("volume-up")
                    .accessibilityInputLabels(["Louder", "Volume up"])
                Text("Status").accessibilityValue(Text("Online"))
            })
        #expect(
            host.renderAccessibility() == """
                button "Volume up" value="11" hint="Makes it louder" id="volume-up" inputLabels="Louder","Volume up"
                staticText "Status" value="Online"
                """)
        let status = host.accessibilityTree().elements[1]
        #expect(status.hint == nil && status.identifier == nil && status.inputLabels.isEmpty)
    }

    @Test("A8: traits are added and removed, defaults included; heading sets the level only")
    func traitsAndHeadings() {
        let host = ViewHost(
            VStack {
                Text("Fruits").accessibilityAddTraits(.isHeader).accessibilityHeading(.h1)
                Text("Apples").accessibilityHeading(.h2)
                Button("Grid") {}.accessibilityAddTraits(.isSelected)
                Text("Plain").accessibilityRemoveTraits(.isStaticText)
                Text("Tap").accessibilityAddTraits([.isButton, .playsSound])
            })
        #expect(
            host.renderAccessibility() == """
                header,staticText "Fruits" heading=1
                staticText "Apples" heading=2
                button,selected "Grid"
                element "Plain"
                button,playsSound,staticText "Tap"
                """)
        #expect(
            host.accessibilityTree().elements[4].traits == [.isButton, .playsSound, .isStaticText])
    }

    @Test("A9: a hidden view and everything in it is gone; hidden(false) changes nothing")
    func hidden() {
        let host = ViewHost(
            VStack {
                Text("Visible")
                VStack {
                    Text("Secret")
                    Button("Hidden button") {}
                }.accessibilityHidden(true)
                Text("Also visible").accessibilityHidden(false)
            })
        #expect(host.accessibilityTree().labels == ["Visible", "Also visible"])
        #expect(throws: ViewHost.AccessibilityElementNotFound.self) {
            try host.accessibilityActivate("Hidden button")
        }
    }

    @Test("A6: a label on content with no element creates one")
    func createsElement() {
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityLabel("Red swatch")
                Color.blue.accessibilityIdentifier("not-created")
            })
        #expect(host.renderAccessibility() == #"element "Red swatch""#)
    }

    @Test("D44: a modifier on content with several elements applies to each")
    func severalElements() {
        let host = ViewHost(
            VStack {
                Text("a")
                Text("b")
            }.accessibilityHint("h"))
        #expect(
            host.renderAccessibility() == """
                staticText "a" hint="h"
                staticText "b" hint="h"
                """)
    }

    @Test("A9: an outer label over hidden content does not bring it back")
    func labelOverHidden() {
        let host = ViewHost(
            VStack { Text("x").accessibilityHidden(true) }.accessibilityLabel("y"))
        #expect(host.renderAccessibility() == "")
    }

    @Test("Tree rendering prints accessibility modifiers on the view's line")
    func treeRendering() {
        let host = ViewHost(Text("x").accessibilityLabel("Delete").accessibilityHidden(true))
        let rendered = host.render()
        #expect(rendered.contains(#".accessibilityLabel("Delete")"#))
        #expect(rendered.contains(".accessibilityHidden(true)"))
    }
}

@MainActor
@Suite("Accessibility: Text's own modifiers (A6, A8)")
struct AccessibilityTextModifierTests {
    @Test("A6: Text's accessibilityLabel returns Text, joins with +, and the later one wins")
    func textLabel() {
        let star: Text = Text("★").accessibilityLabel("star")
        let host = ViewHost(
            VStack {
                Text("Rated ") + star
                Text("x").accessibilityLabel("inner").accessibilityLabel("outer")
                Text("Chapter 1").accessibilityHeading(.h2)
            })
        #expect(
            host.renderAccessibility() == """
                staticText "Rated star"
                staticText "outer"
                staticText "Chapter 1" heading=2
                """)
        #expect(
            host.render().contains(
                #"Text "x" .accessibilityLabel("inner") .accessibilityLabel("outer")"#))
    }

    @Test("Recorded modifiers print on the view's line and leave the tree alone")
    func recorded() {
        let host = ViewHost(
            Text("print(1)").accessibilityTextContentType(.sourceCode)
                .speechSpellsOutCharacters()
                .accessibilityShowsLargeContentViewer())
        #expect(host.renderAccessibility() == #"staticText "print(1)""#)
        let tree = host.render()
        #expect(tree.contains(".accessibilityTextContentType(.sourceCode)"))
        #expect(tree.contains(".speechSpellsOutCharacters(true)"))
        #expect(tree.contains(".accessibilityShowsLargeContentViewer"))
    }
}

@MainActor
@Suite("Accessibility: a chain of modifiers is one modifier")
struct AccessibilityChainTests {
    @Test("A6: a chain keeps SwiftUI's type and makes one node; the newer write wins")
    func oneModifier() {
        let chained = Text("x").accessibilityHint("h").accessibilityLabel("a")
            .accessibilityLabel("b").accessibilityAddTraits(.isButton)
        let typed: ModifiedContent<Text, AccessibilityAttachmentModifier> = chained
        let host = ViewHost(typed)
        #expect(host.renderAccessibility() == #"button,staticText "b" hint="h""#)
        #expect(
            host.render()
                .contains(
                    #".accessibilityLabel("b") .accessibilityHint("h") .accessibilityAddTraits([isButton])"#
                ))
        #expect(
            ViewHost(Text("y").accessibilityHidden(true).accessibilityHidden(false))
                .renderAccessibility() == #"staticText "y""#)
    }
}
