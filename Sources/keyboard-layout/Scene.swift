import ArgumentParser
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Scene: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A scene from a pasted view dump or UI-test tree (the body of POST /v1/scene/parse).",
            discussion: """
                FILE holds the dump as printed (recursiveDescription, pviews, EarlGrey, XCUIElement \
                debugDescription, Appium page source, UIAutomation). Prints the answer: the format, the adjust \
                request, the keyboard, the focus, the assumptions, the skipped lines and the omitted count. With \
                --request, only the adjust request, ready for `keyboard-layout adjust -`. Exit status: 0 on \
                success, 65 when no scene can be read.
                """)

        @OptionGroup var input: InputOptions

        @Flag(help: "Print only the adjust request.")
        var request = false

        @OptionGroup var hints: DumpHintOptions

        func run() throws {
            let body = try DumpOptions.body(try input.read(), hints: hints)
            let result = Operations.sceneParse(body.bytes, input: body.input, keyboard: hints.keyboard)
            guard request, case .success(let answer) = result else { return try emit(result) }
            try emit(Result<DumpAdjustRequest, Problem>.success(answer.request))
        }
    }
}

/// `scene`'s dump options: the hints go in scene/parse's JSON form (`check --hierarchy` puts them beside
/// `hierarchy` in check's).
enum DumpOptions {
    /// The body to send: the text as it is when no hint is given, else the JSON form with `text` and the hints.
    static func body(_ text: [UInt8], hints: DumpHintOptions)
        throws -> (bytes: [UInt8], input: Operations.ParseInput)
    {
        let members = hints.members(includingKeyboard: false)
        guard !members.isEmpty else { return (text, .text) }
        guard let t = String(validating: text, as: UTF8.self) else {
            standardError("keyboard-layout: the dump is not UTF-8 text\n")
            throw ExitCode(65)
        }
        return (JSONWriter.write(.object([("text", .string(t))] + members)), .json)
    }
}
