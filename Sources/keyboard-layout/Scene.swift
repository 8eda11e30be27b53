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

        @Option(help: "The device, as named in the device table (docs/device-table.md): 'iPhone 15'.")
        var device: String?

        @Option(help: "The iOS version the dump came from: '17.4'.")
        var osVersion: String?

        @Option(help: "The id of the focused view, when the dump does not mark it.")
        var focus: String?

        @Option(help: "'docked': the device table's docked keyboard when the dump shows none.")
        var keyboard: String?

        func run() throws {
            let body = try DumpOptions.body(try input.read(), device: device, osVersion: osVersion, focus: focus)
            let result = Operations.sceneParse(body.bytes, input: body.input, keyboard: keyboard)
            guard request, case .success(let answer) = result else { return try emit(result) }
            try emit(Result<DumpAdjustRequest, Problem>.success(answer.request))
        }
    }
}

/// `scene`'s dump options: the hints go in scene/parse's JSON form (`check --hierarchy` puts them beside
/// `hierarchy` in check's).
enum DumpOptions {
    /// The body to send: the text as it is when no hint is given, else the JSON form with `text` and the hints.
    static func body(_ text: [UInt8], device: String?, osVersion: String?, focus: String?)
        throws -> (bytes: [UInt8], input: Operations.ParseInput)
    {
        guard device != nil || osVersion != nil || focus != nil else { return (text, .text) }
        guard let t = String(validating: text, as: UTF8.self) else {
            standardError("keyboard-layout: the dump is not UTF-8 text\n")
            throw ExitCode(65)
        }
        var members: [(String, JSONValue)] = [("text", .string(t))]
        if let device { members.append(("device", .string(device))) }
        if let osVersion { members.append(("osVersion", .string(osVersion))) }
        if let focus { members.append(("focus", .string(focus))) }
        return (JSONWriter.write(.object(members)), .json)
    }
}
