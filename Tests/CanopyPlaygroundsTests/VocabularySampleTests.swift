import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The vocabulary samples of issue 41, one per category, as a person uses them.
@MainActor
@Suite("Samples: the graphics, appearance and text vocabulary in SwiftUI sample code (issue 41)")
struct VocabularySampleTests {
    @Test("The spoiler card is blurred and grey until revealed, and flips without moving")
    func spoilerCard() throws {
        let host = ViewHost(SpoilerCard(), platform: .iOS)
        let frames = RenderOptions(showsFrames: true)
        let before = host.render(frames)
        #expect(
            before.contains(
                ".blur(radius: 8) .grayscale(1) .clipShape(RoundedRectangle cornerRadius:12)"))
        var svg = host.renderPicture()
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="8"/>"#))
        #expect(svg.contains(#"<feColorMatrix type="saturate" values="0"/>"#))
        #expect(svg.contains(#"rx="12"/></clipPath>"#))
        #expect(svg.contains("<feDropShadow"))
        try host.tap("Reveal")
        #expect(host.render().contains(".blur(radius: 0) .grayscale(0)"))
        try host.tap("Flip")
        svg = host.renderPicture()
        #expect(svg.contains("matrix(-1 0 0 1 0 0)"))
        // The card's frame is where it was: effects change no layout.
        let cardFrame = { (text: String) in
            text.split(separator: "\n").first { $0.contains("ZStack") }
                .map { String($0[$0.range(of: "@(")!.lowerBound...]) }
        }
        #expect(cardFrame(host.render(frames)) == cardFrame(before))
    }

    @Test("Locked notes cannot be scrolled or edited; unlocked, both work")
    func lockedNotes() throws {
        let host = ViewHost(
            LockedNotes(), platform: .iOS, windowSize: WindowSize(width: 300, height: 250))
        let rest = host.contentOffsets
        try host.scroll(by: 60)
        #expect(host.contentOffsets == rest)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Edit") }
        #expect(!host.renderGrid().contains("Edit"))
        #expect(
            host.render().contains(#".background(yellow, in: RoundedRectangle cornerRadius:6)"#))
        try host.tap("Unlock")
        try host.tap("Edit")
        #expect(host.renderGrid().contains("Done"))
        try host.scroll(by: 60)
        #expect(host.contentOffsets != rest)
    }

    @Test(
        "The receipt is serif with even digits, keeps two lines for its note, underlines its total")
    func receipt() {
        let host = ViewHost(Receipt(), platform: .iOS)
        let resolved = host.render(RenderOptions(showsResolved: true))
        #expect(
            resolved.contains(#"Text "3.50"  resolved font=body.design(serif).monospacedDigit"#))
        #expect(
            resolved.contains(
                #"Text "Total 6.30" .bold() .underline(pattern: .dash)  resolved font=body.bold.design(serif) foreground=primary lineLimit=none"#
            ))
        let frames = host.render(RenderOptions(showsFrames: true))
        #expect(frames.contains(#"Text "Thanks!" .lineLimit(2, reservesSpace: true) @("#))
        #expect(
            frames.split(separator: "\n").first { $0.contains("Thanks!") }?.hasSuffix("×44)")
                == true)
    }

    @Test("The selected photo is drawn on top; the tools column sits beside the stack")
    func photoStack() throws {
        let host = ViewHost(PhotoStack(), platform: .macOS)
        /// Where each colour is first filled in the picture, back to front.
        func order(_ svg: String) -> [String] {
            ["#ff3b30", "#34c759", "#007aff"].sorted {
                svg.range(of: "fill=\"\($0)\"")!.lowerBound
                    < svg.range(of: "fill=\"\($1)\"")!.lowerBound
            }
        }
        // Red is selected: drawn last, over green and blue.
        #expect(order(host.renderPicture()) == ["#34c759", "#007aff", "#ff3b30"])
        try host.tap("Blue")
        #expect(order(host.renderPicture()) == ["#ff3b30", "#34c759", "#007aff"])
        let frames = host.render(RenderOptions(showsFrames: true))
        /// The x of the frame on the first line containing `needle`.
        func minX(_ needle: String) -> Double? {
            guard let line = frames.split(separator: "\n").first(where: { $0.contains(needle) }),
                let start = line.range(of: "@(")?.upperBound
            else { return nil }
            return Double(line[start...].prefix { $0 != "," })
        }
        // The tools column is beside the stack, on its leading side.
        #expect(minX("Button \"Red\"")! < minX("ZStack")!)
        #expect(frames.contains(".padding(EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4))"))
    }
}
