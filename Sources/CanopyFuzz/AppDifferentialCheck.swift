import Canopy

/// The differential check for apps: launches a generated app, applies its steps one by one,
/// and after the launch and every step compares the incrementally driven host with what the
/// rules predict (``FuzzAppModel``) and with a fresh launch of the same state
/// (``FuzzFreshLaunch``):
///
/// - the open windows, their numbers, the key window and every window's phase (S5, D6);
/// - in every window, the texts (the app's shared state and store, `@AppStorage` shared by
///   every window, `@SceneStorage` and view state per window, S2, S6; what views read of their
///   own window's focused values, D8), the buttons and fields a person can reach, in order,
///   the focused field and the `@FocusState`s that follow it, key window or not (F1, D9);
/// - the `Items` menu: its items read the key window's focused values (F9);
/// - `onAppear`/`onDisappear` balanced per window, disappears before appears (L3, D3);
/// - no diagnostics, graph invariants intact, every window laid out: its incremental layout
///   gives every view the frame a fresh layout of the same graph gives it (D10);
/// - in every window, what its containers collect (C1–C14): the front-most presentation's
///   toolbar items (``ViewHost/toolbarItems()``), the front-most sheet's detent and offered
///   detents (``ViewHost/sheetDetent``), every shown tab view's tabs, badges and selection;
///   against the rules and against a fresh launch's, through the host API;
/// - a fresh launch renders the same bytes: every window as a person sees it and as a tree
///   with focused values and frames, and the menu bar.
///
/// A closed window's host must be freed at once. At the end of every case the app quits (every
/// window host and every object the app and its views made must then be freed) and is
/// relaunched (windows, `@SceneStorage` and `@AppStorage` restored, checked the same way); then
/// the host is released, and it, every window host it made and every object must be freed.
@MainActor
public enum AppDifferentialCheck {
    /// Where and how a case went wrong.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The step after which the check failed: 0 is the launch, `steps.count + 1` the quit
        /// and relaunch at the end, `steps.count + 2` the release.
        public let step: Int
        /// What differed.
        public let message: String

