import Canopy
import CanopyTesting
import Testing

private enum MidIcon: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[VerticalAlignment.center]
    }
}

extension VerticalAlignment {
    fileprivate static let midIcon = VerticalAlignment(MidIcon.self)
}

@MainActor
@Suite("G36: alignment guides and custom alignments")
struct AlignmentGuideTests {
    @Test("G36: a view's own guide value moves it against its siblings")
    func explicitGuide() {
        expectText(
            framed(
                VStack(alignment: .leading, spacing: 0) {
                    Text("A")
                    Text("BBBB").alignmentGuide(.leading) { d in d[.trailing] }
                }),
            """
            VStack alignment:leading spacing:0 @(175.25,416.5 42.5×44)
            ├─ Text "A" @(209.25,416.5 8.5×22)
            └─ Text "BBBB" .alignmentGuide(leading) @(175.25,438.5 34×22)
            """)
    }

    @Test(
        "G36: a custom AlignmentID lines views up on its default and on explicit values: the blue square's top meets the red bar's middle"
    )
    func customAlignment() {
        expectText(
            framed(
                HStack(alignment: .midIcon, spacing: 0) {
                    Color.red.frame(width: 10, height: 40)
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.midIcon) { d in
                        d[.top]
                    }
                }),
            """
            HStack alignment:MidIcon spacing:0 @(186.5,418.5 20×40)
            ├─ Color red .frame(width: 10, height: 40) @(186.5,418.5 10×40)
            └─ Color blue .frame(width: 10, height: 10) .alignmentGuide(MidIcon) @(196.5,438.5 10×10)
            """)
    }

    @Test("G36: alignments compare by guide and print their names")
    func alignmentValues() {
        #expect(HorizontalAlignment.leading == .leading)
        #expect(HorizontalAlignment.leading != .trailing)
        #expect(VerticalAlignment(MidIcon.self) == .midIcon)
        #expect(Alignment.topLeading.description == "topLeading")
        #expect(VerticalAlignment.midIcon.description == "MidIcon")
    }
}

private enum ImageTitle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[VerticalAlignment.center]
    }
}

extension VerticalAlignment {
    fileprivate static let imageTitle = VerticalAlignment(ImageTitle.self)
}

