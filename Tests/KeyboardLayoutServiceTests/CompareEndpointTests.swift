import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/keyboard/compare` and `keyboard-layout compare` (issue 14): one request played by every policy, each
/// checked against the reference and summarised. In process and live; the numbers by hand in the comments.
@Suite struct CompareEndpointTests {
    /// The policies in the order of the answer: the reference first, then the seeds and the library.
    static let order = [
        "reference", "seed-000", "seed-001", "seed-001-naive", "seed-002", "seed-003", "seed-004", "iqkeyboardmanager",
        "uikeyboardlayoutguide", "swiftui", "uitableviewcontroller", "react-native-kav",
        "react-native-keyboard-controller",
        "flutter-scaffold",
    ]

    static func entry(_ json: JSONValue, _ policy: String) -> JSONValue? {
        json["policies"]?.arrayElements?.first { $0["policy"]?.stringValue == policy }
    }

    /// Examples/iphone-comment-bar.json (iPhone 15: window 393 x 852, safe area 59 / 34; table 0-774 with the
    /// field at content y 700, 44 high; bar at 774; the keyboard's end frame y 516, 336 high).
    /// - reference: bar y min(774, 516 - 44) = 472, the table resized to 472, so no inset; the field's 744 is
    ///   below the band's 472: offset 744 - 472 = 272. Visible, no gap, passes.
    /// - seed-000: contentInset.bottom = endFrame.height 336 (line 37), nothing else: the field 700-744 under the
    ///   keyboard's top 516 is covered 44 pt; inset 336 beyond the reference's 0; the bar rests at 774-818: 818 -
    ///   516 = 302 from the keyboard.
    /// - seed-001: bar y 516 - 44 = 472, table height = 472, no scrolling: the field (700-744) is covered 44 pt;
    ///   no gap.
    /// - seed-002: (0, 0, 336, 0), scrollRectToVisible of (16, 700, 361, 44) with adjusted bottom 336 and the
    ///   table 774 high: 744 - 774 + 336 = 306; the field at 394-438 is above the keyboard and inside the band
    ///   (774 - 336 = 438): visible; inset 336 beyond; the bar rests: 302.
    /// - seed-003: field bottom 744 + 20 - 516 = 248 added to the offset: the field at 452-496, visible; no inset;
    ///   bar 302.
    /// - seed-004: inset 336, toolbar 852 - 34 - 336 = 482 at the bottom: 34 above the keyboard; the field not
    ///   scrolled: covered 44.
    /// - iqkeyboardmanager: cover 336 + 10 + 34 = 380, moveUp min(700 - 59, 744 - 472 + 34) = 306 taken by the
    ///   table's offset (306); inset 380 - (852 - 774) = 302, 302 beyond; the field at 394-438, visible; bar 302.
    /// - uikeyboardlayoutguide: the bar pinned to the docked guide, bottom at 516 (y 472), the table following it
    ///   to 472 high; nothing inset or scrolled: the field at 700-744 is under the keyboard (covered 44) and
    ///   outside the table; no inset beyond; the bar on the keyboard: gap 0.
    /// - swiftui: the keyboard safe area's edge min(818, 516) = 516: the bar rides it (472), the table follows it
    ///   (472 high, ending above the edge: adjusted bottom 0, as the reference's); no scroll: covered 44; gap 0.
    /// - uitableviewcontroller: the bar rests (818 - 516 = 302 from the keyboard); the table (774 high) inset by its
    ///   overlap 774 - 516 = 258 (258 beyond the reference's 0) and scrolled 744 - (774 - 258) = 228: the field at
    ///   472-516, just above the keyboard and inside the band: visible.
    /// - react-native-kav: the root as the KAV with padding, bottom 852 - 516 = 336 (no safe-area subtraction): the
    ///   bar (on the safe area's bottom) moves up 336 to 438-482, 34 pt above the keyboard; the table keeps its
    ///   frame and nothing scrolls: the field is covered 44.
    /// - react-native-keyboard-controller: its KeyboardAvoidingView on the root with padding, keyboardY = 852 - 336
    ///   - 0 = 516 (the keyboard's height, not its y): the same 336 as the core KAV, the same screen.
    /// - flutter-scaffold: the body ends 336 higher, the bar at 472 on the keyboard, the table 472 high, scrolled
    ///   744 + 20 - 472 = 292 (20 more than the reference): the field at 408-452, visible; no inset; gap 0.
    @Test(arguments: transports) func theDesignScene(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/compare",
                body: String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self))
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json["policies"]?.arrayElements?.compactMap { $0["policy"]?.stringValue } == Self.order)
            // (policy, passes, fullyVisible, coveredBy, insetBeyondReference, barGap)
            let expected: [(String, Bool, Bool, Double, Double, Double)] = [
                ("reference", true, true, 0, 0, 0),
                ("seed-000", false, false, 44, 336, 302),
                ("seed-001", false, false, 44, 0, 0),
                ("seed-002", false, true, 0, 336, 302),
                ("seed-003", false, true, 0, 0, 302),
                ("seed-004", false, false, 44, 336, 34),
                ("iqkeyboardmanager", false, true, 0, 302, 302),
                ("uikeyboardlayoutguide", false, false, 44, 0, 0),
                ("swiftui", false, false, 44, 0, 0),
                ("uitableviewcontroller", false, true, 0, 258, 302),
                ("react-native-kav", false, false, 44, 0, 34),
                ("react-native-keyboard-controller", false, false, 44, 0, 34),
                ("flutter-scaffold", false, true, 0, 0, 0),
            ]
            for (policy, passes, visible, covered, beyond, gap) in expected {
                let e = try #require(Self.entry(json, policy), "\(policy)")
                #expect(e["pass"]?.boolValue == passes, "\(policy)")
                #expect(e["summary"]?["revealedField"]?.stringValue == "field", "\(policy)")
                #expect(e["summary"]?["fullyVisible"]?.boolValue == visible, "\(policy)")
                #expect(e["summary"]?["coveredBy"]?.doubleValue == covered, "\(policy)")
                #expect(e["summary"]?["insetBeyondReference"]?.doubleValue == beyond, "\(policy)")
                #expect(e["summary"]?["barGap"]?.doubleValue == gap, "\(policy)")
                #expect(e["summary"]?["traps"]?.doubleValue == 0, "\(policy)")
                #expect(e["summary"]?["maxBarGap"] == nil, "\(policy)")
            }
            // The reference compares every value it reports and finds none different.
            let reference = try #require(Self.entry(json, "reference"))
            #expect((reference["compared"]?.doubleValue ?? 0) > 0)
            #expect(reference["differences"]?.arrayElements?.isEmpty == true)
            // seed-002's inset: 336 where the reference has 0 (the table already ends above the keyboard).
            let seed002 = try #require(Self.entry(json, "seed-002"))
            let inset = seed002["differences"]?.arrayElements?.first {
                $0["pointer"]?.stringValue == "/views/table/contentInset/bottom"
            }
            #expect(inset?["expected"]?.doubleValue == 0)
            #expect(inset?["actual"]?.doubleValue == 336)
            #expect(seed002["answer"]?["policy"]?.stringValue == "seed-002")
        }
    }

    /// Examples/rotation-001-simulate.json as a sequence (iPhone 5 rotating with the keyboard up). seed-001's
    /// final code sets its frames without an animation inside the rotation: every step equals the reference's
    /// and maxBarGap is 0 (to rounding). The first code animates the willHide and willShow inside the rotation (steps 2 and 3):
    /// two differences, each diagnosed `animated-in-transition`, and the bar detaches: 0.1 s in, its own spring
    /// has done 0.5448 of the 194 pt move where the rotation's easeInOut has done 0.1296: at least
    /// 194 x 0.4152 = 80.5 pt.
    @Test(arguments: transports) func theRotation(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var text = String(decoding: try repositoryFile("Examples/rotation-001-simulate.json"), as: UTF8.self)
            text = text.replacingOccurrences(of: #""handling": "correct","#, with: "")
            let response = try client.post("/v1/keyboard/compare", body: text)
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            let final = try #require(Self.entry(json, "seed-001"))
            #expect(final["pass"]?.boolValue == true)
            #expect((final["summary"]?["maxBarGap"]?.doubleValue ?? 1) < 1e-9)
            let naive = try #require(Self.entry(json, "seed-001-naive"))
            let differences = naive["differences"]?.arrayElements ?? []
            #expect(
                differences.compactMap { $0["pointer"]?.stringValue } == [
                    "/steps/2/animation/animated", "/steps/3/animation/animated",
                ])
            for d in differences {
                #expect(d["diagnoses"]?[0]?["codes"]?[0]?.stringValue == "animated-in-transition")
            }
            #expect((naive["summary"]?["maxBarGap"]?.doubleValue ?? 0) >= 80.4)
            // The answer is simulate's, without keyframes.
            #expect(naive["answer"]?["steps"]?.arrayElements?.count == 5)
            #expect(naive["answer"]?["keyframes"] == nil)
        }
    }

    /// Seed 000 and seed 002 force-cast UIKeyboardIsLocalUserInfoKey (lines 110 and 60): on a notification without
    /// it each traps once and leaves the layout at rest; the other codes read it conditionally or not at all.
    @Test(arguments: transports) func traps(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            text = text.replacingOccurrences(
                of: #",\s*"UIKeyboardIsLocalUserInfoKey":\s*true"#, with: "", options: .regularExpression)
            #expect(!text.contains("UIKeyboardIsLocalUserInfoKey"))
            let json = try client.post("/v1/keyboard/compare", body: text).json()
            for policy in Self.order {
                let traps = Self.entry(json, policy)?["summary"]?["traps"]?.doubleValue
                #expect(traps == (policy == "seed-000" || policy == "seed-002" ? 1 : 0), "\(policy)")
            }
            let trap = Self.entry(json, "seed-000")?["answer"]?["trap"]?.stringValue ?? ""
            #expect(trap.hasPrefix("seed 000 line 110"))
        }
    }

    /// Compare plays every policy: naming one (or the naive alias) is a 422 at the key that names it.
    @Test(arguments: transports) func aPolicyInTheRequestIsAProblem(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let example = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let end = try #require(example.lastIndex(of: "}"))
            var named = example
            named.replaceSubrange(end...end, with: #", "policy": "seed-002"}"#)
            let response = try client.post("/v1/keyboard/compare", body: named)
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/policy"])
            let rotation = String(
                decoding: try repositoryFile("Examples/rotation-001-simulate-naive.json"), as: UTF8.self)
            let naive = try client.post("/v1/keyboard/compare", body: rotation)
            #expect(naive.status == 422)
            #expect(try naive.problemPointers() == ["/handling"])
        }
    }

    /// `keyboard-layout compare FILE`: a header and a line a policy; the reference passes and the field is visible,
    /// seed 000's field is covered 44 pt with 336 of inset beyond the reference (as in theDesignScene).
    @Test func commandPrintsATable() throws {
        let run = try CommandLineTests.run(["compare", "Examples/iphone-comment-bar.json"])
        #expect(run.status == 0)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 15)
        #expect(lines.first?.hasPrefix("policy") == true)
        let columns = lines.dropFirst().map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        #expect(columns.map { $0.first ?? "" } == Self.order)
        #expect(columns[0].prefix(3) == ["reference", "pass", "visible"])
        #expect(lines[2].contains("covered 44 pt"))
        #expect(columns[1].contains("336"))
    }
}

/// The review's cases: a version before seed 003's guard passes, a keyboard IQKeyboardManager sees as 0 pt, and
/// an inset on a view the reference does not report.
@Suite struct PolicyEdgeTests {
    /// An iPhone 15 (393 x 852, safe area 59 / 34) with `root` holding a full-screen scroll view (content 1200
    /// high) and a 44 pt field at content y 700; `behaviors` and the keyboard's end frame as given.
    static func body(behaviors: String, end: String, policy: String? = nil, osVersion: String? = nil) -> String {
        """
        {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
            "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
            "UIKeyboardFrameEndUserInfoKey": "\(end)", "UIKeyboardAnimationDurationUserInfoKey": 0.25,
            "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
         "screen": {"bounds": [0, 0, 393, 852], "scale": 3\(osVersion.map { #", "osVersion": "\#($0)""# } ?? "")},
         "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "bottom": 34}},
         "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                   {"id": "scroll", "parent": "root", "frame": [0, 0, 393, 852],
                    "scroll": {"contentSize": {"width": 393, "height": 1200}}},
                   {"id": "field", "parent": "scroll", "frame": [16, 700, 361, 44]}],
         "behaviors": \(behaviors)\(policy.map { #", "policy": "\#($0)""# } ?? "")}
        """
    }

    static let offset = #"[{"type": "offsetScrollView", "scrollView": "scroll", "reveal": "field"}]"#
    static let shown = "NSRect: {{0, 516}, {393, 336}}"

    /// Seed 003's guard (line 39) needs the screen as the notification's object, which UIKit sends from iOS 16.1:
    /// on 16.0 nothing moves; on 16.1 the offset grows by 744 + 20 - 516 = 248, animated over 0.25 s with
    /// options 7 << 16 = 458752.
    @Test(arguments: transports) func seed003BeforeAndFromIOS161(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let before = try client.post(
                "/v1/keyboard/adjust",
                body: Self.body(behaviors: Self.offset, end: Self.shown, policy: "seed-003", osVersion: "16.0")
            ).json()
            #expect(before.number("views", "scroll", "contentOffset", "y") == 0)
            #expect(before.at("animation", "animated")?.boolValue == false)
            let from = try client.post(
                "/v1/keyboard/adjust",
                body: Self.body(behaviors: Self.offset, end: Self.shown, policy: "seed-003", osVersion: "16.1")
            ).json()
            #expect(from.number("views", "scroll", "contentOffset", "y") == 248)
            #expect(from.number("animation", "options") == 458_752)
        }
    }

    /// A hardware keyboard's frame entirely below the screen ({0, 852} ...): IQKeyboardManager's height is
    /// max(852 - 852, 0) = 0 (KI:185-200), the same as before (played from rest), so nothing happens and nothing
    /// animates.
    @Test(arguments: transports) func iqKeyboardManagerOnAZeroHeight(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post(
                "/v1/keyboard/adjust",
                body: Self.body(
                    behaviors: Self.offset, end: "NSRect: {{0, 852}, {393, 313}}", policy: "iqkeyboardmanager")
            ).json()
            #expect(json.number("views", "scroll", "contentInset", "bottom") == 0)
            #expect(json.number("views", "scroll", "contentOffset", "y") == 0)
            #expect(json.number("views", "root", "frame", "y") == 0)
            #expect(json.at("animation", "animated")?.boolValue == false)
        }
    }

    /// A shiftView scene: the reference moves `root` and reports no scroll view. IQKeyboardManager insets the
    /// field's scroll view: cover 336 + 10 + 34 = 380 from the window's bottom, the scroll view reaching it:
    /// 380 - 0 = 380, less its own safe bottom 34 = 346; compare counts it against the resting inset 0:
    /// insetBeyondReference 346.
    @Test(arguments: transports) func insetOnAViewTheReferenceDoesNotReport(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let shift = #"[{"type": "shiftView", "view": "root", "reveal": "field"}]"#
            let json = try client.post("/v1/keyboard/compare", body: Self.body(behaviors: shift, end: Self.shown))
                .json()
            let iq = json["policies"]?.arrayElements?.first { $0["policy"]?.stringValue == "iqkeyboardmanager" }
            #expect(iq?["answer"]?["views"]?["scroll"]?["contentInset"]?["bottom"]?.doubleValue == 346)
            #expect(iq?["summary"]?["insetBeyondReference"]?.doubleValue == 346)
        }
    }
}
