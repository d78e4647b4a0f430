import Canopy

/// Every name a program's command line knows — its catalog's views and apps, and the
/// program's previews — so an error about a name points to what the person meant: an app
/// given to `render` is one to `run`, a view given to `run` is one to `render`, and a name a
/// letter or two off gets a "did you mean".
struct KnownNames: Sendable {
    /// The program's name, as a suggested command line starts.
    let toolName: String
    /// What the catalog calls its views: `view`, or `playground`.
    let viewKind: String
    /// The catalog's views, in catalog order.
    let views: [String]
    /// The catalog's apps, in catalog order.
    let apps: [String]
    /// The program's previews (those not shadowed by a view of the same name).
    let previews: [String]

    /// The names `catalog` knows, its previews included once added
    /// (``CanopyCatalog/addingPreviews(_:)``).
    init(_ catalog: CanopyCatalog) {
        self.init(
            toolName: catalog.displayName, viewKind: catalog.viewKind, views: catalog.viewNames,
            apps: catalog.appNames, previews: catalog.previewNames)
    }

    init(toolName: String, viewKind: String, views: [String], apps: [String], previews: [String]) {
        self.toolName = toolName
        self.viewKind = viewKind
        self.views = views
        self.apps = apps
        self.previews = previews
    }

    /// Why `name` is no view (nor preview) that `render` or `explain` takes; `nil` when it is
    /// one.
    func problem(withView name: String) -> String? {
        views.contains(name) || previews.contains(name) ? nil : unknownView(name)
    }

    /// Why `name` is no app that `run` launches; `nil` when it is one.
    func problem(withApp name: String) -> String? {
        apps.contains(name) ? nil : unknownApp(name)
    }

    /// `'render' needs a view name: a, b`, or that there is none to give.
    func missingName(command: String, kind: Kind) -> String {
        let (what, names) = kind == .app ? ("app", apps) : (viewKind, views)
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        guard !names.isEmpty else {
            return "'\(command)' needs \(article) \(what) name; there are no \(what)s"
        }
        return "'\(command)' needs \(article) \(what) name: \(names.joined(separator: ", "))"
    }

    /// Why `name` is no view (nor preview) that `render` or `explain` takes.
    func unknownView(_ name: String) -> String {
        if apps.contains(name) {
            return
                "'\(name)' is an app, not a \(viewKind): launch it with '\(toolName) run \(word(name))'"
        }
        let list =
            views.isEmpty
            ? "there are no \(viewKind)s" : "the \(viewKind)s are: \(views.joined(separator: ", "))"
        let orPreview = previews.isEmpty ? "" : "; or a preview's name ('previews' lists them)"
        return sentence("unknown \(viewKind) '\(name)'", name, wanted: .view, list + orPreview)
    }

    /// Why `name` is no app that `run` launches.
    func unknownApp(_ name: String) -> String {
        if views.contains(name) || previews.contains(name) {
            let kind = views.contains(name) ? viewKind : "preview"
            return
                "'\(name)' is a \(kind), not an app: render it with '\(toolName) render \(word(name))'"
        }
        let list =
            apps.isEmpty ? "there are no apps" : "the apps are: \(apps.joined(separator: ", "))"
        return sentence("unknown app '\(name)'", name, wanted: .app, list)
    }

    /// Why `name` is no preview that `previews` renders.
    func unknownPreview(_ name: String) -> String {
        if views.contains(name) {
            return
                "'\(name)' is a \(viewKind), not a preview: render it with '\(toolName) render \(word(name))'"
        }
        if apps.contains(name) {
            return
                "'\(name)' is an app, not a preview: launch it with '\(toolName) run \(word(name))'"
        }
        let list =
            previews.isEmpty
            ? "there are no previews (declare one with #Preview { … })"
            : "the previews are: \(previews.joined(separator: ", "))"
        return sentence("no preview named '\(name)'", name, wanted: .preview, list)
    }

    /// What a command takes a name of.
    enum Kind { case view, app, preview }

    /// `unknown app 'x'; the apps are: …`, with `did you mean 'y'?` between the two when a
    /// known name is close to `name`; a name of another kind than `wanted` says which command
    /// takes it.
    private func sentence(_ head: String, _ name: String, wanted: Kind, _ list: String) -> String {
        guard let (kind, near) = nearest(to: name) else { return head + "; " + list }
        let named: String
        switch (kind, wanted) {
        case (.app, .view), (.app, .preview):
            named = "the app '\(near)' ('\(toolName) run \(word(near))')"
        case (.view, .app), (.preview, .app), (.view, .preview):
            let what = kind == .view ? viewKind : "preview"
            named = "the \(what) '\(near)' ('\(toolName) render \(word(near))')"
        default: named = "'\(near)'"
        }
        return head + "; did you mean \(named)? " + list.prefix(1).uppercased() + list.dropFirst()
    }

    /// The known name closest to `name` by edit distance (case aside), views first, then apps,
    /// then previews on a tie; `nil` when none is within a third of the name's length (at
    /// least one edit).
    func nearest(to name: String) -> (Kind, String)? {
        let limit = max(1, name.count / 3)
        var best: (kind: Kind, name: String, distance: Int)?
        let candidates =
            views.map { (Kind.view, $0) } + apps.map { (Kind.app, $0) }
            + previews.map { (Kind.preview, $0) }
        for (kind, candidate) in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (kind, candidate, distance)
            }
        }
        return best.map { ($0.kind, $0.name) }
    }

    /// `name` as a shell word: quoted when it has spaces or other characters a shell splits.
    private func word(_ name: String) -> String {
        let plain = name.allSatisfy { $0.isLetter || $0.isNumber || "-_.:/".contains($0) }
        return plain ? name : "\"" + name + "\""
    }
}
