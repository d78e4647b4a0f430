import Canopy

/// The app every generated case launches: its scenes are built from the case's description,
/// held by a ``FuzzAppContext`` (Swift types cannot be made at run time). Its `@State` and
/// `@StateObject` start from the context's values, so a fresh launch can start where an
/// incrementally driven host is.
public struct FuzzApp: App {
    let context: FuzzAppContext
    @State private var shared: Int
    @StateObject private var store: FuzzAppStore
    @Environment(\.scenePhase) private var phase

    /// What a relaunch calls (SwiftUI creates the app from its type): the app of
    /// ``FuzzAppContext/launching``.
    public init() {
        guard let context = FuzzAppContext.launching else {
            preconditionFailure("FuzzApp() needs FuzzAppContext.launching")
        }
        self.init(context: context)
    }

    /// The app `context` describes, its state starting from the context's values.
    public init(context: FuzzAppContext) {
        self.context = context
        _shared = State(initialValue: context.values.ints[FuzzKey.shared] ?? 0)
        _store = StateObject(wrappedValue: context.makeStore())
    }

    /// Two window groups, a single window and Settings; the commands on the first group.
    public var body: some Scene {
        WindowGroup(id: FuzzSceneID.main.rawValue) { root(.main) }
            .environmentObject(store)
            .commands { FuzzCommands(context: context, shared: $shared) }
        WindowGroup(id: FuzzSceneID.second.rawValue) { root(.second).environmentObject(store) }
        Window("Solo", id: FuzzSceneID.solo.rawValue) { root(.solo).environmentObject(store) }
        Settings { root(.settings) }
    }

    private func root(_ scene: FuzzSceneID) -> FuzzWindowRoot {
        let content =
            context.spec.contents[scene] ?? FuzzAppNode(id: 0, kind: .stack(.vertical, []))
        // Only what the content uses is read here, so other changes do not reach the windows
        // through the content closure.
        return FuzzWindowRoot(
            content: content,
            inputs: FuzzAppInputs(
                shared: content.usesSharedValue ? shared : 0,
                appPhase: content.usesAppPhase ? phase : nil, sharedBinding: $shared),
            context: context)
    }
}

/// The app's `@StateObject`, shared by every window (S2).
public final class FuzzAppStore: ObservableObject {
    /// The value the `o…` texts show.
    @Published public var value: Int
    /// A store starting at `value`.
    public init(_ value: Int) { self.value = value }
}

/// An object a publisher node owns and publishes with `focusedObject` (F7).
public final class FuzzFocusObject: ObservableObject {
    /// The publishing node's number.
    public let owner: Int
    /// The value readers show.
    @Published public var value: Int
    /// The object of node `owner`, starting at `value`.
    public init(owner: Int, value: Int) {
        self.owner = owner
        self.value = value
    }
}

/// Focused-value key 0 (`View` in the menu).
public struct FuzzFocusedValue0: FocusedValueKey {
    /// A string.
    public typealias Value = String
}

/// Focused-value key 1 (`Scene` in the menu).
public struct FuzzFocusedValue1: FocusedValueKey {
    /// A string.
    public typealias Value = String
}

/// A binding to a field's count (`@FocusedBinding`, F8).
public struct FuzzFocusedBinding: FocusedValueKey {
    /// A binding to a field's count.
    public typealias Value = Binding<Int>
}

extension FocusedValues {
    /// Key 0.
    public var fuzzValue0: String? {
        get { self[FuzzFocusedValue0.self] }
        set { self[FuzzFocusedValue0.self] = newValue }
    }

    /// Key 1.
    public var fuzzValue1: String? {
        get { self[FuzzFocusedValue1.self] }
        set { self[FuzzFocusedValue1.self] = newValue }
    }

    /// The focused field's count.
    public var fuzzBinding: Binding<Int>? {
        get { self[FuzzFocusedBinding.self] }
        set { self[FuzzFocusedBinding.self] = newValue }
    }
}

