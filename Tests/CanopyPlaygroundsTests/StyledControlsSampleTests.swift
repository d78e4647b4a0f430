import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The styled-controls sample: a form styled from its root with a custom button style, a
/// checkbox toggle style and a label style, as SwiftUI sample code writes them.
@MainActor
@Suite("Sample: a form styled from its root (E3, E4; issue 21)")
struct StyledControlsSampleTests {
    @Test("E3: the form's styles reach every control; E4: a button's own style wins")
    func styledFromTheRoot() {
        let host = ViewHost(StyledSettingsForm(), platform: .iOS)
        expectRendered(
            host,
            """
            StyledSettingsForm
            └─ Form .buttonStyle(CapsuleButtonStyle) .toggleStyle(CheckmarkToggleStyle) .labelStyle(VerticalLabelStyle)
               ├─ Section
               │  ├─ Label "Account" systemImage:"person.circle"
               │  │  └─ VStack
               │  │     ├─ Image systemName:"person.circle"
               │  │     └─ Text "Account"
               │  ├─ Toggle "Notifications" isOn:true
               │  │  └─ Button .buttonStyle(plain)
               │  │     └─ HStack
               │  │        ├─ Image systemName:"checkmark.square.fill"
               │  │        └─ Text "Notifications"
               │  └─ Toggle "Backups" isOn:false
               │     └─ Button .buttonStyle(plain)
               │        └─ HStack
               │           ├─ Image systemName:"square"
               │           └─ Text "Backups"
               ├─ Section
               │  ├─ Button "Sign Out"
               │  │  └─ Text "Sign Out" .padding(horizontal, 12) .foregroundStyle(white) .background(Capsule .fill(accentColor)) .opacity(1)
               │  ├─ Button "Clear History" role:destructive
               │  │  └─ Text "Clear History" .padding(horizontal, 12) .foregroundStyle(red) .background(Capsule .fill(accentColor)) .opacity(1)
               │  ├─ Button "Help" .buttonStyle(bordered)
               │  └─ Button "Sync Now" disabled .disabled
               │     └─ Text "Sync Now" .padding(horizontal, 12) .foregroundStyle(white) .background(Capsule .fill(gray)) .opacity(1)
               └─ Text "Cleared 0 times"
            """)
    }

    @Test(
        "The checkbox style flips its toggle through the button it draws; the capsule style keeps its button's tap"
    )
    func operated() throws {
        let host = ViewHost(StyledSettingsForm(), platform: .iOS)
        #expect(try host.tap("Backups"))
        #expect(host.render().contains("Toggle \"Backups\" isOn:true"))
        // Backups on: Sync Now is enabled, and its capsule is drawn in the accent colour.
        #expect(host.render().contains(".background(Capsule .fill(accentColor))"))
        #expect(!host.render().contains("disabled"))
        #expect(try host.tap("Clear History"))
        #expect(host.render().contains("Text \"Cleared 1 times\""))
        #expect(try host.press("Sign Out"))
        #expect(host.render().contains(".opacity(0.6)"))
        #expect(try host.release("Sign Out"))
    }

    @Test("On screen each control shows what its style draws")
    func screen() {
        let host = ViewHost(StyledSettingsForm(), platform: .iOS)
        #expect(
            host.renderScreen() == """
                Image systemName:"person.circle"
                Account
                Image systemName:"checkmark.square.fill"  Notifications
                Image systemName:"square"  Backups
                Sign Out
                Clear History
                [Help]
                Sync Now
                Cleared 0 times
                """)
    }
}
