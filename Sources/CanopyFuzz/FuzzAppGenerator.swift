import Canopy

/// Generates random apps (window contents for every scene, a menu of commands) and random
/// steps: windows opened, closed, made key and phased; buttons tapped (shared, stored and
/// per-window state, sheets, alerts, navigation pushes and pops, windows opened and closed
/// from views); focus moved; text typed; commands run; the app relaunched. Contents stack
/// their nodes in `VStack`s, `HStack`s (a field beside buttons and texts) and lists of rows
/// and sections, with sheets and alerts over them; tab views with badges, toolbar items, and
/// sheets with detents or refusing a swipe, with steps selecting tabs and dragging sheets.
///
/// With `navigationLifecycle` (the default), `onAppear` and `onDisappear` inside navigation
/// stacks (L3 for hidden levels) and `dismiss()` inside a pushed destination. Kept out
/// altogether: `openWindow` from `onAppear` (runaway chains), menus beyond plain buttons. The key window after a window closes, a presentation is dismissed, focus is
/// cleared or a stack goes back is taken from the host, not predicted.
public struct FuzzAppGenerator {
    /// The random source every choice draws from.
    public var random: FuzzRandom
    private var nextID = 1
    private var platform = Platform.macOS
    /// Whether cases use lifecycle nodes and `dismiss()` in navigation (see
    /// ``FuzzAppSpec/navigationLifecycle``).
    public let navigationLifecycle: Bool

    /// A generator whose cases follow from `seed`; with `navigationLifecycle`, they also use
    /// lifecycle nodes and `dismiss()` in navigation (see ``FuzzAppSpec/navigationLifecycle``).
    public init(seed: UInt64, navigationLifecycle: Bool = true) {
        random = FuzzRandom(seed: seed)
        self.navigationLifecycle = navigationLifecycle
    }

    /// A case whose scenes hold at most `maxNodes` nodes each, with at most `maxSteps` steps.
    public mutating func makeCase(maxNodes: Int = 14, maxSteps: Int = 14) -> FuzzAppCase {
        nextID = 1
        platform = random.chance(75) ? .macOS : .iPadOS
        var contents: [FuzzSceneID: FuzzAppNode] = [:]
        for scene in FuzzSceneID.allCases {
            if scene == .settings && platform != .macOS { continue }
            if scene != .main && random.chance(40) { continue }
            var budget = random.int(max(1, maxNodes / 3)...maxNodes)
            let place = Place(hasStore: scene != .settings)
            contents[scene] = node(budget: &budget, depth: 0, place)
        }
        let spec = FuzzAppSpec(
            platform: platform, contents: contents, commands: commands(),
            navigationLifecycle: navigationLifecycle)
        let steps = (0..<random.int(1...maxSteps)).map { _ in step() }
        return FuzzAppCase(spec: spec, steps: steps)
    }

    /// Where a node is generated: what its subtree may contain.
    struct Place {
        /// The scene's windows get the app's store (not Settings, E8).
        var hasStore = true
        /// Inside a navigation stack: no other stack, and no lifecycle node without
        /// `navigationLifecycle`.
        var inNavigation = false
        /// In a pushed destination: no value handed down by the app (a shown destination
        /// keeps the view its builder made when pushed: see Docs/Architecture.md).
        var inDestination = false
        /// In a list: no other list, and no navigation stack in a row.
        var inList = false
        /// In an `HStack`: no list, navigation stack or other `HStack` beside its items.
        var inRow = false
        /// In a tab view: no other tab view.
        var inTabs = false
    }

    private mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private var scenes: [FuzzSceneID] {
        FuzzSceneID.allCases.filter { $0 != .settings || platform == .macOS }
    }

    private mutating func leaf(_ place: Place) -> FuzzAppNode {
        let id = makeID()
        let kind: FuzzAppNode.Kind
        switch random.int(0...19) {
        case 0, 1: kind = .shared(viaBinding: place.inDestination || random.chance(50))
        case 2: kind = place.hasStore ? .store : .local
        case 3: kind = .appStorage(key: random.int(0...1))
        case 4, 5: kind = .sceneStorage(key: random.int(0...1))
        case 6: kind = .local
        case 7: kind = random.chance(50) && !place.inDestination ? .appPhase : .windowPhase
        case 8, 9, 10, 11, 12: kind = field()
        case 13, 14, 15: kind = .reader
        case 16, 17: kind = .openWindow(random.element(scenes))
        case 18: kind = .closeWindow
        default: kind = .local
        }
        return FuzzAppNode(id: id, kind: kind)
    }

    private mutating func field() -> FuzzAppNode.Kind {
        .field(
            publishesValue: random.chance(60), publishesBinding: random.chance(60),
            focusState: random.chance(40))
    }

