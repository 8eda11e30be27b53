import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Adjust: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply the rules to one notification and scene (the body of POST /v1/keyboard/adjust).")

        @OptionGroup var input: InputOptions

        func run() throws {
            try emit(Operations.adjustAnswer(try input.read()))
        }
    }
}
