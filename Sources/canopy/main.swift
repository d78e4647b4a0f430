import CanopyCLI
import Foundation

/// The `canopy` executable: renders Canopy playgrounds as text. The work is done by
/// ``CanopyCLI``; this prints its output and exits with its status.
@main
struct CanopyMain {
    static func main() async {
        let output = await CanopyCLI.run(Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        exit(output.exitStatus)
    }
}
