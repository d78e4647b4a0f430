import Canopy
import Foundation
import Testing

/// D105: a menu or segmented picker is laid out and drawn as one control (its options are
/// shown only when the menu opens, or as segments); the other styles stack their options.
@MainActor
@Suite("D105: a picker is laid out as its style shows it")
struct PickerLayoutTests {
    private struct Flavors: View {
        var inForm = false
        var style: Style = .automatic
        @State private var flavor = "Vanilla"

        enum Style { case automatic, segmented, inline }

        var body: some View {
            if inForm {
                Form { picker }
            } else {
                VStack { picker }
            }
        }

        @ViewBuilder private var picker: some View {
            let base = Picker("Flavor", selection: $flavor) {
                Text("Mint").tag("Mint")
                Text("Vanilla").tag("Vanilla")
            }
            switch style {
            case .automatic: base
            case .segmented: base.pickerStyle(.segmented)
            case .inline: base.pickerStyle(.inline)
            }
        }
    }

    private func frames(_ view: Flavors, on platform: Platform) -> String {
        ViewHost(view, platform: platform).render(RenderOptions(showsFrames: true))
    }

    @Test("D105: on an iPhone a menu picker is its value and mark, its options not placed")
    func menuOnIPhone() throws {
        // "Vanilla ▾": 9 advances of 8.5 points, one 22-point line, centred in the window.
        #expect(
            frames(Flavors(), on: .iOS) == """
                Flavors @(158.25,427.5 76.5×22)
                └─ VStack @(158.25,427.5 76.5×22)
                   └─ Picker "Flavor" selection:"Vanilla" @(158.25,427.5 76.5×22)
                      ├─ Text "Mint"
                      └─ Text "Vanilla"
                """)
        let host = ViewHost(Flavors(), platform: .iOS)
        #expect(host.renderGrid().contains("│                   Vanilla ▾                  │"))
        // A person picks through the menu; the value follows.
        try host.pick("Mint", in: "Flavor")
        #expect(host.renderGrid().contains("│                    Mint ▾                    │"))
    }

    @Test("D105: in a form row the label leads and the value trails, across the row")
    func menuInFormRow() {
        let host = ViewHost(Flavors(inForm: true), platform: .iOS)
        #expect(
            host.render(RenderOptions(showsFrames: true)).contains(
                #"Picker "Flavor" selection:"Vanilla" @(16,70 361×22)"#))
        #expect(host.renderGrid().contains("│  Flavor                           Vanilla ▾  │"))
    }

    @Test("D105: on a Mac the label is followed by a pop-up button")
    func menuOnMac() {
        let host = ViewHost(Flavors(), platform: .macOS)
        #expect(
            host.render(RenderOptions(showsFrames: true)).contains(
                #"Picker "Flavor" selection:"Vanilla" @(449.75,374 124.5×20)"#))
        // "Flavor" (39 points), 8, the pop-up: "Vanilla" (45.5), 8 each side, a 16-point arrow.
        #expect(host.renderGrid().contains("Flavor "))
        #expect(host.renderGrid().contains("Vanilla ▾"))
    }

    @Test("D105: a segmented picker spans the width on an iPhone, 32 high, the choice bracketed")
    func segmented() {
        let host = ViewHost(Flavors(style: .segmented), platform: .iOS)
        #expect(
            host.render(RenderOptions(showsFrames: true)).contains(
                #"Picker "Flavor" selection:"Vanilla" .pickerStyle(.segmented) @(0,422.5 393×32)"#))
        #expect(host.renderGrid().contains("Mint"))
        #expect(host.renderGrid().contains("[Vanilla]"))
    }

    @Test("D105: an inline picker stacks its options, each placed")
    func inlineStacks() {
        let tree = frames(Flavors(style: .inline), on: .iOS)
        #expect(tree.contains(#"Text "Mint" @("#))
        #expect(tree.contains(#"Text "Vanilla" @("#))
    }

    @Test("D71, D105: a closed menu picker's options have no place: a touch cannot find them")
    func optionsNotPlaced() throws {
        let host = ViewHost(Flavors(), platform: .iOS)
        #expect(throws: (any Error).self) { try host.centre(of: "Mint") }
        let inline = ViewHost(Flavors(style: .inline), platform: .iOS)
        _ = try inline.centre(of: "Mint")
    }

    @Test("D71, D105: a tap on a segment selects its option; a tap on a menu picker picks nothing")
    func tapASegment() throws {
        // The segments share the window's width: Mint on the left half, Vanilla on the right.
        let host = ViewHost(Flavors(style: .segmented), platform: .iOS)
        #expect(host.tap(at: CGPoint(x: 98, y: 438)))
        #expect(host.render().contains(#"selection:"Mint""#))
        #expect(host.tap(at: CGPoint(x: 300, y: 438)))
        #expect(host.render().contains(#"selection:"Vanilla""#))
        let disabled = ViewHost(Flavors(style: .segmented).disabled(true), platform: .iOS)
        disabled.tap(at: CGPoint(x: 98, y: 438))
        #expect(disabled.render().contains(#"selection:"Vanilla""#))
        let menu = ViewHost(Flavors(), platform: .iOS)
        menu.tap(at: CGPoint(x: 170, y: 438))
        #expect(menu.render().contains(#"selection:"Vanilla""#))
    }
}
