import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/keyboard/replay` (docs/replay.md), in process and live. The logs are real ones from Tests/Fixtures/logs
/// (line 1 of each cites its source; a log's own lines are numbered as in the file, so the first is line 2), or
/// written here for one rule each. Every expected value is read off the log's text by hand, in the comments.
@Suite struct ReplayEndpointTests {
    /// An iPad in landscape as the 2012 logs' iOS 5 printed it: fixed-portrait frames on a 768 x 1024 screen.
    static let iPadScene = """
        "screen": {"bounds": [0, 0, 768, 1024], "coordinateSpace": "fixedPortrait",
                   "interfaceOrientation": "landscapeRight"},
        "window": {"frame": [0, 0, 1024, 768]},
        "views": [{"id": "root", "frame": [0, 0, 1024, 768]},
                  {"id": "field", "parent": "root", "frame": [20, 600, 300, 31]}],
        "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]
        """

    /// The example iPhone 15 scene's keys (Examples/iphone-comment-bar.json without its notification).
    static let iPhoneScene = """
        "screen": {"bounds": [0, 0, 393, 852]},
        "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0}},
        "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                  {"id": "field", "parent": "root", "frame": [16, 700, 361, 44]}],
        "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]
        """

    static func replay(
        _ client: KeyboardLayoutClient, log: String, scene: String = iPhoneScene, extra: String = ""
    ) throws -> JSONValue {
        let body = "{\"log\": \(String(decoding: JSONWriter.write(.string(log)), as: UTF8.self)), \(scene)\(extra)}"
        let answer = try client.post("/v1/keyboard/replay", body: body)
        guard answer.status == 200 else { throw TestFailure("replay answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    static func fixture(_ name: String) throws -> String {
        String(decoding: try repositoryFile("Tests/Fixtures/logs/" + name), as: UTF8.self)
    }

    static func names(_ a: JSONValue) -> [String] {
        (a.at("events")?.arrayElements ?? []).compactMap { $0["name"]?.stringValue }
    }

    static func lines(_ a: JSONValue) -> [Double] {
        (a.at("events")?.arrayElements ?? []).compactMap { $0["line"]?.doubleValue }
    }

    static func silent(_ a: JSONValue) -> [Double] {
        (a.at("silentChanges")?.arrayElements ?? []).compactMap(\.doubleValue)
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    /// NSLog with timestamps, ObjC's NSConcreteNotification form (OmniGroup, an iPad in 2012): eight notifications
    /// on lines 3, 13, 23, 33, 44, 54, 65, 75, the UITextField's begin-editing notification on line 2 and `-done:`
    /// on line 43 between them. t from 13:05:48.791: 48.793 - 48.791 = 0.002, 49.073 -> 0.282, 49.076 -> 0.285,
    /// 54.063 -> 5.272, 54.066 -> 5.275, 54.327 -> 5.536, 54.329 -> 5.538. No isLocal (before iOS 9): null.
    /// The willShow repeats its willChangeFrame's frames, each did* its will*'s: no silent change.
    @Test(arguments: transports) func nslogShowHideCycle(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.replay(
                client, log: try Self.fixture("omnigroup-ipad-nslog-show-hide-cycle.txt"), scene: Self.iPadScene)
            #expect(
                Self.names(a) == [
                    "willChangeFrame", "willShow", "didChangeFrame", "didShow", "willChangeFrame", "willHide",
                    "didChangeFrame", "didHide",
                ])
            #expect(Self.lines(a) == [3, 13, 23, 33, 44, 54, 65, 75])
            let ts = (a.at("events")?.arrayElements ?? []).map { $0["t"]?.doubleValue ?? -1 }
            for (t, want) in zip(ts, [0, 0.002, 0.282, 0.285, 5.272, 5.275, 5.536, 5.538]) {
                #expect(abs(t - want) < 0.0005, "t \(t), want \(want)")
            }
            #expect(a.number("events", 1, "endFrame", "x") == 0)
            #expect(a.number("events", 1, "beginFrame", "x") == -352)
            #expect(a.number("events", 1, "duration") == 0.25)
            #expect(a.number("events", 1, "curve") == 0)
            #expect(a.at("events", 1, "isLocal")?.isNull == true)
            #expect(Self.silent(a).isEmpty)
            #expect(a.at("simulation", "steps")?.arrayElements?.count == 8)
        }
    }

    /// OmniGroup's rotation with the keyboard up: lines 3, 13, 23, 31, 39, 49, 60, 68; three pairs at one object
    /// address stay two events each. The did* of lines 23, 31, 60, 68 print no duration and no curve: null. Silent
    /// changes: event 2 (didChangeFrame) begins at (0, 0, 352, 1024) where event 1 ended at (-352, 0, ...), and
    /// does not repeat event 1's frames; event 4 begins at (0, 760, 768, 264) after event 3's (-352, 0, ...); event
    /// 5 begins at y 1024 after event 4's 760. Events 3 and 7 repeat their will*'s frames: not compared. The
    /// willHide (1) and the willShow (5), 352 then 768 wide, are the rotation pair.
    @Test(arguments: transports) func nslogRotationStorm(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.replay(
                client, log: try Self.fixture("omnigroup-ipad-nslog-rotation-storm.txt"), scene: Self.iPadScene)
            #expect(Self.lines(a) == [3, 13, 23, 31, 39, 49, 60, 68])
            #expect(a.at("events", 2, "duration")?.isNull == true)
            #expect(a.at("events", 2, "curve")?.isNull == true)
            let assumed = a.at("events", 2, "assumed")?.arrayElements?.compactMap { $0["pointer"]?.stringValue }
            #expect(assumed == ["/events/2/duration", "/events/2/curve", "/events/2/isLocal"])
            #expect(Self.silent(a) == [2, 4, 5])
            // Each silent change is a keyboardOnScreen just before its event: 8 + 3 steps, 3 of them stale.
            let steps = a.at("simulation", "steps")?.arrayElements ?? []
            #expect(steps.count == 11)
            #expect(steps.filter { $0["event"]?.stringValue == "keyboardOnScreen" }.count == 3)
            let rotation = (a.at("matches")?.arrayElements ?? []).first {
                $0["behavior"]?.stringValue == "rotation-pair"
            }
            #expect(rotation?["events"]?.arrayElements?.compactMap(\.doubleValue) == [1, 5])
            #expect(rotation?["stream"]?.stringValue == "rotation")
            #expect(Self.near(a.number("events", 7, "t"), 3.357 - 2.789))
        }
    }

    /// The unified log's NSLog (microseconds, +0800): two willShow, (0, 451, 375, 216) then (0, 377.5, 375, 289.5)
    /// from (0, 451, ...): the keyboard grew 73.5 pt while up; t = 51.644361 - 51.338401 = 0.30596. The log is cut
    /// off (`2018-1` on line 22): not a notification. No silent change (event 1 begins where event 0 ended).
    @Test(arguments: transports) func unifiedLogTwoWillShow(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.replay(client, log: try Self.fixture("fsiosappdemo-nslog-two-willshow-truncated.txt"))
            #expect(Self.names(a) == ["willShow", "willShow"])
            #expect(Self.lines(a) == [2, 12])
            #expect(Self.near(a.number("events", 1, "t"), 0.30596))
            #expect(a.number("events", 1, "endFrame", "height") == 289.5)
            #expect(a.at("events", 0, "isLocal")?.boolValue == true)
            #expect(Self.silent(a).isEmpty)
            #expect(a.string("matches", 0, "behavior") == "keyboard-height-change")
            #expect(a.string("matches", 0, "stream") == "predictive-bar-toggle")
        }
    }

    /// Names printed without a userInfo, by a library's handler (JSQMessagesViewController issue 701): nine events,
    /// lines 2 to 10, no frames (null, assumed), t from 14:12:41.121: 41.270 -> 0.149, 41.704 -> 0.583.
    @Test(arguments: transports) func libraryLogNamesOnly(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.replay(client, log: try Self.fixture("jsqmessages-701-handler-names-only.txt"))
            #expect(
                Self.names(a) == [
                    "willChangeFrame", "willChangeFrame", "didChangeFrame", "didShow", "didChangeFrame", "didShow",
                    "willChangeFrame", "didChangeFrame", "didShow",
                ])
            #expect(Self.lines(a) == [2, 3, 4, 5, 6, 7, 8, 9, 10])
            #expect(a.at("events", 0, "endFrame")?.isNull == true)
            #expect(a.string("events", 0, "assumed", 0, "pointer") == "/events/0/endFrame")
            #expect(Self.near(a.number("events", 1, "t"), 0.149))
            #expect(Self.near(a.number("events", 8, "t"), 0.583))
        }
    }

    /// The other forms: IQKeyboardManager's debug log (`keyboardWillShow started` on line 2 is the notification,
    /// `keyboardWillShow ended` on line 4 is not: unread); `po notification` in Swift's form (one willChangeFrame on
    /// line 3, its LLDB tree repeating every value after it; end (0, 445.33333333333326, 375, 366.66666666666674),
    /// duration 0, curve 7); NSLog with the handler's label and a bare dictionary (`keyboardDidShow: {` line 2,
    /// `keyboardDidHide: {` line 10, t = 45.675 - 44.701 = 0.974); names printed alone then a userInfo (lines 3-6, the
    /// dictionary after the didShow on line 6 is its own: begin (0, 442, 375, 225), end (0, 409, 375, 258)); bare
    /// userInfo dictionaries with prose between them and no closing braces (lines 2, 7, 19, named willChangeFrame
    /// and listed as assumed; the sentence on line 17 that names a notification is unread); a prefixed NSLog with no
    /// timestamps (lines 2 and 12, t null and the timing assumed).
    @Test(arguments: transports) func everyForm(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let iq = try Self.replay(client, log: try Self.fixture("iqkeyboardmanager-868-debug-log-excerpt.txt"))
            #expect(Self.names(iq) == ["willShow"])
            #expect(Self.lines(iq) == [2])
            #expect((iq.at("unread")?.arrayElements ?? []).contains { $0["line"]?.doubleValue == 4 })
            let po = try Self.replay(client, log: try Self.fixture("demonoswiftui-lldb-po-notification.txt"))
            #expect(Self.names(po) == ["willChangeFrame"])
            #expect(Self.lines(po) == [3])
            #expect(po.number("events", 0, "endFrame", "y") == 445.33333333333326)
            #expect(po.number("events", 0, "duration") == 0)
            #expect(po.number("events", 0, "curve") == 7)
            let labelled = try Self.replay(
                client, log: try Self.fixture("so-split-keyboard-answer-didshow-didhide-nslog.txt"),
                scene: Self.iPadScene)
            #expect(Self.names(labelled) == ["didShow", "didHide"])
            #expect(Self.lines(labelled) == [2, 10])
            #expect(Self.near(labelled.number("events", 1, "t"), 0.974))
            let named = try Self.replay(client, log: try Self.fixture("so-25946121-predictive-names-then-userinfo.txt"))
            #expect(Self.names(named) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
            #expect(named.number("events", 3, "beginFrame", "y") == 442)
            #expect(named.number("events", 3, "endFrame", "height") == 258)
            let bare = try Self.replay(
                client, log: try Self.fixture("so-10749311-ipad-split-keyboard-bare-userinfo.txt"),
                scene: Self.iPadScene)
            #expect(Self.lines(bare) == [2, 7, 19])
            #expect(Self.names(bare) == ["willChangeFrame", "willChangeFrame", "willChangeFrame"])
            #expect(bare.string("events", 1, "assumed", 0, "pointer") == "/events/1/name")
            #expect(bare.number("events", 1, "endFrame", "y") == -264)
            #expect((bare.at("unread")?.arrayElements ?? []).contains { $0["line"]?.doubleValue == 17 })
            let prefixed = try Self.replay(client, log: try Self.fixture("yxalertview-nslog-prefixed-show-hide.txt"))
            #expect(Self.names(prefixed) == ["willShow", "willHide"])
            #expect(Self.lines(prefixed) == [2, 12])
            #expect(prefixed.at("events", 0, "t")?.isNull == true)
            #expect(prefixed.string("assumptions", 0, "pointer") == "/simulation")
        }
    }

    /// Written for this test (no source line: its first line is line 1): os_log's time-only stamps, a source-code
    /// line naming the notification between two notifications (unread, line 2), a Swift dictionary whose opening
    /// bracket was lost in the paste (line 3), a bracketed time (line 5). t: 14:23:01.500 - 14:23:01.250 = 0.25 for
    /// line 3, 02.000 - 01.250 = 0.75 for line 5. The willShow of line 1 ends at 516; the bare dictionary of line 3
    /// begins at 480: a silent change (36 pt), played as keyboardOnScreen.
    @Test(arguments: transports) func writtenLog(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let log = """
                14:23:01.250000+0200 App: UIKeyboardWillShowNotification UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, 852}, {393, 336}}; UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 516}, {393, 336}}; UIKeyboardAnimationDurationUserInfoKey = 0.25;
                NotificationCenter.default.addObserver(self, selector: #selector(kb), name: UIResponder.keyboardWillShowNotification, object: nil)
                14:23:01.500000+0200 App: AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 480}, {393, 372}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 480}, {393, 372}}])
                an unrelated line of the app's own
                [14:23:02.000] keyboardWillHide
                """
            let a = try Self.replay(client, log: log)
            #expect(Self.lines(a) == [1, 3, 5])
            #expect(Self.names(a) == ["willShow", "willChangeFrame", "willHide"])
            #expect(Self.near(a.number("events", 1, "t"), 0.25))
            #expect(Self.near(a.number("events", 2, "t"), 0.75))
            #expect(Self.silent(a) == [1])
            #expect(a.string("unread", 0, "because")?.hasPrefix("source code") == true)
            #expect(a.number("unread", 0, "line") == 2)
            #expect(a.string("simulation", "steps", 1, "event") == "keyboardOnScreen")
        }
    }

    /// compare takes the log in place of events: every policy's run of the two willShow of
    /// Examples/replay/iphone-two-willshow.json (291 pt, then 336 pt with the QuickType bar), two steps each.
    @Test(arguments: transports) func compareTheLog(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = try repositoryFile("Examples/replay/iphone-two-willshow.json")
            let answer = try client.post("/v1/keyboard/compare", body: String(decoding: body, as: UTF8.self))
            #expect(answer.status == 200)
            let policies = try answer.json().at("policies")?.arrayElements ?? []
            #expect(policies.count == 14)
            #expect(policies.first?["answer"]?["steps"]?.arrayElements?.count == 2)
            // The reference rides the bar on the keyboard: 852 - 336 - 44 = 472 after the second willShow.
            #expect(policies.first?["answer"]?["steps"]?[1]?["views"]?["bar"]?["frame"]?["y"]?.doubleValue == 472)
            // The log on a scene read from a dump: the real two-willShow log on the real 375 x 667 page source, two
            // steps a policy (the dump's keyboard is not played: the log's notifications are).
            let members: [(String, JSONValue)] = [
                ("log", .string(try Self.fixture("fsiosappdemo-nslog-two-willshow-truncated.txt"))),
                (
                    "hierarchy",
                    .string(
                        String(
                            decoding: try repositoryFile(
                                "Tests/Fixtures/dumps/appium-page-source-xcuitest-scrollview-textfields-375x667.xml"),
                            as: UTF8.self))
                ),
            ]
            let onDump = try client.post("/v1/keyboard/compare", body: JSONWriter.write(.object(members)))
            #expect(onDump.status == 200)
            #expect(try onDump.json().at("policies", 0, "answer", "steps")?.arrayElements?.count == 2)
        }
    }

    /// The streams of iOS 17 and 26 named in a log written for this test (the iPhone 15 scene, 852 high):
    /// - lines 1-4: willShow and didShow to 291 pt (y 561), then willShow and didShow to 336 pt (y 516), no hide:
    ///   secure-double-show, events 0 and 2;
    /// - lines 5-6: willHide claiming 0.25 s at 10.000, didHide at 10.007 (7 ms): instant-hide, events 4 and 5;
    /// - lines 7-8: willShow claiming 0.383 s at 20.000, didShow at 20.040 (40 ms): early-didShow, events 6 and 7.
    /// The scene has no osVersion (the latest), so each stream applies and its source is given.
    @Test(arguments: transports) func matchesTheStreamsOfIOS17And26(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            func line(_ time: String, _ name: String, _ begin: String, _ end: String, _ duration: String) -> String {
                "[00:00:\(time)] \(name) UIKeyboardFrameBeginUserInfoKey = NSRect: \(begin); "
                    + "UIKeyboardFrameEndUserInfoKey = NSRect: \(end); UIKeyboardAnimationDurationUserInfoKey = \(duration);"
            }
            let below291 = "{{0, 852}, {393, 291}}"
            let up291 = "{{0, 561}, {393, 291}}"
            let up336 = "{{0, 516}, {393, 336}}"
            let below336 = "{{0, 852}, {393, 336}}"
            let log = [
                line("00.000", "keyboardWillShow", below291, up291, "0.25"),
                line("00.050", "keyboardDidShow", below291, up291, "0.25"),
                line("00.100", "keyboardWillShow", up291, up336, "0.25"),
                line("00.350", "keyboardDidShow", up291, up336, "0.25"),
                line("10.000", "keyboardWillHide", up336, below336, "0.25"),
                line("10.007", "keyboardDidHide", up336, below336, "0.25"),
                line("20.000", "keyboardWillShow", below336, up336, "0.383"),
                line("20.040", "keyboardDidShow", below336, up336, "0.383"),
            ].joined(separator: "\n")
            let a = try Self.replay(client, log: log)
            let matches = (a.at("matches")?.arrayElements ?? []).map {
                ($0["behavior"]?.stringValue ?? "", ($0["events"]?.arrayElements ?? []).compactMap(\.doubleValue))
            }
            #expect(matches.contains { $0 == ("secure-double-show", [0, 2]) })
            #expect(matches.contains { $0 == ("instant-hide", [4, 5]) })
            #expect(matches.contains { $0 == ("early-didShow", [6, 7]) })
            // The first show also ends 50 ms after a willShow claiming 0.25 s: an early didShow of its own (the
            // secure field's "ends at once"), listed too.
            #expect(matches.contains { $0 == ("early-didShow", [0, 1]) })
            let secure = (a.at("matches")?.arrayElements ?? []).first {
                $0["behavior"]?.stringValue == "secure-double-show"
            }
            #expect(secure?["stream"]?.stringValue == "secure-field-double-show")
            #expect(secure?["source"]?.stringValue?.hasSuffix("react-native-keyboard-controller/pull/331") == true)
        }
    }

    /// Bad input: a log with no notification is a 422 naming what was looked for and the first lines; parse, given
    /// a text with several notifications, sends the user here.
    @Test(arguments: transports) func refusals(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let none = try client.post(
                "/v1/keyboard/replay", body: "{\"log\": \"hello\\nworld\", \(Self.iPhoneScene)}")
            #expect(none.status == 422)
            #expect(try none.json().string("type") == "/problems/no-notification-in-log")
            let message = try none.json().string("errors", 0, "message") ?? ""
            #expect(message.contains("UIKeyboardWillShowNotification"))
            #expect(message.contains("'hello', 'world'"))
            let both = try client.post(
                "/v1/keyboard/replay",
                body: "{\"log\": \"keyboardWillShow\", \"hierarchy\": \"x\", \(Self.iPhoneScene)}")
            #expect(both.status == 422)
            #expect(try both.problemPointers().contains("/screen"))
            // What the fuzzer keeps as extreme (a cut-off stamp, hours past 23, frames of 1e308): an answer, no trap.
            let extreme = String(
                decoding: try repositoryFile("Fuzz/Regressions/NotificationLog/extreme-stamps-and-frames.txt"),
                as: UTF8.self)
            let odd = try client.post(
                "/v1/keyboard/replay",
                body:
                    "{\"log\": \(String(decoding: JSONWriter.write(.string(extreme)), as: UTF8.self)), \(Self.iPhoneScene)}"
            )
            #expect(odd.status == 200 || odd.status == 422)
            let twice = try client.post(
                "/v1/notifications/parse", contentType: "text/plain",
                body: try Self.fixture("yxalertview-nslog-prefixed-show-hide.txt"))
            #expect(twice.status == 422)
            #expect(try twice.json().string("errors", 0, "message")?.contains("2 notifications in this text") == true)
        }
    }
}
