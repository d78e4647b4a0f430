import Canopy

/// What `canopy explain` explains: which view of the catalog, which environment key (or
/// preference key), at which view inside it.
///
///     canopy explain checked-button --key checkedButtonStyle --at VStack/CheckedButton#2
///     canopy explain navigation-title --preference navigationTitle
///     canopy explain accessible-inbox --accessibility "Archive"
public struct ExplainRequest: Equatable, Sendable {
    /// The name of the catalog's view (a playground, for Canopy's own `canopy`).
    public var playground: String
    /// The environment key's name (`checkedButtonStyle`); empty when a preference is asked.
    public var key: String
    /// The preference key's name (`navigationTitle`, or its type's name), when one is asked.
    public var preference: String?
    /// The view's path, or the end of it, optionally with `#N` for the Nth match. When `nil`:
    /// every view that reads the environment key, or the root view for a preference.
    public var path: String?
    /// The simulated platform; the catalog view's own when `nil`.
    public var platform: Platform?
    /// Whether the view's frame is explained (`--layout`) instead of a key.
    public var layout = false
    /// The label of the accessibility element whose label is explained (`--accessibility`)
    /// instead of a key: where it came from.
    public var accessibility: String?

    /// A request to explain `key` in the catalog's view named `playground`.
    public init(
        playground: String, key: String, preference: String? = nil, path: String? = nil,
        platform: Platform? = nil
    ) {
        self.playground = playground
        self.key = key
        self.preference = preference
        self.path = path
        self.platform = platform
    }

    static func parse(_ arguments: [String], known: KnownNames) throws(UsageError)
        -> ExplainRequest
    {
        var request = ExplainRequest(playground: "", key: "")
        var reader = ArgumentReader(arguments)
        while let (argument, inline) = reader.next() {
            switch argument {
            case "--layout":
                try reader.flag(argument, inline: inline)
                request.layout = true
            case "--key": request.key = try reader.value(for: argument, inline: inline)
            case "--preference":
                request.preference = try reader.value(for: argument, inline: inline)
            case "--accessibility":
                request.accessibility = try reader.value(for: argument, inline: inline)
            case "--at": request.path = try reader.value(for: argument, inline: inline)
            case "--platform":
                request.platform = try CanopyCommand.platform(
                    named: reader.value(for: argument, inline: inline))
            default:
                request.playground = try ArgumentReader.name(
                    argument, after: request.playground.isEmpty ? nil : request.playground,
                    command: "explain", kind: known.viewKind,
                    options:
                        "--key KEY, --preference KEY, --layout, --accessibility LABEL, --at PATH, --platform P",
                    unknown: known.problem(withView:))
            }
        }
        guard !request.playground.isEmpty else {
            throw UsageError(known.missingName(command: "explain", kind: .view))
        }
        if request.accessibility != nil {
            guard request.key.isEmpty, request.preference == nil, !request.layout,
                request.path == nil
            else {
                throw UsageError(
                    "'explain --accessibility LABEL' takes no --key, --preference, --layout nor --at"
                )
            }
            return request
        }
        if request.layout {
            guard request.key.isEmpty, request.preference == nil else {
                throw UsageError("'explain' takes --layout or a key, not both")
            }
            guard request.path != nil else {
                throw UsageError("'explain --layout' needs --at PATH")
            }
            return request
        }
        switch (request.key.isEmpty, request.preference) {
        case (true, nil):
            throw UsageError(
                "'explain' needs --key KEY (an environment key, such as colorScheme) or --preference KEY"
            )
        case (false, .some):
            throw UsageError("'explain' takes --key or --preference, not both")
        default: break
        }
        return request
    }
}

