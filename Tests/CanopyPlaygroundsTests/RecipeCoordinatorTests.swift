import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

// MARK: - Fixtures for @Store

/// A view model known to its view only by this protocol (seed 003, section 1.2).
private protocol CounterViewModel: AnyObservableObject {
    var count: Int { get set }
}

private final class DefaultCounterViewModel: CounterViewModel, ObservableObject {
    @Published var count = 0
}

/// Holds the protocol-typed model with `@Store`.
private struct StoreCounter: View {
    @Store var viewModel: CounterViewModel

    var body: some View {
        VStack {
            Text("Count: \(viewModel.count)")
            CounterStepper(count: $viewModel.count)
        }
    }
}

private struct CounterStepper: View {
    @Binding var count: Int

    var body: some View {
        Button("Increment") { count += 1 }
    }
}

private struct Sibling: View {
    var body: some View { Text("Sibling") }
}

/// Shows one of two models in a `StoreCounter`, and re-evaluates on its own when told to.
private struct CounterScreen: View {
    let models: [CounterViewModel]
    @State private var selected = 0
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Button("Switch model") { selected = 1 - selected }
            StoreCounter(viewModel: models[selected])
            Sibling()
        }
    }
}

// MARK: - Fixtures for the breadth-first search

private struct Branch: DeepLinkable {
    let name: String
    var children: [DeepLinkable] = []
}

private struct Leaf: DeepLinkable {
    let name: String
}

/// How a test reaches a recipe's ratings.
enum DeepLinkApproach: String, CaseIterable, Sendable {
    case explicitly
    case bySearch

    @MainActor
    fileprivate func openRatings(_ coordinator: HomeCoordinator, for recipe: Recipe)
        -> DeepLinkResult
    {
        switch self {
        case .explicitly: coordinator.openRatingsExplicitly(for: recipe)
        case .bySearch: coordinator.openRatingsBySearch(for: recipe)
        }
    }
}

@MainActor
@Suite("Seed 003: coordinators, @Store and deep links")
struct RecipeCoordinatorTests {
    private let chili = Recipe.samples[2]

    /// The app mounted around a coordinator the test keeps.
    private func app() -> (DefaultHomeCoordinator, ViewHost) {
        let coordinator = DefaultHomeCoordinator()
        return (coordinator, ViewHost(RecipeCoordinatorsPlayground(coordinator: coordinator)))
    }

    // MARK: @Store

