import ArgumentParser
import Foundation
import KeyboardLayoutAPI

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
            let directory = URL(fileURLWithPath: out, isDirectory: true)
            var written = ""
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                for stream in answer["streams"]?.arrayElements ?? [] {
                    guard let name = stream["name"]?.stringValue, let request = stream["request"] else { continue }
                    let file = directory.appendingPathComponent(name + ".json")
                    try Data(JSONWriter.write(request)).write(to: file)
                    written += file.path + "\n"
                }
                for left in answer["notApplicable"]?.arrayElements ?? [] {
                    written +=
                        "not applicable: \(left["name"]?.stringValue ?? ""): \(left["reason"]?.stringValue ?? "")\n"
                }
            } catch {
                FileHandle.standardError.write(Data("keyboard-layout: cannot write to '\(out)': \(error)\n".utf8))
                throw ExitCode(73)
            }
            FileHandle.standardOutput.write(Data(written.utf8))
        }
    }
}
