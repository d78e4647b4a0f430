import Canopy

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("theme") private var theme: Theme = .system
    @State private var fontSize: CGFloat = 14
    @State private var retries = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                }
                Section("Advanced") {
                    Stepper("Retries: \(retries)", value: $retries, in: 0...5)
                    Slider(value: $fontSize, in: 10...24, step: 1) {
                        Text("Font Size")
                    }
                    Text("Size: \(fontSize, specifier: "%.0f") pt")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