    private mutating func node(budget: inout Int, depth: Int, _ place: Place) -> FuzzAppNode {
        budget -= 1
        if budget <= 0 || depth >= 6 || random.chance(15) { return leaf(place) }
        let id = makeID()
        func child(_ generator: inout FuzzAppGenerator, _ place: Place) -> FuzzAppNode {
            generator.node(budget: &budget, depth: depth + 1, place)
        }
        let kind: FuzzAppNode.Kind
        switch random.int(0...22) {
        case 0, 1, 2, 3:
            kind = .stack(.vertical, (0..<random.int(2...3)).map { _ in child(&self, place) })
        case 4, 5, 13:
            let publisher: FuzzPublisher =
                random.chance(40)
                ? .object(scene: random.chance(50))
                : .value(key: random.int(0...1), scene: random.chance(50))
            kind = .publisher(publisher, child(&self, place))
        case 6, 7: kind = .sheet(inSceneStorage: random.chance(50), child(&self, place))
        case 8: kind = .alert(child(&self, place))
        case 9, 10:
            guard !place.inNavigation && !place.inList && !place.inRow else { return leaf(place) }
            var inner = place
            inner.inNavigation = true
            let root = child(&self, inner)
            inner.inDestination = true
            kind = .navigation(
                inSceneStorage: random.chance(50), root: root, destination: child(&self, inner))
        case 11, 12:
            guard navigationLifecycle || !place.inNavigation else { return leaf(place) }
            kind = .lifecycle(child(&self, place))
        case 15, 16:
            guard !place.inRow else { return leaf(place) }
            kind = row(budget: &budget, depth: depth, place)
        case 17, 18:
            guard !place.inList && !place.inRow else { return leaf(place) }
            kind = list(budget: &budget, depth: depth, place)
        case 19, 20:
            guard !place.inList && !place.inRow && !place.inTabs else { return leaf(place) }
            var inner = place
            inner.inTabs = true
            let count = random.int(2...3)
            let tabs = FuzzTabs(
                usesTabType: random.chance(40), badged: (0..<count).map { _ in random.chance(50) })
            kind = .tabs(tabs, (0..<count).map { _ in child(&self, inner) })
        case 21:
            guard !place.inRow else { return leaf(place) }
            kind = .toolbar(random.element(FuzzToolbarPlacement.allCases), child(&self, place))
        case 22:
            let options = FuzzSheetOptions(
                detents: random.chance(70), dismissDisabled: random.chance(40))
            kind = .detentSheet(options, child(&self, place))
        default:
            kind = .stack(.vertical, [child(&self, place), leaf(place)])
        }
        return FuzzAppNode(id: id, kind: kind)
    }

    /// A list of one to three rows and sections of rows; a row is an `HStack` as often as not
    /// (a settings screen: a field beside a button in a section's row, issue 36).
    private mutating func list(budget: inout Int, depth: Int, _ place: Place) -> FuzzAppNode.Kind {
        var inner = place
        inner.inList = true
        var rows: [FuzzAppNode] = []
        for _ in 0..<random.int(1...3) {
            guard budget > 1, random.chance(40) else {
                rows.append(listRow(budget: &budget, depth: depth + 1, inner))
                continue
            }
            budget -= 1
            let id = makeID()
            var sectionRows: [FuzzAppNode] = []
            for _ in 0..<random.int(1...3) {
                sectionRows.append(listRow(budget: &budget, depth: depth + 2, inner))
            }
            rows.append(FuzzAppNode(id: id, kind: .stack(.section, sectionRows)))
        }
        return .stack(.list, rows)
    }

    /// A row of a list or a section: an `HStack` or any node.
    private mutating func listRow(budget: inout Int, depth: Int, _ place: Place) -> FuzzAppNode {
        guard budget > 1, random.chance(50) else {
            return node(budget: &budget, depth: depth, place)
        }
        budget -= 1
        let id = makeID()
        return FuzzAppNode(id: id, kind: row(budget: &budget, depth: depth, place))
    }

    /// An `HStack` of two or three items, mostly leaves, the first a field half the time:
    /// texts, buttons and fields side by side.
    private mutating func row(budget: inout Int, depth: Int, _ place: Place) -> FuzzAppNode.Kind {
        var inner = place
        inner.inRow = true
        var items: [FuzzAppNode] = []
        for index in 0..<random.int(2...3) {
            if index == 0 && random.chance(50) {
                budget -= 1
                items.append(FuzzAppNode(id: makeID(), kind: field()))
            } else if random.chance(70) {
                budget -= 1
                items.append(leaf(inner))
            } else {
                items.append(node(budget: &budget, depth: depth + 1, inner))
            }
        }
        return .stack(.horizontal, items)
    }

    private mutating func commands() -> [FuzzCommand] {
        var all: [FuzzCommand] = [
            .focusedValue, .sceneValue, .binding, .object, .shared, .appStorage(0),
            .appStorage(1),
        ]
        all += scenes.map(FuzzCommand.open)
        return all.filter { _ in random.chance(50) }
    }

    /// What a person types into a field, replacing its text: nothing, or a name from shorter
    /// than any label to longer than most, so a field's ideal width falls below its siblings'
    /// and grows past them (a stack offers space to its least flexible children first, so
    /// typing can change which child that is, issue 36).
    static let names = ["", "A", "Ada", "Ada Lovelace", "Grace Brewster Hopper"]

    private mutating func step() -> FuzzAppStep {
        let window = random.int(0...3)
        let occurrence = random.int(0...15)
        switch random.int(0...114) {
        case 0..<8: return .open(random.element(scenes))
        case 8..<13: return .close(window: window)
        case 13..<20: return .makeKey(window: window)
        case 20..<25: return .phase(window: window, random.element(FuzzPhase.allCases))
        case 25..<53: return .tap(window: window, occurrence: occurrence)
        case 53..<64: return .focus(window: window, occurrence: occurrence)
        case 64..<70:
            return .type(window: window, occurrence: occurrence, text: random.element(Self.names))
        case 70..<73: return .clearFocus(window: window)
        case 73..<77: return .dismiss(window: window)
        case 77..<82: return .back(window: window)
        case 82..<97: return .command(occurrence: occurrence)
        case 97: return .outside
        case 98, 99: return .relaunch
        case 100..<106: return .selectTab(window: window, occurrence: occurrence)
        default: return .drag(window: window, detent: random.int(0...2))
        }
    }
}
