import Canopy
import CanopyPlaygrounds

/// Parsing `canopy run`'s arguments, and what `render` and `run` share.
extension CanopyCommand {
    /// `macOS`, `ipados`, …: a platform by name, any case.
    static func parsePlatform(_ text: String) -> Result<Platform, UsageError> {
        guard
            let platform = Platform.allCases.first(where: {
                $0.rawValue.lowercased() == text.lowercased()
            })
        else {
            let valid = Platform.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(UsageError("unknown platform '\(text)'; the platforms are: \(valid)"))
        }
        return .success(platform)
    }

    /// What is wrong with the grid options asked for: `--fill` or `--boxes` without `--grid`,
    /// or `--grid` beside another way of drawing (`other`).
    static func gridProblem(grid: Bool, fill: Bool, boxes: Bool, other: String?) -> UsageError? {
        if !grid, fill || boxes {
            return UsageError(
                "'\(fill ? "--fill" : "--boxes")' draws on the window grid; add '--grid'")
        }
        if grid, let other { return UsageError("'--grid' cannot be used with '\(other)'") }
        return nil
    }

    static func parseRun(_ arguments: [String]) -> Result<RunRequest, UsageError> {
        let apps = PlaygroundCatalog.apps.map(\.name)
        var request = RunRequest(app: "")
        var index = 0
        func next(_ option: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else {
                return .failure(UsageError("option '\(option)' needs a value"))
            }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--ascii": request.ascii = true
            case "--tree": request.tree = true
            case "--grid": request.grid = true
            case "--fill": request.fillsShapes = true
            case "--boxes": request.drawsBoxes = true
            case "--interactive": request.interactive = true
            case "--format":
                switch next(argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    switch text.lowercased() {
                    case "text": request.html = false
                    case "html": request.html = true
                    default:
                        return .failure(
                            UsageError(
                                "unknown format '\(text)' for 'run'; the formats are: text, html"))
                    }
                }
            case "--platform":
                switch next(argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    switch parsePlatform(text) {
                    case .success(let platform): request.platform = platform
                    case .failure(let error): return .failure(error)
                    }
                }
            case "--steps":
                switch next(argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    switch AppStep.parse(text) {
                    case .failure(let error): return .failure(error)
                    case .success(let steps): request.steps += steps
                    }
                }
            default:
                if argument.hasPrefix("-") {
                    return .failure(
                        UsageError(
                            "unknown option '\(argument)'; the options are: --platform, --ascii, --tree, --grid, --fill, --boxes, --steps, --interactive, --format text|html"
                        ))
                }
                guard request.app.isEmpty else {
                    return .failure(
                        UsageError(
                            "'run' takes one app name, got '\(request.app)' and '\(argument)'"))
                }
                guard apps.contains(argument) else {
                    return .failure(
                        UsageError(
                            "unknown app '\(argument)'; the apps are: \(apps.joined(separator: ", "))"
                        ))
                }
                request.app = argument
            }
            index += 1
        }
        guard !request.app.isEmpty else {
            return .failure(UsageError("'run' needs an app name: \(apps.joined(separator: ", "))"))
        }
        if let problem = gridProblem(
            grid: request.grid, fill: request.fillsShapes, boxes: request.drawsBoxes,
            other: request.tree ? "--tree" : request.html ? "--format html" : nil)
        {
            return .failure(problem)
        }
        if request.interactive && request.html {
            return .failure(
                UsageError("'--interactive' prints text; it cannot be used with '--format html'"))
        }
        return .success(request)
    }
}