extension CanopyCLI {
    /// Mounts the catalog's view and explains the key at the requested views, or where an
    /// accessibility element's label came from (`--accessibility`). A path or key
    /// that names nothing is an error (status 1) that lists what there is.
    @MainActor
    public static func explain(_ request: ExplainRequest, catalog: CanopyCatalog) async -> Output {
        guard let entry = catalog.view(named: request.playground) else {
            return Output(
                standardError:
                    "\(catalog.displayName): error: \(KnownNames(catalog).unknownView(request.playground))\n",
                exitStatus: usageErrorStatus)
        }
        let host = await entry.makeHost(platform: request.platform, windowSize: nil)
        if let label = request.accessibility {
            do {
                return Output(standardOutput: try host.explainAccessibility(label) + "\n")
            } catch {
                return Output(
                    standardError: "\(catalog.displayName): error: \(error)\n", exitStatus: 1)
            }
        }
        let views = _ViewNode.inspectableViews(below: host.inspectionRoot)
        if request.layout {
            switch select(views, path: request.path, key: "") {
            case .failure(let failure):
                return Output(
                    standardError: "\(catalog.displayName): error: \(failure.message)\n",
                    exitStatus: 1)
            case .success(let found):
                return explainEach(found, toolName: catalog.displayName) {
                    .text($0.explainLayout().description)
                }
            }
        }
        if let preference = request.preference {
            return explain(
                preference: preference, at: request.path, in: views, kind: catalog.viewKind,
                toolName: catalog.displayName)
        }
        let chosen: [_ViewNode]
        switch select(views, path: request.path, key: request.key) {
        case .failure(let failure):
            return Output(
                standardError: "\(catalog.displayName): error: \(failure.message)\n", exitStatus: 1)
        case .success(let found): chosen = found
        }
        return explainEach(chosen, toolName: catalog.displayName) { view in
            guard let explanation = view.explainEnvironment(keyNamed: request.key) else {
                return .failure(
                    "\(view.inspectedPath) neither reads nor inherits '\(request.key)'")
            }
            return .text(explanation.description)
        }
    }

    /// Explains a preference key for the view at `path` (the root view without one); `kind`
    /// is what the catalog calls its views, `toolName` the program's name in messages.
    @MainActor
    static func explain(
        preference: String, at path: String?, in views: [_ViewNode], kind: String,
        toolName: String
    ) -> Output {
        let chosen: [_ViewNode]
        if path == nil {
            chosen = Array(views.prefix(1))
        } else {
            switch select(views, path: path, key: "") {
            case .failure(let failure):
                return Output(
                    standardError: "\(toolName): error: \(failure.message)\n", exitStatus: 1)
            case .success(let found): chosen = found
            }
        }
        return explainEach(chosen, toolName: toolName) { view in
            guard let explanation = view.explainPreference(keyNamed: preference) else {
                return .failure("nothing in the \(kind) writes '\(preference)'")
            }
            return .text(explanation.description)
        }
    }

    /// The explanations of `views`, a blank line apart; the first view `explain` cannot
    /// explain ends the output with its error (status 1), from the program `toolName`.
    @MainActor
    static func explainEach(
        _ views: [_ViewNode], toolName: String, _ explain: (_ViewNode) -> Explained
    ) -> Output {
        var explanations: [String] = []
        for view in views {
            switch explain(view) {
            case .text(let text): explanations.append(text)
            case .failure(let message):
                return Output(standardError: "\(toolName): error: \(message)\n", exitStatus: 1)
            }
        }
        return Output(standardOutput: explanations.joined(separator: "\n\n") + "\n")
    }

    /// The views a request names: by path (the whole path or its end, `#N` for the Nth; a
    /// component without an identity also names `ForEach` rows, see ``ViewPathQuery``), or
    /// every view that read `key`.
    @MainActor
    static func select(_ views: [_ViewNode], path: String?, key: String)
        -> Result<[_ViewNode], ExplainFailure>
    {
        guard let path else {
            let readers = views.filter { $0.inspectedEnvironmentKeyNames.contains(key) }
            if readers.isEmpty {
                let keys = Set(views.flatMap(\.inspectedEnvironmentKeyNames)).sorted()
                return .failure(
                    ExplainFailure(
                        "no view reads '\(key)'; the keys views read are: \(keys.joined(separator: ", "))"
                    ))
            }
            return .success(readers)
        }
        let query = ViewPathQuery(path)
        let paths = views.map(\.inspectedPath)
        let matches = zip(views, paths).filter { query.matches(path: $1) }.map(\.0)
        if matches.isEmpty {
            let last =
                query.components.last.map { $0.prefix { $0 != "[" } }.map(String.init) ?? path
            let near = paths.filter { $0.contains(last) }.prefix(5)
            // The error repeats the query as written, `#N` and all.
            return .failure(
                ExplainFailure(
                    "no view at '\(query.text)'"
                        + (near.isEmpty
                            ? ""
                            : "; views with '\(last)' in their path: "
                                + near.joined(separator: ", "))))
        }
        guard let ordinal = query.ordinal else { return .success(matches) }
        guard ordinal >= 1, ordinal <= matches.count else {
            return .failure(
                ExplainFailure(
                    "'\(query.path)' names \(matches.count) views; #\(ordinal) is not one"))
        }
        return .success([matches[ordinal - 1]])
    }
}

/// One view's explanation, or why there is none.
enum Explained {
    case text(String)
    case failure(String)
}

/// Why `canopy explain` could not pick a view, naming what there is.
struct ExplainFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
