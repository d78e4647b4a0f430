import Canopy

/// What a control of a generated window does, as the oracle applies it.
public enum FuzzAppAction: Sendable, Hashable {
    /// A counter, shared value or stored value at this key goes up by one.
    case increment(String)
    /// A presentation flag is set.
    case set(String, Bool)
    /// An alert's button: its count goes up and the alert goes away.
    case alertButton(String)
    /// A navigation depth goes up (a link).
    case push(String)
    /// A navigation depth goes down (a pop button).
    case pop(String)
    /// The window's focused binding goes up, if one is published (F8).
    case incrementFocusedBinding
    /// `openWindow`/`openSettings`.
    case open(FuzzSceneID)
    /// The `@FocusState` bound to this field (by identity) is set to `true`: focus moves there
    /// (F1).
    case focusField(String)
    /// … set to `false`: focus leaves the field if it has it (F1).
    case unfocusField(String)
    /// `dismissWindow()` of the window the button is in.
    case closeWindow
    /// A counter at this key goes up by one, modulo the count (a badge count, C11).
    case cycle(String, Int)
    /// A selection at this key becomes this index (a tab, a detent).
    case select(String, Int)
    /// Nothing changes (a menu item that only shows a value).
    case nothing
}

/// A focused-value key of the generated app (F4): two string keys, the binding, the object.
enum FuzzFocusKey: Hashable, CaseIterable {
    case value0, value1, binding, object
}

/// One published focused value: what readers show, and for a binding or an object the key of
/// the state it changes.
struct FuzzPublication: Equatable {
    let key: FuzzFocusKey
    let display: String
    let target: String?
}

/// A resolved focused value: known (possibly `nil`), or not predicted because the rules leave
/// the choice to the runtime (two scene publishers at one navigation depth on different
/// branches: tree depth decides, and the generated views' depth is not the runtime's).
enum FuzzResolved: Equatable {
    case known(FuzzPublication?)
    case unknown

    var display: String? {
        switch self {
        case .known(let publication): return publication?.display ?? "-"
        case .unknown: return nil
        }
    }
}

/// What the rules predict one window shows and offers.
public struct FuzzWindowPrediction: Sendable {
    /// The `Text`s of the window's tree, in order; `nil` where the value is not predicted.
    public var texts: [String?] = []
    /// The visible buttons and links, in tree order, with what each does.
    public var buttons: [(label: String, action: FuzzAppAction)] = []
    /// The identities of the text fields a person can focus, in tree order.
    public var fields: [String] = []
    /// `w<n> <identity>` of every mounted lifecycle node.
    public var lifecycles: Set<String> = []
    /// `w<n>/<identity>` of every mounted view that holds state.
    public var mounted: Set<String> = []
    /// The presented sheets and alerts a host can reach, in tree order: the last is the
    /// front-most, which a swipe dismisses and a drag resizes.
    public var presenters: [FuzzPresenter] = []
    /// The titles of the tabs of the tab views a person can reach, in tree order, with the
    /// key of their tab view's selection and the tab's index.
    public var tabs: [(label: String, key: String, index: Int)] = []
    /// Every shown tab view's tabs as its line in the tree says them (`tabs:[…] selected:"…"`),
    /// in tree order (C11, D58).
    public var tabBars: [String] = []
    /// The toolbar items of the front-most presentation as ``ViewHost/toolbarItems()``
    /// describes them (C1–C6, D50): with an alert in front, those of the presentation it
    /// is drawn over (C5).
    public var toolbarItems: [String] = []
    /// The front-most sheet's detent (C14, D53).
    public var detent: PresentationDetent?
    /// The detents the front-most sheet offers.
    public var detents: [PresentationDetent] = []

    /// Toolbar items declared anywhere in the window, with where they are.
    var toolbarCandidates: [(description: String, presentation: String?, shown: Bool)] = []
    /// The depth keys of the visible stacks with something pushed, in tree order.
    public var navigations: [String] = []

    var chains: [String: [FuzzPublication]] = [:]
    var scenePublications: [(publication: FuzzPublication, level: Int, ancestry: [String])] = []
    var readers: [(index: Int, id: Int)] = []
    /// The `e<id>` texts of fields bound to a `@FocusState`, filled in once focus is known.
    var focusStates: [(index: Int, id: Int, field: String)] = []
    /// The window's focused values, once resolved.
    var focused: [FuzzFocusKey: FuzzResolved] = [:]
}

