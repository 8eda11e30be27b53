import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Adjust: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply the rules to one notification and scene (the body of POST /v1/keyboard/adjust).")

        @OptionGroup var input: InputOptions

        @Flag(help: "Print the rule steps applied, a line each, instead of the answer.")
        var explain = false

        func run() throws {
            let result = Operations.adjustAnswer(try input.read(), explain: explain)
            guard explain, case .success(let bytes) = result else { return try emit(result) }
            try printExplanation(try JSONReader.parse(bytes))
        }
    }
}