@MainActor
@Suite("G36: guides across stacks")
struct AlignmentAcrossStacksTests {
    @Test(
        "G36: a stack reports its children's explicit guides, in its own coordinates: the two images' bottoms line up across the HStack"
    )
    func acrossStacks() {
        // Without the VStacks reporting their images' guides, each would line up on its own
        // centre (28 and 38) and the red image would start 10 points down, not 20.
        expectText(
            framed(
                HStack(alignment: .imageTitle, spacing: 0) {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 40)
                            .alignmentGuide(.imageTitle) { d in d[.bottom] }
                        Text("Bolt")
                    }
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 60, height: 60)
                            .alignmentGuide(.imageTitle) { d in d[.bottom] }
                        Text("Sun")
                    }
                }, platform: .macOS),
            """
            HStack alignment:ImageTitle spacing:0 @(462,346 100×76)
            ├─ VStack spacing:0 @(462,366 40×56)
            │  ├─ Color red .frame(width: 40, height: 40) .alignmentGuide(ImageTitle) @(462,366 40×40)
            │  └─ Text "Bolt" @(469,406 26×16)
            └─ VStack spacing:0 @(502,346 60×76)
               ├─ Color blue .frame(width: 60, height: 60) .alignmentGuide(ImageTitle) @(502,346 60×60)
               └─ Text "Sun" @(522.25,406 19.5×16)
            """)
    }

    @Test(
        "G36: several values for one guide in a stack are averaged, as AlignmentID's default does")
    func averaged() {
        // The VStack's children set the guide at 10 (in the first, at y 0) and 30 (in the
        // second, 20 points down): 10 and 50 in the stack, which reports 30.
        expectText(
            framed(
                HStack(alignment: .imageTitle, spacing: 0) {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 20)
                            .alignmentGuide(.imageTitle) { _ in 10 }
                        Color.red.frame(width: 10, height: 40)
                            .alignmentGuide(.imageTitle) { _ in 30 }
                    }
                    Color.blue.frame(width: 10, height: 10)
                        .alignmentGuide(.imageTitle) { _ in 0 }
                }, platform: .macOS),
            """
            HStack alignment:ImageTitle spacing:0 @(502,354 20×60)
            ├─ VStack spacing:0 @(502,354 10×60)
            │  ├─ Color red .frame(width: 10, height: 20) .alignmentGuide(ImageTitle) @(502,354 10×20)
            │  └─ Color red .frame(width: 10, height: 40) .alignmentGuide(ImageTitle) @(502,374 10×40)
            └─ Color blue .frame(width: 10, height: 10) .alignmentGuide(ImageTitle) @(512,384 10×10)
            """)
    }

    @Test(
        "G36: a padding or a frame reports its content's explicit guide, moved by where it put it")
    func throughPaddingAndFrames() {
        // The padded text's leading guide is 20 in the text, 25 in the padding: the other
        // text starts 25 points in, the text itself 5 (each line shows its text's frame).
        expectText(
            framed(
                VStack(alignment: .leading, spacing: 0) {
                    Text("A").alignmentGuide(.leading) { _ in 20 }.padding(5)
                    Text("BB")
                }, platform: .macOS),
            """
            VStack alignment:leading spacing:0 @(493,363 38×42)
            ├─ Text "A" .alignmentGuide(leading) .padding(5) @(498,368 6.5×16)
            └─ Text "BB" @(518,389 13×16)
            """)
        // A fixed frame centres its content: the content's guide 0 is 15 into the frame, so
        // the blue square lines up with the red one, not with the frame's edge.
        expectText(
            framed(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                        .alignmentGuide(.leading) { _ in 0 }
                        .frame(width: 40, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }, platform: .macOS),
            """
            VStack alignment:leading spacing:0 @(492,374 40×20)
            ├─ Color red .frame(width: 10, height: 10) .alignmentGuide(leading) .frame(width: 40, height: 10) @(507,374 10×10)
            └─ Color blue .frame(width: 10, height: 10) @(507,384 10×10)
            """)
    }

    @Test("G36: the built-in edge and centre guides do not travel past a stack")
    func edgesStayInside() {
        expectText(
            framed(
                HStack(alignment: .top, spacing: 0) {
                    VStack {
                        Color.red.frame(width: 10, height: 10)
                            .alignmentGuide(.top) { _ in 5 }
                    }
                    Color.blue.frame(width: 10, height: 10)
                }, platform: .macOS),
            """
            HStack alignment:top spacing:0 @(502,379 20×10)
            ├─ VStack @(502,379 10×10)
            │  └─ Color red .frame(width: 10, height: 10) .alignmentGuide(top) @(502,379 10×10)
            └─ Color blue .frame(width: 10, height: 10) @(512,379 10×10)
            """)
    }

    @Test("G6/G36: a stack's first baseline is its highest child's, its last the lowest")
    func baselinesAcrossStacks() {
        // A title's first baseline is 26 − 4.4 = 21.6 points down (D11, macOS); a body
        // text's 13.4: the body text sits 8.2 points below the stack's top.
        expectText(
            framed(
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    VStack(spacing: 0) {
                        Text("Title").font(.title)
                        Text("x")
                    }
                    Text("body")
                }, platform: .macOS),
            """
            HStack alignment:firstTextBaseline spacing:0 @(471.5,363 81×42)
            ├─ VStack spacing:0 @(471.5,363 55×42)
            │  ├─ Text "Title" .font(title) @(471.5,363 55×26)
            │  └─ Text "x" @(495.75,389 6.5×16)
            └─ Text "body" @(526.5,371.2 26×16)
            """)
    }
}
