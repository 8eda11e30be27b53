import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `insetScrollView.keepBottomAnchored` (docs/rules.md, rule 3): when the visible band's height changes by d, the
/// offset moves by d too, clamped, so the content at the band's bottom stays put; on show and back on hide; in
/// process and live. The band is the frame's height less the adjusted top and bottom insets. Numbers by hand below.
@Suite struct KeepBottomAnchoredTests {
    /// Seed 001's comment list on an iPhone 5 (320 x 568, no safe area): a table (0, 0, 320, 524) with 2000 pt of
    /// content, the comment bar (0, 524, 320, 44) riding the keyboard and resizing the table; the table also has
    /// insetScrollView with `keepBottomAnchored` (or not).
    static func commentList(event: String, begin: String, end: String, offset: Double, anchored: Bool?) -> [UInt8] {
        let flag = anchored.map { #", "keepBottomAnchored": \#($0)"# } ?? ""
        return Array(
            """
            {"notification": {"name": "\(event)", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "\(begin)", "UIKeyboardFrameEndUserInfoKey": "\(end)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 320, 568], "scale": 2},
             "window": {"frame": [0, 0, 320, 568]},
             "views": [
               {"id": "root", "frame": [0, 0, 320, 568]},
               {"id": "table", "parent": "root", "frame": [0, 0, 320, 524],
                "scroll": {"contentSize": {"width": 320, "height": 2000}, "contentOffset": {"x": 0, "y": \(offset)}}},
               {"id": "commentBar", "parent": "root", "frame": [0, 524, 320, 44]}],
             "behaviors": [{"type": "attachToKeyboard", "view": "commentBar", "resize": "table"},
                           {"type": "insetScrollView", "scrollView": "table"\(flag)}]}
            """.utf8)
    }

    static let shown = "{{0, 352}, {320, 216}}"
    static let below = "{{0, 568}, {320, 216}}"

    /// Show, the list scrolled to its end (offset 2000 - 524 = 1476): the bar goes to min(524, 352 - 44) = 308 and
    /// the table is resized to 308 (rule 5), so the keyboard (from 352) no longer reaches it: inset 0. The band was
    /// 524 (the begin frame is below the screen: the resting layout) and is 308 - 0 - 0 = 308: d = 216, offset
    /// 1476 + 216 = 1692, inside [0, 2000 - 308 = 1692]. The last comment (content y 2000) stays at the band's
    /// bottom: 1692 + 308 = 2000. Hide from there (offset 1692): the band was 308 (the begin frame's layout) and
    /// is back to 524: d = -216, offset 1476, the range [0, 1476]. Without the key: 1476 on show, as before.
    @Test(arguments: transports) func seed001CommentListKeepsItsLastComment(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let show = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillShowNotification", begin: Self.below, end: Self.shown, offset: 1476,
                    anchored: true)
            ).json()
            #expect(show.number("views", "table", "frame", "height") == 308)
            #expect(show.number("views", "table", "contentInset", "bottom") == 0)
            #expect(show.number("views", "table", "contentOffset", "y") == 1692)