        /// `after step 3: …`.
        public var description: String {
            (step == 0 ? "after launching" : "after step \(step)") + ": " + message
        }
    }

    /// What a run of many cases did: how many steps of each kind had something to act on.
    public struct Statistics: Sendable {
        /// Cases run.
        public var cases = 0
        /// Steps generated.
        public var steps = 0
        /// Steps that acted, by what they did (`tap A`, `command Bind`, `relaunch`, …).
        public var acted: [String: Int] = [:]
        /// Fresh launches compared with the incrementally driven app.
        public var freshLaunches = 0

        /// No cases yet.
        public init() {}

        /// One line per kind of step, most frequent first.
        public var summary: String {
            let total = acted.values.reduce(0, +)
            let kinds = acted.sorted {
                $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
            }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return
                "\(cases) cases, \(steps) steps (\(total) acted, \(freshLaunches) fresh launches compared): \(kinds)"
        }
    }

    /// For tests of the checks themselves: changes what the incrementally driven app's (or, in
    /// ``DifferentialCheck``, the updated host's) containers are read to collect (toolbar
    /// items, detents, tab bars) before they are compared, so a test sees a wrong value
    /// caught. `nil` (no change) outside such tests.
    public static var collectedValuesHook: ((inout FuzzContainerValues) -> Void)?

    /// For tests of the checks themselves: changes what a fresh launch's (or, in
    /// ``DifferentialCheck``, a fresh mount's) containers are read to collect, and only
    /// that side, so a test sees the comparison with the fresh launch catch a difference the
    /// rules do not. `nil` (no change) outside such tests.
    public static var freshValuesHook: ((inout FuzzContainerValues) -> Void)?

    /// Runs `fuzzCase`; `nil` when every comparison held.
    public static func run(_ fuzzCase: FuzzAppCase) -> Failure? {
        var statistics = Statistics()
        return run(fuzzCase, statistics: &statistics)
    }

    /// Runs `fuzzCase`, counting what its steps did into `statistics`.
    public static func run(_ fuzzCase: FuzzAppCase, statistics: inout Statistics) -> Failure? {
        statistics.cases += 1
        statistics.steps += fuzzCase.steps.count
        var released = Released()
        if let failure = runAndRelease(fuzzCase, &released, &statistics) { return failure }
        // Everything the case made is out of scope now.
        if released.host != nil {
            return Failure(step: fuzzCase.steps.count + 2, message: "the AppHost was not freed")
        }
        let leaked = released.windows.filter { $0.value != nil }.map(\.number)
        if !leaked.isEmpty {
            return Failure(
                step: fuzzCase.steps.count + 2,
                message: "the hosts of windows \(leaked) were not freed with their app")
        }
        if !released.objects.isEmpty {
            return Failure(
                step: fuzzCase.steps.count + 2,
                message: "objects the app made outlived it: \(released.objects)")
        }
        return nil
    }

    /// Weak references to what a case made.
    struct Released {
        weak var host: AppHost?
        var windows: [WeakWindow] = []
        /// Checked once the host is out of scope (see ``run(_:statistics:)``).
        var made: [WeakObject] = []
        var objects: [String] { made.compactMap { $0.value.map { "\(type(of: $0))" } } }
    }

    /// A window's host, held weakly.
    final class WeakWindow {
        let number: Int
        weak var value: ViewHost?
        init(_ number: Int, _ value: ViewHost) {
            self.number = number
            self.value = value
        }
    }

    /// What running `fuzzCase` did: the host calls it made, as Swift statements, up to the
    /// step that failed (if one did) or to the quit and relaunch at the end, and the app as a
    /// person saw it at the last check.
    public static func transcript(of fuzzCase: FuzzAppCase) -> (calls: [String], screen: String) {
        var released = Released()
        var statistics = Statistics()
        var transcript: (calls: [String], screen: String) = ([], "")
        _ = runAndRelease(fuzzCase, &released, &statistics, &transcript)
        return transcript
    }

    private static func runAndRelease(
        _ fuzzCase: FuzzAppCase, _ released: inout Released, _ statistics: inout Statistics
    ) -> Failure? {
        var transcript: (calls: [String], screen: String) = ([], "")
        return runAndRelease(fuzzCase, &released, &statistics, &transcript)
    }

    private static func runAndRelease(
        _ fuzzCase: FuzzAppCase, _ released: inout Released, _ statistics: inout Statistics,
        _ transcript: inout (calls: [String], screen: String)
    ) -> Failure? {
        let context = FuzzAppContext(spec: fuzzCase.spec)
        context.windowNumbers = [1]
        FuzzAppContext.launching = context
        defer { FuzzAppContext.launching = nil }
        let host = AppHost(FuzzApp(context: context), platform: fuzzCase.spec.platform)
        released.host = host
        var run = Run(host: host, context: context, model: FuzzAppModel(spec: fuzzCase.spec))
        defer {
            released.windows = run.seen
            released.made = context.made
            statistics.freshLaunches += run.freshLaunches
            transcript = (run.calls, run.lastScreen)
        }
        if let message = run.check() { return Failure(step: 0, message: message) }
        for (index, step) in fuzzCase.steps.enumerated() {
            do {
                if let acted = try run.apply(step) {
                    statistics.acted[acted, default: 0] += 1
                }
            } catch {
                return Failure(step: index + 1, message: "\(step) could not be applied: \(error)")
            }
            if let message = run.check() { return Failure(step: index + 1, message: message) }
        }
        let end = fuzzCase.steps.count + 1
        run.calls += ["host.terminate()", "host.relaunch()"]
        if let message = run.quit() { return Failure(step: end, message: message) }
        run.relaunch()
        if let message = run.check() {
            return Failure(step: end, message: "after quitting and relaunching: " + message)
        }
        return nil
    }
}

/// One case in progress: the host, its context, the oracle, and what was seen so far.
@MainActor
struct Run {
    let host: AppHost
    let context: FuzzAppContext
    var model: FuzzAppModel
    /// The mounted lifecycle nodes, per window, as of the last check.
    var lifecycles: [Int: Set<String>] = [:]
    /// Every window host the app made.
    var seen: [AppDifferentialCheck.WeakWindow] = []
    /// How many fresh launches were compared.
    var freshLaunches = 0
    /// The host calls made so far, as Swift statements (see ``FuzzAppSwiftPrinter``).
    var calls: [String] = []
    /// The app as a person saw it at the last check.
    var lastScreen = ""

    init(host: AppHost, context: FuzzAppContext, model: FuzzAppModel) {
        self.host = host
        self.context = context
        self.model = model
    }

    func appWindow(_ number: Int) throws -> AppHost.AppWindow {
        guard let window = host.windows.first(where: { $0.number == number }) else {
            throw AppHost.SceneNotFound(
                what: "window \(number)", available: host.windows.map { "\($0.number)" })
        }
        return window
    }

    /// Quits the app: no window is left, and every window host it made is freed.
    mutating func quit() -> String? {
        host.terminate()
        guard host.render() == "(not running)", host.windows.isEmpty else {
            return "after terminate() the app still shows windows"
        }
        let leaked = seen.filter { $0.value != nil }.map(\.number)
        guard leaked.isEmpty else {
            return "after terminate() the hosts of windows \(leaked) were not freed"
        }
        let objects = context.liveObjects
        guard objects.isEmpty else {
            return "after terminate() objects the app made are still alive: \(objects)"
        }
        return nil
    }

    /// Relaunches the app (after a quit, or as a step).
    mutating func relaunch() {
        context.windowNumbers = model.relaunch()
        // The graphs went away without disappear actions (the process ended).
        lifecycles = [:]
        FuzzAppContext.launching = context
        host.relaunch()
    }
}
