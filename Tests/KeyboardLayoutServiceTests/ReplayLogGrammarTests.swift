import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The log's grammar, rule by rule (docs/replay.md, "How the log is read"): the timestamp on the line that opens a
/// dictionary, `t` exact to the printed digits, keys written with blanks inside, source code and comments that name a
/// notification, typographic quotes. Each rule is held to a real log from Tests/Fixtures/logs (line 1 of each cites
/// its source, so a log's own first line is line 2), and some to lines written here for one case. Every expected
/// value is read off the log's text by hand, in the comments.
@Suite struct ReplayLogGrammarTests {
    /// A full-screen iPhone scene of `width` x `height` with a field near the bottom.
    static func scene(_ width: Int, _ height: Int) -> String {
        """
        "screen": {"bounds": [0, 0, \(width), \(height)]},
        "window": {"frame": [0, 0, \(width), \(height)]},
        "views": [{"id": "root", "frame": [0, 0, \(width), \(height)]},
                  {"id": "field", "parent": "root", "frame": [16, \(height - 80), \(width - 32), 40]}],
        "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]
        """
    }

    /// The unread lines of the log, past line 1 (a fixture's citation, which names notifications in prose).
    static func unreadLines(_ a: JSONValue) -> [Double] {
        (a.at("unread")?.arrayElements ?? []).compactMap { $0["line"]?.doubleValue }.filter { $0 > 1 }
    }

    static func assumedPointers(_ a: JSONValue, _ i: Int) -> [String] {
        (a.at("events", i, "assumed")?.arrayElements ?? []).compactMap { $0["pointer"]?.stringValue }
    }

