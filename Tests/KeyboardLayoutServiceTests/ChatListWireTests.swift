import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The chat lists' wire (docs/wire.md, docs/rules.md "Chat lists"): `insetScrollView`'s `lift` and `inverted`,
/// simulate's `userScroll` and `extraContentPadding` events, replay's added `events`; each problem a 422 naming its
/// JSON pointer; in process and live.
@Suite struct ChatListWireTests {
    /// A bare 390 x 800 layout (no safe area): one list filling the window, 2000 pt of messages at offset `offset`.
    static func scene(behavior: String, offset: Double = 0) -> String {
        """
        "screen": {"bounds": [0, 0, 390, 800]},
        "window": {"frame": [0, 0, 390, 800]},
        "views": [{"id": "root", "frame": [0, 0, 390, 800]},
                  {"id": "list", "parent": "root", "frame": [0, 0, 390, 800],
                   "scroll": {"contentSize": {"width": 390, "height": 2000}, "contentOffset": {"x": 0, "y": \(offset)}}}],
        "behaviors": [\(behavior)]
        """
    }

    static let show = """
        {"name": "UIKeyboardWillShowNotification", "userInfo": {
          "UIKeyboardFrameBeginUserInfoKey": "{{0, 800}, {390, 300}}",
          "UIKeyboardFrameEndUserInfoKey": "{{0, 500}, {390, 300}}",
          "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}
        """

    static func post(_ client: KeyboardLayoutClient, _ route: String, _ body: String) throws -> Response {
        try client.post(route, body: body)
    }

