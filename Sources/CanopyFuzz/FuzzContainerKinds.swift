import Canopy

/// How a generated `TabView` is written: its tabs, which of them show the badge count, and
/// whether they are iOS 18's `Tab`s or views with `tabItem` and `tag` (C10, C11).
public struct FuzzTabs: Sendable, Hashable {
    /// `Tab(title, systemImage:, value:) { … }` rather than `content.tabItem { Text(title) }.tag(i)`.
    public var usesTabType: Bool
    /// Per tab, whether it shows `.badge(n)`.
    public var badged: [Bool]

    /// Tabs written one way, badged where `badged` says.
    public init(usesTabType: Bool, badged: [Bool]) {
        self.usesTabType = usesTabType
        self.badged = badged
    }

    /// The same tabs cut to `count` (the shrinker drops tabs from the end).
    func keeping(_ count: Int) -> FuzzTabs {
        FuzzTabs(
            usesTabType: usesTabType,
            badged: Array(badged.prefix(count))
                + Array(repeating: false, count: max(0, count - badged.count)))
    }

    /// The title of tab `index` of the tab view with `identity`.
    static func label(_ identity: String, _ index: Int) -> String { "B\(identity)#\(index)" }
}

/// The placements a generated toolbar item is given: every one exists on macOS and iPadOS
/// (D51), so no placement diagnostic is expected.
public enum FuzzToolbarPlacement: String, Sendable, Hashable, CaseIterable {
    /// `.automatic`.
    case automatic
    /// `.primaryAction`.
    case primaryAction
    /// `.confirmationAction`.
    case confirmationAction
    /// `.cancellationAction`.
    case cancellationAction
    /// `.status`: the bottom bar on iPadOS.
    case status

    /// The runtime's placement.
    public var placement: ToolbarItemPlacement {
        switch self {
        case .automatic: return .automatic
        case .primaryAction: return .primaryAction
        case .confirmationAction: return .confirmationAction
        case .cancellationAction: return .cancellationAction
        case .status: return .status
        }
    }
}

/// What a generated detent sheet declares.
public struct FuzzSheetOptions: Sendable, Hashable {
    /// `presentationDetents([.medium, .large], selection:)` on its content.
    public var detents: Bool
    /// `interactiveDismissDisabled()` on its content: a swipe is refused (C13).
    public var dismissDisabled: Bool

    /// A sheet declaring what the flags say.
    public init(detents: Bool, dismissDisabled: Bool) {
        self.detents = detents
        self.dismissDisabled = dismissDisabled
    }
}

/// The detents generated sheets offer and steps drag to.
public enum FuzzDetent {
    /// What a drag step names: the offered `.medium` and `.large`, and `.fraction(0.3)`,
    /// which no generated sheet offers.
    public static let all: [PresentationDetent] = [.medium, .large, .fraction(0.3)]
    /// What a detent sheet offers, lowest first (as ``ViewHost/sheetDetents`` lists them).
    public static let offered: [PresentationDetent] = [.medium, .large]
    /// Each of ``all`` as Swift code.
    static let swift = [".medium", ".large", ".fraction(0.3)"]
}

/// A value a container collects from a generated view's subtree (issue 40), driven by a value
/// so that steps change it; the differential check compares what the host collects
/// (``ViewHost/toolbarItems()``, ``ViewHost/sheetDetent``) and the rendered tree with a fresh
/// mount's. The collected views are toggles, not texts or buttons, so what the oracle predicts
/// of texts and buttons is unchanged.
public enum FuzzViewContainer: Int, Sendable, CaseIterable {
    /// `.badge(value mod 3)`: 0 shows none (C11).
    case badge
    /// `.toolbar { ToolbarItem(placement: .primaryAction) { Toggle("q<id> <value>", …) } }`
    /// (C1, D50).
    case toolbar
    /// `.sheet(isPresented: .constant(value is odd)) { Toggle("w<id> <value>", …)
    /// .presentationDetents([.medium, .large], selection: .constant(…))
    /// .presentationBackgroundInteraction(.enabled) }` (C14, D53): a constant sheet nobody can
    /// dismiss, so it lets a person use the view behind (D104) and the steps go on.
    case sheet
    /// `TabView(selection:)` of two tabs written with `tabItem` and `tag`: the subtree in tab
    /// 0 with `.badge(value mod 3)`, `Text("k<id> <value>")` in tab 1; the selection is the
    /// view's `@State`, changed by selecting a tab through the host (C10, C11).
    case tabItems
    /// The same tab view written with iOS 18's `Tab(_:systemImage:value:)` (C10).
    case tabs
    /// A `Picker` of two or three tagged options in the menu style, its selection the view's
    /// `@State`, above `Text("n<id> <selection> <value>")` and the subtree (D105); see
    /// ``FuzzPickerNode``.
    case menuPicker
    /// The same picker in the segmented style: steps pick by title or tap a segment (D105).
    case segmentedPicker
    /// The same picker in the inline style, its options stacked and placed (D105).
    case inlinePicker

