import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Scenes and notifications for check requests, as JSON text.
enum CheckBodies {
    /// iPhone 15 (393 x 852, safe 59 / 34): a full-screen text view (content 2000 high) inset for the keyboard,
    /// its bar (0, 774, 393, 44) riding on it. `resting` is the text view's resting contentInset.
    static func fullScreen(resting: String = "{}", options: String = "{}") -> String {
        """
        "screen": {"bounds": [0, 0, 393, 852], "scale": 3},
        "window": {"safeAreaInsets": {"top": 59, "bottom": 34}},
        "views": [
          {"id": "root", "frame": [0, 0, 393, 852]},
          {"id": "text", "parent": "root", "frame": [0, 0, 393, 852],
           "scroll": {"contentSize": {"width": 393, "height": 2000}, "contentInset": \(resting)}},
          {"id": "bar", "parent": "root", "frame": [0, 774, 393, 44]}
        ],
        "behaviors": [{"type": "attachToKeyboard", "view": "bar"}, {"type": "insetScrollView", "scrollView": "text"}],
        "options": \(options)
        """
    }

    /// The example scene (Examples/iphone-comment-bar.json) without the begin frame.
    static let design = """
        "screen": {"bounds": [0, 0, 393, 852], "scale": 3},
        "window": {"safeAreaInsets": {"top": 59, "bottom": 34}},
        "views": [
          {"id": "root", "frame": [0, 0, 393, 852]},
          {"id": "table", "parent": "root", "frame": [0, 0, 393, 774], "scroll": {"contentSize": {"width": 393, "height": 1600}}},
          {"id": "field", "parent": "table", "frame": [16, 700, 361, 44]},
          {"id": "bar", "parent": "root", "frame": [0, 774, 393, 44]}
        ],
        "behaviors": [{"type": "insetScrollView", "scrollView": "table", "reveal": "field"},
                      {"type": "attachToKeyboard", "view": "bar", "resize": "table"}]
        """

    /// A table (0, 0, 393, 600) inside a card at window y 100, so it ends at 700, on the iPhone 15.
    static let contained = """
        "screen": {"bounds": [0, 0, 393, 852], "scale": 3},
        "window": {"safeAreaInsets": {"top": 59, "bottom": 34}},
        "views": [
          {"id": "root", "frame": [0, 0, 393, 852]},
          {"id": "card", "parent": "root", "frame": [0, 100, 393, 600]},
          {"id": "table", "parent": "card", "frame": [0, 0, 393, 600], "scroll": {"contentSize": {"width": 393, "height": 2000}}}
        ],
        "behaviors": [{"type": "insetScrollView", "scrollView": "table"}]
        """

    /// iPhone 4S on iOS 7 (fixed-portrait frames, 320 x 480) in `orientation`, a comment bar on the keyboard.
    static func fixedPortrait(_ orientation: String) -> String {
        let landscape = orientation.hasPrefix("landscape")
        let (w, h) = landscape ? (480, 320) : (320, 480)
        return """
            "screen": {"bounds": [0, 0, 320, 480], "scale": 2, "coordinateSpace": "fixedPortrait", "interfaceOrientation": "\(orientation)"},
            "window": {},
            "views": [{"id": "root", "frame": [0, 0, \(w), \(h)]}, {"id": "commentBar", "parent": "root", "frame": [0, \(h - 44), \(w), 44]}],
            "behaviors": [{"type": "attachToKeyboard", "view": "commentBar"}]
            """
    }

    /// iPhone SE (375 x 667, no home indicator) with seed 002's full-screen form (Examples/seed-002-form-inset-iphone-se.json).
    static let se = """
        "screen": {"bounds": [0, 0, 375, 667], "scale": 2},
        "window": {"safeAreaInsets": {"top": 20}},
        "views": [
          {"id": "scroll", "frame": [0, 0, 375, 667], "scroll": {"contentSize": {"width": 375, "height": 667}}},
          {"id": "textField", "parent": "scroll", "frame": [20, 600, 335, 40]}
        ],
        "behaviors": [{"type": "insetScrollView", "scrollView": "scroll", "reveal": "textField"}]
        """

