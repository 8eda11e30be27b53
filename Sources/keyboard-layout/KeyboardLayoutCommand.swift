import ArgumentParser

/// The `keyboard-layout` command: the HTTP service and the offline commands over the same operations.
@main
struct KeyboardLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-layout",
        abstract: "The reference answer for iOS keyboard avoidance: frames, insets, offsets and animation.",
        discussion: """
            Offline commands read FILE ('-' for standard input) and print the same JSON the HTTP service \
            answers. Exit status: 0 on success; 65 on invalid input, with the problem+json on standard \
            output and a one-line summary on standard error; 66 when FILE cannot be read; check also 1 when \
            it fails. serve: 64 for a setting the command line refuses, 69 when the server cannot start.
            """,
        subcommands: [
            Serve.self, Adjust.self, Simulate.self, Check.self, Compare.self, Streams.self, Parse.self, Render.self,
            Scene.self, Replay.self, Devices.self,
        ]
    )
}
