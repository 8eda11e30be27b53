import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read a notification as iOS logs it, or its JSON form, into the typed payload.")

        @OptionGroup var input: InputOptions

        func run() throws {
            try emit(Operations.parse(try input.read(), input: .detect))
        }
    }
}
