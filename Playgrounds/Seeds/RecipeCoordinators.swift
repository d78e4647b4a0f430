// Seed 003 (QuickBird Studios, translated: 协调器、协议抽象的视图模型与深度链接), section 2
// "Deep Links": the recipe app, two tabs of recipe lists (vegetarian and not), a detail per
// recipe, and a ratings sheet over the detail. A deep link opens one recipe's ratings by
// driving the coordinators through the steps a person would take, so the views follow.
//
// From the article: the coordinator and view-model names, `DeepLinkable` with its `children`
// (and the tip that a protocol extension can default them to none), the breadth-first
// `firstReceiver(as:where:)`, and the two bodies of `openRatings(for:)` (Approach 1, the
// explicit path; Approach 2, a search of the hierarchy). The article shows neither the model
// types nor the coordinators' insides (they come from its previous article); those are
// written here, with the coordinators and view models typed by protocols refining
// `AnyObservableObject` (Store.swift) and implemented by `Default…` classes.
//
// Changed for Canopy: the two approaches are two methods, `openRatingsExplicitly(for:)` and
// `openRatingsBySearch(for:)`. The article force-uses what the search finds; here a missing
// target is a result (`DeepLinkResult`), checked before anything changes, so a link to a
// recipe no list shows leaves the app as it was and never traps.

import Canopy

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let isVegetarian: Bool
    /// Stars, 1 to 5, one per rating.
    let ratings: [Int]

    static let samples = [
        Recipe(id: 1, name: "Pasta al pomodoro", isVegetarian: true, ratings: [5, 4, 4]),
        Recipe(id: 2, name: "Vegetable curry", isVegetarian: true, ratings: [5, 5, 3]),
        Recipe(id: 3, name: "Chili con carne", isVegetarian: false, ratings: [4, 5, 4]),
        Recipe(id: 4, name: "Roast chicken", isVegetarian: false, ratings: [3, 4]),
    ]
}

// MARK: - Deep linking (article, section 2.2)

protocol DeepLinkable {
    var children: [DeepLinkable] { get }
}

extension DeepLinkable {
    /// No children: a leaf of the hierarchy (the article's tip).
    var children: [DeepLinkable] { [] }

    /// The first object of type `type` satisfying `predicate`, searching the hierarchy level by
    /// level from this object (itself first, then its children, then theirs); `nil` when none
    /// does.
    func firstReceiver<T>(as type: T.Type, where predicate: (T) -> Bool = { _ in true }) -> T? {
        var queue: [DeepLinkable] = [self]
        var next = 0
        while next < queue.count {
            let candidate = queue[next]
            next += 1
            if let receiver = candidate as? T, predicate(receiver) { return receiver }
            queue.append(contentsOf: candidate.children)
        }
        return nil
    }
}

/// What a deep link did.
enum DeepLinkResult: Equatable {
    /// The ratings sheet is presented for the recipe.
    case openedRatings
    /// No list coordinator shows the recipe; nothing changed.
    case recipeNotFound
    /// The list opened no detail view model for the recipe.
    case noRecipeViewModel
}

// MARK: - Home

enum HomeTab: Hashable {
    case veggie
    case meat
}

protocol HomeCoordinator: AnyObservableObject, DeepLinkable {
    var tab: HomeTab { get set }
    var veggieCoordinator: RecipeListCoordinator { get }
    var meatCoordinator: RecipeListCoordinator { get }

    func openRatingsExplicitly(for recipe: Recipe) -> DeepLinkResult
    func openRatingsBySearch(for recipe: Recipe) -> DeepLinkResult
}

final class DefaultHomeCoordinator: HomeCoordinator, ObservableObject {
    @Published var tab = HomeTab.veggie
    let veggieCoordinator: RecipeListCoordinator
    let meatCoordinator: RecipeListCoordinator

    init(recipes: [Recipe] = Recipe.samples) {
        veggieCoordinator = DefaultRecipeListCoordinator(
            title: "Veggie", recipes: recipes, filter: { $0.isVegetarian })
        meatCoordinator = DefaultRecipeListCoordinator(
            title: "Meat", recipes: recipes, filter: { !$0.isVegetarian })
    }

    var children: [DeepLinkable] { [veggieCoordinator, meatCoordinator] }

