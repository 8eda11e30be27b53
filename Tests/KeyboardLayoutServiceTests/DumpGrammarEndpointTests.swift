import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/scene/parse` and `POST /v1/keyboard/check` on the real dumps that each format's grammar reads
/// (docs/scene-from-dump.md, "Grammar details"), in process and live. Each fixture's line 1 cites its source; line
/// numbers below count it. Expected values are worked by hand from the printed dumps.
@Suite struct DumpGrammarEndpointTests {
    static func post(_ client: KeyboardLayoutClient, _ route: String, _ name: String) throws -> JSONValue {
        let bytes = try repositoryFile("Tests/Fixtures/dumps/" + name)
        let text = String(decoding: bytes, as: UTF8.self)
        let body = route == "/v1/scene/parse" ? bytes : JSONWriter.write(.object([("hierarchy", .string(text))]))
        let answer = try client.post(
            route, contentType: route == "/v1/scene/parse" ? "text/plain" : "application/json", body: body)
        guard answer.status == 200 else { throw TestFailure("\(name): \(route) answered \(answer.status)") }
        return try answer.json()
    }

    /// HOURecursiveDescription (instance-variable names before each description): the controller's view (the
    /// first scene view) is the window's root, `_myButton, _button` 0x8a1f6f0 (line 5) is its child, and
    /// `_myButton2, _button` 0x8a1ea20 (line 8) is `_greyBlob`'s (0x8a21630, line 7), at (20 73; 73 44) in it.
    @Test(arguments: transports) func instanceVariableNames(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.post(client, "/v1/scene/parse", "recursive-description-ivar-names-hou-320x568.txt")
            #expect(answer.string("format") == "recursiveDescription")
            let views = answer.at("request", "views")?.arrayElements ?? []
            func view(_ id: String) -> JSONValue? { views.first { $0["id"]?.stringValue == id } }
            #expect(view("0x8a23390")?["parent"]?.stringValue == nil)
            #expect(view("0x8a1f6f0")?["parent"]?.stringValue == "0x8a23390")
            #expect(view("0x8a1ea20")?["parent"]?.stringValue == "0x8a21630")
            #expect(view("0x8a1ea20")?["frame"]?["x"]?.doubleValue == 20)
            #expect(view("0x8a1ea20")?["frame"]?["y"]?.doubleValue == 73)
        }
    }

    /// The Cycript array wrapped on a book page: the two text views whose frames are split over two lines are
    /// read, CKMessageEntryRichTextView at (0 20.5; 203.5 36.5) first; five views in all.
    @Test(arguments: transports) func wrappedDescriptions(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.post(client, "/v1/scene/parse", "cycript-subviews-array-wrapped-textviews.txt")
            #expect(answer.at("request", "views")?.arrayElements?.count == 5)
            #expect(answer.string("request", "views", 0, "id") == "0x16295200")
            #expect(answer.string("request", "views", 0, "class") == "CKMessageEntryRichTextView")
            #expect(answer.number("request", "views", 0, "frame", "y") == 20.5)
            #expect(answer.number("request", "views", 0, "frame", "height") == 36.5)
            #expect(answer.string("request", "views", 1, "id") == "0x15ad2a00")
            #expect(answer.number("skipped", 1, "line") == 2)
            #expect(answer.at("skipped", 2) == nil)
        }
    }

    /// The flat element list quoted in a JSON string of a cucumber report: read after undoing the JSON escapes;
    /// the Keyboard element (line 25) holds the keys only, (0, 553, 390, 233); the keyboard is its host's extent,
    /// the Other (0, 509, 390, 335) the flat list prints on lines 12 and 13: the 44 pt toolbar above the keys
    /// (509 + 44 = 553) and the bottom row below them, down to the screen's bottom (509 + 335 = 844).
    @Test(arguments: transports) func listInAJSONString(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.post(
                client, "/v1/scene/parse", "xcuielement-flat-list-stale-element-json-escaped-390x844.txt")
            #expect(answer.string("format") == "xcuiElement")
            #expect(answer.string("keyboard", "from") == "Keyboard")
            #expect(answer.number("keyboard", "line") == 25)
            #expect(answer.number("keyboard", "frame", "y") == 509)
            #expect(answer.number("keyboard", "frame", "height") == 335)
        }
    }

    /// Two page-source excerpts, the first cut inside a start tag (line 9): check still finds the keyboard in the
    /// visible="false" window, the Other (0, 625, 428, 301) on line 22, and names no text input, so the verdict is
    /// inconclusive with `no-focused-input`, never `keyboard-not-found`.
    @Test(arguments: transports) func cutTagBesideTheKeyboardWindow(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.post(
                client, "/v1/keyboard/check", "appium-page-source-cut-tag-then-keyboard-window-428x926.xml")
            #expect(answer.number("scene", "keyboard", "line") == 22)
            #expect(answer.number("scene", "keyboard", "frame", "y") == 625)
            #expect(answer.number("scene", "keyboard", "frame", "height") == 301)
            #expect(answer.string("outcome") == "inconclusive")
            #expect(answer.string("findings", 0, "code") == "no-focused-input")
        }
    }
}
