import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The flow-layout sample: a `Layout` written as SwiftUI sample code writes one, a layout
/// value, and `AnyLayout` switching between stacks (issue 23).
@MainActor
@Suite("Sample: a flow layout, a layout value and AnyLayout (G4, G37, G38)")
struct FlowLayoutSampleTests {
    @Test("G4/G37: tags fill rows of 200 points and wrap; the tag marked StartsRow opens a row")
    func tagCloud() {
        // macOS text: 6.5 points a character, 16 a line; each tag padded by 4. Row one holds
        // three tags (150.5 of 200 points), "Linux" opens row two, "Environment" would make it
        // 215.5 and wraps. The frame centres the 150.5-point layout.
        let host = ViewHost(TagCloud(), platform: .macOS)
        expectText(
            host.render(RenderOptions(showsFrames: true)),
            """
            TagCloud @(412,340 200×88)
            └─ FlowLayout .frame(width: 200) @(436.75,340 150.5×88)
               ├─ Text "Swift" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(440.75,344 32.5×16)
               ├─ Text "Layout" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(489.25,344 39×16)
               ├─ Text "Canopy" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(544.25,344 39×16)
               ├─ Text "Linux" .padding(4) .layoutValue(key: StartsRow.self, value: true) @(440.75,376 32.5×16)
               ├─ Text "Preferences" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(489.25,376 71.5×16)
               ├─ Text "Environment" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(440.75,408 71.5×16)
               └─ Text "Focus" .padding(4) .layoutValue(key: StartsRow.self, value: false) @(528.25,408 32.5×16)
            """)
    }

    @Test("G38: switching the toolbar between a row and a column keeps each button's state")
    func switchingKeepsState() throws {
        let host = ViewHost(SwitchingToolbar(), platform: .macOS)
        try host.tap("Bold 0")
        try host.tap("Bold 1")
        expectText(
            host.render(RenderOptions(showsFrames: true)),
            """
            SwitchingToolbar @(448.5,360 127×48)
            └─ VStack @(448.5,360 127×48)
               ├─ AnyLayout(HStackLayout) @(448.5,360 127×20)
               │  ├─ TapCounter @(448.5,360 55×20)
               │  │  └─ Button "Bold 2" @(448.5,360 55×20)
               │  └─ TapCounter @(507.5,360 68×20)
               │     └─ Button "Italic 0" @(507.5,360 68×20)
               └─ Button "Column" @(484.5,388 55×20)
            """)
        try host.tap("Column")
        expectText(
            host.render(RenderOptions(showsFrames: true)),
            """
            SwitchingToolbar @(478,348 68×72)
            └─ VStack @(478,348 68×72)
               ├─ AnyLayout(VStackLayout) @(478,348 68×44)
               │  ├─ TapCounter @(484.5,348 55×20)
               │  │  └─ Button "Bold 2" @(484.5,348 55×20)
               │  └─ TapCounter @(478,372 68×20)
               │     └─ Button "Italic 0" @(478,372 68×20)
               └─ Button "Row" @(494.25,400 35.5×20)
            """)
    }
}
