import Canopy

/// A generated window's content: the description the app check's windows are built from.
/// Nodes are immutable and compared by identity; a node keeps its `id` through shrinking.
public final class FuzzAppNode: Sendable {
    /// The node's number, unique in its app; labels and state keys are named by it.
    public let id: Int
    /// What the node is.
    public let kind: Kind
    /// How many nodes the subtree holds.
    public let size: Int
    /// Whether the subtree shows the app's shared value handed down by value.
    public let usesSharedValue: Bool
    /// Whether the subtree shows the app's aggregate phase.
    public let usesAppPhase: Bool

    /// A node numbered `id`.
    public init(id: Int, kind: Kind) {
        self.id = id
        self.kind = kind
        var size = 1
        var shared = false
        var phase = false
        if case .shared(viaBinding: false) = kind { shared = true }
        if case .appPhase = kind { phase = true }
        for child in kind.children {
            size += child.size
            shared = shared || child.usesSharedValue
            phase = phase || child.usesAppPhase
        }
        self.size = size
        usesSharedValue = shared
        usesAppPhase = phase
    }

    /// What a node is: one construct an app's windows use.
    public enum Kind: Sendable {
        /// Its children arranged in a `VStack`, an `HStack`, a `List` or a list's `Section`.
        case stack(FuzzArrangement, [FuzzAppNode])
        /// The app's `@State` shared by every window: `Text("a<id> n")` and a button `A…`
        /// that increments it through a binding. Read through the binding, or handed down by
        /// value from the scene's content closure.
        case shared(viaBinding: Bool)
        /// The app's `@StateObject`, read with `@EnvironmentObject`: `o<id> n`, button `O…`.
        case store
        /// `@AppStorage("k<key>")`: `k<id> n`, button `K…`.
        case appStorage(key: Int)
        /// `@SceneStorage("s<key>")`: `s<id> n`, button `S…`.
        case sceneStorage(key: Int)
        /// A window-local `@State`: `l<id> n`, button `L…`.
        case local
        /// `Text("g<id> <phase>")`: the app's aggregate phase, read in the `App` (S5).
        case appPhase
        /// `Text("h<id> <phase>")`: the window's `@Environment(\.scenePhase)`.
        case windowPhase
        /// `TextField("F…")` with a local count `f<id> n`; it may publish `.focusedValue` of
        /// `v<id>` (key 0) and of a binding to its count, and may be bound to a `@FocusState`
        /// (shown after the count, F1) that buttons `G…` and `U…` set to `true` and `false`.
        /// The count and the field are stacked, or items of the row when the node is an item
        /// of an `HStack` and has no `@FocusState`.
        case field(publishesValue: Bool, publishesBinding: Bool, focusState: Bool)
        /// A publisher around the child: `.focusedValue`/`.focusedSceneValue` of `p<id>` for
        /// key 0 or 1, or `.focusedObject`/`.focusedSceneObject` of an object of its own
        /// (`j<id> n`, button `J…`).
        case publisher(FuzzPublisher, FuzzAppNode)
        /// `@FocusedValue` of both keys, `@FocusedBinding` and `@FocusedObject`:
        /// `r<id> v=… s=… b=… o=…`, button `R…` incrementing the focused binding (F8).
        case reader
        /// Button `P…` presenting a sheet (flag in `@State` or `@SceneStorage`) whose content
        /// is a button `D…` calling `dismiss()` and the child.
        case sheet(inSceneStorage: Bool, FuzzAppNode)
        /// `y<id> n`, button `Q…` presenting an alert `Alert<id>` with a button `Y…`
        /// (incrementing n), then the child.
        case alert(FuzzAppNode)
        /// `NavigationStack(path:)` (path in `@State` or `@SceneStorage`): the root child and a
        /// link `N…`; each pushed level `v` shows `d<id> v`, a link pushing `v + 1`, a button
        /// `X…` popping, and the destination child.
        case navigation(inSceneStorage: Bool, root: FuzzAppNode, destination: FuzzAppNode)
        /// `.onAppear`/`.onDisappear` logging the window and identity.
        case lifecycle(FuzzAppNode)
        /// Button `W…` opening a window of a scene (`openWindow`, `openSettings`).
        case openWindow(FuzzSceneID)
        /// Button `Z…` closing its own window (`dismissWindow()`).
        case closeWindow
        /// `c<id> n` and button `C…` cycling n through 0, 1, 2 (the badge count), above a
        /// `TabView(selection:)` whose tabs are the children, labelled `B<identity>#<i>` with
        /// `tabItem` or iOS 18's `Tab`; the badged tabs show `.badge(n)` (0 shows none, C11).
        case tabs(FuzzTabs, [FuzzAppNode])
        /// `t<id> n` above the child, with `.toolbar { ToolbarItem(placement:) { Button("T…") } }`
        /// incrementing n: a bar shows it where the rules say (C1–C6, D51).
        case toolbar(FuzzToolbarPlacement, FuzzAppNode)
        /// Button `P…` presenting a sheet (flag in `@State`) whose content is a button `D…`
        /// calling `dismiss()`, `z<id> <detent>` with `presentationDetents([.medium, .large],
        /// selection:)` when it offers detents (C14), and the child; with `dismissDisabled`,
        /// `interactiveDismissDisabled()` refuses a person's swipe (C13).
        case detentSheet(FuzzSheetOptions, FuzzAppNode)

