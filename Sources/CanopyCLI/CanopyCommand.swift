import Canopy

/// What one invocation of the `canopy` CLI asks for, parsed from its arguments by hand (Canopy
/// has no dependencies, so no argument-parser package) against a ``CanopyCatalog``.
///
///     canopy                                   # render the default playground
///     canopy list
///     canopy render checked-button --env --platform iPadOS
///     canopy --help
public enum CanopyCommand: Equatable, Sendable {
    /// Render one view of the catalog.
    case render(RenderRequest)
    /// Launch an app of the catalog and apply steps, printing its windows after each.
    case run(RunRequest)
    /// List the previews (`#Preview`, `PreviewProvider`) of the program, or render one.
    case previews(PreviewsRequest)
    /// Explain where an environment value a view sees, or a preference value a view's subtree
    /// produces, comes from.
    case explain(ExplainRequest)
    /// List what a person using assistive technologies would meet in one view (D47).
    case audit(RenderRequest)
    /// List the catalog's views and apps with their summaries.
    case list
    /// Print the usage text.
    case help

    /// The options `render` accepts, as shown in errors and in the usage text.
    public static let renderOptions = [
        "--env", "--prefs", "--resolved", "--ascii", "--evals", "--focused", "--frames[=all]",
        "--at SECONDS", "--animations",
        "--grid", "--fill", "--boxes", "--platform macOS|iPadOS|iOS",
        "--window WIDTHxHEIGHT", "--format text|dot|json|accessibility|accessibility-json",
    ]

