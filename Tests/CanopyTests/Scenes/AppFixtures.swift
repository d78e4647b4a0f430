import Canopy
import CanopyTesting
import Testing

// The apps and views `AppTests` launches.

/// A counter whose `@State` belongs to its window.
struct WindowCounter: View {
    @State private var count = 0
    var body: some View { Button("Count: \(count)") { count += 1 } }
}

struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { WindowCounter() }
    }
}

/// Seed 000's store: an object created in the `App` is shared by every window.
final class HitStore: ObservableObject {
    @Published var hits = 0
}

struct HitButton: View {
    @EnvironmentObject var store: HitStore
    var body: some View { Button("Hit Me (\(store.hits))") { store.hits += 1 } }
}

struct SharedStoreApp: App {
    @StateObject private var store = HitStore()
    var body: some Scene {
        WindowGroup { HitButton().environmentObject(store) }
    }
}

/// The fix: the store moves into the scene's root view, so each window has its own.
struct PerWindowRoot: View {
    @StateObject private var store = HitStore()
    var body: some View { HitButton().environmentObject(store) }
}

struct PerWindowStoreApp: App {
    var body: some Scene {
        WindowGroup { PerWindowRoot() }
    }
}

struct ScopedEnvironmentApp: App {
    var body: some Scene {
        WindowGroup { Reader(\.k, label: "main").environment(\.k, "content") }
            .environment(\.otherString, "scene")
        Settings {
            VStack {
                Reader(\.k, label: "settings")
                Reader(\.otherString, label: "settings other")
            }
        }
    }
}

struct PhaseReader: View {
    @Environment(\.scenePhase) var phase
    let app: ScenePhase
    var body: some View { Text("window \(phase), app \(app)") }
}

struct PhaseApp: App {
    @Environment(\.scenePhase) private var phase
    var body: some Scene {
        WindowGroup { PhaseReader(app: phase) }
    }
}

struct SharedCountApp: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup { SharedCount(count: $count) }
    }
}

struct SharedCount: View {
    @Binding var count: Int
    var body: some View { Button("Shared: \(count)") { count += 1 } }
}

struct TwoGroupsApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { Text("main") }
        WindowGroup("Inspector", id: "inspector") { Text("inspector") }
    }
}

final class LifeLog {
    @MainActor var events: [String] = []
}

struct LifecycleApp: App {
    static let log = LifeLog()
    var body: some Scene {
        WindowGroup {
            Text("alive")
                .onAppear { Self.log.events.append("appear") }
                .onDisappear { Self.log.events.append("disappear") }
        }
    }
}
