import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw a scene before and after a notification as SVG (the body of POST /v1/keyboard/render).")

        @OptionGroup var input: InputOptions

        func run() throws {
            try emit(Operations.render(try input.read()))
        }
    }
}
