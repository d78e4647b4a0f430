/// A type that produces previews the old way (before `#Preview`): every view in ``previews``
/// is one preview. A host can mount them (``ViewHost/init(previewsOf:platform:)``) and the CLI
/// lists them (`canopy previews`).
///
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View {
///             ContentView()
///             ContentView().preferredColorScheme(.dark).previewDisplayName("Dark")
///         }
///     }
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform the previews are meant for, or `nil` for the target's own.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// `nil`: the previews run on whatever platform the host simulates.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview provider can ask for.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is laid out, recorded.
public enum PreviewLayout: Sendable, Hashable {
    /// The device's size.
    case device
    /// As large as the content.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, by name, recorded.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name, as Xcode spells it ("iPhone 15").
    public let rawValue: String
    /// A device named `rawValue` ("iPhone 15").
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device named by a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// An interface orientation a preview is shown in, recorded.
public struct InterfaceOrientation: Sendable, Hashable {
    let name: String
    /// The `portrait` orientation.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// The `portraitUpsideDown` orientation.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// The `landscapeLeft` orientation.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// The `landscapeRight` orientation.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

struct PreviewDisplayNameKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Names this preview (shown by `canopy previews`).
    public func previewDisplayName(_ name: String?) -> some View {
        preference(key: PreviewDisplayNameKey.self, value: name)
    }

    /// The preview's layout, recorded.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        attribute("previewLayout", value)
    }

    /// The preview's device, recorded.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        attribute("previewDevice", value)
    }

    /// The preview's orientation, recorded.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        attribute("previewInterfaceOrientation", value)
    }
}

extension PreviewLayout: AttributeArgument {
    var attributeArgument: String { "\(self)" }
}

extension PreviewDevice: AttributeArgument {
    var attributeArgument: String { quoted(rawValue) }
}

extension InterfaceOrientation: AttributeArgument {
    var attributeArgument: String { "." + name }
}