    /// A notification: `end` and `begin` as [x, y, w, h], 0.25 s, curve 7.
    static func note(
        _ name: String = "UIKeyboardWillShowNotification", end: [Double], begin: [Double]? = nil,
        duration: Double = 0.25,
        isLocal: Bool = true
    ) -> String {
        var info =
            #""UIKeyboardFrameEndUserInfoKey": \#(end), "UIKeyboardAnimationDurationUserInfoKey": \#(duration), "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": \#(isLocal)"#
        if let begin { info += #", "UIKeyboardFrameBeginUserInfoKey": \#(begin)"# }
        return #"{"name": "\#(name)", "userInfo": {\#(info)}}"#
    }

    static let shown: [Double] = [0, 516, 393, 336]
    static let hidden: [Double] = [0, 852, 393, 336]

    static func body(_ scene: String, _ notification: String, actual: String, extra: String = "") -> String {
        "{\(scene), \"notification\": \(notification), \"actual\": \(actual)\(extra)}"
    }

    static func inset(_ view: String, _ bottom: Double) -> String {
        #"{"views": {"\#(view)": {"contentInset": {"bottom": \#(bottom)}}}}"#
    }
}

/// POST /v1/keyboard/check (docs/check.md), in process and live. Each diagnosis code is shown reproducing a value,
/// and a difference that looks alike shown not to get it, so the catalogue cannot just say everything.
@Suite struct CheckEndpointTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var pointer: String
        var expected: Double
        var actual: Double
        /// The diagnoses' codes, each a single mistake or a pair.
        var codes: Set<[String]>
        var description: String { name }
    }

    typealias B = CheckBodies

    static let cases: [Case] = [
        // Full screen: overlap 852 - 516 = 336, less the 34 pt the text view's insetAdjustment adds: 302. Seed 002's
        // 336 is the safe area counted twice; no other single mistake gives 336 here.
        Case(
            name: "safe-area-counted-twice",
            body: B.body(B.fullScreen(), B.note(end: B.shown), actual: B.inset("text", 336)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 302, actual: 336,
            codes: [["safe-area-counted-twice"]]),
        // The same +34 on an SE: 667 - 451 = 216, no safe bottom: every mistake gives 216, none 250.
        Case(
            name: "safe-area-counted-twice not on an SE",
            body: B.body(B.se, B.note(end: [0, 451, 375, 216]), actual: B.inset("scroll", 250)),
            pointer: "/actual/views/scroll/contentInset/bottom", expected: 216, actual: 250, codes: []),
        // A hardware keyboard (313 high, 55 on screen at 797): 55 - 34 = 21; its height as the overlap, 313 - 34 = 279;
        // seed 002's endFrame.height 313 is that and the safe area counted twice: the pair.
        Case(
            name: "keyboard-height-as-overlap",
            body: B.body(B.fullScreen(), B.note(end: [0, 797, 393, 313]), actual: B.inset("text", 279)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 21, actual: 279,
            codes: [["keyboard-height-as-overlap"]]),
        Case(
            name: "keyboard-height-as-overlap with the safe area twice",
            body: B.body(B.fullScreen(), B.note(end: [0, 797, 393, 313]), actual: B.inset("text", 313)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 21, actual: 313,
            codes: [["safe-area-counted-twice", "keyboard-height-as-overlap"]]),
        // The card's table ends at window y 700: overlap 700 - 516 = 184. Taken at the window's origin it ends at 600:
        // 84. Against the window's bottom (or the keyboard's whole height): 336.
        Case(
            name: "screen-space-as-view-space",
            body: B.body(B.contained, B.note(end: B.shown), actual: B.inset("table", 84)),
            pointer: "/actual/views/table/contentInset/bottom", expected: 184, actual: 84,
            codes: [["screen-space-as-view-space"]]),
        Case(
            name: "window-bottom-as-view-bottom",
            body: B.body(B.contained, B.note(end: B.shown), actual: B.inset("table", 336)),
            pointer: "/actual/views/table/contentInset/bottom", expected: 184, actual: 336,
            codes: [["window-bottom-as-view-bottom"], ["keyboard-height-as-overlap"]]),
        // landscapeRight: (0, 0, 162, 480) turns into (0, 158, 480, 162): bar at 158 - 44 = 114. Unturned, the frame is a
        // 162 pt strip on the left, not docked: the bar stays at 320 - 44 = 276.
        Case(
            name: "fixed-portrait-not-turned",
            body: B.body(
                B.fixedPortrait("landscapeRight"), B.note(end: [0, 0, 162, 480]),
                actual: #"{"views": {"commentBar": {"frame": {"y": 276}}}}"#),
            pointer: "/actual/views/commentBar/frame/y", expected: 114, actual: 276,
            codes: [["fixed-portrait-not-turned"]]),
        // In portrait nothing turns: a bar left at rest (436) is no turning mistake (216 pt keyboard: 480 - 216 - 44 = 220).
        Case(
            name: "fixed-portrait-not-turned not in portrait",
            body: B.body(
                B.fixedPortrait("portrait"), B.note(end: [0, 264, 320, 216]),
                actual: #"{"views": {"commentBar": {"frame": {"y": 436}}}}"#),
            pointer: "/actual/views/commentBar/frame/y", expected: 220, actual: 436, codes: []),
        // The QuickType bar appears (336 -> 380): 380 - 34 = 346; on the begin frame 336 - 34 = 302.
        Case(
            name: "begin-frame-as-end-frame",
            body: B.body(
                B.fullScreen(),
                B.note("UIKeyboardWillChangeFrameNotification", end: [0, 472, 393, 380], begin: B.shown),
                actual: B.inset("text", 302)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 346, actual: 302,
            codes: [["begin-frame-as-end-frame"]]),
        // A willHide from the shown frame: the rules restore 0; ignoring it keeps 302. The begin frame on a hide moves
        // nothing (a hide's frame does not count), so begin-frame-as-end-frame is not this.
        Case(
            name: "hide-ignored",
            body: B.body(
                B.fullScreen(), B.note("UIKeyboardWillHideNotification", end: B.hidden, begin: B.shown),
                actual: B.inset("text", 302)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 0, actual: 302, codes: [["hide-ignored"]]),
        // A willShow whose inset stayed 0: not a hide ignored (that changes only hides); the begin frame (below the
        // screen) reproduces it.
        Case(
            name: "hide-ignored not on a show",
            body: B.body(B.fullScreen(), B.note(end: B.shown, begin: B.hidden), actual: B.inset("text", 0)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 302, actual: 0,
            codes: [["begin-frame-as-end-frame"]]),
        // Floating keyboard (50, 300, 300, 250), not docked: nothing moves. Followed: 852 - 300 = 552, less 34 = 518.
        Case(
            name: "undocked-keyboard-followed",
            body: B.body(B.fullScreen(), B.note(end: [50, 300, 300, 250]), actual: B.inset("text", 518)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 0, actual: 518,
            codes: [["undocked-keyboard-followed"]]),
        Case(
            name: "undocked-keyboard-followed not for another number",
            body: B.body(B.fullScreen(), B.note(end: [50, 300, 300, 250]), actual: B.inset("text", 400)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 0, actual: 400, codes: []),
        // Another app's keyboard with ignoreNonLocal: 0; followed: 302.
        Case(
            name: "non-local-keyboard-followed",
            body: B.body(
                B.fullScreen(options: #"{"ignoreNonLocal": true}"#), B.note(end: B.shown, isLocal: false),
                actual: B.inset("text", 302)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 0, actual: 302,
            codes: [["non-local-keyboard-followed"]]),
        // Without ignoreNonLocal the keyboard counts (302); an inset left at 0 is not that mistake.
        Case(
            name: "non-local-keyboard-followed not when it should follow",
            body: B.body(B.fullScreen(), B.note(end: B.shown, isLocal: false), actual: B.inset("text", 0)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 302, actual: 0, codes: []),
        // The example scene: the field revealed at 744 - 472 = 272. Not revealed: 0. Inset before the resize: inset
        // 774 - 516 = 258 and offset 744 - 774 + 258 = 228.
        Case(
            name: "no-reveal",
            body: B.body(B.design, B.note(end: B.shown), actual: #"{"views": {"table": {"contentOffset": {"y": 0}}}}"#),
            pointer: "/actual/views/table/contentOffset/y", expected: 272, actual: 0, codes: [["no-reveal"]]),
        Case(
            name: "inset-before-resize offset, not no-reveal",
            body: B.body(
                B.design, B.note(end: B.shown), actual: #"{"views": {"table": {"contentOffset": {"y": 228}}}}"#),
            pointer: "/actual/views/table/contentOffset/y", expected: 272, actual: 228, codes: [["inset-before-resize"]]
        ),
        Case(
            name: "inset-before-resize", body: B.body(B.design, B.note(end: B.shown), actual: B.inset("table", 258)),
            pointer: "/actual/views/table/contentInset/bottom", expected: 0, actual: 258,
            codes: [["inset-before-resize"]]),
        // 336 in the example's table: the window's bottom or the keyboard's height, not the order of rule 7.
        Case(
            name: "inset-before-resize not for 336",
            body: B.body(B.design, B.note(end: B.shown), actual: B.inset("table", 336)),
            pointer: "/actual/views/table/contentInset/bottom", expected: 0, actual: 336,
            codes: [["keyboard-height-as-overlap"], ["window-bottom-as-view-bottom"]]),
        // Resting (10, 11, 12, 13): the rules give (10, 11, 12 + 302 = 314, 13); dropped, (0, 0, 302, 0); seeds
        // 000/002/004's (0, 0, 336, 0) drop them and count the safe area twice.
        Case(
            name: "resting-inset-dropped",
            body: B.body(
                B.fullScreen(resting: #"{"top": 10, "left": 11, "bottom": 12, "right": 13}"#), B.note(end: B.shown),
                actual: B.inset("text", 302)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 314, actual: 302,
            codes: [["resting-inset-dropped"]]),
        Case(
            name: "resting-inset-dropped with the safe area twice",
            body: B.body(
                B.fullScreen(resting: #"{"top": 10, "left": 11, "bottom": 12, "right": 13}"#), B.note(end: B.shown),
                actual: B.inset("text", 336)),
            pointer: "/actual/views/text/contentInset/bottom", expected: 314, actual: 336,
            codes: [["safe-area-counted-twice", "resting-inset-dropped"]]),
        // Rule 9: inside a rotation a 0.25 s willShow is not animated; the mistake animates it. With duration 0 even the
        // mistake does not.
        Case(
            name: "animated-in-transition",
            body: B.body(
                B.fullScreen(options: #"{"inTransition": true}"#), B.note(end: B.shown),
                actual: #"{"animation": {"options": 458756, "animated": true}}"#),
            pointer: "/actual/animation/animated", expected: .nan, actual: .nan, codes: [["animated-in-transition"]]),
        Case(
            name: "animated-in-transition not with no duration",
            body: B.body(
                B.fullScreen(options: #"{"inTransition": true}"#), B.note(end: B.shown, duration: 0),
                actual: #"{"animation": {"animated": true}}"#),
            pointer: "/actual/animation/animated", expected: .nan, actual: .nan, codes: []),
        // Curve 7: (7 << 16) | 4 = 458756; unshifted 7. Without beginFromCurrentState (458752) is not that mistake.
        Case(
            name: "curve-not-shifted",
            body: B.body(B.fullScreen(), B.note(end: B.shown), actual: #"{"animation": {"options": 7}}"#),
            pointer: "/actual/animation/options", expected: 458756, actual: 7, codes: [["curve-not-shifted"]]),
        Case(
            name: "curve-not-shifted not for 458752",
            body: B.body(B.fullScreen(), B.note(end: B.shown), actual: #"{"animation": {"options": 458752}}"#),
            pointer: "/actual/animation/options", expected: 458756, actual: 458752, codes: []),
    ]

    @Test(arguments: transports, cases) func diagnosis(_ transport: KeyboardLayoutClient.Transport, _ c: Case) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/check", body: c.body)
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.at("pass")?.boolValue == false)
            let differences = try #require(json.at("differences")?.arrayElements)
            let d = try #require(differences.first { $0.string("pointer") == c.pointer }, "\(response.text)")
            if !c.expected.isNaN {
                #expect(d.number("expected") == c.expected)
                #expect(d.number("actual") == c.actual)
                #expect(d.number("delta") == c.actual - c.expected)
            }
            let codes = Set(
                (d.at("diagnoses")?.arrayElements ?? []).map {
                    ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue)
                })
            #expect(codes == c.codes, "\(response.text)")
            // Every message states the numbers.
            for message in (d.at("diagnoses")?.arrayElements ?? []).compactMap({ $0.string("message") })
            where !c.expected.isNaN {
                #expect(message.contains(Int(c.expected).description), "\(message)")
            }
        }
    }

    /// The whole of the example's answer given back: bar frame (4), table contentInset (4) and contentOffset (2),
    /// animation animated, duration, curve, options (4), keyboard overlap (1): 15 values, all equal.
    @Test(arguments: transports) func actualEqualToExpectedPasses(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let actual = """
                {"views": {"bar": {"frame": [0, 472, 393, 44]},
                           "table": {"contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "contentOffset": "{0, 272}"}},
                 "animation": {"animated": true, "duration": 0.25, "curve": 7, "options": 458756},
                 "keyboard": {"overlap": 336.2}}
                """
            let response = try client.post(
                "/v1/keyboard/check", body: B.body(B.design, B.note(end: B.shown), actual: actual))
            #expect(response.status == 200)
            let json = try response.json()
            #expect(json.at("pass")?.boolValue == true)
            #expect(json.number("compared") == 15)
            #expect(json.at("differences")?.arrayElements?.isEmpty == true)
            #expect(json.number("expected", "views", "bar", "frame", "y") == 472)
            #expect(json.string("warnings", 0, "code") == "double-avoidance")
        }
    }

    /// The tolerance: 336.2 is within 0.5 pt of 336 but not within 0.1.
    @Test(arguments: transports) func tolerance(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = B.body(
                B.design, B.note(end: B.shown), actual: #"{"keyboard": {"overlap": 336.2}}"#,
                extra: #", "tolerance": {"points": 0.1}"#)
            let json = try client.post("/v1/keyboard/check", body: body).json()
            #expect(json.at("pass")?.boolValue == false)
            #expect(json.string("differences", 0, "pointer") == "/actual/keyboard/overlap")
        }
    }

    /// Unknown view, unknown field, a field the view does not have (the bar is no scroll view), a bad tolerance: 422,
    /// each with its pointer.
    @Test(arguments: transports) func unknownViewOrFieldIs422(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let actual =
                #"{"views": {"nope": {"frame": {"y": 1}}, "table": {"frme": {"y": 1}, "contentOffset": {"z": 3}}}, "keyboard": {"height": 3}}"#
            let response = try client.post(
                "/v1/keyboard/check",
                body: B.body(B.design, B.note(end: B.shown), actual: actual, extra: #", "tolerance": {"points": -1}"#))
            #expect(response.status == 422)
            #expect(
                Set(try response.problemPointers()) == [
                    "/actual/views/nope", "/actual/views/table/frme", "/actual/views/table/contentOffset/z",
                    "/actual/keyboard/height",
                    "/tolerance/points",
                ])
            let notApplicable = try client.post(
                "/v1/keyboard/check", body: B.body(B.design, B.note(end: B.shown), actual: B.inset("bar", 0)))
            #expect(notApplicable.status == 422)
            #expect(try notApplicable.problemPointers() == ["/actual/views/bar/contentInset/bottom"])
            let missing = try client.post(
                "/v1/keyboard/check", body: "{\(B.design), \"notification\": \(B.note(end: B.shown))}")
            #expect(missing.status == 422)
            #expect(try missing.problemPointers() == ["/actual"])
        }
    }

    /// `root` is in no behavior: expected at its resting frame (0, 0, 393, 852); moved up 100 pt it is a difference.
    @Test(arguments: transports) func untargetedViewMovedIsADifference(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let actual = #"{"views": {"root": {"frame": {"x": 0, "y": -100, "height": 852}}}}"#
            let json = try client.post(
                "/v1/keyboard/check", body: B.body(B.design, B.note(end: B.shown), actual: actual)
            )
            .json()
            #expect(json.at("pass")?.boolValue == false)
            #expect(json.number("compared") == 3)
            let differences = try #require(json.at("differences")?.arrayElements)
            #expect(differences.count == 1)
            #expect(differences.first?.string("pointer") == "/actual/views/root/frame/y")
            #expect(differences.first?.number("expected") == 0)
            #expect(differences.first?.number("delta") == -100)
        }
    }

    /// Seed 001's rotation (Examples/rotation-001-simulate.json) as the article's first code plays it: it animates the
    /// willHide (step 2) and willShow (step 3) inside the rotation, where the rules set frames without animating; the
    /// bar still ends at 320 - 162 - 44 = 114 (step 4). Two differences, both animated-in-transition.
    @Test(arguments: transports) func sequenceOfTheNaiveRotation(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let request = try JSONReader.parse(try repositoryFile("Examples/rotation-001-simulate.json"))
            let actual = """
                [{"index": 0, "animation": {"animated": true}, "views": {"commentBar": {"frame": {"y": 308}}}},
                 {"index": 2, "animation": {"animated": true}},
                 {"index": 3, "animation": {"animated": true}},
                 {"index": 4, "views": {"commentBar": {"frame": {"y": 114}}}}]
                """
            var members = try #require(request.objectMembers).map { ($0.key, $0.value) }
            members.append(("actual", try JSONReader.parse(Array(actual.utf8))))
            let response = try client.post("/v1/keyboard/check", body: JSONWriter.write(.object(members)))
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.number("compared") == 5)
            let differences = try #require(json.at("differences")?.arrayElements)
            #expect(
                differences.compactMap { $0.string("pointer") } == [
                    "/actual/1/animation/animated", "/actual/2/animation/animated",
                ])
            #expect(differences.compactMap { $0.number("index") } == [2, 3])
            for d in differences {
                #expect(d.string("diagnoses", 0, "codes", 0) == "animated-in-transition")
                #expect(d.at("diagnoses")?.arrayElements?.count == 1)
            }
            #expect(json.at("expected", "steps")?.arrayElements?.count == 5)
        }
    }

    /// An index that is no step of the events is a 422 at its pointer.
    @Test(arguments: transports) func sequenceIndexOutOfRange(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let request = try JSONReader.parse(try repositoryFile("Examples/rotation-001-simulate.json"))
            var members = try #require(request.objectMembers).map { ($0.key, $0.value) }
            members.append(("actual", try JSONReader.parse(Array(#"[{"index": 5}]"#.utf8))))
            let response = try client.post("/v1/keyboard/check", body: JSONWriter.write(.object(members)))
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/actual/0/index"])
        }
    }

    /// Examples/check/seed-002-iphone15.json: seed 002's `contentInset.bottom = endFrame.height` (336) where the rules
    /// give 336 - 34 = 302: safe-area-counted-twice.
    @Test(arguments: transports) func seed002Example(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post(
                "/v1/keyboard/check", body: try repositoryFile("Examples/check/seed-002-iphone15.json")
            ).json()
            #expect(json.at("pass")?.boolValue == false)
            let d = try #require(
                json.at("differences")?.arrayElements?.first {
                    $0.string("pointer") == "/actual/views/scroll/contentInset/bottom"
                })
            #expect(d.number("expected") == 302)
            #expect(d.number("delta") == 34)
            #expect(d.string("diagnoses", 0, "codes", 0) == "safe-area-counted-twice")
        }
    }

    struct SeedExample: CustomStringConvertible, Sendable {
        var file: String
        var pass: Bool
        /// Each difference's pointer and the codes of its diagnoses, in the answer's order.
        var differences: [(pointer: String, codes: [[String]])]
        var description: String { file }
    }

    /// A check example per seed article (Examples/check/), each the article's own code in a scene (docs/check.md).
    static let seedExamples: [SeedExample] = [
        // Seed 000: contentInset.bottom = endFrame.height = 336 on an iPhone 15 where 336 - 34 = 302.
        SeedExample(
            file: "seed-000-iphone15.json", pass: false,
            differences: [("/actual/views/scroll/contentInset/bottom", [["safe-area-counted-twice"]])]),
        // Seed 001's first code through the rotation: it animates the willHide and willShow inside the rotation
        // (steps 2 and 3, positions 1 and 2 of actual); the bar's 308 and 114 are right.
        SeedExample(
            file: "seed-001-rotation-naive.json", pass: false,
            differences: [
                ("/actual/1/animation/animated", [["animated-in-transition"]]),
                ("/actual/2/animation/animated", [["animated-in-transition"]]),
            ]),
        // Seed 002 on an iPhone 15: insets 336 where 302, and the offset they give, 740 - 852 + 336 + 34 = 258, where
        // 740 - 852 + 336 = 224.
        SeedExample(
            file: "seed-002-iphone15.json", pass: false,
            differences: [
                ("/actual/views/scroll/contentInset/bottom", [["safe-area-counted-twice"]]),
                ("/actual/views/scroll/verticalScrollIndicatorInsets/bottom", [["safe-area-counted-twice"]]),
                ("/actual/views/scroll/contentOffset/y", [["safe-area-counted-twice"]]),
            ]),
        // Seed 002 on an SE (no home indicator): 216, (0, 0, 216, 0) and the offset 640 - 667 + 216 = 189 are right.
        SeedExample(file: "seed-002-iphone-se.json", pass: true, differences: []),
        // Seed 003 converts the keyboard frame into the view's space: its offset 644 + 20 - 436 = 228 is right.
        SeedExample(file: "seed-003-ipad-split-view.json", pass: true, differences: []),
        // Seed 004 on an iPhone X: options curve << 16 without beginFromCurrentState (458752, no catalogued mistake);
        // the text view inset kbSize.height = 335 where (812 - 433) - 34 = 345 (the toolbar rides on the keyboard from
        // 477 - 44 = 433 and covers it too). Two pairs give 335: the frame's height 335 (which ignores the toolbar)
        // with the safe area not taken off; and the inset taken before the toolbar moved (its resting top 734 is below
        // the keyboard's 477: overlap 812 - 477 = 335) with the safe area not taken off. The toolbar's constant 335 to
        // the safe area where 335 - 34 = 301.
        SeedExample(
            file: "seed-004-iphone-x.json", pass: false,
            differences: [
                ("/actual/animation/options", []),
                (
                    "/actual/views/textView/contentInset/bottom",
                    [
                        ["safe-area-counted-twice", "keyboard-height-as-overlap"],
                        ["safe-area-counted-twice", "inset-before-resize"],
                    ]
                ),
                ("/actual/views/toolbar/bottomConstraint/toSafeArea", [["safe-area-counted-twice"]]),
            ]),
    ]

    @Test(arguments: transports, seedExamples) func seedArticleExamples(
        _ transport: KeyboardLayoutClient.Transport, _ e: SeedExample
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/check", body: try repositoryFile("Examples/check/" + e.file))
            #expect(response.status == 200)
            let json = try response.json()
            #expect(json.at("pass")?.boolValue == e.pass)
            let differences = json.at("differences")?.arrayElements ?? []
            #expect(differences.compactMap { $0.string("pointer") } == e.differences.map(\.pointer))
            for (d, want) in zip(differences, e.differences) {
                let codes = (d.at("diagnoses")?.arrayElements ?? []).map {
                    ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue)
                }
                #expect(codes == want.codes, "\(want.pointer)")
            }
        }
    }
}
