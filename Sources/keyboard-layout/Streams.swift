import ArgumentParser
import KeyboardGeometry
import KeyboardLayoutAPI
import SystemIO

extension KeyboardLayoutCommand {
    struct Streams: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The realistic notification streams for a scene (the body of POST /v1/keyboard/streams).",
            discussion: """
                Prints the answer: each stream's simulate request and reference steps, and the streams the \
                scene's device does not send with the reason. With --out DIR, writes each stream's simulate \
                request to DIR/NAME.json instead (ready for `keyboard-layout simulate`), prints the paths written \
                and a 'not applicable: NAME: reason' line for each stream left out. Exit status: 0 on success, 65 on invalid input or an unknown --name, \
                73 when a file cannot be written.
                """)

        @OptionGroup var input: InputOptions

        @Option(help: "Write each stream's simulate request to this directory, as NAME.json.")
        var out: String?

        @Option(help: "Only the stream of this name (show-hide, duplicate-willShow, ...).")
        var name: String?

        func run() throws {
            let result = Operations.streams(try input.read(), name: name)
            guard let out, case .success(let answer) = result else { return try emit(result) }
            let directory = out.hasSuffix("/") ? out : out + "/"
            var written = ""
            guard FileDescriptor.makeDirectories(directory) else { throw Self.cannotWrite(out) }
            for stream in answer.streams {
                let file = directory + stream.stream.name + ".json"
                guard FileDescriptor.write(stream.request.bytes(), toFile: file) else { throw Self.cannotWrite(file) }
                written += file + "\n"
            }
            for left in answer.notApplicable {
                written += "not applicable: \(left.name): \(left.reason)\n"
            }
            standardOutput(written)
        }

        /// Says on standard error why `path` could not be written (strerror's words) and gives EX_CANTCREAT (73).
        private static func cannotWrite(_ path: String) -> ExitCode {
            standardError("keyboard-layout: cannot write to '\(path)': \(FileDescriptor.lastError())\n")
            return ExitCode(73)
        }
    }
}
