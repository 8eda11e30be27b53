import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The KeyboardChatScrollView in compare (docs/policies.md): its suggestion of `offset`, the distance from the list's
/// bottom to the screen's, on an iPhone 17 Pro (402 x 874, safe area 62 / 34, a 335 pt keyboard on iOS 26: its top
/// at 874 - 335 = 539), with and without an iOS 26 tab bar floating over the content (`overlay`); and its props'
/// problems. Numbers by hand in the comments.
@Suite struct ChatScrollViewPolicyTests {
    /// A chat list from the top to `listBottom`, React Native's contentInsetAdjustmentBehavior `never`, with `extra`
    /// views (a tab bar) and the component's `props`.
    static func body(listBottom: Double, extra: String = "", props: String = "") -> String {
        """
        {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 874, 402, 335],
           "UIKeyboardFrameEndUserInfoKey": [0, 539, 402, 335], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
           "UIKeyboardAnimationCurveUserInfoKey": 7}},
         "screen": {"bounds": [0, 0, 402, 874]},
         "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "left": 0, "bottom": 34, "right": 0}},
         "views": [{"id": "list", "frame": [0, 0, 402, \(listBottom)],
                    "scroll": {"contentSize": {"width": 402, "height": 3000}, "contentOffset": {"x": 0, "y": 0},
                               "insetAdjustment": "never"}}\(extra)],
         "behaviors": [{"type": "insetScrollView", "scrollView": "list"}],
         "frameworks": {"reactNativeKeyboardController": {"component": "KeyboardChatScrollView"\(props)}}}
        """
    }

    /// The iOS 26 tab bar of react-native-bottom-tabs PR 569's iPhone 17 Pro: its top at 791, floating over the
    /// content.
    static let tabBar = #", {"id": "tabBar", "frame": [0, 791, 402, 83], "overlay": true}"#

    static func entry(_ client: KeyboardLayoutClient, _ body: String) throws -> JSONValue? {
        let answer = try client.post("/v1/keyboard/compare", body: body)
        guard answer.status == 200 else { throw TestFailure("compare answered \(answer.status): \(answer.text)") }
        return try answer.json().at("policies")?.arrayElements?.first {
            $0["policy"]?.stringValue == "react-native-keyboard-controller"
        }
    }

