import Canopy
import CanopyFuzz
import Testing

@MainActor
@Suite("C1–C14: the app check covers what containers collect: bar items, badges, detents")
struct AppContainerCheckTests {
    @Test("C1, C5, C10, C11, C13, C14: tab views, toolbars and detent sheets pass the check")
    func containersPass() {
        var statistics = AppDifferentialCheck.Statistics()
        let fuzzCase = SampleContainerCases.containers(on: .iPadOS)
        #expect(AppDifferentialCheck.run(fuzzCase, statistics: &statistics) == nil)
        for kind in [
            "tap C", "tap T", "tap N", "tap P", "tap D", "selectTab", "drag large", "back",
            "dismiss",
        ] {
            #expect(statistics.acted[kind] != nil, "no step acted as \(kind)")
        }
        // The swipe on the sheet refusing it and the drag to a detent not offered acted on
        // nothing; everything else did.
        #expect(statistics.acted.values.reduce(0, +) == fuzzCase.steps.count - 2)
        // On a Mac every item is on the window's or the sheet's toolbar and no sheet resizes.
        #expect(AppDifferentialCheck.run(SampleContainerCases.containers(on: .macOS)) == nil)
    }

    @Test("The generator makes every container kind and step for a fixed seed")
    func generatedKinds() {
        var generator = FuzzAppGenerator(seed: 40)
        var seen = Set<String>()
        for _ in 0..<400 {
            let fuzzCase = generator.makeCase()
            for content in fuzzCase.spec.contents.values {
                for node in preorder(content) {
                    switch node.kind {
                    case .tabs(let tabs, _):
                        seen.insert(tabs.usesTabType ? "Tab" : "tabItem")
                        if tabs.badged.contains(true) { seen.insert("badge") }
                    case .toolbar: seen.insert("toolbar")
                    case .detentSheet(let options, _):
                        if options.detents { seen.insert("detents") }
                        if options.dismissDisabled { seen.insert("interactiveDismissDisabled") }
                    default: break
                    }
                }
            }
            for step in fuzzCase.steps where step.kind == "selectTab" || step.kind == "drag" {
                seen.insert(step.kind)
            }
        }
        #expect(
            seen == [
                "Tab", "tabItem", "badge", "toolbar", "detents", "interactiveDismissDisabled",
                "selectTab", "drag",
            ])
    }

    @Test("C11, C14: a wrong collected value is caught against the rules and a fresh launch")
    func wrongValuesAreCaught() throws {
        let fuzzCase = SampleContainerCases.containers(on: .iPadOS)
        // Against the rules: the app's tab bars read with a badge too many.
        AppDifferentialCheck.collectedValuesHook = { values in
            values.tabBars = values.tabBars.map {
                $0.replacingOccurrences(of: "\"B2@#1\"", with: "\"B2@#1\" badge:\"9\"")
            }
        }
        defer { AppDifferentialCheck.collectedValuesHook = nil }
        let failure = try #require(AppDifferentialCheck.run(fuzzCase))
        #expect(failure.step == 0)
        #expect(failure.message.contains("tab views (C10, C11)"))
        AppDifferentialCheck.collectedValuesHook = nil

        // Against a fresh launch: the values read from a launched app, and one changed.
        let context = FuzzAppContext(spec: fuzzCase.spec)
        context.windowNumbers = [1]
        let host = AppHost(FuzzApp(context: context), platform: .iPadOS)
        let window = try host.window(1)
        let values = FuzzContainerValues(window)
        #expect(values.toolbarItems == ["T4@ @primaryAction"])
        #expect(values.tabBars.count == 2)
        try window.tap("P10@")
        let sheet = FuzzContainerValues(window)
        #expect(sheet.detent == .medium && sheet.detents == [.medium, .large])
        #expect(sheet.toolbarItems == ["T12@ @confirmationAction"])
        #expect(FuzzContainerValues.difference(fresh: [1: sheet], updated: [1: sheet]) == nil)
        var dragged = sheet
        dragged.detent = .large
        let difference = try #require(
            FuzzContainerValues.difference(fresh: [1: sheet], updated: [1: dragged]))
        #expect(difference.contains("window 1's containers collect other values"))
    }

    @Test("C1, C5: with an alert in front, the rules predict the bar items behind it")
    func alertInFront() throws {
        func n(_ id: Int, _ kind: FuzzAppNode.Kind) -> FuzzAppNode {
            FuzzAppNode(id: id, kind: kind)
        }
        // The alert is attached above the view declaring the item: its content, with the bar's
        // item, is out of reach while it shows, and still on screen.
        let main = n(
            1,
            .navigation(
                inSceneStorage: false,
                root: n(2, .alert(n(3, .toolbar(.primaryAction, n(4, .local))))),
                destination: n(5, .local)))
        for platform in [Platform.iPadOS, .macOS] {
            let spec = FuzzAppSpec(platform: platform, contents: [.main: main], commands: [])
            var statistics = AppDifferentialCheck.Statistics()
            let steps: [FuzzAppStep] = (0..<4).map { .tap(window: 0, occurrence: $0) }
            let fuzzCase = FuzzAppCase(spec: spec, steps: steps + steps)
            #expect(AppDifferentialCheck.run(fuzzCase, statistics: &statistics) == nil)
            #expect(statistics.acted["tap Q"] != nil, "the alert was never presented")

            let context = FuzzAppContext(spec: spec)
            context.windowNumbers = [1]
            let host = AppHost(FuzzApp(context: context), platform: platform)
            let window = try host.window(1)
            try window.tap("Q2@")
            #expect(!window.controls(.button).contains("T3@"))
            #expect(FuzzContainerValues(window).toolbarItems == ["T3@ @primaryAction"])
        }
    }

    @Test("C1–C14: the comparison with a fresh launch fails the real check on a difference")
    func freshLaunchDifferenceIsCaught() throws {
        // Only the fresh launch's values are changed: the rules agree with the updated app, so
        // only the comparison with the fresh launch can catch it, after the launch.
        AppDifferentialCheck.freshValuesHook = { values in
            values.toolbarItems.append("Extra @primaryAction")
        }
        defer { AppDifferentialCheck.freshValuesHook = nil }
        let failure = try #require(
            AppDifferentialCheck.run(SampleContainerCases.containers(on: .iPadOS)))
        #expect(failure.step == 0)
        #expect(
            failure.message.contains(
                "window 1's containers collect other values than a fresh launch's (C1–C14)"))
        #expect(
            failure.message.contains(
                "fresh launch: toolbar [\"T4@ @primaryAction\", \"Extra @primaryAction\"]"))
        #expect(failure.message.contains("updated app:  toolbar [\"T4@ @primaryAction\"]"))

        // A difference that shows only once a step ran: the detent after the sheet opens.
        AppDifferentialCheck.freshValuesHook = { values in
            if values.detent == .medium { values.detent = .large }
        }
        let detent = try #require(
            AppDifferentialCheck.run(SampleContainerCases.containers(on: .iPadOS)))
        #expect(detent.step == 8)
        #expect(
            detent.message.contains(
                "fresh launch: toolbar [\"T12@ @confirmationAction\"] detent large"))
        #expect(
            detent.message.contains(
                "updated app:  toolbar [\"T12@ @confirmationAction\"] detent medium"))
    }

    private func preorder(_ root: FuzzAppNode) -> [FuzzAppNode] {
        [root] + root.kind.children.flatMap(preorder)
    }
}