/// Walks one window's content in a given state, the way the runtime lays it out.
@MainActor
struct FuzzWindowWalk {
    let window: Int
    let values: FuzzValues
    let phase: FuzzPhase
    let appPhase: FuzzPhase
    /// Whether destinations have a `dismiss()` button (``FuzzAppSpec/navigationLifecycle``).
    let navigationLifecycle: Bool
    /// The simulated platform: where toolbar items go (D51) and whether sheets resize (D53).
    let platform: Platform
    /// The flag of the front-most presentation, once a first walk found the presentations
    /// shown: a person reaches only what it presents (D104). `nil` while nothing is presented.
    var modalFront: String?
    var prediction = FuzzWindowPrediction()

    func int(_ key: String) -> Int { values.ints[key] ?? 0 }
    func bool(_ key: String) -> Bool { values.bools[key] ?? false }

    struct Place {
        var path: [Int] = []
        var rendered = true
        var reachable = true
        var level = 0
        var chain: [FuzzPublication] = []
        var ancestry: [String] = []
        /// Whether a toolbar item here is on a bar: on macOS always (the window's or the
        /// sheet's toolbar), elsewhere inside a navigation stack of its presentation (C1, D51).
        var onBar = false
        /// The flag of the presented sheet the node is in; `nil` in the window.
        var presentation: String?

        func identity(_ id: Int) -> String {
            "\(id)@" + path.map(String.init).joined(separator: ".")
        }
    }

    mutating func text(_ text: String?, _ place: Place) {
        if place.rendered { prediction.texts.append(text) }
    }

    mutating func button(_ label: String, _ action: FuzzAppAction, _ place: Place) {
        if canReach(place) { prediction.buttons.append((label, action)) }
    }

    /// Whether a person can operate what is at `place`: it is shown, and in the front-most
    /// presentation when one is presented (nothing behind a modal presentation, D104).
    func canReach(_ place: Place) -> Bool {
        place.reachable && (modalFront == nil || place.presentation == modalFront)
    }

