// Seed 000 ("电影猎手", porting an iPhone app to iPad and Mac), the data-source part: where a
// multi-window app keeps its state. Written as the article writes it, with `import Canopy` in
// place of `import SwiftUI`; the views are reduced to what the lesson needs.
import Canopy

/// The app's store: its navigation and tab state live here, as in the article.
final class MovieStore: ObservableObject {
    @Published var tab = 0
    @Published var hits = 0
}

/// The root view: the tab the store holds, and a button that hits.
struct MovieContentView: View {
    @EnvironmentObject var store: MovieStore

    var body: some View {
        VStack {
            Text("Tab \(store.tab + 1) of 2, \(store.hits) hits")
            Button("Next Tab") { store.tab = (store.tab + 1) % 2 }
            Button("Hit Me") { store.hits += 1 }
        }
        .navigationTitle("Movie Hunter")
    }
}

/// The bug: the store is created in the `App` and injected into every window, so every window
/// shows (and changes) the same tab.
struct SharedStoreMovieHunterApp: App {
    @StateObject private var store = MovieStore()
    var body: some Scene {
        WindowGroup {
            MovieContentView()
                .environmentObject(store)
        }
    }
}

/// The fix: the store moves into the scene's root view, so each window has its own.
struct PerSceneRoot: View {
    @StateObject private var store = MovieStore()
    var body: some View {
        MovieContentView().environmentObject(store)
    }
}

struct PerSceneMovieHunterApp: App {
    var body: some Scene {
        WindowGroup {
            PerSceneRoot()
        }
    }
}

/// SingleStoreDemo: one store for the app, holding one state per scene (created `onAppear`,
/// removed `onDisappear`) and a hit counter shared by every window.
final class SingleStore: ObservableObject {
    @Published var sceneTabs: [UUID: Int] = [:]
    @Published var hitCount = 0
}

struct SingleStoreScene: View {
    @EnvironmentObject var store: SingleStore
    @State private var sceneID = UUID()

    var body: some View {
        let tab = store.sceneTabs[sceneID] ?? 0
        VStack {
            Text("Hits: \(store.hitCount)")
            Text("Tab \(tab + 1)")
            Button("Next Tab") { store.sceneTabs[sceneID] = (tab + 1) % 2 }
            Button("Hit Me") { store.hitCount += 1 }
            Text("Scenes: \(store.sceneTabs.count)")
        }
        .onAppear {
            // The article: a UUID from @State is the same in every window of one WindowGroup,
            // so a new one is made here.
            sceneID = UUID()
            store.sceneTabs[sceneID] = 0
        }
        .onDisappear {
            store.sceneTabs[sceneID] = nil
        }
    }
}

struct SingleStoreApp: App {
    @StateObject private var store = SingleStore()
    var body: some Scene {
        WindowGroup {
            SingleStoreScene()
                .environmentObject(store)
        }
    }
}

/// The macOS Settings scene is a separate tree: the colour scheme and language the main window
/// applies do not reach it, so it applies them itself, from @AppStorage.
struct MovieSettingsApp: App {
    @AppStorage("darkMode") private var darkMode = false
    @AppStorage("language") private var language = "en_US"

    var body: some Scene {
        WindowGroup {
            MovieSettingsContent()
                .preferredColorScheme(darkMode ? .dark : .light)
                .environment(\.locale, Locale(identifier: language))
        }
        Settings {
            SettingContainer()
        }
    }
}

struct MovieSettingsContent: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    @AppStorage("darkMode") private var darkMode = false
    @AppStorage("language") private var language = "en_US"

    var body: some View {
        VStack {
            Text("Movies in \(locale.identifier), \(colorScheme == .dark ? "dark" : "light")")
            Toggle("Dark Mode", isOn: $darkMode)
            Button("Chinese") { language = "zh_CN" }
        }
    }
}

struct SettingContainer: View {
    @AppStorage("darkMode") private var darkMode = false
    @AppStorage("language") private var language = "en_US"

    var body: some View {
        SettingsForm()
            // Without these two lines the Settings window keeps the system's values.
            .preferredColorScheme(darkMode ? .dark : .light)
            .environment(\.locale, Locale(identifier: language))
    }
}

struct SettingsForm: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    @AppStorage("darkMode") private var darkMode = false

    var body: some View {
        VStack {
            Text("Settings in \(locale.identifier), \(colorScheme == .dark ? "dark" : "light")")
            Toggle("Dark Mode", isOn: $darkMode)
        }
    }
}

/// The article's other tools for multi-scene state: the tab kept with `@SceneStorage` (each
/// window its own, restored when the app is relaunched) and the hits with `@AppStorage` (one
/// value for the app, shared by every window).
struct StoredMovieContentView: View {
    @SceneStorage("tab") private var tab = 0
    @AppStorage("hits") private var hits = 0

    var body: some View {
        VStack {
            Text("Tab \(tab + 1) of 2, \(hits) hits")
            Button("Next Tab") { tab = (tab + 1) % 2 }
            Button("Hit Me") { hits += 1 }
        }
        .navigationTitle("Movie Hunter")
    }
}

struct StoredMovieHunterApp: App {
    var body: some Scene {
        WindowGroup {
            StoredMovieContentView()
        }
    }
}

#Preview {
    MovieContentView()
        .environmentObject(MovieStore())
}