        /// The subtrees this node wraps, in tree order.
        public var children: [FuzzAppNode] {
            switch self {
            case .stack(_, let children): return children
            case .publisher(_, let child), .sheet(_, let child), .alert(let child),
                .lifecycle(let child):
                return [child]
            case .navigation(_, let root, let destination): return [root, destination]
            case .tabs(_, let tabs): return tabs
            case .toolbar(_, let child), .detentSheet(_, let child): return [child]
            default: return []
            }
        }

        /// The same kind with other children (in the order of ``children``).
        public func replacingChildren(_ new: [FuzzAppNode]) -> Kind {
            switch self {
            case .stack(let arrangement, _): return .stack(arrangement, new)
            case .publisher(let p, _): return .publisher(p, new[0])
            case .sheet(let s, _): return .sheet(inSceneStorage: s, new[0])
            case .alert: return .alert(new[0])
            case .lifecycle: return .lifecycle(new[0])
            case .navigation(let s, _, _):
                return .navigation(inSceneStorage: s, root: new[0], destination: new[1])
            case .tabs(let tabs, _):
                return .tabs(tabs.keeping(new.count), new)
            case .toolbar(let placement, _): return .toolbar(placement, new[0])
            case .detentSheet(let options, _): return .detentSheet(options, new[0])
            default: return self
            }
        }
    }
}

/// How a stack node arranges its children. Lists, their sections and the `HStack`s in their
/// rows are what a settings screen is made of: a field beside a button in a list row, with a
/// sheet over the list, is where a text field's layout went wrong (issue 36).
public enum FuzzArrangement: Sendable, Hashable, CaseIterable {
    /// A `VStack`.
    case vertical
    /// An `HStack`: texts, buttons and fields side by side, so each is offered a width that
    /// depends on what its siblings take.
    case horizontal
    /// A `List` whose rows are the children, built in place rather than by a `ForEach` (which
    /// a list loads lazily, as far as layout reaches), so every row is made at once and the
    /// rules can say what each shows. A section child is a section of the list.
    case list
    /// `Section("T<id>")` around the children, the section's rows. Generated only as a list's
    /// child.
    case section
}

/// What a publisher node publishes, and how far.
public enum FuzzPublisher: Sendable, Hashable {
    /// `"p<id>"` for focused-value key 0 or 1; scene-wide with `scene` (F6), else while focus
    /// is inside (F5).
    case value(key: Int, scene: Bool)
    /// An object of the node's own (F7).
    case object(scene: Bool)
}

/// The app's scenes: two window groups, a single `Window`, and `Settings`.
public enum FuzzSceneID: String, Sendable, Hashable, CaseIterable {
    /// `WindowGroup(id: "g0")`, opened at launch, with the commands.
    case main = "g0"
    /// `WindowGroup(id: "g1")`.
    case second = "g1"
    /// `Window("Solo", id: "solo")`: at most one window.
    case solo
    /// `Settings` (macOS): it sees no object the other scenes are given (E8).
    case settings
}

/// One item of the app's `Items` menu.
public enum FuzzCommand: Sendable, Hashable {
    /// `View <v>`: `@FocusedValue` of key 0 (disabled while `nil`).
    case focusedValue
    /// `Scene <s>`: `@FocusedValue` of key 1.
    case sceneValue
    /// `Bind <b>`: `@FocusedBinding`, incremented (disabled while `nil`).
    case binding
    /// `Obj <o>`: `@FocusedObject`, incremented (disabled while `nil`).
    case object
    /// `Shared <n>`: the app's shared state, incremented.
    case shared
    /// `Key<k> <n>`: `@AppStorage` read in the commands, incremented.
    case appStorage(Int)
    /// `Open <scene>`: `openWindow` (or `openSettings`).
    case open(FuzzSceneID)
}

/// A generated app: its platform, each scene's window content, and its commands.
public struct FuzzAppSpec: Sendable {
    /// The simulated platform (macOS or iPadOS).
    public var platform: Platform
    /// Each scene's window content.
    public var contents: [FuzzSceneID: FuzzAppNode]
    /// The items of the `Items` menu, in order.
    public var commands: [FuzzCommand]
    /// Whether pushed destinations get a button `V…` calling `dismiss()` (it pops the
    /// destination), and lifecycle nodes may sit in navigation stacks (a covered level
    /// disappears, L3). On by default; off to check a runtime from before issue 19.
    public var navigationLifecycle: Bool

