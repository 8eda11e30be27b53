import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Never a pass on a guess, through `POST /v1/keyboard/check` with `hierarchy` (in process and live) and through
/// `keyboard-layout check --hierarchy` (docs/scene-from-dump.md, "The verdict from a snapshot"). The trees are
/// written by the project (the same as KeyboardGeometryTests' GuessedFocusTests); expected numbers by hand in the
/// comments.
@Suite struct GuessedFocusEndpointTests {
    /// An iPhone 12 (390 x 844) tree with the keyboard up, (0, 508, 390, 336): two text fields, neither marked,
    /// Name at 200-244 and Email at `emailY`, 44 pt high. Two windows at the origin agree on 390 x 844.
    static func form(emailY: Double) -> String {
        """
        Element subtree:
         →Application, 0x600000001000, pid: 101, label: 'Form'
            Window (Main), 0x600000001100, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001200, {{0.0, 0.0}, {390.0, 844.0}}
                TextField, 0x600000001300, {{16.0, 200.0}, {358.0, 44.0}}, placeholderValue: 'Name'
                TextField, 0x600000001400, {{16.0, \(emailY)}, {358.0, 44.0}}, placeholderValue: 'Email'
            Window, 0x600000001500, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001600, {{0.0, 0.0}, {390.0, 844.0}}
                Keyboard, 0x600000001700, {{0.0, 508.0}, {390.0, 336.0}}
        """
    }

    static let name = "0x600000001300"
    static let email = "0x600000001400"

    /// A flat list (as an exception message quotes one): three windows at the origin, 390 x 844; the fields at
    /// 1450-1494 and 1510-1554, below the screen; the Keyboard element holding the keys only, (0, 553, 390, 233).
    static let flatList = """
        Window, 0x600000002100, {{0.0, 0.0}, {390.0, 844.0}}
        Other, 0x600000002200, {{0.0, 0.0}, {390.0, 844.0}}
        TextField, 0x600000002300, {{16.0, 1450.0}, {358.0, 44.0}}, placeholderValue: 'Email'
        SecureTextField, 0x600000002400, {{16.0, 1510.0}, {358.0, 44.0}}, placeholderValue: 'Password'
        Window, 0x600000002500, {{0.0, 0.0}, {390.0, 844.0}}
        Window, 0x600000002600, {{0.0, 0.0}, {390.0, 844.0}}
        Keyboard, 0x600000002700, {{0.0, 553.0}, {390.0, 233.0}}
        """

    static func check(_ client: KeyboardLayoutClient, _ members: [(String, JSONValue)]) throws -> JSONValue {
        let answer = try client.post("/v1/keyboard/check", body: JSONWriter.write(.object(members)))
        guard answer.status == 200 else { throw TestFailure("check answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    /// Two fields, neither marked: Name (200-244) clear of the keyboard's top at 508, Email (600-644) wholly
    /// under it (44 pt): inconclusive, focus-guessed naming Email (line 6) with its 44 pt, then Email's own
    /// finding. Email at 400-444: both clear, pass. Each `focus` hint judges its field alone: Email fails by
    /// 44 pt, Name passes.
    @Test(arguments: transports) func guessedFocus(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let covered = Self.form(emailY: 600)
            let guessed = try Self.check(client, [("hierarchy", .string(covered))])
            #expect(guessed.string("outcome") == "inconclusive")
            #expect(guessed.at("pass")?.boolValue == false)
            #expect(guessed.string("findings", 0, "code") == "focus-guessed")
            #expect(guessed.string("findings", 0, "view") == Self.email)
            #expect(guessed.number("findings", 0, "line") == 6)
            #expect(guessed.number("findings", 0, "points") == 44)
            #expect(guessed.string("findings", 0, "message")?.contains(#"give "focus": "<view id>""#) == true)
            #expect(guessed.string("findings", 1, "code") == "field-covered-by-keyboard")
            #expect(guessed.at("findings")?.arrayElements?.count == 2)
            // scene/parse says the same in words: the focus is a guess, judged among every input on the screen.
            #expect(
                guessed.string("scene", "focus", "because")?.contains(
                    "a guess, so a snapshot verdict judges every text input on the screen") == true)

            let clear = try Self.check(client, [("hierarchy", .string(Self.form(emailY: 400)))])
            #expect(clear.string("outcome") == "pass")
            #expect(clear.at("pass")?.boolValue == true)
            #expect(clear.at("findings")?.arrayElements?.isEmpty == true)

            let email = try Self.check(
                client, [("hierarchy", .string(covered)), ("focus", .string(Self.email))])
            #expect(email.string("outcome") == "fail")
            #expect(email.string("findings", 0, "code") == "field-covered-by-keyboard")
            #expect(email.number("findings", 0, "points") == 44)
            let name = try Self.check(
                client, [("hierarchy", .string(covered)), ("focus", .string(Self.name))])
            #expect(name.string("outcome") == "pass")
        }
    }

    /// The flat list with three 390 x 844 windows and the fields at 1450 and 1510: the screen is 390 x 844, no
    /// input is on it, so the verdict is inconclusive, focus-guessed with view null (before: a 390 x 1554 screen,
    /// the password field guessed as the focus, and a pass).
    @Test(arguments: transports) func noCandidateOnTheScreen(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.check(client, [("hierarchy", .string(Self.flatList))])
            #expect(a.string("outcome") == "inconclusive")
            #expect(a.string("findings", 0, "code") == "focus-guessed")
            #expect(a.at("findings", 0, "view")?.isNull == true)
            #expect(a.number("scene", "request", "screen", "bounds", "height") == 844)
        }
    }

    /// The CLI: exit 2 with the focus-guessed line marked `?` and the summary saying the focus is a guess; exit 0
    /// with both clear; exit 1 with --focus on the covered field.
    @Test func checkHierarchyExitStatus() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("guessed-focus-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(Self.form(emailY: 600).utf8).write(to: file)
        let guessed = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(guessed.status == 2)
        let lines = String(decoding: guessed.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("? focus-guessed: the focus is a guess") == true)
        #expect(
            lines.last
                == "? the snapshot is inconclusive (focus \(Self.email) guessed, keyboard up): the focus "
                + "is a guess that no candidate settles")
        let hinted = try CommandLineTests.run(["check", "--hierarchy", file.path, "--focus", Self.email])
        #expect(hinted.status == 1)
        try Data(Self.form(emailY: 400).utf8).write(to: file)
        let clear = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(clear.status == 0)
    }
}