    mutating func visit(_ node: FuzzAppNode, _ outer: Place) {
        let id = node.id
        let identity = outer.identity(id)
        let key = FuzzKey.view(window, identity)
        var place = outer
        place.ancestry.append(identity)
        switch node.kind {
        case .stack(_, let children):
            for child in children { visit(child, place) }
        case .shared:
            text("a\(id) \(int(FuzzKey.shared))", place)
            button("A" + identity, .increment(FuzzKey.shared), place)
        case .store:
            text("o\(id) \(int(FuzzKey.store))", place)
            button("O" + identity, .increment(FuzzKey.store), place)
        case .appStorage(let k):
            text("k\(id) \(int(FuzzKey.appStorage(k)))", place)
            button("K" + identity, .increment(FuzzKey.appStorage(k)), place)
        case .sceneStorage(let k):
            let stored = FuzzKey.scene(window, "s\(k)")
            text("s\(id) \(int(stored))", place)
            button("S" + identity, .increment(stored), place)
        case .local:
            prediction.mounted.insert(key)
            text("l\(id) \(int(key))", place)
            button("L" + identity, .increment(key), place)
        case .appPhase:
            text("g\(id) \(appPhase.rawValue)", place)
        case .windowPhase:
            text("h\(id) \(phase.rawValue)", place)
        case .field(let publishesValue, let publishesBinding, let focusState):
            prediction.mounted.insert(key)
            text("f\(id) \(int(key))", place)
            var chain = place.chain
            if publishesValue {
                chain.append(FuzzPublication(key: .value0, display: "v\(id)", target: nil))
            }
            if publishesBinding {
                chain.append(
                    FuzzPublication(key: .binding, display: "\(int(key))", target: key))
            }
            prediction.chains[identity] = chain
            if canReach(place) { prediction.fields.append(identity) }
            if focusState {
                if place.rendered {
                    prediction.focusStates.append((prediction.texts.count, id, identity))
                    prediction.texts.append(nil)
                }
                button("G" + identity, .focusField(identity), place)
                button("U" + identity, .unfocusField(identity), place)
            }
        case .publisher(.value(let k, let scene), let child):
            let publication = FuzzPublication(
                key: k == 0 ? .value0 : .value1, display: "p\(id)", target: nil)
            if scene {
                prediction.scenePublications.append((publication, place.level, place.ancestry))
            } else {
                place.chain.append(publication)
            }
            visit(child, place)
        case .publisher(.object(let scene), let child):
            prediction.mounted.insert(key)
            let publication = FuzzPublication(
                key: .object, display: "\(id):\(int(key))", target: key)
            if scene {
                prediction.scenePublications.append((publication, place.level, place.ancestry))
            } else {
                place.chain.append(publication)
            }
            text("j\(id) \(int(key))", place)
            button("J" + identity, .increment(key), place)
            visit(child, place)
        case .reader:
            if place.rendered {
                prediction.readers.append((prediction.texts.count, id))
                prediction.texts.append(nil)
            }
            button("R" + identity, .incrementFocusedBinding, place)
        case .sheet(let inSceneStorage, let child):
            let flag = inSceneStorage ? FuzzKey.scene(window, "sheet\(id)") : key
            if !inSceneStorage { prediction.mounted.insert(key) }
            button("P" + identity, .set(flag, true), place)
            if bool(flag) {
                if place.reachable { prediction.presenters.append(FuzzPresenter(flag: flag)) }
                let inSheet = presented(place, flag)
                button("D" + identity, .set(flag, false), inSheet)
                visit(child, inSheet)
            }
        case .alert(let child):
            prediction.mounted.insert(key)
            let presented = bool(key)
            var content = place
            // An alert is modal: while it shows, only its buttons can be reached.
            if presented { content.reachable = false }
            text("y\(id) \(int(key))", place)
            button("Q" + identity, .set(key, true), content)
            visit(child, content)
            if presented {
                if place.reachable {
                    prediction.presenters.append(FuzzPresenter(flag: key, isAlert: true))
                }
                text("Alert\(id)", place)
                // The alert is a presentation of its own: the only one reachable in front.
                var inAlert = place
                inAlert.presentation = key
                button("Y" + identity, .alertButton(key), inAlert)
            }
        case .navigation(let inSceneStorage, let root, let destination):
            let depthKey = inSceneStorage ? FuzzKey.scene(window, "path\(id)") : key
            if !inSceneStorage { prediction.mounted.insert(key) }
            let depth = max(0, int(depthKey))
            if depth > 0 && canReach(place) { prediction.navigations.append(depthKey) }
            var level = place
            level.onBar = true
            level.rendered = place.rendered && depth == 0
            level.reachable = place.reachable && depth == 0
            visit(root, level)
            button("N" + identity, .push(depthKey), level)
            for v in stride(from: 1, through: depth, by: 1) {
                level.path = place.path + [v]
                level.level = v
                level.rendered = place.rendered && v == depth
                level.reachable = place.reachable && v == depth
                let levelIdentity = level.identity(id)
                text("d\(id) \(v)", level)
                button("N" + levelIdentity, .push(depthKey), level)
                button("X" + levelIdentity, .pop(depthKey), level)
                if navigationLifecycle { button("V" + levelIdentity, .pop(depthKey), level) }
                visit(destination, level)
            }
        case .lifecycle(let child):
            // Appearing follows what a person can see: a covered navigation level has
            // disappeared (L3).
            if place.rendered { prediction.lifecycles.insert("w\(window) \(identity)") }
            visit(child, place)
        case .openWindow(let scene):
            button("W" + identity, .open(scene), place)
        case .closeWindow:
            button("Z" + identity, .closeWindow, place)
        case .tabs, .toolbar, .detentSheet:
            visitContainer(node, place)
        }
    }

    /// The focused values with `focus` (a field's identity) focused: view publishers on the
    /// focus chain, innermost first (F5), then scene publishers for the keys left, the deepest
    /// navigation level first (F6).
    mutating func resolveFocus(_ focus: String?) {
        let chain = focus.flatMap { prediction.chains[$0] } ?? []
        for key in FuzzFocusKey.allCases {
            if let publication = chain.last(where: { $0.key == key }) {
                prediction.focused[key] = .known(publication)
                continue
            }
            let candidates = prediction.scenePublications.filter { $0.publication.key == key }
            guard let level = candidates.map(\.level).max() else {
                prediction.focused[key] = .known(nil)
                continue
            }
            let deepest = candidates.filter { $0.level == level }
            // Among one level, only a chain of ancestors has an order the rules fix.
            let ordered = deepest.sorted { $0.ancestry.count < $1.ancestry.count }
            let isChain = zip(ordered, ordered.dropFirst()).allSatisfy { outer, inner in
                inner.ancestry.starts(with: outer.ancestry)
            }
            prediction.focused[key] = isChain ? .known(ordered.last?.publication) : .unknown
        }
        for state in prediction.focusStates {
            prediction.texts[state.index] = "e\(state.id) \(focus == state.field)"
        }
        for reader in prediction.readers {
            let parts = [
                ("v", FuzzFocusKey.value0), ("s", .value1), ("b", .binding), ("o", .object),
            ]
            .map { name, key in prediction.focused[key]?.display.map { "\(name)=\($0)" } }
            guard parts.allSatisfy({ $0 != nil }) else { continue }
            prediction.texts[reader.index] =
                "r\(reader.id) " + parts.compactMap { $0 }.joined(separator: " ")
        }
    }
}
