import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Replay a console log of keyboard notifications on a scene (the body of POST /v1/keyboard/replay).",
            discussion: """
                LOG is the console text as printed (print(notification), NSLog, po, os_log, a library's debug \
                log), other lines and all. The scene is --scene FILE (an adjust or simulate request: its screen, \
                window, views, behaviors, options and frameworks are taken, anything else left out) or \
                --hierarchy DUMP (a view dump or UI-test tree, with the hints of `scene`). Prints the answer: the \
                events as printed, the silent changes, the lines not read, simulate's answer and the known \
                behaviors the log shows. Exit status: 0 on success, 65 on invalid input, 66 when a file cannot \
                be read.
                """)

        @Argument(help: "The console log, or '-' for standard input.")
        var log: String

        @Option(help: "A request file whose scene (screen, window, views, behaviors, options, frameworks) is played.")
        var scene: String?

        @Option(help: "A view dump or UI-test tree whose scene is played.")
        var hierarchy: String?

        /// With --hierarchy: the dump's hints.
        @OptionGroup var hints: DumpHintOptions

        @Option(help: "Whose code plays the events (docs/policies.md); the reference rules by default.")
        var policy: String?

        func validate() throws {
            if (scene == nil) == (hierarchy == nil) {
                throw ValidationError("Give the scene as --scene FILE or --hierarchy DUMP.")
            }
            if hierarchy == nil, !hints.isEmpty {
                throw ValidationError("--device, --os-version, --focus and --keyboard go with --hierarchy.")
            }
        }

        /// The scene keys taken from a request file.
        static let sceneKeys: Set<String> = ["screen", "window", "views", "behaviors", "options", "frameworks"]

        func run() throws {
            let logBytes = try InputOptions.read(log)
            guard let logText = String(validating: logBytes, as: UTF8.self) else {
                standardError("keyboard-layout: the log is not UTF-8 text\n")
                throw ExitCode(65)
            }
            var members: [(String, JSONValue)] = [("log", .string(logText))]
            if let scene {
                let bytes = try InputOptions.read(scene)
                guard let request = try? JSONReader.parse(bytes), let object = request.objectMembers else {
                    standardError("keyboard-layout: '\(scene)' is not a JSON object (an adjust or simulate request)\n")
                    throw ExitCode(65)
                }
                members += object.filter { Self.sceneKeys.contains($0.key) }.map { ($0.key, $0.value) }
            }
            if let hierarchy {
                let bytes = try InputOptions.read(hierarchy)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    standardError("keyboard-layout: the dump is not UTF-8 text\n")
                    throw ExitCode(65)
                }
                members.append(("hierarchy", .string(text)))
                members += hints.members()
            }
            if let policy { members.append(("policy", .string(policy))) }
            try emit(Operations.replay(JSONWriter.write(.object(members))))
        }
    }
}
