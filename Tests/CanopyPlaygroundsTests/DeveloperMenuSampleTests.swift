import Canopy
import Testing

@testable import CanopyPlaygrounds

/// The Developer menu sample: menus built with `if` and `if`/`else` in a `CommandsBuilder`
/// follow the app's state, as SwiftUI's do.
@MainActor
@Suite("Sample: a Developer menu built with if (S1, L1)")
struct DeveloperMenuSampleTests {
    private func menuLine(_ host: AppHost) -> String {
        host.render().split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("S1/L1: the Developer menu comes and goes; the Inspector item switches with its state")
    func menusFollowState() throws {
        let host = AppHost(DeveloperMenuApp(), platform: .macOS)
        #expect(
            menuLine(host)
                == "Menu bar: DeveloperMenu: Quit DeveloperMenu ⌘Q | File: New Window ⌘N | Edit | View | Settings: [ ] Show Developer Menu | Inspector: Show Inspector | Window | Help"
        )
        #expect(try host.runCommand("Settings/Show Developer Menu"))
        #expect(try host.runCommand("Inspector/Show Inspector"))
        #expect(
            menuLine(host)
                == "Menu bar: DeveloperMenu: Quit DeveloperMenu ⌘Q | File: New Window ⌘N | Edit | View | Settings: [x] Show Developer Menu | Developer: Reload Notes, Reset Database | Inspector: Hide Inspector | Window | Help"
        )
        #expect(host.render().contains("│ Notes  Inspector"))
        #expect(try host.runCommand("Settings/Show Developer Menu"))
        #expect(!menuLine(host).contains("Developer:"))
        #expect(host.diagnostics.isEmpty)
    }
}
