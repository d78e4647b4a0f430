// Seed 003 (QuickBird Studios, translated: 协调器、协议抽象的视图模型与深度链接): the recipe
// app's views, for the coordinators in RecipeCoordinators.swift. The article describes them
// (two tabs of lists, a detail per recipe, a modal sheet of ratings) without showing their
// code; they are written here. Views whose model is typed by a protocol hold it with the
// article's `@Store` (Store.swift); the concrete ratings model is an `@ObservedObject`, and the
// app owns its home coordinator as a `@StateObject`.
//
// Navigation follows the coordinators: a list's `NavigationStack` path is read from (and
// written to) its coordinator's `detailViewModel`, the detail's sheet is its view model's
// `ratingsViewModel`, and the tab is the home coordinator's `tab`. So a deep link that only
// drives the coordinators moves the views too.

import Canopy

struct HomeView: View {
    @Store var coordinator: HomeCoordinator

    var body: some View {
        TabView(selection: $coordinator.tab) {
            RecipeListView(coordinator: coordinator.veggieCoordinator)
                .tabItem { Label("Veggie", systemImage: "leaf") }
                .tag(HomeTab.veggie)
            RecipeListView(coordinator: coordinator.meatCoordinator)
                .tabItem { Label("Meat", systemImage: "flame") }
                .tag(HomeTab.meat)
        }
    }
}

struct RecipeListView: View {
    @Store var coordinator: RecipeListCoordinator

    var body: some View {
        NavigationStack(path: detailPath) {
            List {
                ForEach(coordinator.recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe.id)
                }
            }
            .navigationTitle(coordinator.title)
            .navigationDestination(for: Recipe.ID.self) { _ in
                if let detailViewModel = coordinator.detailViewModel {
                    RecipeView(viewModel: detailViewModel)
                }
            }
        }
    }

    /// The pushed recipe: the coordinator's detail, if one is open. Pushing a link opens its
    /// recipe through the coordinator; going back closes the detail.
    private var detailPath: Binding<[Recipe.ID]> {
        let coordinator = self.coordinator
        return Binding(
            get: { coordinator.detailViewModel.map { [$0.recipe.id] } ?? [] },
            set: { path in
                if let id = path.last,
                    let recipe = coordinator.recipes.first(where: { $0.id == id })
                {
                    coordinator.open(recipe)
                } else {
                    coordinator.detailViewModel = nil
                }
            })
    }
}

struct RecipeView: View {
    @Store var viewModel: RecipeViewModel

    var body: some View {
        VStack {
            Text(viewModel.recipe.name)
            Text(viewModel.recipe.isVegetarian ? "Vegetarian" : "Contains meat")
            Button("Show ratings") { viewModel.openRatings() }
        }
        .navigationTitle(viewModel.recipe.name)
        .sheet(item: $viewModel.ratingsViewModel) { ratingsViewModel in
            RatingsView(viewModel: ratingsViewModel)
        }
    }
}

struct RatingsView: View {
    @ObservedObject var viewModel: RatingsViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Ratings for \(viewModel.recipe.name)")
            Text("Average: \(viewModel.average) of 5")
            List(viewModel.stars.indices, id: \.self) { index in
                Text(viewModel.stars[index])
            }
            Button("Done") { dismiss() }
        }
    }
}

/// Seed 003's recipe app: a tab of vegetarian recipes and a tab of the others, each a list
/// that pushes a recipe's detail, whose "Show ratings" button presents a ratings sheet. The
/// app owns its ``DefaultHomeCoordinator``.
public struct RecipeCoordinatorsPlayground: View {
    @StateObject private var coordinator: DefaultHomeCoordinator

    /// The app at rest: the first tab, nothing pushed.
    public init() {
        self.init(coordinator: DefaultHomeCoordinator())
    }

    /// The app around `coordinator`, in whatever state it is in.
    init(coordinator: @autoclosure @escaping () -> DefaultHomeCoordinator) {
        _coordinator = StateObject(wrappedValue: coordinator())
    }

    /// The home view, given its coordinator as the protocol it knows.
    public var body: some View {
        HomeView(coordinator: coordinator)
    }
}

/// Seed 003's deep link: the app opened on the ratings of "Chili con carne" (in the Meat tab).
/// The link only drives the coordinators (Approach 2, the search); the views follow.
public struct RecipeDeepLinkPlayground: View {
    /// The recipe the link opens.
    static let linkedRecipe = Recipe.samples[2]

    private let coordinator: DefaultHomeCoordinator

    /// The app after the deep link ran.
    public init() {
        coordinator = DefaultHomeCoordinator()
        _ = coordinator.openRatingsBySearch(for: Self.linkedRecipe)
    }

    /// The app, showing the linked recipe's ratings.
    public var body: some View {
        RecipeCoordinatorsPlayground(coordinator: coordinator)
    }
}