            let hide = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillHideNotification", begin: Self.shown, end: Self.below, offset: 1692,
                    anchored: true)
            ).json()
            #expect(hide.number("views", "table", "frame", "height") == 524)
            #expect(hide.number("views", "table", "contentOffset", "y") == 1476)

            // Halfway down the list (offset 100): 100 + 216 = 316 on show, 316 - 216 = 100 on hide.
            let middle = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillShowNotification", begin: Self.below, end: Self.shown, offset: 100,
                    anchored: true)
            ).json()
            #expect(middle.number("views", "table", "contentOffset", "y") == 316)
            let middleHide = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillHideNotification", begin: Self.shown, end: Self.below, offset: 316,
                    anchored: true)
            ).json()
            #expect(middleHide.number("views", "table", "contentOffset", "y") == 100)
        }
    }

    /// Without the key, and with it false, the answer is byte for byte the same (the default changes nothing).
    @Test(arguments: transports) func offByDefault(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let plain = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillShowNotification", begin: Self.below, end: Self.shown, offset: 1476,
                    anchored: nil))
            let off = try client.post(
                "/v1/keyboard/adjust",
                body: Self.commentList(
                    event: "UIKeyboardWillShowNotification", begin: Self.below, end: Self.shown, offset: 1476,
                    anchored: false))
            #expect(plain.status == 200)
            #expect(plain.body == off.body)
            // Rule 3 alone: no reveal, so the offset is untouched: 1476.
            #expect(try plain.json().number("views", "table", "contentOffset", "y") == 1476)
        }
    }

    /// A chat on an iPhone 15 (393 x 852, safe area top 59, bottom 34): a message list filling the window, inset
    /// by the keyboard (insetAdjustment automatic adds 59 at the top and 34 at the bottom), `contentHeight` of
    /// messages, with the keyboard (0, 516, 393, 336).
    static func chat(contentHeight: Double, offset: Double, events: String) -> [UInt8] {
        Array(
            """
            {"screen": {"bounds": [0, 0, 393, 852], "scale": 3},
             "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "bottom": 34}},
             "views": [{"id": "messages", "frame": [0, 0, 393, 852],
                        "scroll": {"contentSize": {"width": 393, "height": \(contentHeight)},
                                   "contentOffset": {"x": 0, "y": \(offset)}}}],
             "behaviors": [{"type": "insetScrollView", "scrollView": "messages", "keepBottomAnchored": true}],
             "events": [\(events)]}
            """.utf8)
    }

    static func event(_ name: String, begin: String, end: String) -> String {
        """
        {"name": "\(name)", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "\(begin)",
          "UIKeyboardFrameEndUserInfoKey": "\(end)", "UIKeyboardAnimationDurationUserInfoKey": 0.25,
          "UIKeyboardAnimationCurveUserInfoKey": 7}}
        """
    }

    static let chatShown = "{{0, 516}, {393, 336}}"
    static let chatBelow = "{{0, 852}, {393, 336}}"

    /// 3000 pt of messages, scrolled to the newest (offset 3000 + 34 - 852 = 2182). Show: overlap 852 - 516 = 336,
    /// contentInset.bottom = 0 + max(0, 336 - 34) = 302, adjusted bottom 336. The band was 852 - 59 - 34 = 759
    /// and is 852 - 59 - 336 = 457: d = 302, offset 2484 = the new end of the range (3000 + 336 - 852). didShow:
    /// the band the step before left is 457, still 457: no move. A duplicate willShow (begin = end, as
    /// reloadInputViews sends it): no move. Hide: 457 -> 759, d = -302: 2182; didHide: no move.
    @Test(arguments: transports) func chatKeepsTheNewestMessageThroughASimulation(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let events = [
                Self.event("willShow", begin: Self.chatBelow, end: Self.chatShown),
                Self.event("didShow", begin: Self.chatBelow, end: Self.chatShown),
                Self.event("willShow", begin: Self.chatShown, end: Self.chatShown),
                Self.event("willHide", begin: Self.chatShown, end: Self.chatBelow),
                Self.event("didHide", begin: Self.chatShown, end: Self.chatBelow),
            ].joined(separator: ",")
            let answer = try client.post(
                "/v1/keyboard/simulate", body: Self.chat(contentHeight: 3000, offset: 2182, events: events)
            ).json()
            let offsets = (0..<5).map { answer.number("steps", $0, "views", "messages", "contentOffset", "y") }
            #expect(offsets == [2484, 2484, 2484, 2182, 2182])
            #expect(answer.number("steps", 0, "views", "messages", "contentInset", "bottom") == 302)
        }
    }

    /// A short chat, 500 pt of messages: at rest the range is [-59, max(-59, 500 + 34 - 852)] = [-59, -59], offset
    /// -59. Show: -59 + 302 = 243, clamped to [-59, max(-59, 500 + 336 - 852 = -16)]: -16. Hide: -16 - 302 =
    /// -318, clamped to [-59, -59]: -59, back at rest.
    @Test(arguments: transports) func theMoveIsClampedToTheRange(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let events = [
                Self.event("willShow", begin: Self.chatBelow, end: Self.chatShown),
                Self.event("willHide", begin: Self.chatShown, end: Self.chatBelow),
            ].joined(separator: ",")
            let answer = try client.post(
                "/v1/keyboard/simulate", body: Self.chat(contentHeight: 500, offset: -59, events: events)
            ).json()
            #expect(answer.number("steps", 0, "views", "messages", "contentOffset", "y") == -16)
            #expect(answer.number("steps", 1, "views", "messages", "contentOffset", "y") == -59)
        }
    }

    /// `keepBottomAnchored` must be a boolean: a 422 naming it by pointer.
    @Test(arguments: transports) func aNonBooleanIsA422(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var body = String(
                decoding: Self.commentList(
                    event: "UIKeyboardWillShowNotification", begin: Self.below, end: Self.shown, offset: 0,
                    anchored: true),
                as: UTF8.self)
            body = body.replacingOccurrences(of: #""keepBottomAnchored": true"#, with: #""keepBottomAnchored": "yes""#)
            let answer = try client.post("/v1/keyboard/adjust", body: Array(body.utf8))
            #expect(answer.status == 422)
            #expect(try answer.problemPointers() == ["/behaviors/1/keepBottomAnchored"])
        }
    }
}