/// The keys of the values a fresh launch starts from (see ``FuzzValues``).
public enum FuzzKey {
    /// The app's shared `@State`.
    public static let shared = "app/shared"
    /// The app's store.
    public static let store = "app/store"
    /// `@AppStorage("k<key>")`.
    public static func appStorage(_ key: Int) -> String { "app/k\(key)" }
    /// A window's `@SceneStorage` under `name`.
    public static func scene(_ window: Int, _ name: String) -> String { "w\(window)/@\(name)" }
    /// View state of the node with `identity` in `window`, with an optional `part`.
    public static func view(_ window: Int, _ identity: String, _ part: String = "") -> String {
        "w\(window)/\(identity)" + (part.isEmpty ? "" : "/" + part)
    }
}

/// State values by key: what the oracle keeps and what a fresh launch starts from.
public struct FuzzValues: Sendable, Equatable {
    /// Counters, shared values, storage, navigation depths.
    public var ints: [String: Int] = [:]
    /// Presentation flags.
    public var bools: [String: Bool] = [:]
    /// Field texts.
    public var strings: [String: String] = [:]

    /// No values: every view starts from its default.
    public init() {}
}

/// What one host's app is built from and reports to: the description, the values its state
/// starts from, the numbers its windows take as they mount, and its views' callbacks.
@MainActor
public final class FuzzAppContext {
    /// The app a `FuzzApp()` made by a relaunch describes.
    public static var launching: FuzzAppContext?

    /// The generated app.
    public let spec: FuzzAppSpec
    /// The values state starts from (empty for the incremental host).
    public var values: FuzzValues
    /// The numbers windows about to mount take, in order: a window learns its number from
    /// here (no API tells a view which window it is in), so the check says in advance which
    /// windows a step opens.
    public var windowNumbers: [Int] = []
    /// Windows that mounted when none was expected.
    public var unexpectedMounts = 0
    /// `appear w<n> <identity>` and `disappear w<n> <identity>`, in the order they ran.
    public var events: [String] = []
    /// The running app's store.
    public private(set) weak var store: FuzzAppStore?
    /// Every object the app and its views made (stores, published objects), held weakly: once
    /// the app quits, or its host is released, none may be left.
    var made: [WeakObject] = []

    /// A context for `spec` whose state starts from `values`.
    public init(spec: FuzzAppSpec, values: FuzzValues = FuzzValues()) {
        self.spec = spec
        self.values = values
    }

    /// The app's store, made once per launch.
    func makeStore() -> FuzzAppStore {
        let store = track(FuzzAppStore(values.ints[FuzzKey.store] ?? 0))
        self.store = store
        return store
    }

    /// Remembers `object` weakly (see ``made``).
    func track<Object: AnyObject>(_ object: Object) -> Object {
        made.append(WeakObject(object))
        return object
    }

    /// The types of the objects the app made that are still alive.
    var liveObjects: [String] { made.compactMap { $0.value.map { "\(type(of: $0))" } } }

    /// The number of the window mounting now.
    func takeWindowNumber() -> FuzzWindowTag {
        guard !windowNumbers.isEmpty else {
            unexpectedMounts += 1
            return FuzzWindowTag(number: 0)
        }
        return FuzzWindowTag(number: windowNumbers.removeFirst())
    }
}

/// An object held weakly.
final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// A window's number, kept by its root for the window's life.
final class FuzzWindowTag: ObservableObject {
    let number: Int
    init(number: Int) { self.number = number }
}

/// What the app hands its windows. Equal when what they show is equal: the binding always
/// points at the app's one `shared` state.
struct FuzzAppInputs: Equatable {
    let shared: Int
    let appPhase: ScenePhase?
    let sharedBinding: Binding<Int>

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.shared == rhs.shared && lhs.appPhase == rhs.appPhase
    }
}

/// A window's root: takes the window's number once, then shows the scene's content.
struct FuzzWindowRoot: View {
    let content: FuzzAppNode
    let inputs: FuzzAppInputs
    let context: FuzzAppContext
    @StateObject private var tag: FuzzWindowTag

    init(content: FuzzAppNode, inputs: FuzzAppInputs, context: FuzzAppContext) {
        self.content = content
        self.inputs = inputs
        self.context = context
        _tag = StateObject(wrappedValue: context.takeWindowNumber())
    }

    var body: some View {
        FuzzAppView(
            node: content,
            frame: FuzzAppFrame(
                window: tag.number, path: [], inputs: inputs, context: context))
    }
}
