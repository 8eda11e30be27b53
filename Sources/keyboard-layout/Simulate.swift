import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Simulate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a scene through a sequence of events (the body of POST /v1/keyboard/simulate).")

        @OptionGroup var input: InputOptions

        @Flag(help: "Print each step's rule steps, a line each, instead of the answer.")
        var explain = false

        func run() throws {
            let result = Operations.simulate(try input.read(), explain: explain)
            guard explain, case .success(let answer) = result else { return try emit(result) }
            printExplanation(.sequence(answer))
        }
    }
}
