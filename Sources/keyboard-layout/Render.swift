import ArgumentParser
import Foundation
import KeyboardLayoutAPI

extension KeyboardLayout {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw a scene before and after a notification as SVG (the body of POST /v1/keyboard/render).")

        @OptionGroup var input: InputOptions

        func run() throws {
            switch Operations.render(try input.read()) {
            case .success(let svg):
                FileHandle.standardOutput.write(Data(svg))
            case .failure(let problem):
                try emit(.failure(problem))
            }
        }
    }
}
