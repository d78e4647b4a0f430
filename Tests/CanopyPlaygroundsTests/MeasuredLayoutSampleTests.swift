import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The measured-layout sample: geometry read back through a preference, an anchor and a
/// reader, as SwiftUI sample code writes them (issue 22).
@MainActor
@Suite("Sample: a header, a badge and tiles laid out from geometry (G23, G26, G27)")
struct MeasuredLayoutSampleTests {
    @Test("G23/G26/G27: the header reads its height, the badge sits on the icon's corner")
    func framesOnAnIPhone() {
        let host = ViewHost(MeasuredLayoutScreen(), platform: .iOS)
        expectText(
            host.render(RenderOptions(showsFrames: true)),
            """
            MeasuredLayoutScreen @(0,59 393×759)
            └─ VStack alignment:leading spacing:16 .padding @(16,75 361×727)
               ├─ MeasuredHeader @(16,75 182×67)
               │  └─ VStack alignment:leading spacing:8 @(16,75 182×67)
               │     ├─ Text "Inbox" .font(largeTitle) @(16,75 85×41)
               │     │  └─ .background
               │     │     └─ GeometryReader @(16,75 85×41)
               │     │        └─ Color clear @(16,75 85×41)
               │     └─ Text "The header is 41 points high" .font(footnote) @(16,124 182×18)
               ├─ BadgedIcon @(16,158 22×22)
               │  └─ Image systemName:"tray" @(16,158 22×22)
               │     └─ .overlay
               │        └─ GeometryReader @(16,158 22×22)
               │           └─ Text "3" .font(caption2) .fixedSize .offset(x: 18, y: -4) @(34,154 5.5×13)
               └─ AdaptiveTiles @(16,196 361×606)
                  └─ GeometryReader @(16,196 361×606)
                     └─ VStack alignment:leading spacing:8 @(16,196 352×126)
                        ├─ Text "3 columns" @(16,196 76.5×22)
                        ├─ HStack spacing:8 @(16,226 352×44)
                        │  ├─ Text "Mail" .frame(width: 112, height: 44) @(55,237 34×22)
                        │  ├─ Text "Notes" .frame(width: 112, height: 44) @(170.75,237 42.5×22)
                        │  └─ Text "Photos" .frame(width: 112, height: 44) @(286.5,237 51×22)
                        └─ HStack spacing:8 @(16,278 232×44)
                           ├─ Text "Music" .frame(width: 112, height: 44) @(50.75,289 42.5×22)
                           └─ Text "Maps" .frame(width: 112, height: 44) @(175,289 34×22)
            """)
    }

    @Test("G23/G34: the tiles take as many columns as the window's width allows, and follow it")
    func columnsFollowTheWidth() throws {
        let host = ViewHost(MeasuredLayoutScreen(), platform: .iPadOS)
        #expect(host.first(text: "9 columns") != nil)
        host.windowSize = WindowSize(width: 375, height: 820)
        host.layOut()
        #expect(host.first(text: "2 columns") != nil)
    }
}
