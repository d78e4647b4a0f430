import Foundation

/// Metal shader effects: recorded on the view's line with their shader (Canopy has no GPU to
/// run one; the picture draws the view unshaded).
extension View {
    /// Colours each pixel of the view with `shader` (recorded).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        recorded("colorEffect", ["_": shader, "isEnabled": isEnabled])
    }

    /// Moves each pixel of the view by `shader`, sampling up to `maxSampleOffset` away
    /// (recorded).
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> some View {
        recorded(
            "distortionEffect",
            ["_": shader, "maxSampleOffset": maxSampleOffset, "isEnabled": isEnabled])
    }

    /// Draws the view's layer through `shader` (recorded).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some View
    {
        recorded(
            "layerEffect",
            ["_": shader, "maxSampleOffset": maxSampleOffset, "isEnabled": isEnabled])
    }
}

/// A shader function with its arguments, as `ShaderLibrary.default.ripple(.float(2))` makes
/// one. Canopy keeps the function's name and arguments, compared by value.
public struct Shader: Sendable, Hashable, AttributeArgument {
    /// The function: its library and name.
    public var function: ShaderFunction
    /// The arguments passed to it.
    public var arguments: [Argument]

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// An argument passed to a shader function.
    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        let text: String
        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ value: T) -> Argument {
            Argument(text: ".float(\(ValueFormatter.format(Double(value))))")
        }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(
                text:
                    ".float2(\(ValueFormatter.format(Double(x))), \(ValueFormatter.format(Double(y))))"
            )
        }
        /// A size, as two numbers.
        public static func float2(_ size: CGSize) -> Argument {
            float2(size.width, size.height)
        }
        /// A colour, as four numbers.
        public static func color(_ color: Color) -> Argument {
            Argument(text: ".color(\(color))")
        }
        /// The view's bounding rectangle, filled in when the shader runs.
        public static let boundingRect = Argument(text: ".boundingRect")
        /// `.float(2)`.
        public var description: String { text }
    }

    var attributeArgument: String {
        "\(function.name)(" + arguments.map(\.text).joined(separator: ", ") + ")"
    }
}

/// A shader function in a library, by name.
public struct ShaderFunction: Sendable, Hashable {
    /// The library it is in.
    public var library: ShaderLibrary
    /// Its name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A library of shader functions, found by dynamic member: `ShaderLibrary.ripple(…)`.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable, Hashable {
    let name: String
    /// The app's default library.
    public static let `default` = ShaderLibrary(name: "default")

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}
