import Canopy
import CanopyCLI
import CanopyPlaygrounds

extension CanopyCatalog {
    /// Canopy's own samples: the playgrounds and app playgrounds of `CanopyPlaygrounds`, in
    /// their catalog's order, with `demo` rendered by default. The `canopy` executable runs
    /// this catalog; a package's own tool passes its own instead, so Canopy's samples (and
    /// their previews) stay out of it.
    public static let builtIn = CanopyCatalog(
        apps: PlaygroundCatalog.apps.map { app in
            AppEntry(name: app.name, summary: app.summary, platform: app.platform) {
                app.makeHost(platform: $0)
            }
        },
        views: PlaygroundCatalog.all.map { playground in
            ViewEntry(
                name: playground.name, summary: playground.summary, platform: playground.platform
            ) { playground.makeView(platform: $0) }
        },
        defaultViewName: PlaygroundCatalog.defaultPlayground.name,
        toolName: "canopy",
        summary: "Renders Canopy playgrounds (SwiftUI samples running on Canopy) as text trees.",
        viewKind: "playground")
}
