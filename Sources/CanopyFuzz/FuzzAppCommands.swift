import Canopy

/// The app's `Items` menu: items reading the key window's focused values (F9), the app's
/// shared state and `@AppStorage`, and opening windows.
struct FuzzCommands: Commands {
    let context: FuzzAppContext
    @Binding var shared: Int
    @FocusedValue(\.fuzzValue0) private var value0
    @FocusedValue(\.fuzzValue1) private var value1
    @FocusedBinding(\.fuzzBinding) private var binding
    @FocusedObject private var object: FuzzFocusObject?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings

    var body: some Commands {
        let commands = context.spec.commands
        let items = commands.map(item)
        CommandMenu("Items") {
            ForEach(commands.indices, id: \.self) { index in
                if case .appStorage(let key) = commands[index] {
                    FuzzStoredCommand(
                        key: key, seed: context.values.ints[FuzzKey.appStorage(key)] ?? 0)
                } else {
                    Button(items[index].title, action: items[index].action)
                        .disabled(items[index].disabled)
                }
            }
        }
    }

    private func item(_ command: FuzzCommand) -> (
        title: String, disabled: Bool, action: @MainActor () -> Void
    ) {
        switch command {
        case .focusedValue: return ("View \(value0 ?? "-")", value0 == nil, {})
        case .sceneValue: return ("Scene \(value1 ?? "-")", false, {})
        case .binding:
            let binding = $binding
            return (
                "Bind \(self.binding.map(String.init) ?? "-")", self.binding == nil,
                { binding.wrappedValue = (binding.wrappedValue ?? 0) + 1 }
            )
        case .object:
            let object = self.object
            return (
                "Obj \(object.map { "\($0.owner):\($0.value)" } ?? "-")", object == nil,
                { object?.value += 1 }
            )
        case .shared:
            let shared = $shared
            return ("Shared \(self.shared)", false, { shared.wrappedValue += 1 })
        case .appStorage: return ("", false, {})
        case .open(let scene):
            let openWindow = self.openWindow
            let openSettings = self.openSettings
            return (
                "Open \(scene.rawValue)", false,
                {
                    if scene == .settings { openSettings() } else { openWindow(id: scene.rawValue) }
                }
            )
        }
    }
}

/// `Key<k> <n>`: a menu item reading `@AppStorage` in the app's graph (a view of its own, so an
/// app without it never opens the store).
struct FuzzStoredCommand: View {
    let key: Int
    @AppStorage private var value: Int

    init(key: Int, seed: Int) {
        self.key = key
        _value = AppStorage(wrappedValue: seed, "k\(key)")
    }

    var body: some View { Button("Key\(key) \(value)") { value += 1 } }
}
