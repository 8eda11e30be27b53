import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// react-native-keyboard-controller 1.22.4 (policy `react-native-keyboard-controller`), each number worked by hand
/// from the library's source as docs/policies.md models it: the keyboard is the end frame's height (336 on the
/// design's iPhone 15, 216 on an iPhone SE), the window's height its frame's; KeyboardAvoidingView
/// `keyboardY = windowHeight - keyboardHeight - keyboardVerticalOffset`, `bottom = max(0, frame.maxY - keyboardY)`;
/// KeyboardStickyView up by the keyboard's height less `offset.opened`; KeyboardAwareScrollView inset by the
/// keyboard's height and the field's bottom scrolled to `bottomOffset` above `windowHeight - keyboardHeight`.
@Suite struct KeyboardControllerPolicyTests {
    /// The example file with the policy and `frameworks` set, through adjust.
    static func adjust(
        _ client: KeyboardLayoutClient, file: String = "Examples/iphone-comment-bar.json", policy: String,
        frameworks: String?
    ) throws -> JSONValue {
        var text = String(decoding: try repositoryFile(file), as: UTF8.self)
        let brace = try #require(text.firstIndex(of: "{"))
        let extra = #""policy": "\#(policy)", "# + (frameworks.map { #""frameworks": \#($0), "# } ?? "")
        text.insert(contentsOf: extra, at: text.index(after: brace))
        return try post(client, "/v1/keyboard/adjust", text)
    }

