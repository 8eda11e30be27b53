import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Simulate's silent change (docs/devices.md, "Silent changes"): `{"keyboardOnScreen": Rect or null}` moves the
/// keyboard on the screen without telling the app; in process and live. Numbers by hand in the comments.
@Suite struct SilentChangeTests {
    /// An iPhone 6 (375 x 667, status bar 20) with a bar riding the keyboard, as the iPhone 6 log of the QuickType
    /// bar shows it on iOS 8.4: shown at (0, 442, 375, 225), then the bar appears silently (iOS 9.0, radar
    /// 22505056): (0, 409, 375, 258) on the screen.
    static func body(_ silent: String) -> String {
        """
        {"screen": {"bounds": {"x": 0, "y": 0, "width": 375, "height": 667}, "scale": 2},
         "window": {"frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "safeAreaInsets": {"top": 20}},
         "views": [{"id": "root", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}},
                   {"id": "bar", "parent": "root", "frame": {"x": 0, "y": 623, "width": 375, "height": 44}}],
         "behaviors": [{"type": "attachToKeyboard", "view": "bar"}],
         "events": [{"notification": {"name": "willShow", "userInfo": {
                       "UIKeyboardFrameBeginUserInfoKey": [0, 667, 375, 225],
                       "UIKeyboardFrameEndUserInfoKey": [0, 442, 375, 225],
                       "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
                     "at": 0},
                    \(silent)]}
        """
    }