    /// Approach 1 (section 2.1): the path to the ratings, spelled out.
    func openRatingsExplicitly(for recipe: Recipe) -> DeepLinkResult {
        let recipeListCoordinator: RecipeListCoordinator =
            recipe.isVegetarian ? veggieCoordinator : meatCoordinator
        // Canopy: make sure the target exists before changing anything.
        guard recipeListCoordinator.shows(recipe) else { return .recipeNotFound }
        tab = recipe.isVegetarian ? .veggie : .meat
        recipeListCoordinator.open(recipe)
        let recipeViewModel: RecipeViewModel? = recipeListCoordinator.detailViewModel
        guard let recipeViewModel, recipeViewModel.recipe.id == recipe.id else {
            return .noRecipeViewModel
        }
        recipeViewModel.openRatings()
        return .openedRatings
    }

    /// Approach 2 (section 2.2): the list coordinator and the recipe view model are found by
    /// type and predicate, breadth first.
    func openRatingsBySearch(for recipe: Recipe) -> DeepLinkResult {
        // Canopy: search first (the article sets the tab first), so a missing target changes
        // nothing; and only a list that shows the recipe counts as a match.
        let recipeListCoordinator = firstReceiver(
            as: RecipeListCoordinator.self,
            where: {
                $0.filter(recipe) && $0.shows(recipe)
            })
        guard let recipeListCoordinator else { return .recipeNotFound }
        tab = recipe.isVegetarian ? .veggie : .meat
        recipeListCoordinator.open(recipe)
        let recipeViewModel = firstReceiver(
            as: RecipeViewModel.self,
            where: {
                $0.recipe.id == recipe.id
            })
        guard let recipeViewModel else { return .noRecipeViewModel }
        recipeViewModel.openRatings()
        return .openedRatings
    }
}

// MARK: - Recipe lists

protocol RecipeListCoordinator: AnyObservableObject, DeepLinkable {
    var title: String { get }
    var recipes: [Recipe] { get }
    var filter: (Recipe) -> Bool { get }
    var detailViewModel: RecipeViewModel? { get set }

    func open(_ recipe: Recipe)
}

extension RecipeListCoordinator {
    /// Whether the list shows `recipe` (by id).
    func shows(_ recipe: Recipe) -> Bool {
        recipes.contains { $0.id == recipe.id }
    }
}

final class DefaultRecipeListCoordinator: RecipeListCoordinator, ObservableObject {
    let title: String
    let filter: (Recipe) -> Bool
    let recipes: [Recipe]
    @Published var detailViewModel: RecipeViewModel?

    init(title: String, recipes: [Recipe], filter: @escaping (Recipe) -> Bool) {
        self.title = title
        self.filter = filter
        self.recipes = recipes.filter(filter)
    }

    var children: [DeepLinkable] { detailViewModel.map { [$0] } ?? [] }

    /// Shows the detail of `recipe`, if the list has it; the detail already open for it stays.
    func open(_ recipe: Recipe) {
        guard shows(recipe), detailViewModel?.recipe.id != recipe.id else { return }
        detailViewModel = DefaultRecipeViewModel(recipe: recipe)
    }
}

// MARK: - Recipe detail and ratings

protocol RecipeViewModel: AnyObservableObject, DeepLinkable {
    var recipe: Recipe { get }
    var ratingsViewModel: RatingsViewModel? { get set }

    func openRatings()
}

final class DefaultRecipeViewModel: RecipeViewModel, ObservableObject {
    let recipe: Recipe
    @Published var ratingsViewModel: RatingsViewModel?

    init(recipe: Recipe) { self.recipe = recipe }

    var children: [DeepLinkable] { ratingsViewModel.map { [$0] } ?? [] }

    func openRatings() {
        ratingsViewModel = RatingsViewModel(recipe: recipe)
    }
}

/// The ratings sheet's model: a concrete class, held with `@ObservedObject`.
final class RatingsViewModel: ObservableObject, Identifiable, DeepLinkable {
    let recipe: Recipe

    init(recipe: Recipe) { self.recipe = recipe }

    var id: Int { recipe.id }

    /// The mean rating to one decimal: "4.3".
    var average: String {
        guard !recipe.ratings.isEmpty else { return "–" }
        let tenths =
            (recipe.ratings.reduce(0, +) * 10 + recipe.ratings.count / 2)
            / recipe.ratings.count
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// One line per rating: "★★★★☆".
    var stars: [String] {
        recipe.ratings.map {
            String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0)
        }
    }
}
