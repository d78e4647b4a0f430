import Canopy

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var badgeCount: Int = 0
}

struct BadgeView: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.badgeCount) private var badgeCount

    var body: some View {
        HStack {
            Text("Accent: \(accentName)")
            Text("Badges: \(badgeCount)")
        }
    }
}

struct AccentDemo: View {
    var body: some View {
        VStack {
            BadgeView()
            BadgeView()
                .environment(\.accentName, "orange")
                .environment(\.badgeCount, 3)
        }
    }
}

#Preview("Accent") {
    AccentDemo()
}