    /// The four lifts and `inverted` read from both inputs (adjust's bytes take them; the answer is the same as the
    /// document's, which `AdjustFastPathTests` holds); an unknown lift, a non-boolean `inverted`, and
    /// `lift` given with its alias are each a 422 at their pointer.
    @Test(arguments: transports) func liftAndInvertedAreRead(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            for lift in ["always", "whenAtEnd", "persistent", "never"] {
                let body =
                    "{\"notification\": \(Self.show), "
                    + Self.scene(
                        behavior:
                            #"{"type": "insetScrollView", "scrollView": "list", "lift": "\#(lift)", "inverted": true}"#)
                    + "}"
                let answer = try Self.post(client, "/v1/keyboard/adjust", body)
                #expect(answer.status == 200, "\(lift): \(answer.text)")
            }
            let bad =
                "{\"notification\": \(Self.show), "
                + Self.scene(
                    behavior: #"""
                        {"type": "insetScrollView", "scrollView": "list", "lift": "sometimes", "inverted": 1},
                        {"type": "insetScrollView", "scrollView": "list", "lift": "always", "keepBottomAnchored": true}
                        """#) + "}"
            let answer = try Self.post(client, "/v1/keyboard/adjust", bad)
            #expect(answer.status == 422)
            #expect(answer.headers[.contentType] == "application/problem+json")
            #expect(
                try answer.problemPointers()
                    == ["/behaviors/0/lift", "/behaviors/0/inverted", "/behaviors/1/keepBottomAnchored"])
        }
    }

    /// Simulate's two chat events: each step names its event and echoes its input; a user's scroll leaves the list
    /// at the offset given (here 700, with no keyboard: nothing else moves).
    @Test(arguments: transports) func chatEventsReachTheSimulation(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body =
                "{"
                + Self.scene(behavior: #"{"type": "insetScrollView", "scrollView": "list", "lift": "always"}"#)
                + #", "events": [{"userScroll": {"view": "list", "y": 700}, "at": 0.5}, {"extraContentPadding": 0}]}"#
            let answer = try Self.post(client, "/v1/keyboard/simulate", body).json()
            #expect(answer.string("steps", 0, "event") == "userScroll")
            #expect(answer.number("steps", 0, "time") == 0.5)
            #expect(answer.number("steps", 0, "views", "list", "contentOffset", "y") == 700)
            #expect(answer.number("steps", 0, "input", "userScroll", "y") == 700)
            #expect(answer.string("steps", 1, "event") == "extraContentPadding")
            #expect(answer.number("steps", 1, "views", "list", "contentOffset", "y") == 700)
            // Explained, the scroll's step says what the user did, not a notification's rules again.
            let explained = try Self.post(
                client, "/v1/keyboard/simulate",
                body.replacingOccurrences(of: #""events""#, with: #""explain": true, "events""#)
            ).json()
            #expect(
                explained.string("steps", 0, "explanation", 0, "text")
                    == "the user scrolled 'list' to contentOffset.y 700; nothing else moves")
        }
    }

    /// Every problem of the chat events at once, each at its pointer: an unknown view, a view without `scroll`, a
    /// missing `y`, an unknown key, a negative padding, padding that is not a number.
    @Test(arguments: transports) func chatEventProblems(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body =
                "{"
                + Self.scene(behavior: #"{"type": "insetScrollView", "scrollView": "list", "lift": "always"}"#)
                    + #"""
                    , "events": [{"userScroll": {"view": "nope", "y": 1}},
                                 {"userScroll": {"view": "root", "y": 1}},
                                 {"userScroll": {"view": "list"}},
                                 {"userScroll": {"view": "list", "y": 1}, "speed": 3},
                                 {"extraContentPadding": -5},
                                 {"extraContentPadding": "40"}]}
                    """#
            let answer = try Self.post(client, "/v1/keyboard/simulate", body)
            #expect(answer.status == 422)
            #expect(
                try answer.problemPointers() == [
                    "/events/0/userScroll/view", "/events/1/userScroll/view", "/events/2/userScroll/y",
                    "/events/3/speed", "/events/4/extraContentPadding", "/events/5/extraContentPadding",
                ])
        }
    }

    static let log = """
        UIKeyboardWillShowNotification userInfo: {
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 800}, {390, 300}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 500}, {390, 300}}";
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardAnimationCurveUserInfoKey = 7;
        }
        """

    static func replayBody(_ events: String) -> String {
        "{\"log\": \(String(decoding: JSONWriter.write(.string(log)), as: UTF8.self)), "
            + Self.scene(behavior: #"{"type": "insetScrollView", "scrollView": "list", "lift": "always"}"#)
            + ", \"events\": \(events)}"
    }

    /// Replay: a log prints neither chat event; the request adds them, each after the log's event it follows. The
    /// log's one willShow is event 0; the scroll added after it is step 1, the padding step 2.
    @Test(arguments: transports) func replayAddsChatEvents(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.post(
                client, "/v1/keyboard/replay",
                Self.replayBody(
                    #"[{"userScroll": {"view": "list", "y": 300}, "after": 0}, {"extraContentPadding": 0, "after": 0}]"#
                )
            )
            #expect(answer.status == 200, "\(answer.text)")
            let json = try answer.json()
            #expect(json.at("events")?.arrayElements?.count == 1)
            #expect(json.string("simulation", "steps", 0, "event") == "willShow")
            #expect(json.string("simulation", "steps", 1, "event") == "userScroll")
            #expect(json.number("simulation", "steps", 1, "views", "list", "contentOffset", "y") == 300)
            #expect(json.string("simulation", "steps", 2, "event") == "extraContentPadding")

            let bad = try Self.post(
                client, "/v1/keyboard/replay",
                Self.replayBody(
                    #"""
                    [{"userScroll": {"view": "list", "y": 300}, "after": 0, "at": 1},
                     {"extraContentPadding": 10},
                     {"name": "UIKeyboardWillHideNotification", "after": 0},
                     {"extraContentPadding": 10, "after": 1.5}]
                    """#))
            #expect(bad.status == 422)
            #expect(
                try bad.problemPointers() == ["/events/0/at", "/events/1/after", "/events/2", "/events/3/after"])

            // An index past the log's last event is known only once the log is read.
            let late = try Self.post(
                client, "/v1/keyboard/replay", Self.replayBody(#"[{"extraContentPadding": 10, "after": 1}]"#))
            #expect(late.status == 422)
            #expect(try late.problemPointers() == ["/events/0/after"])
        }
    }
}