    /// Whether the node is a tab view rather than a modifier on its subtree.
    var isTabView: Bool { self == .tabItems || self == .tabs }

    /// The title of tab `index` of the tab view with `identity`, which steps select.
    static func tabLabel(_ identity: String, _ index: Int) -> String { "K\(identity)#\(index)" }

    /// The oracle's and a fresh mount's key for the selection of the tab view `identity`.
    static func selectionKey(_ identity: String) -> String { identity + "$tab" }

    /// Whether `value` presents the sheet.
    static func presents(_ value: Int) -> Bool { !value.isMultiple(of: 2) }

    /// The detent `value` selects.
    static func detent(_ value: Int) -> PresentationDetent {
        (value / 2).isMultiple(of: 2) ? .medium : .large
    }

    /// The modifier as Swift source for node `id` around a value expression `value`.
    func source(id: Int, _ value: String) -> String {
        switch self {
        case .badge: return ".badge(((\(value)) % 3 + 3) % 3)"
        case .toolbar:
            return
                ".toolbar { ToolbarItem(placement: .primaryAction) { Toggle(\"q\(id) \\(\(value))\", isOn: .constant(true)) } }"
        case .sheet:
            return
                ".sheet(isPresented: .constant(!(\(value)).isMultiple(of: 2))) { Toggle(\"w\(id) \\(\(value))\", isOn: .constant(true)).presentationDetents([.medium, .large], selection: .constant(((\(value)) / 2).isMultiple(of: 2) ? .medium : .large)).presentationBackgroundInteraction(.enabled) }"
        case .tabItems, .tabs, .menuPicker, .segmentedPicker, .inlinePicker:
            // A tab view or a picker is a struct of its own (it holds the selection): see the
            // printer.
            return ""
        }
    }
}

/// A generated view's subtree with a value its containers collect (see ``FuzzViewContainer``).
struct FuzzContainerModifierView<Child: View>: View {
    let id: Int
    let container: FuzzViewContainer
    let value: Int
    let child: Child

    var body: some View {
        switch container {
        case .badge:
            child.badge((value % 3 + 3) % 3)
        case .toolbar:
            child.toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Toggle("q\(id) \(value)", isOn: .constant(true))
                }
            }
        case .sheet:
            child.sheet(isPresented: .constant(FuzzViewContainer.presents(value))) {
                Toggle("w\(id) \(value)", isOn: .constant(true))
                    .presentationDetents(
                        [.medium, .large], selection: .constant(FuzzViewContainer.detent(value))
                    )
                    .presentationBackgroundInteraction(.enabled)
            }
        case .tabItems, .tabs, .menuPicker, .segmentedPicker, .inlinePicker:
            // Made by ``FuzzTabViewNode`` or ``FuzzPickerNode``, which hold the selection.
            child
        }
    }
}

/// A generated tab view (``FuzzViewContainer/tabItems``, ``FuzzViewContainer/tabs``): the
/// subtree in tab 0, badged with the value mod 3 (0 shows none, C11), a text of the value in
/// tab 1. The selection is `@State` started from the context's seeds, so a fresh mount starts
/// on the tab the updated host shows; only the selected tab is seen, every tab stays mounted
/// with its state (C10).
struct FuzzTabViewNode: View {
    let frame: FuzzView
    let usesTabType: Bool
    let value: Int
    let child: FuzzNode
    @State private var selection: Int
    @StateObject private var birth: FuzzBirth

    init(frame: FuzzView, usesTabType: Bool, value: Int, child: FuzzNode) {
        self.frame = frame
        self.usesTabType = usesTabType
        self.value = value
        self.child = child
        let key = FuzzViewContainer.selectionKey(frame.identity)
        _selection = State(initialValue: frame.context.seeds[key] ?? 0)
        _birth = StateObject(wrappedValue: FuzzBirth(key, context: frame.context))
    }

    var body: some View {
        let id = frame.node.id
        let identity = frame.identity
        let badge = (value % 3 + 3) % 3
        let first = FuzzViewContainer.tabLabel(identity, 0)
        let second = FuzzViewContainer.tabLabel(identity, 1)
        if usesTabType {
            TabView(selection: $selection) {
                Tab(first, systemImage: "circle", value: 0) { frame.view(child) }.badge(badge)
                Tab(second, systemImage: "square", value: 1) { Text("k\(id) \(value)") }
            }
        } else {
            TabView(selection: $selection) {
                frame.view(child).tabItem { Text(first) }.tag(0).badge(badge)
                Text("k\(id) \(value)").tabItem { Text(second) }.tag(1)
            }
        }
    }
}
