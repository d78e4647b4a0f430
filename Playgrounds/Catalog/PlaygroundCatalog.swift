import Canopy

/// Every playground the `canopy` CLI knows, in the order `canopy list` shows them.
public enum PlaygroundCatalog {
    /// The playgrounds, the default (`demo`) first.
    public static let all: [Playground] = [
        Playground(
            name: "demo",
            summary:
                "A small settings screen: a size-class-aware header, checked buttons styled from above, and a form of controls."
        ) { _ in AnyView(DemoPlayground()) },
        Playground(
            name: "checked-button",
            summary:
                "Seed 002: checkedButton… modifiers on a VStack reach both buttons; one button overrides its own label colour."
        ) { _ in AnyView(CheckedButtonPlayground()) },
        Playground(
            name: "button-style-question",
            summary:
                "Seed 002's question: .buttonStyle(.plain) on a VStack reaches every Button inside; a Button's own style wins (try --resolved)."
        ) { _ in AnyView(ButtonStyleQuestionPlayground()) },
        Playground(
            name: "device-status",
            summary:
                "Seed 000 as written: setDeviceStatus() takes its non-iOS branch on Linux, so every platform reads .macOS."
        ) { _ in AnyView(DeviceStatusPlayground()) },
        Playground(
            name: "device-status-size-class",
            summary:
                "Seed 000's size-class path without #if os(iOS): deviceStatus follows the simulated window (try --platform iOS).",
            platform: .iPadOS
        ) { _ in AnyView(SizeClassDeviceStatusPlayground()) },
        Playground(
            name: "conditional-modifiers",
            summary:
                "Seed 001: ifIs picks a frame per device type and ifElse picks a font (try --platform iPadOS or iOS)."
        ) { platform in
            AnyView(ConditionalModifiersSample(deviceType: Device.deviceType(on: platform)))
        },
        Playground(
            name: "navigation-title",
            summary:
                "Seed 002: .navigationTitle(\"Page One\") inside a NavigationView flows up to the bar and the window title."
        ) { _ in AnyView(PageOnePlayground()) },
        Playground(
            name: "title-display-mode",
            summary:
                "Seed 000: navigationBarTitleDisplayMode is iOS-only; safeNavigationBarTitleDisplayMode hides it, a simulated Mac reports it (try --platform macOS).",
            platform: .iOS, expectedDiagnostics: [.platformUnavailable]
        ) { _ in AnyView(TitleDisplayModePlayground()) },
        Playground(
            name: "recipe-coordinators",
            summary:
                "Seed 003: a recipe app of coordinators and protocol-typed view models held with @Store; tabs, lists, details and a ratings sheet."
        ) { _ in AnyView(RecipeCoordinatorsPlayground()) },
        Playground(
            name: "recipe-deep-link",
            summary:
                "Seed 003: a deep link drives the coordinators to one recipe's ratings; the tab, the pushed detail and the sheet follow."
        ) { _ in AnyView(RecipeDeepLinkPlayground()) },
        Playground(
            name: "multi-focused",
            summary:
                "Seed 004 §3: a form with two focused objects, a user and a product; each reader shows its object while a field of its group has focus."
        ) { _ in AnyView(MultiFocusedDemo()) },
        Playground(
            name: "focus-state-object",
            summary:
                "Seed 004 §3: @FocusState set in .task focuses the field, whose focusedObject the view itself then reads."
        ) { _ in AnyView(FocusStateDemo()) },
        Playground(
            name: "focused-value",
            summary:
                "Seed 004 §4: MyFocusKey published by a focused text field and read with @FocusedValue."
        ) { _ in AnyView(FocusedValueContentView()) },
        Playground(
            name: "focused-binding",
            summary:
                "Seed 004 §5: a Binding published as a focused value, written through @FocusedBinding by a button."
        ) { _ in AnyView(FocusedBindingContentView()) },
        Playground(
            name: "accessibility-focus",
            summary:
                "Seed 004 §2: @AccessibilityFocusState, a focus channel of its own: the Press me button moves VoiceOver's focus to Click me.",
            platform: .iOS
        ) { _ in AnyView(AccessibilityFocusStateView()) },
        Playground(
            name: "pulse",
            summary:
                "Transactions (issue 38): a lamp fading in on appear, a badge springing with its count, details sliding in (try --at 0.25s --animations)."
        ) { _ in AnyView(Pulse()) },
        Playground(
            name: "chores",
            summary:
                "Transitions and frames (issue 38): a removed row slides out and Undo brings the same row back; a card grows with a spring."
        ) { _ in AnyView(UndoableList()) },
        Playground(
            name: "fruit-stand",
            summary:
                "Issue 40: a list-and-detail app: search, pull to refresh, delete and move in edit mode, a leading swipe to favourite, Add in the toolbar (on macOS, Edit is disabled: D56).",
            platform: .iOS, expectedDiagnostics: [.platformUnavailable]
        ) { _ in AnyView(FruitStand()) },
        Playground(
            name: "accessible-inbox",
            summary:
                "Issue 39: an inbox made for VoiceOver: combined rows with custom actions, a labelled icon button, an adjustable pager (try --format accessibility)."
        ) { _ in AnyView(AccessibleInbox()) },
    ]

    /// The playground `canopy` renders when given no arguments.
    public static var defaultPlayground: Playground { all[0] }

    /// The names of all playgrounds, in catalog order.
    public static var names: [String] { all.map(\.name) }

    /// The playground called `name`, if there is one.
    public static func named(_ name: String) -> Playground? {
        all.first { $0.name == name }
    }
}
