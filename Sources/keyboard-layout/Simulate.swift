import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Simulate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a scene through a sequence of events (the body of POST /v1/keyboard/simulate).")

        @OptionGroup var input: InputOptions

        func run() throws {
            try emit(Operations.simulate(try input.read()))
        }
    }
}
