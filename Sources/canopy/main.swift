import CanopyBuiltInCatalog
import CanopyCLI

/// The `canopy` executable: the command line over Canopy's own playgrounds and apps. The work
/// is done by ``CanopyCLI``, which prints the output and exits with its status.
@main
struct CanopyMain {
    static func main() async {
        await CanopyCLI.main(catalog: .builtIn)
    }
}
