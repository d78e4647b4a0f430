import Canopy

/// Shows the seed's ``EnvironmentValues/deviceStatus`` where it is read: `Text "deviceStatus:
/// regular"`. In this module `\.deviceStatus` is the seed's own key, not Canopy's built-in.
public struct DeviceStatusLabel: View {
    @Environment(\.deviceStatus) private var deviceStatus

    /// Creates the label.
    public init() {}

    /// The status, as text.
    public var body: some View {
        Text("deviceStatus: \(deviceStatus.rawValue)")
    }
}

/// Seed 000 as the article applies it: `setDeviceStatus()` on the root view, the status read
/// further down. Compiled on Linux, `setDeviceStatus()` writes `.macOS` on every simulated
/// platform (D4); a reader outside the root reads the key's Linux default, `.compact`.
public struct DeviceStatusPlayground: View {
    /// Creates the playground.
    public init() {}

    /// A root view with the status applied, next to a reader it does not reach.
    public var body: some View {
        VStack {
            RootView()
                .setDeviceStatus()
            DeviceStatusLabel()
        }
    }

    /// The article's `RootView`: somewhere below the root, a view reads the status.
    struct RootView: View {
        var body: some View {
            VStack {
                Text("Root view")
                DeviceStatusLabel()
            }
        }
    }
}

/// Seed 000's size-class path on the simulated platform: `setDeviceStatusFromSizeClass()` on
/// the root. After the host settles the label reads `.regular` on a full-width iPad or on
/// macOS, and `.compact` on a narrow iPad window or an iPhone.
public struct SizeClassDeviceStatusPlayground: View {
    /// Creates the playground.
    public init() {}

    /// A root view whose status follows the window's horizontal size class.
    public var body: some View {
        DeviceStatusPlayground.RootView()
            .setDeviceStatusFromSizeClass()
    }
}
