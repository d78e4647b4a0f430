import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The playground registry and the default demo.
@MainActor
@Suite("Playground catalog")
struct CatalogTests {
    @Test(
        "Every playground renders on every platform with no diagnostics but those it teaches",
        arguments: PlaygroundCatalog.names, Platform.allCases)
    func rendersCleanly(name: String, platform: Platform) async throws {
        let playground = try #require(PlaygroundCatalog.named(name))
        let host = await playground.makeHost(platform: platform)
        #expect(!host.render().isEmpty)
        #expect(host.diagnostics.allSatisfy { playground.expectedDiagnostics.contains($0.kind) })
        #expect(host.pendingTaskCount == 0)
    }

    @Test("Names are unique, short and kebab-case; demo is the default")
    func names() {
        let names = PlaygroundCatalog.names
        #expect(
            names == [
                "demo", "checked-button", "button-style-question", "device-status",
                "device-status-size-class",
                "conditional-modifiers", "navigation-title", "title-display-mode",
                "recipe-coordinators", "recipe-deep-link", "multi-focused",
                "focus-state-object", "focused-value", "focused-binding", "accessibility-focus",
                "pulse", "chores", "fruit-stand", "accessible-inbox",
            ])
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
            #expect(!name.hasPrefix("-") && !name.hasSuffix("-"), "\(name)")
        }
        #expect(PlaygroundCatalog.defaultPlayground.name == "demo")
        #expect(PlaygroundCatalog.named("nope") == nil)
        #expect(PlaygroundCatalog.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("D4: a playground mounts on its own platform unless told otherwise")
    func platforms() async {
        let sizeClass = PlaygroundCatalog.named("device-status-size-class")!
        #expect(sizeClass.platform == .iPadOS)
        #expect(await sizeClass.makeHost().platform == .iPadOS)
        #expect(await sizeClass.makeHost(platform: .iOS).platform == .iOS)
        #expect(PlaygroundCatalog.defaultPlayground.platform == .macOS)
    }

    @Test("E3/E4/D4: the demo's environment flows down from the root on an iPhone")
    func demoOnIPhone() async throws {
        let host = await PlaygroundCatalog.defaultPlayground.makeHost(platform: .iOS)
        expectRendered(
            host,
            """
            DemoPlayground
            └─ .modifier(SizeClassDeviceStatusModifier) .environment(\\.deviceStatus, compact)
               └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: accentColor))
                  └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: blue))
                     └─ NavigationStack title:"Ada's settings"
                        └─ VStack alignment:leading
                           ├─ DemoHeader
                           │  └─ VStack alignment:leading
                           │     ├─ Text "Canopy" .font(headline)
                           │     └─ Text "compact layout" .font(caption)
                           ├─ CheckedButton
                           │  └─ Button .buttonStyle(plain)
                           │     └─ HStack .background(Capsule .fill(blue))
                           │        ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(white)
                           │        └─ Text "Subscribed" .foregroundColor(white)
                           └─ Form
                              ├─ Section "Profile"
                              │  └─ TextField "Name" text:"Ada"
                              ├─ Section "Notifications"
                              │  ├─ Toggle "Notifications" isOn:false
                              │  └─ Toggle "Sounds" isOn:false disabled .disabled
                              └─ Section "Folders"
                                 └─ List
                                    ├─ NavigationLink value:"Inbox"
                                    │  └─ Label "Inbox (3)" systemImage:"folder"
                                    └─ NavigationLink value:"Archive"
                                       └─ Label "Archive (0)" systemImage:"folder"
            """)
    }

    @Test("The demo's header is side by side on a Mac, and its controls respond")
    func demoOnMac() async throws {
        let host = await PlaygroundCatalog.defaultPlayground.makeHost()
        let rendered = host.render()
        #expect(rendered.contains(#"Text "regular layout""#))
        #expect(rendered.contains(#"Toggle "Sounds" isOn:false disabled .disabled"#))
        try host.toggle("Notifications")
        try host.type("Grace", into: "Name")
        try host.tap("Subscribed")
        let updated = host.render()
        #expect(updated.contains(#"Toggle "Sounds" isOn:false"#))
        #expect(!updated.contains(".disabled"))
        #expect(updated.contains(#"TextField "Name" text:"Grace""#))
        #expect(updated.contains(#"Image systemName:"circle" .foregroundColor(white)"#))
        #expect(host.windowTitle == "Grace's settings")
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "P11/E7: a demo folder opens, its title becomes the window's, and its changes reach the list"
    )
    func demoFolders() async throws {
        let host = await PlaygroundCatalog.defaultPlayground.makeHost()
        try host.tap("Inbox (3)")
        #expect(host.windowTitle == "Inbox")
        #expect(host.render().contains(#"Text "3 unread""#))
        try host.tap("Mark all read")
        #expect(host.render().contains(#"Text "0 unread""#))
        #expect(host.navigateBack())
        #expect(host.windowTitle == "Ada's settings")
        #expect(host.render().contains(#"Label "Inbox (0)" systemImage:"folder""#))
    }
}