    /// The bar rides the notified keyboard: 442 - 44 = 398. The silent change moves the keyboard on the screen to
    /// 409 and leaves the bar at 398: the step is stale, reports the keyboard on the screen (top 409, overlap
    /// 667 - 409 = 258) and the bar covered by 398 + 44 - 409 = 33 pt, which is maxBarGap. The notified step
    /// says nothing of staleness (no `stale` key: a run without silent changes answers as before).
    @Test(arguments: transports) func theLayoutStaysAndTheStepIsStale(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try client.post(
                "/v1/keyboard/simulate", body: Self.body(#"{"keyboardOnScreen": [0, 409, 375, 258], "at": 1}"#))
            #expect(answer.status == 200, "\(answer.text)")
            let a = try answer.json()
            #expect(a.number("steps", 0, "views", "bar", "frame", "y") == 398)
            #expect(a.at("steps", 0, "stale") == nil)
            #expect(a.string("steps", 1, "event") == "keyboardOnScreen")
            #expect(a.at("steps", 1, "stale")?.boolValue == true)
            #expect(a.number("steps", 1, "keyboard", "frameInWindow", "y") == 409)
            #expect(a.number("steps", 1, "keyboard", "overlap") == 258)
            #expect(a.number("steps", 1, "views", "bar", "frame", "y") == 398)
            #expect(a.number("maxBarGap") == 33)
        }
    }

    /// `null`: the keyboard left the screen silently (dragged away): the keyboard reported is not visible, the bar
    /// stays at 398, 667 - 442 = 225 pt above the screen's bottom where the keyboard now is: maxBarGap 667 - 442.
    @Test(arguments: transports) func nullMeansNoKeyboard(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try client.post("/v1/keyboard/simulate", body: Self.body(#"{"keyboardOnScreen": null, "at": 1}"#))
                .json()
            #expect(a.at("steps", 1, "keyboard", "visible")?.boolValue == false)
            #expect(a.number("steps", 1, "views", "bar", "frame", "y") == 398)
            #expect(a.number("maxBarGap") == 225)
        }
    }

    /// A notification after the silent change tells the app again: its step is not stale.
    @Test(arguments: transports) func aNotificationEndsIt(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let later = #"""
                {"keyboardOnScreen": [0, 409, 375, 258], "at": 1},
                {"notification": {"name": "willChangeFrame", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 442, 375, 225],
                  "UIKeyboardFrameEndUserInfoKey": [0, 409, 375, 258], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                  "UIKeyboardAnimationCurveUserInfoKey": 7}}, "at": 2}
                """#
            let a = try client.post("/v1/keyboard/simulate", body: Self.body(later)).json()
            #expect(a.at("steps", 2, "stale") == nil)
            // Told: the bar rides the keyboard again, 409 - 44 = 365.
            #expect(a.number("steps", 2, "views", "bar", "frame", "y") == 365)
        }
    }

    /// A silent change is validated like every other key: a negative size and an unknown key, each with its
    /// pointer.
    @Test(arguments: transports) func invalidSilentChange(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let bad = try client.post(
                "/v1/keyboard/simulate", body: Self.body(#"{"keyboardOnScreen": [0, 409, 375, -1], "when": 1}"#))
            #expect(bad.status == 422)
            let pointers = try bad.problemPointers()
            #expect(pointers.contains("/events/1/when"))
            #expect(pointers.contains { $0.hasPrefix("/events/1/keyboardOnScreen") })
        }
    }

    /// compare plays the silent change for every policy: each policy's stale step reports the keyboard on the
    /// screen (top 409) with its views as its last notification left them.
    @Test(arguments: transports) func compareJudgesAgainstTheKeyboardOnTheScreen(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try client.post(
                "/v1/keyboard/compare", body: Self.body(#"{"keyboardOnScreen": [0, 409, 375, 258], "at": 1}"#))
            #expect(answer.status == 200, "\(answer.text)")
            let policies = try answer.json()["policies"]?.arrayElements ?? []
            #expect(policies.count > 1)
            for p in policies {
                #expect(
                    p.number("answer", "steps", 1, "keyboard", "frameInWindow", "y") == 409,
                    "\(p.string("policy") ?? "")")
                #expect(p.at("answer", "steps", 1, "stale")?.boolValue == true)
            }
        }
    }

    /// The example comment bar's adjust request with `member` (and its comma) first in the object.
    static func commentBar(with member: String) throws -> String {
        var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
        let brace = try #require(text.firstIndex(of: "{"))
        text.insert(contentsOf: member, at: text.index(after: brace))
        return text
    }

    /// render with `keyboardOnScreen`: the layout the notification gives (the example's bar at 472), the keyboard on
    /// the screen solid (class keyboard, top 852 - 369 = 483 for a keyboard grown by 33 pt) and the notified one
    /// dashed (keyboard-notified); a bad rect is a 422 at /keyboardOnScreen.
    @Test(arguments: transports) func renderDrawsBothKeyboards(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = try Self.commentBar(with: #""keyboardOnScreen": [0, 483, 393, 369], "#)
            let picture = try client.post("/v1/keyboard/render", body: text)
            #expect(picture.status == 200)
            let svg = picture.text
            #expect(svg.contains(#"class="keyboard-notified""#))
            #expect(svg.contains(#"class="keyboard""#))
            #expect(svg.contains("on the screen, not notified: keyboard top 483"))
            #expect(svg.contains(#"data-id="bar""#))
            let bad = text.replacingOccurrences(of: "[0, 483, 393, 369]", with: "[0, 483, 393, -1]")
            let refused = try client.post("/v1/keyboard/render", body: bad)
            #expect(refused.status == 422)
            #expect(try refused.problemPointers().contains { $0.hasPrefix("/keyboardOnScreen") })
        }
    }

    /// `keyboardOnScreen` is read with adjust's keys, from one document: a bad keyboard on the screen and a bad
    /// view are both in the one 422 (the example's field gets a height of -44, which a rect refuses: the pointer is
    /// /views/2/frame/height), an unknown key is reported beside them, and `null` (no keyboard on the screen)
    /// draws only the notified keyboard.
    @Test(arguments: transports)
    func renderStaleReportsEveryProblem(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = try Self.commentBar(with: #""keyboardOnScreen": null, "#)
            let none = try client.post("/v1/keyboard/render", body: text)
            #expect(none.status == 200)
            #expect(none.text.contains(#"class="keyboard-notified""#))
            #expect(!none.text.contains(#"class="keyboard""#))
            let bad = text.replacingOccurrences(of: #""keyboardOnScreen": null"#, with: #""keyboardOnScreen": [0, 1]"#)
                .replacingOccurrences(of: #""width":361,"height":44"#, with: #""width":361,"height":-44"#)
                .replacingOccurrences(of: #""options""#, with: #""colour": 1, "options""#)
            #expect(bad.contains("-44") && bad.contains("colour"))
            let refused = try client.post("/v1/keyboard/render", body: bad)
            #expect(refused.status == 422)
            let pointers = try refused.problemPointers()
            #expect(pointers.contains("/keyboardOnScreen"))
            #expect(pointers.contains("/views/2/frame/height"))
            #expect(pointers.contains("/colour"))
        }
    }
}
