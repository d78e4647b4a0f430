import Canopy
import CanopyTesting
import Testing

/// Renders `view` as the only content of an iOS window (393×852, safe area 59/34, D15) with
/// frames (D20).
@MainActor
func framed<V: View>(_ view: V, platform: Platform = .iOS, windowSize: WindowSize? = nil)
    -> String
{
    ViewHost(view, platform: platform, windowSize: windowSize).render(
        RenderOptions(showsFrames: true))
}

@MainActor
@Suite("G1–G11: proposals, stacks and spacers")
struct StackLayoutTests {
    @Test("G1: the root is proposed the safe area and centred in it")
    func rootIsCentredInTheSafeArea() {
        expectText(
            framed(Color.red.frame(width: 100, height: 60)),
            """
            Color red .frame(width: 100, height: 60) @(146.5,408.5 100×60)
            """)
    }

    @Test("D20: the example tree prints the frame of the view each line names")
    func decisionD20Example() {
        expectText(
            framed(
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 40)
                    Color.blue.frame(width: 50, height: 20)
                }),
            """
            VStack spacing:0 @(146.5,408.5 100×60)
            ├─ Color red .frame(width: 100, height: 40) @(146.5,408.5 100×40)
            └─ Color blue .frame(width: 50, height: 20) @(171.5,448.5 50×20)
            """)
    }

    @Test("G2: a rectangle proposed nothing is 10×10; a circle proposed P(30, _) is 10×10")
    func unspecifiedProposalsBecomeTen() {
        expectText(
            framed(
                VStack(spacing: 0) {
                    Rectangle().fixedSize()
                    Circle().frame(width: 30).fixedSize()
                }),
            """
            VStack spacing:0 @(181.5,428.5 30×20)
            ├─ Rectangle .fixedSize @(191.5,428.5 10×10)
            └─ Circle .frame(width: 30) .fixedSize @(191.5,438.5 10×10)
            """)
    }

    @Test("G7: the least flexible child is sized first; children overflow rather than shrink")
    func leastFlexibleFirst() {
        // objc.io's case: red (flexibility 100) is offered 150/2, green (∞) the remaining 75
        // and takes its minimum, 100; the stack is 175 wide, centred on its 150-wide frame.
        expectText(
            framed(
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 100)
                    Color.green.frame(minWidth: 100)
                }.frame(width: 150, height: 100)),
            """
            HStack spacing:0 .frame(width: 150, height: 100) @(109,388.5 175×100)
            ├─ Color red .frame(maxWidth: 100) @(109,388.5 75×100)
            └─ Color green .frame(minWidth: 100) @(184,388.5 100×100)
            """)
    }

    @Test("G9: a higher layout priority takes everything it can")
    func priorityTakesEverything() throws {
        expectText(
            framed(
                HStack(spacing: 0) {
                    Color.red
                    Color.blue.layoutPriority(1)
                }.frame(width: 300, height: 10)),
            """
            HStack spacing:0 .frame(width: 300, height: 10) @(46.5,433.5 300×10)
            ├─ Color red @(46.5,433.5 0×10)
            └─ Color blue .layoutPriority(1) @(46.5,433.5 300×10)
            """)
    }

    @Test("G10: a spacer takes what is left and asks for no spacing; fixed, it is its minimum")
    func spacerTakesTheRest() {
        let stack = HStack {
            Color.red.frame(width: 40, height: 10)
            Spacer()
            Color.blue.frame(width: 40, height: 10)
        }
        expectText(
            framed(stack.frame(width: 200)),
            """
            HStack .frame(width: 200) @(96.5,433.5 200×10)
            ├─ Color red .frame(width: 40, height: 10) @(96.5,433.5 40×10)
            ├─ Spacer @(136.5,438.5 120×0)
            └─ Color blue .frame(width: 40, height: 10) @(256.5,433.5 40×10)
            """)
        expectText(
            framed(stack.fixedSize()),
            """
            HStack .fixedSize @(152.5,433.5 88×10)
            ├─ Color red .frame(width: 40, height: 10) @(152.5,433.5 40×10)
            ├─ Spacer @(192.5,438.5 8×0)
            └─ Color blue .frame(width: 40, height: 10) @(200.5,433.5 40×10)
            """)
    }

    @Test("G10: in a VStack a spacer's priority leaves a colour all but 8 points")
    func spacerSizesLast() {
        expectText(
            framed(
                VStack(spacing: 0) {
                    Color.red; Spacer()
                }.frame(width: 100, height: 100)),
            """
            VStack spacing:0 .frame(width: 100, height: 100) @(146.5,388.5 100×100)
            ├─ Color red @(146.5,388.5 100×92)
            └─ Spacer @(196.5,480.5 0×8)
            """)
    }

    @Test("G6/D14: default spacing is 8; EmptyView and a false if take none")
    func defaultSpacing() {
        let show = false
        expectText(
            framed(
                VStack {
                    Color.red.frame(width: 10, height: 10)
                    EmptyView()
                    if show { Color.green }
                    Color.blue.frame(width: 10, height: 10)
                }),
            """
            VStack @(191.5,424.5 10×28)
            ├─ Color red .frame(width: 10, height: 10) @(191.5,424.5 10×10)
            └─ Color blue .frame(width: 10, height: 10) @(191.5,442.5 10×10)
            """)
    }

    @Test("G8: children line up on the stack's guide; its minor size is their extent")
    func minorAxisAlignment() {
        expectText(
            framed(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 100, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }),
            """
            VStack alignment:leading spacing:0 @(146.5,428.5 100×20)
            ├─ Color red .frame(width: 100, height: 10) @(146.5,428.5 100×10)
            └─ Color blue .frame(width: 20, height: 10) @(146.5,438.5 20×10)
            """)
    }

    @Test("G8: a fixed-size VStack re-proposes its width, so flexible children widen to it")
    func fixedStackEqualWidths() {
        expectText(
            framed(
                VStack(spacing: 0) {
                    Color.red.frame(maxWidth: .infinity).frame(height: 10)
                    Color.blue.frame(width: 60, height: 10)
                }.fixedSize()),
            """
            VStack spacing:0 .fixedSize @(166.5,428.5 60×20)
            ├─ Color red .frame(maxWidth: inf) .frame(height: 10) @(166.5,428.5 60×10)
            └─ Color blue .frame(width: 60, height: 10) @(166.5,438.5 60×10)
            """)
    }

    @Test("G11: a ZStack is as large as its largest child; children are centred")
    func zStack() {
        expectText(
            framed(
                ZStack {
                    Color.red.frame(width: 100, height: 50)
                    Color.blue.frame(width: 20, height: 20)
                }),
            """
            ZStack @(146.5,413.5 100×50)
            ├─ Color red .frame(width: 100, height: 50) @(146.5,413.5 100×50)
            └─ Color blue .frame(width: 20, height: 20) @(186.5,428.5 20×20)
            """)
    }
}
