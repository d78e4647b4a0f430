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
