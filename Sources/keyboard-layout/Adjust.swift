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
            guard explain else { return try emit(Operations.adjustAnswer(try input.read())) }
            let result = Operations.adjust(try input.read(), explain: true)
            guard case .success(let adjustment) = result else { return try emit(result) }
            printExplanation(.single(adjustment))
        }
    }
}
