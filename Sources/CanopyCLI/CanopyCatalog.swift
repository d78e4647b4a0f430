import Canopy

/// What a `canopy` command line knows: the views `render` and `explain` take by name, the
/// apps `run` launches, and which view it renders when given no arguments. Previews need no
/// entry: `previews` finds every `#Preview` and `PreviewProvider` linked into the program.
///
/// Canopy's own `canopy` executable passes its playgrounds; a package's own executable passes
/// its app and views to ``CanopyCLI/main(catalog:)``:
///
///     @main
///     struct NotesTool {
///         static func main() async {
///             await CanopyCLI.main(
///                 catalog: CanopyCatalog(
///                     apps: [.app("notes", NotesApp.self)],
///                     views: [.view("note-list") { NoteList() }]))
///         }
///     }
public struct CanopyCatalog: Sendable {
    /// The views, in the order `list` shows them.
    public var views: [ViewEntry]
    /// The apps, in the order `list` shows them.
    public var apps: [AppEntry]
    /// The name of the view the command line renders when given no command (or options alone);
    /// the first view when `nil`. With no views, no arguments print the usage text.
    public var defaultViewName: String?
    /// The program's name in its usage text and in `list` (`canopy`); the executable's own name
    /// when ``CanopyCLI/main(catalog:)`` runs a catalog without one, `canopy` otherwise.
    public var toolName: String?
    /// The sentence the usage text starts with, saying what the program renders.
    public var summary: String
    /// What the usage text and errors call a view of ``views``: `view`, or `playground` for
    /// Canopy's own samples.
    public var viewKind: String
    /// The program's previews as views, for `render` and `explain` (see ``addingPreviews(_:)``);
    /// not listed with the catalog's views.
    var previewViews: [ViewEntry] = []

    /// A catalog of `apps` and `views`. `defaultViewName` names the view rendered when no
    /// command is given (the first when `nil`); `toolName` is the program's name in its usage
    /// text.
    public init(
        apps: [AppEntry] = [], views: [ViewEntry] = [], defaultViewName: String? = nil,
        toolName: String? = nil,
        summary: String = "Renders this program's views and apps, running on Canopy, as text.",
        viewKind: String = "view"
    ) {
        self.apps = apps
        self.views = views
        self.defaultViewName = defaultViewName
        self.toolName = toolName
        self.summary = summary
        self.viewKind = viewKind
    }

    /// The view rendered when no command is given: the one ``defaultViewName`` names, else the
    /// first; `nil` when there are no views (or the name is no view's, which the command line
    /// reports as an error).
    public var defaultView: ViewEntry? {
        guard let defaultViewName else { return views.first }
        return view(named: defaultViewName)
    }

    /// ``defaultView``, or the error of a ``defaultViewName`` that names no view.
    func defaultViewChecked() throws(UsageError) -> ViewEntry? {
        if let defaultViewName, view(named: defaultViewName) == nil {
            throw UsageError(
                "the default \(viewKind) '\(defaultViewName)' is not in the catalog; the \(viewKind)s are: \(viewNames.joined(separator: ", "))"
            )
        }
        return defaultView
    }

    /// The names of the views, in catalog order.
    public var viewNames: [String] { views.map(\.name) }

    /// The names of the apps, in catalog order.
    public var appNames: [String] { apps.map(\.name) }

    /// The view called `name`, if there is one (a catalog view before a preview).
    public func view(named name: String) -> ViewEntry? {
        views.first { $0.name == name } ?? previewViews.first { $0.name == name }
    }

    /// The names `render` and `explain` take besides ``viewNames``: the previews'.
    var previewNames: [String] { previewViews.map(\.name) }

    /// The app called `name`, if there is one.
    public func app(named name: String) -> AppEntry? {
        apps.first { $0.name == name }
    }

    /// The program's name as its texts show it: ``toolName``, or `canopy`.
    var displayName: String { toolName ?? "canopy" }

    /// `name  summary`, one view per line, names padded to one column; then the apps `run`
    /// launches, the same way. A name without a summary stands alone on its line.
    public var listing: String {
        let width = (viewNames + appNames).map(\.count).max() ?? 0
        func line(_ name: String, _ summary: String) -> String {
            guard !summary.isEmpty else { return name + "\n" }
            return name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary
                + "\n"
        }
        var text = views.map { line($0.name, $0.summary) }.joined()
        if !apps.isEmpty {
            text += (views.isEmpty ? "" : "\n") + "Apps (\(displayName) run APP):\n"
            text += apps.map { line($0.name, $0.summary) }.joined()
        }
        return text
    }
}

extension CanopyCatalog {
    /// The catalog with the program's previews as views besides its own, so `render` and
    /// `explain` take a `#Preview`'s or a `PreviewProvider`'s name as they take a view's. A
    /// catalog view keeps its name when a preview has the same one.
    @MainActor
    func addingPreviews(_ previews: [PreviewEntry]) -> CanopyCatalog {
        var catalog = self
        var taken = Set(viewNames)
        for preview in previews where taken.insert(preview.name).inserted {
            let makeContent = preview.makeContent
            catalog.previewViews.append(
                ViewEntry(
                    name: preview.name, summary: "preview at \(preview.source)",
                    content: { _ in makeContent() }))
        }
        return catalog
    }
}