    /// The usage text `--help` prints for a program running `catalog`, naming its views and
    /// apps.
    public static func usage(for catalog: CanopyCatalog) -> String {
        let kind = catalog.viewKind
        let none =
            catalog.defaultView.map { "Render the default \(kind) (\($0.name))." }
            ?? "Show this text."
        return """
            USAGE: \(catalog.displayName) [COMMAND]

            \(catalog.summary)

            COMMANDS:
              (none)                    \(none)
              list                      List the \(kind)s and what each one shows.
              render NAME [OPTIONS]     Render the \(kind) NAME (or the preview NAME).
              audit NAME [--platform P] [--window WIDTHxHEIGHT]
                                        List what a person using VoiceOver would meet in the
                                        \(kind) NAME: elements with no label, labelled by an image's
                                        name, adjustable with no value. Exits 1 with findings.
              run APP [--platform P] [--ascii] [--tree | --grid [--fill] [--boxes]]
                  [--steps "STEPS"] [--interactive] [--format text|html]
                                        Launch the app APP and print its windows as a person sees
                                        them (--tree: their view trees; --grid: laid out on a
                                        character grid, as for render), then do each step
                                        (separated by ';') and print them again. A step is one of:
                                        open [ID], settings, close N, key N, tap 'LABEL' [in N],
                                        toggle 'LABEL' [in N], type 'TEXT' into 'LABEL' [in N],
                                        command 'MENU/[SUBMENU/]ITEM',
                                        phase N active|inactive|background,
                                        pick 'OPTION' from 'LABEL', increment 'LABEL',
                                        decrement 'LABEL', slide 'LABEL' to VALUE,
                                        longpress 'LABEL', tapat X,Y, drag X,Y to X,Y,
                                        contextmenu 'LABEL', submit 'LABEL',
                                        select 'ROW', selecttab 'LABEL', back, dismiss (each
                                        [in N]),
                                        focus 'LABEL' [in N], tab [in N], backtab [in N],
                                        unfocus [in N], resize N WIDTHxHEIGHT, scroll D [in N],
                                        wait SECONDS (the app's timers fire), quit, relaunch.
                                        --interactive then reads steps from standard input, a
                                        line at a time, and prints the windows after each; 'help'
                                        lists the steps, 'exit' (or the end of input) stops.
                                        --format html prints one self-contained page with the
                                        app on macOS, iPadOS and iOS side by side after the steps:
                                        windows, view trees, environment and preference values.
              previews [NAME] [--platform P] [--screen] [--ascii]
                                        List the previews (#Preview and PreviewProvider) of the
                                        program, or render the one NAME names (its name or its
                                        File.swift:line), as a tree or as the screen.
              explain NAME --key KEY [--at PATH] [--platform P]
                                        Explain why views of the \(kind) NAME see the value of
                                        the environment key KEY (colorScheme): every write
                                        above them, nearest first, who made it, what it read and
                                        wrote. --at PATH picks the view (its path, or the end of
                                        it, such as VStack/CheckedButton; #N picks the Nth of
                                        several, ForEach rows included, as explanations print
                                        paths); without it, every view that reads KEY.
              explain NAME --layout --at PATH [--platform P]
                                        Explain why the view at PATH has its frame: each view
                                        from the window down, the size it was proposed, the size
                                        it chose, where it was placed and the rule that decided.
              explain NAME --preference KEY [--at PATH] [--platform P]
                                        Explain the value the view's subtree (the root view's by
                                        default) produces for the preference KEY: its writers in
                                        tree order, and which writer replaced which.
              explain NAME --accessibility LABEL [--platform P]
                                        Explain where the label of the accessibility element
                                        LABEL came from: a text, an image's name, a modifier
                                        (with its view path), the labels of its children joined
                                        (each explained), or a representation.
              help, --help, -h          Show this text.

            OPTIONS (render):
              --env                     Show the environment values each view read.
              --prefs                   Show the preference values each subtree produced.
              --resolved                Show what texts and controls resolved: font, colour, style.
              --frames[=all]            End each line with its view's frame in window points,
                                        @(x,y w×h); =all adds each layout modifier's (D20).
              --grid                    Lay the window out and draw it on a character grid, one
                                        cell per body character (iOS 8.5×22 points, macOS
                                        6.5×16): text at its frame, controls, bars and sheets
                                        outlined (D20).
              --fill                    With --grid, fill shapes and colours with ░.
              --boxes                   With --grid, outline every view's frame.
              --ascii                   Draw the tree (or grid) with ASCII characters.
              --evals                   Show how many times each view's body ran.
              --focused                 Show the focused values each view read.
              --at SECONDS              Let SECONDS pass on the window's clock first (0.25s):
                                        what animates from appearance shows its value then.
              --animations              After what animates on a line, say how it moves and
                                        since when: (linear(duration: 1) from t = 0).
              --platform PLATFORM       Simulate macOS, iPadOS or iOS (default: the \(kind)'s own).
              --window WIDTHxHEIGHT     Simulate a window of that size in points, such as 500x800.
              --format FORMAT           text (the default), dot (a Graphviz graph with environment
                                        values flowing down and preferences flowing up), json
                                        (schema canopy-tree/1, see Docs/Formats.md),
                                        accessibility (the elements a screen reader meets, one a
                                        line) or accessibility-json (canopy-accessibility/1).

            \(kind.uppercased())S: \(catalog.viewNames.isEmpty ? "(none)" : catalog.viewNames.joined(separator: ", "))
            APPS: \(catalog.appNames.isEmpty ? "(none)" : catalog.appNames.joined(separator: ", "))
            """
    }

    /// Parses the arguments after the program name. `render`, `explain` and `run` may name the
    /// views and apps of `catalog`; an unknown name, command or option is a ``UsageError``.
    public static func parse(_ arguments: [String], catalog: CanopyCatalog)
        -> Result<CanopyCommand, UsageError>
    {
        Result { () throws(UsageError) in try command(arguments, catalog: catalog) }
    }

    private static func command(_ arguments: [String], catalog: CanopyCatalog) throws(UsageError)
        -> CanopyCommand
    {
        let known = KnownNames(catalog)
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        guard let first = arguments.first else {
            guard let view = try catalog.defaultViewChecked() else { return .help }
            return .render(RenderRequest(playground: view.name))
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "help":
            return .help
        case "list":
            guard rest.isEmpty else {
                throw UsageError("'list' takes no arguments, got: \(rest.joined(separator: " "))")
            }
            return .list
        case "render":
            return .render(try parseRender(rest, known: known))
        case "run": return .run(try parseRun(rest, known: known))
        case "previews": return .previews(try parsePreviews(rest))
        case "explain": return .explain(try ExplainRequest.parse(rest, known: known))
        case "audit": return .audit(try parseAudit(rest, known: known))
        default:
            if first.hasPrefix("-") {
                // Options alone apply to the default view: `canopy --env`.
                guard let view = try catalog.defaultViewChecked() else {
                    throw UsageError(
                        "there is no default \(known.viewKind) for '\(first)'; name one: render NAME \(first)"
                    )
                }
                return .render(try parseRender([view.name] + arguments, known: known))
            }
            throw UsageError(
                "unknown command '\(first)'; the commands are: list, render NAME, run APP, previews [NAME], explain NAME, audit NAME, help"
            )
        }
    }

