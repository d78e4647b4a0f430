import CanopyCLI
import Foundation

/// The `canopy` executable: renders Canopy playgrounds as text. The work is done by
/// ``CanopyCLI``; this prints its output and exits with its status.
@main
struct CanopyMain {
    static func main() async {
        // Colour only for a person at a terminal who has not asked for none.
        let colour =
            isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let arguments = Array(CommandLine.arguments.dropFirst())
        if case .success(.run(let request)) = CanopyCommand.parse(arguments), request.interactive {
            // Steps come from standard input as a person types them; each answer is written at
            // once.
            let status = await MainActor.run {
                CanopyCLI.runInteractive(
                    request, colour: colour, readLine: { Swift.readLine() },
                    write: { text in
                        // What the app printed (stdio's buffer) came first.
                        fflush(nil)
                        FileHandle.standardOutput.write(Data(text.utf8))
                    },
                    writeError: { text in
                        fflush(nil)
                        FileHandle.standardError.write(Data(text.utf8))
                    })
            }
            exit(status)
        }
        let output = await CanopyCLI.run(arguments, colour: colour)
        // What the app itself printed (a delegate's `print`) is still in stdio's buffers and
        // happened first.
        fflush(nil)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        exit(output.exitStatus)
    }
}
