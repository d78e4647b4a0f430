import Canopy

extension CanopyCommand {
    static func parsePreviews(_ arguments: [String]) throws(UsageError) -> PreviewsRequest {
        var request = PreviewsRequest()
        var reader = ArgumentReader(arguments)
        while let (argument, inline) = reader.next() {
            switch argument {
            case "--ascii", "--screen":
                try reader.flag(argument, inline: inline)
                if argument == "--ascii" { request.ascii = true } else { request.screen = true }
            case "--platform":
                request.platform = try platform(named: reader.value(for: argument, inline: inline))
            default:
                request.name = try ArgumentReader.name(
                    argument, after: request.name, command: "previews", kind: nil,
                    options: "--platform, --screen, --ascii")
            }
        }
        return request
    }
}

/// What `canopy previews` does: list the previews, or render the one named.
public struct PreviewsRequest: Equatable, Sendable {
    /// The preview to render (its name or its `File.swift:line`), or `nil` to list them.
    public var name: String?
    /// The simulated platform (macOS unless given).
    public var platform: Platform?
    /// What a person sees instead of the view tree.
    public var screen = false
    /// ASCII guides.
    public var ascii = false

    /// A request to list the previews.
    public init(name: String? = nil, platform: Platform? = nil) {
        self.name = name
        self.platform = platform
    }
}