@MainActor
@Suite("C1, C11, C14: the view check covers what containers collect")
struct ViewContainerCheckTests {
    @Test("The view generator puts every container modifier in trees for a fixed seed")
    func generatedKinds() {
        var generator = FuzzGenerator(seed: 40)
        var seen = Set<Int>()
        for _ in 0..<200 {
            for node in preorder(generator.makeCase().root) {
                if case .container(let container, _, _) = node.kind {
                    seen.insert(container.rawValue)
                }
            }
        }
        #expect(seen == Set(FuzzViewContainer.allCases.map(\.rawValue)))
        var steps = Set<Int>()
        for _ in 0..<200 {
            for case .selectTab(_, let tab, _) in generator.makeCase().steps { steps.insert(tab) }
        }
        #expect(steps == [0, 1])
    }

    @Test("C10, C11: tab views pass the check through selections, kept state and badges")
    func tabViewsPass() throws {
        let fuzzCase = SampleContainerCases.viewTabs
        #expect(DifferentialCheck.run(fuzzCase) == nil)
        // What the steps did, as the oracle saw it: the texts after the selections.
        let world = FuzzWorld()
        let context = FuzzHostContext(world: world)
        let host = ViewHost(FuzzRoot(fuzzCase.root, context: context))
        var oracle = FuzzOracle()
        var expectation = oracle.predict(fuzzCase.root, world: world)
        func texts() -> [String] { DifferentialCheck.renderedTexts(host.render()) }
        #expect(texts() == ["t6 0", "t14 1", "t12 0"])
        #expect(host.render().contains("TabView tabs:[\"K5@#0\", \"K5@#1\"] selected:\"K5@#0\""))
        try host.tap("B8@")  // the local above the first tab view: its badge shows 1
        oracle.apply(.state("4@"))
        #expect(host.render().contains("tabs:[\"K5@#0\" badge:\"1\", \"K5@#1\"]"))
        try host.selectTab("K5@#1")
        oracle.apply(try #require(expectation.tabs["K5@#1"]))
        expectation = oracle.predict(fuzzCase.root, world: world)
        #expect(texts() == ["k5 1", "t12 0"])
        #expect(FuzzTextPattern.matches(expectation.texts, texts()))
        #expect(!host.controls(.button).contains("B8@"))
        try host.tap("S11@")
        try host.selectTab("K10@#1")
        try host.selectTab("K5@#0")
        // Every tab kept its state while another was selected (C10).
        #expect(texts() == ["t6 1", "t14 1", "k10 0"])
        try host.selectTab("K10@#0")
        #expect(texts() == ["t6 1", "t14 1", "t12 1"])
    }

    @Test("A tab view and its selection steps print as SwiftUI code")
    func tabViewsPrint() {
        let source = FuzzSwiftPrinter.source(for: SampleContainerCases.viewTabs)
        #expect(source.contains("TabView(selection: $tab) {"))
        #expect(source.contains(".tabItem { Text(\"K5#0\") }.tag(0).badge(((v4) % 3 + 3) % 3)"))
        #expect(source.contains("Tab(\"K10#0\", systemImage: \"circle\", value: 0) {"))
        #expect(source.contains("try? host.selectTab(\"K5#1\")"))
    }

    @Test("C1, C14: a wrong collected value is caught against a fresh mount")
    func wrongValuesAreCaught() throws {
        #expect(DifferentialCheck.run(SampleCases.everyKind) == nil)
        // Node 91's toolbar item is on the window's toolbar (macOS): items read from the
        // updated host other than the fresh mount's are a failure.
        AppDifferentialCheck.collectedValuesHook = { values in
            values.toolbarItems = values.toolbarItems.map { $0 + " changed" }
        }
        defer { AppDifferentialCheck.collectedValuesHook = nil }
        let failure = try #require(DifferentialCheck.run(SampleCases.everyKind))
        #expect(failure.step == 0)
        #expect(failure.message.contains("containers collect other values than a fresh mount's"))
    }

    private func preorder(_ root: FuzzNode) -> [FuzzNode] {
        [root] + root.kind.children.flatMap(preorder)
    }
}