    /// Full screen, the list ending on the home indicator's band (840): the reference insets it by its overlap with
    /// the keyboard, 840 - 539 = 301, so its visible band ends at 539. The component insets by 335 - offset: with 0
    /// its band ends at 840 - 335 = 505, 34 pt higher; offset = 335 + 0 - (840 - 539) = 34, the distance from the
    /// list's bottom to the screen's. Played with 34: the inset 335 - 34 = 301.
    /// Above the tab bar (the list ends at 791): the reference's inset 791 - 539 = 252 (the tab bar lies below the
    /// list, the keyboard over it); offset = 335 - (791 - 539) = 83, the tab bar's height: not 34 + 83, the keyboard
    /// covers the tab bar and the home indicator alike.
    @Test(arguments: transports) func suggestedOffset(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let full = try #require(try Self.entry(client, Self.body(listBottom: 840)))
            #expect(full.string("summary", "suggested", "setting") == "offset")
            #expect(full.number("summary", "suggested", "value") == 34)
            #expect(full.number("answer", "views", "list", "contentInset", "bottom") == 335)
            let tabs = try #require(try Self.entry(client, Self.body(listBottom: 791, extra: Self.tabBar)))
            #expect(tabs.number("summary", "suggested", "value") == 83)
            #expect(tabs.number("answer", "views", "list", "contentInset", "bottom") == 335)

            let played = try client.post(
                "/v1/keyboard/adjust",
                body: Self.body(listBottom: 840, props: #", "offset": 34"#).replacingOccurrences(
                    of: "{\"notification\"", with: "{\"policy\": \"react-native-keyboard-controller\", \"notification\""
                ))
            #expect(played.status == 200, "\(played.text)")
            #expect(try played.json().number("views", "list", "contentInset", "bottom") == 301)
            let again = try #require(
                try Self.entry(client, Self.body(listBottom: 791, extra: Self.tabBar, props: #", "offset": 83"#)))
            #expect(again.number("answer", "views", "list", "contentInset", "bottom") == 252)
            #expect(again.number("summary", "suggested", "value") == 83)
        }
    }

    /// The props the request leaves out come from the scene's list (its `lift`, `inverted`), each listed in
    /// `assumptions`. An inverted whenAtEnd list at offset 0 (its newest message at its visual bottom): the
    /// keyboard's 335 pt go to contentInset.top (the visual bottom of a list drawn upside down), and at the end
    /// (0 <= 20) it lifts the other way: max(min(0 - 335, 3000 - 840), -335) = -335.
    @Test(arguments: transports) func propsFromTheScene(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = Self.body(listBottom: 840).replacingOccurrences(
                of: #""scrollView": "list"}"#, with: #""scrollView": "list", "lift": "whenAtEnd", "inverted": true}"#)
            let entry = try #require(try Self.entry(client, body))
            #expect(entry.number("answer", "views", "list", "contentInset", "top") == 335)
            #expect(entry.number("answer", "views", "list", "contentInset", "bottom") == 0)
            #expect(entry.number("answer", "views", "list", "contentOffset", "y") == -335)
            let because = entry.at("answer", "assumptions")?.arrayElements?.compactMap { $0["because"]?.stringValue }
            #expect(because?.contains("not given: whenAtEnd, the scene's list's lift") == true)
            #expect(because?.contains("not given: true, the scene's list is inverted") == true)
        }
    }

    /// compare plays a sequence with the component's state carried from step to step: opened at 0, the list lifts
    /// by 335 - 34 = 301 (offset 34); the user scrolls to 1000; the hide undoes only the lift it applied:
    /// relative 1000 - 301 = 699, min(max(0 + 699, 0), 3000 - 840) = 699.
    @Test(arguments: transports) func compareCarriesTheState(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let single = Self.body(listBottom: 840, props: #", "offset": 34"#)
            let scene = try #require(single.range(of: #""screen""#))
            let body = """
                {"events": [
                  {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 874, 402, 335],
                   "UIKeyboardFrameEndUserInfoKey": [0, 539, 402, 335], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                   "UIKeyboardAnimationCurveUserInfoKey": 7}}, "at": 0},
                  {"userScroll": {"view": "list", "y": 1000}, "at": 1},
                  {"notification": {"name": "willHide", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 539, 402, 335],
                   "UIKeyboardFrameEndUserInfoKey": [0, 874, 402, 335], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                   "UIKeyboardAnimationCurveUserInfoKey": 7}}, "at": 2}],
                """ + single[scene.lowerBound...]
            let entry = try #require(try Self.entry(client, body))
            #expect(entry.number("answer", "steps", 0, "views", "list", "contentOffset", "y") == 301)
            #expect(entry.number("answer", "steps", 0, "views", "list", "contentInset", "bottom") == 301)
            #expect(entry.number("answer", "steps", 2, "views", "list", "contentOffset", "y") == 699)
            #expect(entry.number("answer", "steps", 2, "views", "list", "contentInset", "bottom") == 0)
        }
    }

    /// The props' problems, each at its pointer: the ChatScrollView's `offset` is a number (an object is the
    /// StickyView's), its lift behavior one of four, its blankSpace not negative.
    @Test(arguments: transports) func invalidProps(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = Self.body(
                listBottom: 840,
                props: #", "offset": {"opened": 34}, "keyboardLiftBehavior": "sometimes", "blankSpace": -1"#)
            let answer = try client.post("/v1/keyboard/compare", body: body)
            #expect(answer.status == 422, "\(answer.text)")
            let p = "/frameworks/reactNativeKeyboardController/"
            #expect(
                Set(try answer.problemPointers())
                    == [p + "offset", p + "keyboardLiftBehavior", p + "blankSpace"])
        }
    }
}
