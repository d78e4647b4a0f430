import Canopy
import Observation

/// A shared `ObservableObject` the generated trees observe with `@ObservedObject`.
public final class FuzzObject: ObservableObject {
    /// The value the observing views read.
    @Published public var value = 0
    /// A shared object starting at 0.
    public init() {}
}

/// The object supplied at the root with `environmentObject(_:)`.
public final class FuzzEnvironmentObject: ObservableObject {
    /// The value `@EnvironmentObject` readers read.
    @Published public var value = 0
    /// An environment object starting at 0.
    public init() {}
}

/// The object a `@StateObject` creates, once per identity.
public final class FuzzCounter: ObservableObject {
    /// The counter, incremented by its button.
    @Published public var value: Int
    /// A counter starting at `value` (a fresh mount seeds it from the oracle).
    public init(_ value: Int) { self.value = value }
}

/// The `@Observable` model, held as a `let` or supplied with `environment(_:)`.
@Observable public final class FuzzModel {
    /// Field 0.
    public var first = 0
    /// Field 1.
    public var second = 0
    /// A model with both fields at 0.
    public init() {}

    /// Field 0 or 1.
    public subscript(field: Int) -> Int {
        get { field == 0 ? first : second }
        set { if field == 0 { first = newValue } else { second = newValue } }
    }
}

/// What lives outside every host: the objects both the incremental and the fresh host observe.
@MainActor
public final class FuzzWorld {
    /// The two `@ObservedObject` objects.
    public let objects = [FuzzObject(), FuzzObject()]
    /// The object supplied with `environmentObject(_:)`.
    public let environmentObject = FuzzEnvironmentObject()
    /// The `@Observable` model.
    public let model = FuzzModel()

    /// Objects with every value at 0.
    public init() {}

    /// Whether `step` is a change from outside the views (not a tap).
    public func isOutside(_ step: FuzzStep) -> Bool {
        switch step {
        case .object, .environmentObject, .model, .batch: return true
        default: return false
        }
    }

    /// Applies an outside change (not a tap).
    public func apply(_ step: FuzzStep) {
        switch step {
        case .object(let index): objects[index].value += 1
        case .environmentObject: environmentObject.value += 1
        case .model(let field): model[field] += 1
        case .batch(let steps): for step in steps { apply(step) }
        case .animated(_, let step, _): apply(step)
        case .root, .combined, .tap, .advance, .accessibility, .selectTab, .pick: break
        }
    }
}

/// What one host's views start from and report to: initial values for state (empty for the
/// incremental host, the predicted values for a fresh mount) and the appear/disappear log.
@MainActor
public final class FuzzHostContext {
    /// The objects shared with the other host.
    public let world: FuzzWorld
    /// Initial root values, by variable.
    public let rootSeeds: [Int: Int]
    /// Initial `@State` and `@StateObject` values, by identity (`L5@1.3`).
    public let seeds: [String: Int]
    /// `appear <identity>` and `disappear <identity>`, in the order the actions ran.
    public var events: [String] = []
    /// `change <identity> <old> <new>`, in the order the actions ran.
    public var changes: [String] = []
    /// What each body read when it ran, as `(identity, reading)`: a body must only ever see the
    /// state the update ends in, and only views still in the tree may run.
    public var reads: [(identity: String, reading: String)] = []

    /// The identities of `@State` and `@StateObject` views whose storage was made since the
    /// check last emptied it: a view that comes back while held for its removal (D34) keeps
    /// its storage and is not listed.
    public var births: Set<String> = []

    /// Records what a body read.
    public func recordRead(_ identity: String, _ reading: String) {
        reads.append((identity, reading))
    }

    /// A context over `world`, with initial values for root and local state.
    public init(world: FuzzWorld, rootSeeds: [Int: Int] = [:], seeds: [String: Int] = [:]) {
        self.world = world
        self.rootSeeds = rootSeeds
        self.seeds = seeds
    }
}

/// The identity of node `id` at dynamic position `path`: `5@1.3`.
public func fuzzIdentity(_ id: Int, _ path: [Int]) -> String {
    "\(id)@" + path.map(String.init).joined(separator: ".")
}

/// How a view's scope is logged and predicted: `1=0,4=3`.
public func fuzzReading(_ values: [Int: Int]) -> String {
    values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
}

/// Made once per identity with the storage of a `@State` or `@StateObject` view: its making is
/// how the check tells a view made anew from one that came back (see
/// ``FuzzHostContext/births``).
final class FuzzBirth: ObservableObject {
    @MainActor init(_ identity: String, context: FuzzHostContext) {
        context.births.insert(identity)
    }
}