    @Test("@Store re-evaluates its view, and only it, when the protocol-typed model sends")
    func storeObservesModel() throws {
        let model = DefaultCounterViewModel()
        let host = ViewHost(CounterScreen(models: [model, DefaultCounterViewModel()]))
        #expect(host.render().contains(#"Text "Count: 0""#))
        #expect(host.bodyEvaluations(of: StoreCounter.self) == 1)

        model.count = 5
        #expect(host.render().contains(#"Text "Count: 5""#))
        #expect(host.bodyEvaluations(of: StoreCounter.self) == 2)
        #expect(host.bodyEvaluations(of: CounterScreen.self) == 1)
        #expect(host.bodyEvaluations(of: Sibling.self) == 1)

        // The projected value binds to the model's properties.
        try host.tap("Increment")
        #expect(model.count == 6)
        #expect(host.render().contains(#"Text "Count: 6""#))
        #expect(host.bodyEvaluations(of: CounterScreen.self) == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("@Store: a parent re-creating the view with the same model does not re-evaluate it")
    func storeSameModelIsSameInput() throws {
        let host = ViewHost(
            CounterScreen(models: [DefaultCounterViewModel(), DefaultCounterViewModel()]))
        _ = host.render()
        try host.tap("Refresh")
        #expect(host.render().contains(#"Text "Refreshes: 1""#))
        #expect(host.bodyEvaluations(of: CounterScreen.self) == 2)
        #expect(host.bodyEvaluations(of: StoreCounter.self) == 1)
    }

    @Test("@Store follows a new model and lets go of the old one")
    func storeSwitchesModel() throws {
        let first = DefaultCounterViewModel()
        let second = DefaultCounterViewModel()
        second.count = 10
        let host = ViewHost(CounterScreen(models: [first, second]))
        _ = host.render()
        #expect(first.objectWillChange.subscriberCount == 1)

        try host.tap("Switch model")
        #expect(host.render().contains(#"Text "Count: 10""#))
        #expect(first.objectWillChange.subscriberCount == 0)
        #expect(second.objectWillChange.subscriberCount == 1)
        let evaluations = host.bodyEvaluations(of: StoreCounter.self)

        first.count = 1
        #expect(!host.hasPendingUpdates)
        second.count = 11
        #expect(host.render().contains(#"Text "Count: 11""#))
        #expect(host.bodyEvaluations(of: StoreCounter.self) == evaluations + 1)
    }

    @Test("@Store in the app: opening ratings re-evaluates the recipe view, not the list or home")
    func storeInApp() {
        let (coordinator, host) = app()
        #expect(coordinator.openRatingsExplicitly(for: chili) == .openedRatings)
        _ = host.render()
        let home = host.bodyEvaluations(of: HomeView.self)
        let lists = host.bodyEvaluations(of: RecipeListView.self)
        let details = host.bodyEvaluations(of: RecipeView.self)

        coordinator.meatCoordinator.detailViewModel?.ratingsViewModel = nil
        #expect(!host.render().contains(".sheet"))
        #expect(host.bodyEvaluations(of: RecipeView.self) == details + 1)
        #expect(host.bodyEvaluations(of: RecipeListView.self) == lists)
        #expect(host.bodyEvaluations(of: HomeView.self) == home)
    }

    // MARK: Breadth-first search

    @Test(
        "firstReceiver searches level by level: a shallow match beats a deeper one declared first")
    func breadthFirst() {
        let tree = Branch(
            name: "root",
            children: [
                Branch(
                    name: "a",
                    children: [
                        Leaf(name: "a1"), Branch(name: "a2", children: [Leaf(name: "a2x")]),
                    ]),
                Branch(name: "b", children: [Leaf(name: "b1")]),
                Leaf(name: "c"),
            ])

        var visited: [String] = []
        _ = tree.firstReceiver(as: DeepLinkable.self) { node in
            visited.append((node as? Branch)?.name ?? (node as? Leaf)?.name ?? "?")
            return false
        }
        #expect(visited == ["root", "a", "b", "c", "a1", "a2", "b1", "a2x"])

        #expect(tree.firstReceiver(as: Leaf.self)?.name == "c")
        #expect(tree.firstReceiver(as: Leaf.self, where: { $0.name != "c" })?.name == "a1")
        #expect(tree.firstReceiver(as: Branch.self)?.name == "root")
        #expect(tree.firstReceiver(as: Branch.self, where: { $0.children.count == 1 })?.name == "b")
        #expect(tree.firstReceiver(as: Leaf.self, where: { $0.name == "zzz" }) == nil)
        #expect(tree.firstReceiver(as: RecipeViewModel.self) == nil)
    }

    @Test("The app's hierarchy: home, its two lists, then whatever detail is open")
    func appHierarchy() {
        let coordinator = DefaultHomeCoordinator()
        #expect(coordinator.firstReceiver(as: RecipeViewModel.self) == nil)
        let first = coordinator.firstReceiver(as: RecipeListCoordinator.self)
        #expect(first === coordinator.veggieCoordinator)
        let meat = coordinator.firstReceiver(as: RecipeListCoordinator.self) { $0.filter(chili) }
        #expect(meat === coordinator.meatCoordinator)

        coordinator.meatCoordinator.open(chili)
        let detail = coordinator.firstReceiver(as: RecipeViewModel.self)
        #expect(detail?.recipe == chili)
        #expect(detail === coordinator.meatCoordinator.detailViewModel)
    }

    // MARK: Deep links

    @Test(
        "Both deep-link approaches end on the linked recipe's ratings sheet",
        arguments: DeepLinkApproach.allCases)
    func deepLink(approach: DeepLinkApproach) {
        let (coordinator, host) = app()
        #expect(host.windowTitle == "Veggie")

        #expect(approach.openRatings(coordinator, for: chili) == .openedRatings)
        expectRendered(
            host,
            """
            RecipeCoordinatorsPlayground
            └─ HomeView
               └─ TabView tabs:["Veggie", "Meat"] selected:"Meat"
                  └─ RecipeListView
                     └─ NavigationStack title:"Chili con carne" depth:1
                        └─ RecipeView
                           └─ VStack
                              ├─ Text "Chili con carne"
                              ├─ Text "Contains meat"
                              ├─ Button "Show ratings"
                              └─ .sheet
                                 └─ RatingsView
                                    └─ VStack
                                       ├─ Text "Ratings for Chili con carne"
                                       ├─ Text "Average: 4.3 of 5"
                                       ├─ List
                                       │  ├─ Text "★★★★☆"
                                       │  ├─ Text "★★★★★"
                                       │  └─ Text "★★★★☆"
                                       └─ Button "Done"
            """)
        #expect(coordinator.tab == .meat)
        #expect(coordinator.meatCoordinator.detailViewModel?.ratingsViewModel?.recipe == chili)
        #expect(coordinator.veggieCoordinator.detailViewModel == nil)
        #expect(host.windowTitle == "Chili con carne")
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "The two approaches agree, even from a screen the user had opened",
        arguments: Recipe.samples)
    func approachesAgree(recipe: Recipe) throws {
        var rendered: [String] = []
        for approach in DeepLinkApproach.allCases {
            let (coordinator, host) = app()
            try host.tap("Pasta al pomodoro")
            #expect(approach.openRatings(coordinator, for: recipe) == .openedRatings)
            rendered.append(host.render())
            #expect(host.windowTitle == recipe.name)
            #expect(host.render().contains(#"Text "Ratings for \#(recipe.name)""#))
        }
        #expect(rendered[0] == rendered[1])
    }

    @Test("The recipe-deep-link playground shows the same tree, linked before the app mounted")
    func deepLinkPlayground() async throws {
        let linked = try #require(await PlaygroundCatalog.named("recipe-deep-link")?.makeHost())
        #expect(RecipeDeepLinkPlayground.linkedRecipe == chili)
        let (coordinator, host) = app()
        #expect(coordinator.openRatingsExplicitly(for: chili) == .openedRatings)

        let lines = linked.render().split(separator: "\n")
        #expect(lines.first == "RecipeDeepLinkPlayground")
        #expect(lines.dropFirst().map { $0.dropFirst(3) }.joined(separator: "\n") == host.render())
        #expect(linked.windowTitle == "Chili con carne")
        #expect(linked.diagnostics.isEmpty)
    }

    @Test(
        "A link to a recipe no list shows is reported and changes nothing",
        arguments: DeepLinkApproach.allCases)
    func unknownRecipe(approach: DeepLinkApproach) throws {
        let (coordinator, host) = app()
        try host.tap("Pasta al pomodoro")
        let before = host.render()
        let unknown = Recipe(id: 99, name: "Mystery stew", isVegetarian: false, ratings: [])
        let misfiled = Recipe(id: 1, name: "Pasta al pomodoro", isVegetarian: false, ratings: [])

        #expect(approach.openRatings(coordinator, for: unknown) == .recipeNotFound)
        #expect(approach.openRatings(coordinator, for: misfiled) == .recipeNotFound)
        #expect(host.render() == before)
        #expect(coordinator.tab == .veggie)
        #expect(coordinator.meatCoordinator.detailViewModel == nil)
        #expect(coordinator.veggieCoordinator.detailViewModel?.ratingsViewModel == nil)
        #expect(host.diagnostics.isEmpty)
    }

    // MARK: Views drive the coordinators

    @Test("Dismissing the sheet clears the view model's ratings; Done does the same")
    func dismissSheet() throws {
        let (coordinator, host) = app()
        #expect(coordinator.openRatingsBySearch(for: chili) == .openedRatings)
        let detail = try #require(coordinator.meatCoordinator.detailViewModel)
        #expect(detail.ratingsViewModel != nil)

        #expect(host.dismissPresentation())
        #expect(detail.ratingsViewModel == nil)
        #expect(!host.render().contains(".sheet"))
        #expect(host.render().contains(#"NavigationStack title:"Chili con carne" depth:1"#))
        #expect(!host.dismissPresentation())

        try host.tap("Show ratings")
        #expect(detail.ratingsViewModel?.recipe == chili)
        try host.tap("Done")
        #expect(detail.ratingsViewModel == nil)
        #expect(!host.render().contains(".sheet"))
    }

    @Test("Tabs, links and the back button go through the coordinators")
    func userFlow() throws {
        let (coordinator, host) = app()
        try host.tap("Vegetable curry")
        #expect(coordinator.veggieCoordinator.detailViewModel?.recipe.name == "Vegetable curry")
        #expect(host.windowTitle == "Vegetable curry")

        try host.selectTab("Meat")
        #expect(coordinator.tab == .meat)
        try host.tap("Roast chicken")
        #expect(coordinator.meatCoordinator.detailViewModel?.recipe.name == "Roast chicken")
        try host.tap("Show ratings")
        #expect(host.render().contains(#"Text "Average: 3.5 of 5""#))

        #expect(host.dismissPresentation())
        #expect(host.navigateBack())
        #expect(coordinator.meatCoordinator.detailViewModel == nil)
        #expect(host.windowTitle == "Meat")
        try host.selectTab("Veggie")
        #expect(host.windowTitle == "Vegetable curry")
        #expect(host.diagnostics.isEmpty)
    }
}