    static func post(_ client: KeyboardLayoutClient, _ path: String, _ body: String) throws -> JSONValue {
        let answer = try client.post(path, body: body)
        guard answer.status == 200 else { throw TestFailure("\(path) answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    /// The design's iPhone 15 (393 x 852, safe area 59 / 34) and its willShow to (0, 516, 393, 336), the opening of
    /// the scenes written here: views and behaviors follow.
    static let iPhone15Head = """
        {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336],
           "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
           "UIKeyboardAnimationCurveUserInfoKey": 7}},
         "screen": {"bounds": [0, 0, 393, 852]},
         "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0}},
        """

    static func controller(_ props: String) -> String { #"{"reactNativeKeyboardController": \#(props)}"# }

    /// The design scene (root 852 high, table 774, bar 774-818 on the safe area's bottom), the defaults: the
    /// KeyboardAvoidingView is the root with padding; keyboardY = 852 - 336 - 0 = 516, bottom = 0 + 852 - 516 = 336:
    /// the bar moves up 336 to 438 (ending 34 pt above the keyboard: the home indicator counted twice, as the core
    /// KAV does); the table (774, not the root's height) keeps its frame. `height`: the root 852 - 336 = 516 high,
    /// the bar 438. `position`: the root at -336. `translate-with-padding`: the root at -336 and its top padded by
    /// 336: the bar at 774 in the root (438 in the window, where padding puts it), the table at 336 (0 in the window).
    @Test(arguments: transports) func avoidingViewBehaviors(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let p = "react-native-keyboard-controller"
            let padding = try Self.adjust(client, policy: p, frameworks: nil)
            #expect(padding.string("policy") == p)
            #expect(padding.number("views", "bar", "frame", "y") == 438)
            #expect(padding.number("views", "root", "frame", "y") ?? 0 == 0)
            #expect(padding.number("views", "table", "frame", "height") == 774)
            #expect(padding.string("assumptions", 0, "pointer") == "/frameworks/reactNativeKeyboardController/view")
            let height = try Self.adjust(client, policy: p, frameworks: Self.controller(#"{"behavior": "height"}"#))
            #expect(height.number("views", "root", "frame", "height") == 516)
            #expect(height.number("views", "bar", "frame", "y") == 438)
            let position = try Self.adjust(
                client, policy: p, frameworks: Self.controller(#"{"behavior": "position"}"#))
            #expect(position.number("views", "root", "frame", "y") == -336)
            let translate = try Self.adjust(
                client, policy: p, frameworks: Self.controller(#"{"behavior": "translate-with-padding"}"#))
            #expect(translate.number("views", "root", "frame", "y") == -336)
            #expect(translate.number("views", "bar", "frame", "y") == 774)
            #expect(translate.number("views", "table", "frame", "y") == 336)
        }
    }

    /// The existing framework scenes (ContainerRuleTests): on the iPhone SE a field resting on the root's bottom,
    /// bottom = 667 - (667 - 216) = 216: the field to 623 - 216 = 407, as the core KAV; on the iPhone 15 the field
    /// on the safe area's bottom (774-818): bottom = 852 - 516 = 336, to 438.
    @Test(arguments: transports) func frameworkScenes(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let se = try ContainerRuleTests.adjust(
                client, ContainerRuleTests.iPhoneSE, "react-native-keyboard-controller")
            #expect(se.number("views", "field", "frame", "y") == 407)
            let x = try ContainerRuleTests.adjust(
                client, ContainerRuleTests.iPhone15, "react-native-keyboard-controller")
            #expect(x.number("views", "field", "frame", "y") == 438)
        }
    }

    /// The other framework scenes. The iPhone SE form (seed 002's), `height` on the scroll view that is the root:
    /// bottom = 667 - (667 - 216) = 216, the scroll view 451 high, as the core KAV. The Stage Manager window
    /// (StageManagerFrameworkTests: the window at (100, 50, 700, 900), the keyboard 398 high with its top at 576 in
    /// the window): keyboardY = 900 - 398 = 502 (the window's height, as if the window filled the screen), bottom =
    /// 900 - 502 = 398, the bar 856 - 398 = 458, ending at 502: 74 pt above the keyboard (the core KAV, reading the
    /// screen's 626, put it 50 pt under). The suggestion: the bar needs 900 - 576 = 324, so keyboardVerticalOffset =
    /// 324 - 398 = -74.
    @Test(arguments: transports) func formAndStageManager(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let p = "react-native-keyboard-controller"
            let form = try Self.adjust(
                client, file: "Examples/seed-002-form-inset-iphone-se.json", policy: p,
                frameworks: Self.controller(#"{"behavior": "height"}"#))
            #expect(form.number("views", "scroll", "frame", "height") == 451)
            let window = try StageManagerFrameworkTests.adjust(client, p)
            #expect(window.number("views", "bar", "frame", "y") == 458)
            let compare = try Self.post(
                client, "/v1/keyboard/compare",
                StageManagerFrameworkTests.scene.replacingOccurrences(
                    of: #""policy": "POLICY""#, with: #""explain": false"#))
            let entry = try #require(
                compare.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == p })
            #expect(entry.number("summary", "suggested", "value") == -74)
        }
    }

    /// The bar as the KeyboardAvoidingView with `behavior: "position"`, in the Stage Manager window
    /// (StageManagerFrameworkTests: the window (100, 50, 700, 900), the bar (0, 856, 700, 44) in the root, which is
    /// at the window's origin; the keyboard 398 high, its top 626 on the screen and 576 in the window). With
    /// `position` the library wraps the children in a view of its own and gives that view `{ bottom }`
    /// (react-native-keyboard-controller af130ca4, src/components/KeyboardAvoidingView/index.tsx L190-191 and
    /// L214-219): the content moves up by `bottom` as one, and a scene has no content view apart from the named one,
    /// so the bar itself is what the offset places. The bar has no children: before, the suggestion found no child
    /// resting on the KAV's bottom and answered null.
    /// - keyboard-controller (L100, L105-108): keyboardY = window height 900 - keyboard height 398 - offset;
    ///   bottom = 856 + 44 - keyboardY = 398 + offset. The reference puts the bar's bottom on the keyboard's top, 576
    ///   in the window (the bar at 532, as the layout guide puts it), 900 - 576 = 324 above where it rests: 398 +
    ///   offset = 324, offset -74. Played again: keyboardY = 900 - 398 + 74 = 576, bottom 324, the bar at 532. With
    ///   0 the bar ends at 900 - 398 = 502, 74 pt higher than 576.
    /// - React Native's own KAV (KeyboardAvoidingView.js, as ReactNativeAvoidingViewTests models it): keyboardY =
    ///   screenY 626 - offset, bottom = 900 - 626 + offset = 274 + offset = 324: offset 50; with 0 the bar ends at
    ///   626, 50 pt lower than 576.
    /// Nothing moves the table: its field (800-844 in the window, the table at rest) lies wholly below the keyboard's
    /// top at 576, all of its 44 pt covered, and `because` says so.
    @Test(arguments: transports) func positionComparesTheViewItself(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let frameworks = #"""
                "frameworks": {"reactNative": {"view": "bar", "behavior": "position"},
                               "reactNativeKeyboardController": {"view": "bar", "behavior": "position"}}
                """#
            let compare = try Self.post(
                client, "/v1/keyboard/compare",
                StageManagerFrameworkTests.scene.replacingOccurrences(of: #""policy": "POLICY""#, with: frameworks))
            func entry(_ policy: String) throws -> JSONValue {
                try #require(compare.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == policy })
            }
            let controller = try entry("react-native-keyboard-controller")
            #expect(controller.string("summary", "suggested", "setting") == "keyboardVerticalOffset")
            #expect(controller.number("summary", "suggested", "value") == -74)
            let because = try #require(controller.string("summary", "suggested", "because"))
            #expect(
                because.contains("puts the bottom of bar where the reference does (576 in the window)"), "\(because)")
            #expect(because.contains("with 0 it ends 74 pt higher"), "\(because)")
            #expect(because.contains("field stays covered by 44 pt"), "\(because)")
            let core = try entry("react-native-kav")
            #expect(core.number("summary", "suggested", "value") == 50)
            #expect(core.string("summary", "suggested", "because")?.contains("with 0 it ends 50 pt lower") == true)

            // Each value played again puts the bar at 532.
            let position = #""view": "bar", "behavior": "position""#
            for (policy, props) in [
                (
                    "react-native-keyboard-controller",
                    #"{"reactNativeKeyboardController": {\#(position), "keyboardVerticalOffset": -74}}"#
                ),
                ("react-native-kav", #"{"reactNative": {\#(position), "keyboardVerticalOffset": 50}}"#),
            ] {
                let played = try Self.post(
                    client, "/v1/keyboard/adjust",
                    StageManagerFrameworkTests.scene.replacingOccurrences(
                        of: #""policy": "POLICY""#, with: #""policy": "\#(policy)", "frameworks": \#(props)"#))
                #expect(played.number("views", "bar", "frame", "y") == 532, "\(policy)")
            }
        }
    }

    /// A KeyboardAvoidingView that does not start at the window's top: a screen below a 103 pt header (59 status
    /// bar + 44 navigation bar), at y 103 in the root and 749 high; the KAV is its child `content` (0, 0, 393, 749)
    /// and holds a composer bar at 671-715, on its safe area's bottom (749 - 34).
    /// - Without automaticOffset, the frame is in its parent: bottom = 0 + 749 - 516 = 233; the composer to
    ///   671 - 233 = 438 in the KAV, 541 in the window: its bottom 585, 69 pt inside the keyboard.
    /// - With automaticOffset, the frame is in the window (y 103): bottom = 103 + 749 - 516 = 336; the composer to
    ///   335, 438 in the window: its bottom 482, 34 pt above the keyboard.
    /// The reference pins the composer's bottom to the keyboard's top, 516: bottom needed 818 - 516 = 302, so the
    /// suggested keyboardVerticalOffset is 302 - 233 = 69 without automaticOffset (where a user would give the
    /// header's 103) and 302 - 336 = -34 with it.
    static let belowHeader =
        iPhone15Head + """
             "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                       {"id": "header", "parent": "root", "frame": [0, 0, 393, 103]},
                       {"id": "screen", "parent": "root", "frame": [0, 103, 393, 749]},
                       {"id": "content", "parent": "screen", "frame": [0, 0, 393, 749]},
                       {"id": "composer", "parent": "content", "frame": [0, 671, 393, 44]}],
             "behaviors": [{"type": "attachToKeyboard", "view": "composer"}]
            """

    static func belowHeader(policy: String?, _ frameworks: String) -> String {
        Self.belowHeader + (policy.map { #", "policy": "\#($0)""# } ?? "") + #", "frameworks": \#(frameworks)}"#
    }

    @Test(arguments: transports) func avoidingViewBelowAHeader(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let p = "react-native-keyboard-controller"
            let parent = try Self.post(
                client, "/v1/keyboard/adjust", Self.belowHeader(policy: p, Self.controller(#"{"view": "content"}"#)))
            #expect(parent.number("views", "composer", "frame", "y") == 438)
            let window = try Self.post(
                client, "/v1/keyboard/adjust",
                Self.belowHeader(policy: p, Self.controller(#"{"view": "content", "automaticOffset": true}"#)))
            #expect(window.number("views", "composer", "frame", "y") == 335)
            // The suggestions, then each played again: offset 69 gives bottom = 749 - (516 - 69) = 302 and the
            // composer at 671 - 302 = 369 (369 + 103 + 44 = 516, on the keyboard); -34 with automaticOffset gives
            // 852 - (516 + 34) = 302 too.
            for (props, value) in [
                (#"{"view": "content"}"#, 69.0), (#"{"view": "content", "automaticOffset": true}"#, -34.0),
            ] {
                let compare = try Self.post(
                    client, "/v1/keyboard/compare", Self.belowHeader(policy: nil, Self.controller(props)))
                let entry = try #require(
                    compare.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == p })
                #expect(entry.string("summary", "suggested", "setting") == "keyboardVerticalOffset")
                #expect(entry.number("summary", "suggested", "value") == value)
                let withValue = String(props.dropLast()) + #", "keyboardVerticalOffset": \#(value)}"#
                let played = try Self.post(
                    client, "/v1/keyboard/adjust", Self.belowHeader(policy: p, Self.controller(withValue)))
                #expect(played.number("views", "composer", "frame", "y") == 369)
            }
        }
    }

    /// KeyboardStickyView on the design scene's bar (774-818, above the 34 pt home indicator): up by 336 less
    /// offset.opened 0, to 438, 34 pt above the keyboard (#1072's floating bar); with opened 34 at 472, on the
    /// keyboard. On the hide (translateY = offset.closed): at rest 774, or 784 with closed 10. A bar on the
    /// home-indicator band (808-852) lands on the keyboard with the defaults: 808 - 336 = 472.
    @Test(arguments: transports) func stickyView(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let p = "react-native-keyboard-controller"
            let sticky = #"{"component": "KeyboardStickyView"}"#
            let shown = try Self.adjust(client, policy: p, frameworks: Self.controller(sticky))
            #expect(shown.number("views", "bar", "frame", "y") == 438)
            let opened = #"{"component": "KeyboardStickyView", "offset": {"opened": 34}}"#
            let onKeyboard = try Self.adjust(client, policy: p, frameworks: Self.controller(opened))
            #expect(onKeyboard.number("views", "bar", "frame", "y") == 472)
            let hide = "Examples/iphone-hide.json"
            let hidden = try Self.adjust(client, file: hide, policy: p, frameworks: Self.controller(sticky))
            #expect(hidden.number("views", "bar", "frame", "y") == 774)
            let closed = #"{"component": "KeyboardStickyView", "offset": {"closed": 10}}"#
            let below = try Self.adjust(client, file: hide, policy: p, frameworks: Self.controller(closed))
            #expect(below.number("views", "bar", "frame", "y") == 784)
            let band = Self.bandBar + #", "policy": "\#(p)", "frameworks": \#(Self.controller(sticky))}"#
            let onBand = try Self.post(client, "/v1/keyboard/adjust", band)
            #expect(onBand.number("views", "bar", "frame", "y") == 472)
        }
    }

    /// A bar on the home-indicator band: (0, 808, 393, 44), its bottom on the window's.
    static let bandBar =
        iPhone15Head + """
             "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                       {"id": "bar", "parent": "root", "frame": [0, 808, 393, 44]}],
             "behaviors": [{"type": "attachToKeyboard", "view": "bar"}]
            """

    /// KeyboardAwareScrollView on the design scene's table: contentInset.bottom = 336 (no safe-area subtraction);
    /// the field's bottom in the window 700 + 44 = 744; visible 852 - 336 = 516, 516 - 744 = -228 <= 0: scrolled by
    /// 336 - (852 - 744) + 0 = 228. With bottomOffset 44: 228 + 44 = 272 (the field's bottom at 472, on the bar, as
    /// the reference). On the hide: the offset back to the scene's 272, the inset 0.
    @Test(arguments: transports) func awareScrollView(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let p = "react-native-keyboard-controller"
            let aware = #"{"component": "KeyboardAwareScrollView"}"#
            let a = try Self.adjust(client, policy: p, frameworks: Self.controller(aware))
            #expect(a.number("views", "table", "contentInset", "bottom") == 336)
            #expect(a.number("views", "table", "contentOffset", "y") == 228)
            #expect(a.number("views", "bar", "frame", "y") ?? 774 == 774)
            let offset = #"{"component": "KeyboardAwareScrollView", "bottomOffset": 44}"#
            #expect(
                try Self.adjust(client, policy: p, frameworks: Self.controller(offset))
                    .number("views", "table", "contentOffset", "y") == 272)
            let hidden = try Self.adjust(
                client, file: "Examples/iphone-hide.json", policy: p, frameworks: Self.controller(aware))
            #expect(hidden.number("views", "table", "contentOffset", "y") == 272)
            #expect(hidden.number("views", "table", "contentInset", "bottom") == 0)
        }
    }

    /// Each suggestion on the design scene, then played again with it through adjust:
    /// - react-native-kav and the controller's KeyboardAvoidingView: keyboardVerticalOffset -34 (bottom needed
    ///   818 - 516 = 302, the formula gives 852 - 516 = 336 at 0): the bar at 774 - 302 = 472;
    /// - KeyboardStickyView: offset.opened = 516 - (818 - 336) = 34: the bar at 472;
    /// - KeyboardAwareScrollView: the reference's field ends at 472 (on the bar): bottomOffset = 852 - 336 - 472 =
    ///   44, offset 272;
    /// - IQKeyboardManager: the cover is the keyboard grown by d and the root's safe bottom 34, visible height
    ///   852 - (336 + d + 34) = 482 - d, moveUp = 744 - (482 - d) + 34 = 296 + d (less than 700 - 59): the field
    ///   ends at 744 - 296 - d = 448 - d = 472, d = -24.
    @Test(arguments: transports) func suggestionsPlayedAgain(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func suggested(_ policy: String, _ frameworks: String?) throws -> String {
                var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
                if let frameworks {
                    let brace = try #require(text.firstIndex(of: "{"))
                    text.insert(contentsOf: #""frameworks": \#(frameworks), "#, at: text.index(after: brace))
                }
                let compare = try Self.post(client, "/v1/keyboard/compare", text)
                let entry = compare.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == policy }
                let setting = entry?.string("summary", "suggested", "setting") ?? "-"
                return "\(setting) \(entry?.number("summary", "suggested", "value").map { "\($0)" } ?? "-")"
            }
            #expect(try suggested("react-native-kav", nil) == "keyboardVerticalOffset -34.0")
            #expect(try suggested("react-native-keyboard-controller", nil) == "keyboardVerticalOffset -34.0")
            #expect(
                try suggested(
                    "react-native-keyboard-controller", Self.controller(#"{"component": "KeyboardStickyView"}"#))
                    == "offset.opened 34.0")
            #expect(
                try suggested(
                    "react-native-keyboard-controller", Self.controller(#"{"component": "KeyboardAwareScrollView"}"#))
                    == "bottomOffset 44.0")
            #expect(try suggested("iqkeyboardmanager", nil) == "keyboardDistance -24.0")
            #expect(try suggested("reference", nil) == "- -")

            let kav = try Self.adjust(
                client, policy: "react-native-kav", frameworks: #"{"reactNative": {"keyboardVerticalOffset": -34}}"#)
            #expect(kav.number("views", "bar", "frame", "y") == 472)
            let controller = try Self.adjust(
                client, policy: "react-native-keyboard-controller",
                frameworks: Self.controller(#"{"keyboardVerticalOffset": -34}"#))
            #expect(controller.number("views", "bar", "frame", "y") == 472)
            let sticky = try Self.adjust(
                client, policy: "react-native-keyboard-controller",
                frameworks: Self.controller(#"{"component": "KeyboardStickyView", "offset": {"opened": 34}}"#))
            #expect(sticky.number("views", "bar", "frame", "y") == 472)
            let aware = try Self.adjust(
                client, policy: "react-native-keyboard-controller",
                frameworks: Self.controller(#"{"component": "KeyboardAwareScrollView", "bottomOffset": 44}"#))
            #expect(aware.number("views", "table", "contentOffset", "y") == 272)
            // The field's bottom in the window: root y + table y 0 + 744 - the table's offset.
            let iq = try Self.adjust(
                client, policy: "iqkeyboardmanager", frameworks: #"{"iqKeyboardManager": {"keyboardDistance": -24}}"#)
            let rootY = iq.number("views", "root", "frame", "y") ?? 0
            let offsetY = try #require(iq.number("views", "table", "contentOffset", "y"))
            #expect(rootY + 744 - offsetY == 472)
        }
    }

    /// Where no value can do it, the value is null with the reason: a StickyView in a scene with no bar and no
    /// view named, a KAV that is a scroll view with padding; and the hide, where the setting places nothing (the value the scene plays with, 0).
    @Test(arguments: transports) func noValue(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var text = ContainerRuleTests.iPhoneSE
            text = text.replacingOccurrences(
                of: "}]}", with: #"}], "frameworks": \#(Self.controller(#"{"component": "KeyboardStickyView"}"#))}"#)
            let compare = try Self.post(client, "/v1/keyboard/compare", text)
            let entry = try #require(
                compare.at("policies")?.arrayElements?.first {
                    $0["policy"]?.stringValue == "react-native-keyboard-controller"
                })
            #expect(entry.at("summary", "suggested", "value")?.isNull == true)
            #expect(entry.string("summary", "suggested", "because")?.contains("no KeyboardStickyView") == true)
            // Seed 002's form: the KAV (the root by default) is the scroll view itself, with padding: padding pads
            // its content, so its visible band keeps its bottom at 667 whatever the offset, where the reference
            // insets it by 216 to end at 451. No value does it: null, and why.
            let form = try Self.post(
                client, "/v1/keyboard/compare",
                String(decoding: try repositoryFile("Examples/seed-002-form-inset-iphone-se.json"), as: UTF8.self))
            let formKAV = try #require(
                form.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == "react-native-kav" })
            #expect(formKAV.at("summary", "suggested", "value")?.isNull == true)
            #expect(
                formKAV.string("summary", "suggested", "because")?.contains(
                    "the visible bottom of scroll is at 667 where the reference has 451") == true)
            let hide = try Self.post(
                client, "/v1/keyboard/compare",
                String(decoding: try repositoryFile("Examples/iphone-hide.json"), as: UTF8.self))
            let kav = try #require(
                hide.at("policies")?.arrayElements?.first { $0["policy"]?.stringValue == "react-native-kav" })
            #expect(kav.number("summary", "suggested", "value") == 0)
            #expect(kav.string("summary", "suggested", "because")?.contains("does not show") == true)
        }
    }

    /// The new keys are validated like every other: an unknown component, an offset that is not an object, a
    /// keyboardDistance that is not a number, a view that does not exist: each a 422 at its pointer.
    @Test(arguments: transports) func invalidProps(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let brace = try #require(text.firstIndex(of: "{"))
            text.insert(
                contentsOf: #""frameworks": {"reactNativeKeyboardController": {"component": "Sticky", "offset": 3, "#
                    + #""automaticOffset": "yes"}, "iqKeyboardManager": {"keyboardDistance": "x"}}, "#,
                at: text.index(after: brace))
            let answer = try client.post("/v1/keyboard/adjust", body: text)
            #expect(answer.status == 422)
            let pointers = try answer.problemPointers()
            #expect(pointers.contains("/frameworks/reactNativeKeyboardController/component"))
            #expect(pointers.contains("/frameworks/reactNativeKeyboardController/offset"))
            #expect(pointers.contains("/frameworks/reactNativeKeyboardController/automaticOffset"))
            #expect(pointers.contains("/frameworks/iqKeyboardManager/keyboardDistance"))
            var missing = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            missing.insert(
                contentsOf: #""frameworks": {"reactNativeKeyboardController": {"view": "nope"}}, "#,
                at: missing.index(after: try #require(missing.firstIndex(of: "{"))))
            #expect(
                try client.post("/v1/keyboard/adjust", body: missing).problemPointers()
                    == ["/frameworks/reactNativeKeyboardController/view"])
        }
    }
}
