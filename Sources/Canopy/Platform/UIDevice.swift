/// The part of UIKit that SwiftUI code asks at run time, simulated (D4): the device idiom. On
/// Linux there is no UIKit; these types let such code build with `import Canopy` and answer as
/// the simulated platform would.

/// What kind of device the views being evaluated run on: `.phone`, `.pad` or `.mac`, from the
/// simulated platform of their host (D4).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV (never simulated).
    case tv = 2
    /// A car display (never simulated).
    case carPlay = 3
    /// A Mac.
    case mac = 5
}

/// The device: `UIDevice.current.userInterfaceIdiom` reports the simulated platform of the host
/// whose views are being evaluated (seed 001's "who am I").
///
/// `@preconcurrency`: UIKit's `UIDevice` comes from Objective-C, so Swift 5 code may read it
/// from a nonisolated context (seed 001's `static var deviceType`) without an error; Canopy's
/// must compile the same way.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device the current views run on.
    public static let current = UIDevice()

    /// `.phone` on a simulated iPhone, `.pad` on an iPad, `.mac` on a Mac: the platform of the
    /// host whose body, action or task is running (a task keeps its host's across `await`s);
    /// `.phone` outside any host.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        switch ViewGraph.currentTrackingNode?.graph.platform ?? HostContext.platform {
        case .iOS: .phone
        case .iPadOS: .pad
        case .macOS: .mac
        case nil: .phone
        }
    }
}