    static func warningCodes(_ a: JSONValue, step i: Int) -> [String] {
        (a.at("simulation", "steps", i, "warnings")?.arrayElements ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// myzhai/ChattingUI: three `NSLog(@"%@", info.userInfo)` outputs on a 375 x 667 iPhone, each timestamp on the
    /// line that opens its dictionary (`2015-06-29 15:29:08.330 QQchatting[2215:800684] {`, lines 7, 16, 25), each
    /// dictionary's keys on the lines below it. Read by hand:
    /// - three bare userInfos, on lines 7, 16 and 25 (the line that opens each is its first line);
    /// - their times are those lines' stamps: t = 0, 08.339 - 08.330 = 0.009 and 08.342 - 08.330 = 0.012, exactly
    ///   (before this rule, t was null for all three);
    /// - names inferred from the frames: (0, 667) is below the 667-pt screen and (0, 451) on it, a willShow; then
    ///   451 -> 409 and 451 -> 409 again, both on the screen, willChangeFrame; each listed in `assumed`;
    /// - the second: 216 -> 258 pt high at the same bottom (409 + 258 = 451 + 216 = 667), duration 0, curve 0: the
    ///   QuickType bar arriving 9 ms after the show (keyboard-height-change, zero-duration-change);
    /// - no silent change: the second begins at 451 where the first ended, and the third repeats the second's frames;
    /// - line 2, the `addObserver:... name:UIKeyboardWillChangeFrameNotification` call, is source code: unread; line
    ///   5, the handler `keyBoardDidChangeFrame:` (a capital B: no notification's name), is no event.
    @Test(arguments: transports) func timestampOnTheOpeningBrace(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("chattingui-nslog-userinfo-stamp-on-opening-brace.txt"),
                scene: Self.scene(375, 667))
            #expect(ReplayEndpointTests.lines(a) == [7, 16, 25])
            #expect(ReplayEndpointTests.names(a) == ["willShow", "willChangeFrame", "willChangeFrame"])
            let ts = (a.at("events")?.arrayElements ?? []).map { $0["t"]?.doubleValue }
            #expect(ts == [0, 0.009, 0.012])
            #expect(a.at("assumptions")?.arrayElements?.isEmpty == true)
            #expect(Self.assumedPointers(a, 0).first == "/events/0/name")
            #expect(a.number("events", 0, "endFrame", "y") == 451)
            #expect(a.number("events", 1, "endFrame", "height") == 258)
            #expect(a.number("events", 1, "duration") == 0)
            #expect(a.number("events", 1, "curve") == 0)
            #expect(a.number("events", 2, "duration") == 0.25)
            #expect(ReplayEndpointTests.silent(a).isEmpty)
            let behaviors = (a.at("matches")?.arrayElements ?? []).compactMap { $0["behavior"]?.stringValue }
            #expect(behaviors.contains("keyboard-height-change"))
            #expect(behaviors.contains("zero-duration-change"))
            #expect(Self.unreadLines(a) == [2])
            #expect(
                (a.at("unread")?.arrayElements ?? []).first { $0["line"]?.doubleValue == 2 }?["because"]?.stringValue?
                    .hasPrefix("source code") == true)
        }
    }

    /// `t` is worked out on the printed digits. Examples/replay/iphone-two-willshow.json prints 10:00:00.100 and
    /// 10:00:00.400: t = 0.3, which the answer must print as 0.3 (the difference of the two absolute times in
    /// binary floating point was 0.2999999523162842). The unified log's microseconds (fsiosappdemo, 51.338401 then
    /// 51.644361): 0.305960 s, printed 0.30596.
    @Test(arguments: transports) func tExactToThePrintedDigits(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = try repositoryFile("Examples/replay/iphone-two-willshow.json")
            let answer = try client.post("/v1/keyboard/replay", body: String(decoding: body, as: UTF8.self))
            #expect(answer.status == 200)
            #expect(try answer.json().number("events", 1, "t") == 0.3)
            #expect(answer.text.contains("\"t\":0.3,") || answer.text.contains("\"t\": 0.3,"))
            let unified = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("fsiosappdemo-nslog-two-willshow-truncated.txt"),
                scene: Self.scene(375, 667))
            #expect(unified.number("events", 1, "t") == 0.30596)
        }
    }

    /// ixixii/iOS_RAC: two NSLog'd NSConcreteNotifications on a 320 x 568 iPhone whose author wrote the keys with
    /// blanks inside (`UIKeyboard FrameEnd UserInfoKey = "NSRect: {{0, 315}, {320, 253}}";`). Read by hand:
    /// - a willShow on line 4 and a didHide on line 23 (each `{name = UIKeyboard...Notification; userInfo = {`);
    /// - the willShow: begin (0, 352, 320, 216), end (0, 315, 320, 253), duration 0.25, curve 7 (the one key written
    ///   whole), isLocal true (`UIKeyboard IsLocal UserInfoKey = 1`);
    /// - the didHide: begin (0, 315, 320, 253), end (0, 568, 320, 253), the dictionary's blank lines 24 and 30 inside
    ///   its braces; no duration, curve or isLocal (null);
    /// - every key written with blanks is read as the key it spells and warned of: 7 on the willShow (lines 6-12),
    ///   5 on the didHide (lines 25-29), as `key-spelled-loosely` on each notification's step;
    /// - lines 2 and 21, `rac_addObserverForName:UIKeyboard...Notification`, are source code: unread;
    /// - no silent change (the didHide begins at 315 where the willShow ended); no timestamps: t null.
    @Test(arguments: transports) func keysWrittenWithBlanks(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("ios-rac-nslog-keys-with-blanks.txt"),
                scene: Self.scene(320, 568))
            #expect(ReplayEndpointTests.names(a) == ["willShow", "didHide"])
            #expect(ReplayEndpointTests.lines(a) == [4, 23])
            #expect(a.number("events", 0, "beginFrame", "y") == 352)
            #expect(a.number("events", 0, "beginFrame", "height") == 216)
            #expect(a.number("events", 0, "endFrame", "y") == 315)
            #expect(a.number("events", 0, "endFrame", "height") == 253)
            #expect(a.number("events", 0, "duration") == 0.25)
            #expect(a.number("events", 0, "curve") == 7)
            #expect(a.at("events", 0, "isLocal")?.boolValue == true)
            #expect(a.number("events", 1, "beginFrame", "y") == 315)
            #expect(a.number("events", 1, "endFrame", "y") == 568)
            #expect(a.at("events", 1, "duration")?.isNull == true)
            #expect(a.at("events", 1, "t")?.isNull == true)
            #expect(ReplayEndpointTests.silent(a).isEmpty)
            #expect(Self.unreadLines(a) == [2, 21])
            #expect(Self.warningCodes(a, step: 0).filter { $0 == "key-spelled-loosely" }.count == 7)
            #expect(Self.warningCodes(a, step: 1).filter { $0 == "key-spelled-loosely" }.count == 5)
            let first = a.string("simulation", "steps", 0, "warnings", 0, "message") ?? ""
            #expect(first.contains("line 6"))
            #expect(first.contains("'UIKeyboardAnimation Duration UserInfoKey'"))
            #expect(first.contains("UIKeyboardAnimationDurationUserInfoKey"))
        }
    }

    /// bruceWangDev/YXAlertView: the NSLog'd willShow and willHide of yxalertview-nslog-prefixed-show-hide.txt with
    /// the code around them as committed. Two `addObserver` calls spread over four lines each put
    /// `name:UIKeyboardWillShowNotification` (line 7) and `name:UIKeyboardWillHideNotification` (line 12) on lines of
    /// their own: arguments of a call, not notifications (each was an invented event before). A person reads two
    /// notifications, lines 19 and 29, 333 pt on a 375 x 812 screen (end y 479, then 812). The handlers read the
    /// userInfo with `[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey]` (line 43) and
    /// `objectForKey:UIKeyboardAnimationDurationUserInfoKey` (lines 45 and 59): code naming a key, unread with why
    /// (before: dropped in silence).
    @Test(arguments: transports) func observerCodeAroundTheLog(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("yxalertview-nslog-with-observer-code-around.txt"),
                scene: Self.scene(375, 812))
            #expect(ReplayEndpointTests.names(a) == ["willShow", "willHide"])
            #expect(ReplayEndpointTests.lines(a) == [19, 29])
            #expect(a.number("events", 0, "endFrame", "y") == 479)
            #expect(a.number("events", 1, "endFrame", "y") == 812)
            #expect(Self.unreadLines(a) == [7, 12, 43, 45, 59])
            #expect(
                (a.at("unread")?.arrayElements ?? []).filter { ($0["line"]?.doubleValue ?? 0) > 1 }.allSatisfy {
                    $0["because"]?.stringValue?.hasPrefix("source code") == true
                })
        }
    }

    /// Fykec/Xcode-codesnippets: an Xcode snippet, code only. `name:UIKeyboardWillShowNotification` (line 17) and
    /// `name:UIKeyboardWillHideNotification` (line 22) are arguments, `selector:@selector(keyboardWillHide:)` (line 21) a
    /// selector, `- (void) keyboardWillHide:(NSNotification *)notification` (line 42) a method's signature: nothing in
    /// it is a printed notification, so replay answers 422 (before: an invented willShow, willHide and willHide).
    @Test(arguments: transports) func codeOnlyIsNoLog(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let log = try ReplayEndpointTests.fixture("xcode-snippet-observer-code-no-log.txt")
            let body =
                "{\"log\": \(String(decoding: JSONWriter.write(.string(log)), as: UTF8.self)), \(Self.scene(320, 568))}"
            let answer = try client.post("/v1/keyboard/replay", body: body)
            #expect(answer.status == 422)
            #expect(try answer.json().string("type") == "/problems/no-notification-in-log")
        }
    }

    /// Written for this test (its first line is line 1): a commented-out handler (line 1), a commented-out
    /// `addObserver` (line 2), a comment that names a notification in a note (line 3), a Swift handler's signature
    /// (line 4), then one printed willShow (line 5). Only line 5 is an event; lines 1, 2 and 4 are source code and
    /// line 3 a comment, each unread with its reason.
    @Test(arguments: transports) func commentsAndSignatures(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let log = """
                //- (void)keyboardWillShow:(NSNotification *)noti
                //    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
                // keyboardWillHide comes twice here
                @objc func keyboardWillHide(_ note: Notification) {
                2024-05-02 10:00:00.100 App[1:2] UIKeyboardWillShowNotification UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 561}, {393, 291}};
                """
            let a = try ReplayEndpointTests.replay(client, log: log)
            #expect(ReplayEndpointTests.names(a) == ["willShow"])
            #expect(ReplayEndpointTests.lines(a) == [5])
            #expect((a.at("unread")?.arrayElements ?? []).compactMap { $0["line"]?.doubleValue } == [1, 2, 3, 4])
            let because = (a.at("unread")?.arrayElements ?? []).compactMap { $0["because"]?.stringValue }
            #expect(because[0].hasPrefix("source code"))
            #expect(because[1].hasPrefix("source code"))
            #expect(because[2].hasPrefix("a comment"))
            #expect(because[3].hasPrefix("source code"))
            // The name is printed as a notification prints it: nothing about it is assumed.
            #expect(!Self.assumedPointers(a, 0).contains("/events/0/name"))
        }
    }

    /// A name the app wrote as a label, not as the notification prints it, is assumed: the split-keyboard answer's
    /// `keyboardDidShow: {` (line 2) and `keyboardDidHide: {` (line 10) are NSLog labels, and IQKeyboardManager's
    /// `****** keyboardWillShow started ******` (line 2) its handler's name. JSQMessagesViewController prints
    /// `notification.name`, `UIKeyboardWillChangeFrameNotification`: read, not assumed.
    @Test(arguments: transports) func labelledNamesAreAssumed(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let labelled = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("so-split-keyboard-answer-didshow-didhide-nslog.txt"),
                scene: ReplayEndpointTests.iPadScene)
            #expect(Self.assumedPointers(labelled, 0).first == "/events/0/name")
            #expect(Self.assumedPointers(labelled, 1).first == "/events/1/name")
            #expect(labelled.string("events", 0, "assumed", 0, "because")?.contains("'keyboardDidShow'") == true)
            let iq = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("iqkeyboardmanager-868-debug-log-excerpt.txt"))
            #expect(Self.assumedPointers(iq, 0).first == "/events/0/name")
            let jsq = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("jsqmessages-701-handler-names-only.txt"))
            #expect(!Self.assumedPointers(jsq, 0).contains("/events/0/name"))
        }
    }

    /// haomeiwen.com: a show's and a hide's userInfo on a 320 x 480 iPhone, annotated by the author, whose page turned
    /// three closing quotes typographic (`"NSRect: {{0, 0}, {320, 216}}”;` on lines 4-6). Read by hand:
    /// - every value reads, so nothing is unread (before: lines 4, 5 and 6 were, "expected '\"' closing the value");
    /// - the comment lines between the keys annotate the dictionary and do not end it; the begin frame repeated on
    ///   line 13 starts the second one;
    /// - line 2: begin (0, 480, 320, 216) below the screen, end (0, 264) on it: a willShow (inferred), duration
    ///   0.25, curve 7; line 13: 264 -> 480, a willHide (inferred), nothing else printed.
    /// And parse reads line 4's bounds, 320 x 216, through its typographic quote.
    @Test(arguments: transports) func typographicQuotes(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = try ReplayEndpointTests.fixture("haomeiwen-userinfo-typographic-quotes.txt")
            let a = try ReplayEndpointTests.replay(client, log: text, scene: Self.scene(320, 480))
            #expect(ReplayEndpointTests.lines(a) == [2, 13])
            #expect(ReplayEndpointTests.names(a) == ["willShow", "willHide"])
            #expect(Self.unreadLines(a).isEmpty)
            #expect(a.number("events", 0, "beginFrame", "y") == 480)
            #expect(a.number("events", 0, "endFrame", "y") == 264)
            #expect(a.number("events", 0, "duration") == 0.25)
            #expect(a.number("events", 0, "curve") == 7)
            #expect(a.number("events", 1, "beginFrame", "y") == 264)
            #expect(a.number("events", 1, "endFrame", "y") == 480)
            #expect(ReplayEndpointTests.silent(a).isEmpty)
            let line4 = text.split(separator: "\n", omittingEmptySubsequences: false)[3]
            let parsed = try client.post("/v1/notifications/parse", contentType: "text/plain", body: String(line4))
            #expect(parsed.status == 200)
            #expect(try parsed.json().number("bounds", "width") == 320)
            #expect(try parsed.json().number("bounds", "height") == 216)
        }
    }

    /// Written for this test: the four typographic quotes around frames, “...” and ‘...’, and an apostrophe in a note
    /// (`keyboard’s`), which stays one. Begin y 852, end y 561, read; nothing unread.
    @Test(arguments: transports) func everyTypographicQuote(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let log =
                "UIKeyboardWillShowNotification UIKeyboardFrameBeginUserInfoKey = “NSRect: {{0, 852}, {393, 291}}”; "
                + "UIKeyboardFrameEndUserInfoKey = ‘NSRect: {{0, 561}, {393, 291}}’; the keyboard’s up"
            let a = try ReplayEndpointTests.replay(client, log: log)
            #expect(a.number("events", 0, "beginFrame", "y") == 852)
            #expect(a.number("events", 0, "endFrame", "y") == 561)
            #expect(a.at("unread")?.arrayElements?.isEmpty == true)
        }
    }

    /// lionheart/openradar-mirror issue 4479 (rdar://15054825): the report's numbered steps, then `(lldb) po
    /// notification` on a 320 x 480 iPhone, cut inside the userInfo (line 15, `    UI`). Read by hand:
    /// - line 4, `2. Register for UIKeyboardWillShowNotification in that view controller`, is a numbered step: 8 words
    ///   around the name and no printed form (no timestamp, no `name = `, no key and value, no dictionary opened), so
    ///   it is no event (before: an invented willShow, every value assumed) and is unread as a step;
    /// - one notification, line 10: `NSConcreteNotification 0xb446110 {name = UIKeyboardWillHideNotification;
    ///   userInfo = {`: a willHide, its name printed (not assumed);
    /// - curve 0 (line 11), duration 0.35 (line 12); no frame key is printed before the cut (bounds and center only),
    ///   so beginFrame and endFrame are null and the end frame is assumed; isLocal not printed: null; no timestamps,
    ///   so t is null and no silent change can be seen.
    @Test(arguments: transports) func nameInANumberedStep(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try ReplayEndpointTests.replay(
                client, log: try ReplayEndpointTests.fixture("openradar-15054825-lldb-po-willhide-numbered-steps.txt"),
                scene: Self.scene(320, 480))
            #expect(ReplayEndpointTests.names(a) == ["willHide"])
            #expect(ReplayEndpointTests.lines(a) == [10])
            #expect(a.number("events", 0, "duration") == 0.35)
            #expect(a.number("events", 0, "curve") == 0)
            #expect(a.at("events", 0, "beginFrame")?.isNull == true)
            #expect(a.at("events", 0, "endFrame")?.isNull == true)
            #expect(a.at("events", 0, "isLocal")?.isNull == true)
            #expect(a.at("events", 0, "t")?.isNull == true)
            #expect(!Self.assumedPointers(a, 0).contains("/events/0/name"))
            #expect(Self.assumedPointers(a, 0).contains("/events/0/endFrame"))
            #expect(ReplayEndpointTests.silent(a).isEmpty)
            #expect(Self.unreadLines(a) == [4])
            #expect(
                (a.at("unread")?.arrayElements ?? []).first { $0["line"]?.doubleValue == 4 }?["because"]?.stringValue?
                    .hasPrefix("a numbered step") == true)
        }
    }

    /// Written for this test: the other shapes of prose around a name, and the library logs of names that still play.
    /// Line 1, a bullet (`- `); line 2, a sentence of 8 words; line 3, a Japanese sentence around the name (no blanks
    /// between its words): prose, unread. Line 4, `UIKeyboardDidShowNotification:` printed alone, and line 5, a
    /// label, the name and one word after it (IQKeyboardManager's form): two events, didShow and willHide.
    @Test(arguments: transports) func proseAroundANameIsNoEvent(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let log = """
                - UIKeyboardWillShowNotification comes first
                then wait for UIKeyboardWillShowNotification and read its frame
                キーボードが表示される時にUIKeyboardWillShowNotificationが届きます
                UIKeyboardDidShowNotification:
                Manager: keyboardWillHide started
                """
            let a = try ReplayEndpointTests.replay(client, log: log)
            #expect(ReplayEndpointTests.names(a) == ["didShow", "willHide"])
            #expect(ReplayEndpointTests.lines(a) == [4, 5])
            #expect((a.at("unread")?.arrayElements ?? []).compactMap { $0["line"]?.doubleValue } == [1, 2, 3])
            let because = (a.at("unread")?.arrayElements ?? []).compactMap { $0["because"]?.stringValue }
            #expect(because.count == 3)
            #expect(because.first?.hasPrefix("a numbered step or a bullet") == true)
            #expect(because.dropFirst().allSatisfy { $0.hasPrefix("a sentence") })
        }
    }

    /// ja.stackoverflow mirror of question 19482573: a Japanese question whose first sentence ends in the key's name
    /// (line 2, `...有効な値UIKeyboardAnimationCurveUserInfoKey`, no `=` or `:` after it, and no blank between the
    /// words), then one NSConcreteNotification on a 320 x 480 iPhone. Read by hand:
    /// - line 2 names a userInfo key without its value: unread with why (before: dropped in silence); lines 3 and 4
    ///   name no key and no notification (`UIViewAnimationCurve` is neither);
    /// - one willChangeFrame, line 5 (`{name = UIKeyboardWillChangeFrameNotification; userInfo = {`), name printed;
    /// - begin (0, 480, 320, 216) (line 10), end (0, 264, 320, 216) (line 12), duration 0.25, curve 7; isLocal not
    ///   printed (`UIKeyboardFrameChangedByUserInteraction = 0` is another key): null; t null;
    /// - nothing matched: one notification, from below the screen to 264 + 216 = 480, its bottom: no change while up,
    ///   no floating frame.
    @Test(arguments: transports) func keyNamedInJapaneseProse(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try ReplayEndpointTests.replay(
                client,
                log: try ReplayEndpointTests.fixture("ja-so-19482573-willchangeframe-key-in-japanese-prose.txt"),
                scene: Self.scene(320, 480))
            #expect(ReplayEndpointTests.names(a) == ["willChangeFrame"])
            #expect(ReplayEndpointTests.lines(a) == [5])
            #expect(!Self.assumedPointers(a, 0).contains("/events/0/name"))
            #expect(a.number("events", 0, "beginFrame", "y") == 480)
            #expect(a.number("events", 0, "beginFrame", "height") == 216)
            #expect(a.number("events", 0, "endFrame", "y") == 264)
            #expect(a.number("events", 0, "endFrame", "width") == 320)
            #expect(a.number("events", 0, "duration") == 0.25)
            #expect(a.number("events", 0, "curve") == 7)
            #expect(a.at("events", 0, "isLocal")?.isNull == true)
            #expect(a.at("events", 0, "t")?.isNull == true)
            #expect(a.at("matches")?.arrayElements?.isEmpty == true)
            #expect(Self.unreadLines(a) == [2])
            let line2 = (a.at("unread")?.arrayElements ?? []).first { $0["line"]?.doubleValue == 2 }
            #expect(line2?["because"]?.stringValue?.hasPrefix("a userInfo key named without its value") == true)
            #expect(line2?["because"]?.stringValue?.contains("in prose") == true)
            #expect(line2?["text"]?.stringValue?.hasSuffix("UIKeyboardAnimationCurveUserInfoKey") == true)
        }
    }
}
