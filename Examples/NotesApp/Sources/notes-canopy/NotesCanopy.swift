#if canImport(CanopyCLI)
    import CanopyCLI
    import NotesApp

    /// `notes-canopy`: the whole `canopy` command line (`list`, `render`, `run`, `explain`,
    /// `previews`) over this package's app and views; its `#Preview`s are found by themselves.
    @main
    struct NotesCanopy {
        static func main() async {
            await CanopyCLI.main(
                catalog: CanopyCatalog(
                    apps: [
                        .app(
                            "notes", NotesApp.self,
                            summary: "The notes app: a window, Settings, a Note menu.")
                    ],
                    views: [
                        .view("notes", summary: "The notes window on its own.") { ContentView() }
                    ]))
        }
    }
#else
    /// Canopy's command line runs where Canopy does (Linux); on a Mac the app runs on SwiftUI.
    @main
    struct NotesCanopy {
        static func main() {
            print("notes-canopy runs the app on Canopy, on Linux; on a Mac, run it with SwiftUI.")
        }
    }
#endif