    /// An app on `platform` with these contents and commands.
    public init(
        platform: Platform, contents: [FuzzSceneID: FuzzAppNode], commands: [FuzzCommand],
        navigationLifecycle: Bool = true
    ) {
        self.platform = platform
        self.contents = contents
        self.commands = commands
        self.navigationLifecycle = navigationLifecycle
    }
}

/// A scene phase a step sets.
public enum FuzzPhase: String, Sendable, Hashable, CaseIterable {
    /// `.active`.
    case active
    /// `.inactive`.
    case inactive
    /// `.background`.
    case background

    /// The runtime's phase.
    public var scenePhase: ScenePhase {
        switch self {
        case .active: return .active
        case .inactive: return .inactive
        case .background: return .background
        }
    }
}

/// One step of an app case: what a person, the system or the program does. Windows are named
/// by their position among the open windows (modulo their count), controls by their position
/// among the window's visible ones, so a step stays meaningful when the case is shrunk.
public enum FuzzAppStep: Sendable, Hashable, CustomStringConvertible {
    /// `openWindow(id:)` (`openSettings()` for Settings) from the host.
    case open(FuzzSceneID)
    /// `closeWindow` of the window at this position.
    case close(window: Int)
    /// `makeKey`.
    case makeKey(window: Int)
    /// `setPhase`.
    case phase(window: Int, FuzzPhase)
    /// Taps the window's `occurrence`-th visible button or link.
    case tap(window: Int, occurrence: Int)
    /// Focuses the window's `occurrence`-th visible text field.
    case focus(window: Int, occurrence: Int)
    /// Types `text` into the window's `occurrence`-th visible text field, in place of what it
    /// held (it takes focus).
    case type(window: Int, occurrence: Int, text: String)
    /// `clearFocus()`.
    case clearFocus(window: Int)
    /// `dismissPresentation()`: the innermost sheet or alert.
    case dismiss(window: Int)
    /// `navigateBack()`.
    case back(window: Int)
    /// Runs the `occurrence`-th enabled item of the `Items` menu.
    case command(occurrence: Int)
    /// `selectTab` of the `occurrence`-th tab among the window's reachable tab views.
    case selectTab(window: Int, occurrence: Int)
    /// `dragSheet(to:)` of the front-most sheet, to ``FuzzDetent/all``[`detent`] (the last
    /// is one no generated sheet offers: the drag is refused).
    case drag(window: Int, detent: Int)
    /// The app's store changes from outside any action.
    case outside
    /// Quits and relaunches the app.
    case relaunch

    /// The kind of step: `open`, `tap`, `relaunch`, …
    public var kind: String {
        switch self {
        case .open: return "open"
        case .close: return "close"
        case .makeKey: return "makeKey"
        case .phase: return "phase"
        case .tap: return "tap"
        case .focus: return "focus"
        case .type: return "type"
        case .clearFocus: return "clearFocus"
        case .dismiss: return "dismiss"
        case .back: return "back"
        case .command: return "command"
        case .selectTab: return "selectTab"
        case .drag: return "drag"
        case .outside: return "outside"
        case .relaunch: return "relaunch"
        }
    }

    /// The step as a person would say it.
    public var description: String {
        switch self {
        case .open(let scene): return "open \(scene.rawValue)"
        case .close(let w): return "close window #\(w)"
        case .makeKey(let w): return "make window #\(w) key"
        case .phase(let w, let phase): return "phase window #\(w) \(phase.rawValue)"
        case .tap(let w, let o): return "tap button #\(o) in window #\(w)"
        case .focus(let w, let o): return "focus field #\(o) in window #\(w)"
        case .type(let w, let o, let text):
            return "type \"\(text)\" into field #\(o) in window #\(w)"
        case .clearFocus(let w): return "clear focus in window #\(w)"
        case .dismiss(let w): return "dismiss presentation in window #\(w)"
        case .back(let w): return "navigate back in window #\(w)"
        case .command(let o): return "run command #\(o)"
        case .selectTab(let w, let o): return "select tab #\(o) in window #\(w)"
        case .drag(let w, let d):
            return "drag the sheet in window #\(w) to \(FuzzDetent.all[d % FuzzDetent.all.count])"
        case .outside: return "store += 1 from outside"
        case .relaunch: return "relaunch"
        }
    }
}

/// An app and the steps applied to it.
public struct FuzzAppCase: Sendable {
    /// The app.
    public var spec: FuzzAppSpec
    /// The steps, in order.
    public var steps: [FuzzAppStep]

    /// A case of `spec` driven by `steps`.
    public init(spec: FuzzAppSpec, steps: [FuzzAppStep]) {
        self.spec = spec
        self.steps = steps
    }
}
