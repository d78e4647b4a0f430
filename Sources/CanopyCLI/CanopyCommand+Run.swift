import Canopy

/// Parsing `canopy run`'s arguments, and what `render` and `run` share.
extension CanopyCommand {
    /// `macOS`, `ipados`, …: a platform by name, any case.
    static func platform(named text: String) throws(UsageError) -> Platform {
        guard
            let platform = Platform.allCases.first(where: {
                $0.rawValue.lowercased() == text.lowercased()
            })
        else {
            let valid = Platform.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown platform '\(text)'; the platforms are: \(valid)")
        }
        return platform
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

    /// `run APP …`, where APP is one of the apps `known` names.
    static func parseRun(_ arguments: [String], known: KnownNames) throws(UsageError)
        -> RunRequest
    {
        var request = RunRequest(app: "")
        var reader = ArgumentReader(arguments)
        while let (argument, inline) = reader.next() {
            switch argument {
            case "--ascii", "--tree", "--grid", "--fill", "--boxes", "--interactive":
                try reader.flag(argument, inline: inline)
                switch argument {
                case "--ascii": request.ascii = true
                case "--tree": request.tree = true
                case "--grid": request.grid = true
                case "--fill": request.fillsShapes = true
                case "--boxes": request.drawsBoxes = true
                default: request.interactive = true
                }
            case "--format":
                let text = try reader.value(for: argument, inline: inline)
                switch text.lowercased() {
                case "text": request.html = false
                case "html": request.html = true
                default:
                    throw UsageError(
                        "unknown format '\(text)' for 'run'; the formats are: text, html")
                }
            case "--platform":
                request.platform = try platform(named: reader.value(for: argument, inline: inline))
            case "--steps":
                request.steps += try AppStep.parse(reader.value(for: argument, inline: inline))
                    .get()
            default:
                request.app = try ArgumentReader.name(
                    argument, after: request.app.isEmpty ? nil : request.app, command: "run",
                    kind: "app",
                    options:
                        "--platform, --ascii, --tree, --grid, --fill, --boxes, --steps, --interactive, --format text|html",
                    unknown: known.problem(withApp:))
            }
        }
        guard !request.app.isEmpty else {
            throw UsageError(known.missingName(command: "run", kind: .app))
        }
        if let problem = gridProblem(
            grid: request.grid, fill: request.fillsShapes, boxes: request.drawsBoxes,
            other: request.tree ? "--tree" : request.html ? "--format html" : nil)
        {
            throw problem
        }
        if request.interactive && request.html {
            throw UsageError("'--interactive' prints text; it cannot be used with '--format html'")
        }
        return request
    }
}