    /// `audit NAME [--platform P] [--window WIDTHxHEIGHT]`.
    private static func parseAudit(_ arguments: [String], known: KnownNames) throws(UsageError)
        -> RenderRequest
    {
        var name: String?
        var request = RenderRequest(playground: "")
        var reader = ArgumentReader(arguments)
        while let (argument, inline) = reader.next() {
            switch argument {
            case "--platform":
                request.platform = try platform(named: reader.value(for: argument, inline: inline))
            case "--window":
                request.windowSize = try reader.windowSize(for: argument, inline: inline)
            default:
                name = try ArgumentReader.name(
                    argument, after: name, command: "audit", kind: known.viewKind,
                    options: "--platform macOS|iPadOS|iOS, --window WIDTHxHEIGHT",
                    unknown: known.problem(withView:))
            }
        }
        guard let name else {
            throw UsageError(known.missingName(command: "audit", kind: .view))
        }
        request.playground = name
        return request
    }

    private static func parseRender(_ arguments: [String], known: KnownNames) throws(UsageError)
        -> RenderRequest
    {
        var name: String?
        var request = RenderRequest(playground: "")
        var reader = ArgumentReader(arguments)
        while let (argument, inline) = reader.next() {
            switch argument {
            case "--frames":
                switch inline {
                case nil: request.options.showsFrames = true
                case "all":
                    request.options.showsFrames = true
                    request.options.showsModifierFrames = true
                default: throw UsageError("option '--frames' takes no value or '=all'")
                }
            case "--at":
                let text = try reader.value(for: argument, inline: inline)
                let number = text.hasSuffix("s") ? String(text.dropLast()) : text
                guard let seconds = Double(number), seconds >= 0, seconds.isFinite else {
                    throw UsageError(
                        "'--at' expects a time in seconds, such as 0.25s or 1; got '\(text)'")
                }
                request.time = seconds
            case "--env", "--prefs", "--resolved", "--ascii", "--evals", "--focused", "--grid",
                "--fill", "--boxes", "--animations":
                try reader.flag(argument, inline: inline)
                switch argument {
                case "--animations": request.options.showsAnimations = true
                case "--grid": request.grid = true
                case "--fill": request.options.fillsShapes = true
                case "--boxes": request.options.drawsBoxes = true
                case "--env": request.options.showsEnvironment = true
                case "--prefs": request.options.showsPreferences = true
                case "--resolved": request.options.showsResolved = true
                case "--ascii": request.options.ascii = true
                case "--focused": request.options.showsFocusedValues = true
                default: request.options.showsEvaluationCounts = true
                }
            case "--platform":
                request.platform = try platform(named: reader.value(for: argument, inline: inline))
            case "--format":
                let text = try reader.value(for: argument, inline: inline)
                guard let format = RenderFormat(rawValue: text.lowercased()) else {
                    throw UsageError(
                        "unknown format '\(text)'; the formats are: text, dot, json, accessibility, accessibility-json"
                    )
                }
                request.format = format
            case "--window":
                request.windowSize = try reader.windowSize(for: argument, inline: inline)
            default:
                name = try ArgumentReader.name(
                    argument, after: name, command: "render", kind: known.viewKind,
                    options: renderOptions.joined(separator: ", "),
                    unknown: known.problem(withView:))
            }
        }
        guard let name else {
            throw UsageError(known.missingName(command: "render", kind: .view))
        }
        if let problem = gridProblem(
            grid: request.grid, fill: request.options.fillsShapes,
            boxes: request.options.drawsBoxes, other: request.format == .text ? nil : "--format")
        {
            throw problem
        }
        request.playground = name
        return request
    }
}
