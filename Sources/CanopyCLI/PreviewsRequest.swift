import Canopy

extension CanopyCommand {
    static func parsePreviews(_ arguments: [String]) -> Result<
        PreviewsRequest, UsageError
    > {
        var request = PreviewsRequest()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--ascii": request.ascii = true
            case "--screen": request.screen = true
            case "--platform":
                index += 1
                guard index < arguments.count else {
                    return .failure(UsageError("option '--platform' needs a value"))
                }
                switch parsePlatform(arguments[index]) {
                case .success(let platform): request.platform = platform
                case .failure(let error): return .failure(error)
                }
            default:
                if argument.hasPrefix("-") {
                    return .failure(
                        UsageError(
                            "unknown option '\(argument)'; the options are: --platform, --screen, --ascii"
                        ))
                }
                guard request.name == nil else {
                    return .failure(
                        UsageError(
                            "'previews' takes one name, got '\(request.name!)' and '\(argument)'"))
                }
                request.name = argument
            }
            index += 1
        }
        return .success(request)
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
