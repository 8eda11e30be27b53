import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The framework policies (docs/policies.md): what UIKeyboardLayoutGuide and UITableViewController do with a scene,
/// through adjust's `policy`, in process and live. The numbers are worked by hand from each policy's documented
/// behaviour in the comments.
@Suite struct FrameworkPolicyTests {
    static func adjust(
        _ client: KeyboardLayoutClient, _ file: String, policy: String, osVersion: String? = nil
    ) throws -> JSONValue {
        var text = String(decoding: try repositoryFile(file), as: UTF8.self)
        let brace = try #require(text.firstIndex(of: "{"))
        text.insert(contentsOf: #""policy": "\#(policy)", "#, at: text.index(after: brace))
        if let osVersion {
            text = text.replacingOccurrences(of: #""screen": {"#, with: #""screen": {"osVersion": "\#(osVersion)", "#)
        }
        let answer = try client.post("/v1/keyboard/adjust", body: text)
        guard answer.status == 200 else { throw TestFailure("adjust answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    /// The example iPhone 15 scene: the guide is docked, its top the keyboard's 516, so the bar's bottom is pinned
    /// there (y 516 - 44 = 472) and the table follows the bar's top (472 high); the guide insets and scrolls
    /// nothing (offset 0). No iOS version and no layoutGuide behavior: both listed as assumptions. The hide: the
    /// guide is hidden, its top the safe area's bottom 852 - 34 = 818: the bar back at 774.
    @Test(arguments: transports) func layoutGuideOnTheDesignScene(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(client, "Examples/iphone-comment-bar.json", policy: "uikeyboardlayoutguide")
            #expect(a.string("policy") == "uikeyboardlayoutguide")
            #expect(a.number("views", "bar", "frame", "y") == 472)
            #expect(a.number("views", "table", "frame", "height") == 472)
            #expect(a.number("views", "table", "contentOffset", "y") == 0)
            #expect(a.at("animation", "animated")?.boolValue == true)
            let pointers = a.at("assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue }
            #expect(pointers == ["/screen/osVersion", "/behaviors"])
            let hidden = try Self.adjust(client, "Examples/iphone-hide.json", policy: "uikeyboardlayoutguide")
            #expect(hidden.number("views", "bar", "frame", "y") == 774)
        }
    }

    /// iOS 14.8 has no UIKeyboardLayoutGuide: notApplicable, the views at rest (bar 774, table 774 high).
    @Test(arguments: transports) func layoutGuideBeforeIOS15(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(
                client, "Examples/iphone-comment-bar.json", policy: "uikeyboardlayoutguide", osVersion: "14.8")
            #expect(a.string("notApplicable") == "UIKeyboardLayoutGuide needs iOS 15; the scene is 14.8")
            #expect(a.number("views", "bar", "frame", "y") == 774)
            #expect(a.number("views", "table", "frame", "height") == 774)
        }
    }

    /// The iPhone SE form (seed 002's scene): no bar to pin, so the guide does nothing: the scroll view rests
    /// (inset 0, offset 0) and the field at 600-640 stays under the keyboard's top 451.
    @Test(arguments: transports) func layoutGuideOnAForm(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(
                client, "Examples/seed-002-form-inset-iphone-se.json", policy: "uikeyboardlayoutguide")
            #expect(a.number("views", "scroll", "contentInset", "bottom") == 0)
            #expect(a.number("views", "scroll", "contentOffset", "y") == 0)
        }
    }

    /// UITableViewController on the example scene: the bar rests (774), the table keeps its 774 pt and is inset by
    /// its overlap with the keyboard, 774 - 516 = 258 (its bottom safe area is 0: it ends above 818), and scrolled
    /// so the field's bottom 744 meets the band's bottom 774 - 258 = 516: offset 228. Both numbers are assumptions.
    @Test(arguments: transports) func tableViewControllerOnTheDesignScene(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(client, "Examples/iphone-comment-bar.json", policy: "uitableviewcontroller")
            #expect(a.number("views", "bar", "frame", "y") == 774)
            #expect(a.number("views", "table", "frame", "height") == 774)
            #expect(a.number("views", "table", "contentInset", "bottom") == 258)
            #expect(a.number("views", "table", "contentOffset", "y") == 228)
            let pointers = a.at("assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue }
            #expect(pointers == ["/views/table/contentInset/bottom", "/views/table/contentOffset/y"])
        }
    }

    /// The iPhone SE form: the scroll view (0, 0, 375, 667) inset by 667 - 451 = 216 and scrolled 640 - (667 -
    /// 216) = 189, as the reference does for this scene. The iPad Split View (seed 003's scene: offsetScrollView with
    /// margin 20): the controller insets its table anyway: overlap 834 - 436 = 398 less the body's bottom safe area
    /// 20 = 378, and scrolls the field's bottom 644 + 20 to the band's bottom 834 - 398 = 436: offset 228.
    @Test(arguments: transports) func tableViewControllerOnAFormAndAnIPad(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let form = try Self.adjust(
                client, "Examples/seed-002-form-inset-iphone-se.json", policy: "uitableviewcontroller")
            #expect(form.number("views", "scroll", "contentInset", "bottom") == 216)
            #expect(form.number("views", "scroll", "contentOffset", "y") == 189)
            let iPad = try Self.adjust(
                client, "Examples/seed-003-split-view-offset-ipad.json", policy: "uitableviewcontroller")
            #expect(iPad.number("views", "body", "contentInset", "bottom") == 378)
            #expect(iPad.number("views", "body", "contentOffset", "y") == 228)
        }
    }

    /// SwiftUI on the example scene: the keyboard safe area's bottom edge is min(852 - 34, 516) = 516. The bar rests
    /// on the safe area's bottom (818), so it rides the edge: y 472, the table following it (472 high). The table
    /// then ends above the edge: its adjusted bottom inset stays 0, contentInset is reported at rest beside it (0:
    /// SwiftUI reports the keyboard in adjustedContentInset only), and nothing scrolls (an assumption): the field
    /// (700-744) is under the keyboard.
    @Test(arguments: transports) func swiftUIOnTheDesignScene(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(client, "Examples/iphone-comment-bar.json", policy: "swiftui")
            #expect(a.number("views", "bar", "frame", "y") == 472)
            #expect(a.number("views", "table", "frame", "height") == 472)
            #expect(a.number("views", "table", "adjustedContentInset", "bottom") == 0)
            #expect(a.number("views", "table", "contentInset", "bottom") == 0)
            #expect(a.number("views", "table", "contentOffset", "y") == 0)
            let pointers = a.at("assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue }
            #expect(pointers == ["/screen/osVersion", "/views/table/contentOffset/y", "/views"])
        }
    }

    /// SwiftUI on the iPhone SE form: the scroll view fills the screen (0 to 667); the edge min(667, 451) = 451, so
    /// its adjusted bottom inset is 667 - 451 = 216 (its top the 20 pt status bar), no scroll. iOS 13: not
    /// applicable, at rest.
    @Test(arguments: transports) func swiftUIOnAFormAndBeforeIOS14(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(client, "Examples/seed-002-form-inset-iphone-se.json", policy: "swiftui")
            #expect(a.number("views", "scroll", "adjustedContentInset", "bottom") == 216)
            #expect(a.number("views", "scroll", "adjustedContentInset", "top") == 20)
            #expect(a.number("views", "scroll", "contentOffset", "y") == 0)
            let old = try Self.adjust(client, "Examples/iphone-comment-bar.json", policy: "swiftui", osVersion: "13.7")
            #expect(old.string("notApplicable") == "SwiftUI's keyboard safe area needs iOS 14; the scene is 13.7")
            #expect(old.number("views", "bar", "frame", "y") == 774)
        }
    }
}

/// The design's container rule in every framework that shrinks a container: a child resting on the container's
/// bottom, or its safe area's, keeps that distance to the new bottom, whatever behavior the scene names.
@Suite struct ContainerRuleTests {
    static func adjust(_ client: KeyboardLayoutClient, _ scene: String, _ policy: String) throws -> JSONValue {
        let body = scene.replacingOccurrences(of: "}]}", with: #"}], "policy": "\#(policy)"}"#)
        let answer = try client.post("/v1/keyboard/adjust", body: body)
        guard answer.status == 200 else { throw TestFailure("\(policy): \(answer.status) \(answer.text)") }
        return try answer.json()
    }

    /// An iPhone SE (375 x 667, no home indicator), no scroll view: a field at 623-667 resting on the root's
    /// bottom, the keyboard at 451 (216 pt). The reference shifts the root up 667 - 451 = 216. SwiftUI: the safe
    /// edge min(667 - 0, 451) = 451 rises 667 - 451 = 216, so the field moves up 216 to y 407 and ends at 451.
    /// Flutter: viewInsets.bottom = the keyboard's overlap with the window, 216: the field, on the body's bottom,
    /// moves up 216 to 407. React Native: bottom = max(0, 0 + 667 - 451) = 216: 407 too. The root itself rests.
    static let iPhoneSE = """
        {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 667, 375, 216],
           "UIKeyboardFrameEndUserInfoKey": [0, 451, 375, 216], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
           "UIKeyboardAnimationCurveUserInfoKey": 7}},
         "screen": {"bounds": [0, 0, 375, 667]},
         "window": {"frame": [0, 0, 375, 667], "safeAreaInsets": {"top": 20, "left": 0, "bottom": 0, "right": 0}},
         "views": [{"id": "root", "frame": [0, 0, 375, 667]},
                   {"id": "field", "parent": "root", "frame": [16, 623, 343, 44]}],
         "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]}
        """

    /// An iPhone 15 (393 x 852, home indicator 34): the field at 774-818 rests on the safe area's bottom
    /// (852 - 34 = 818), the keyboard at 516 (336 pt). SwiftUI: the edge min(818, 516) = 516 rises 818 - 516 = 302:
    /// the field to 774 - 302 = 472, ending at 516. Flutter: the inset 336 uses up the 34 pt padding first, so the
    /// field moves up max(0, 336 - 34) = 302: 472 too. React Native (no safe-area subtraction): bottom = 852 - 516
    /// = 336, so the field moves up 336 to 438, 34 pt above the keyboard (the home indicator counted twice).
    static let iPhone15 = """
        {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336],
           "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
           "UIKeyboardAnimationCurveUserInfoKey": 7}},
         "screen": {"bounds": [0, 0, 393, 852]},
         "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0}},
         "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                   {"id": "field", "parent": "root", "frame": [16, 774, 361, 44]}],
         "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]}
        """

    @Test(arguments: transports) func restingChildrenRise(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            for policy in ["swiftui", "flutter-scaffold", "react-native-kav"] {
                let se = try Self.adjust(client, Self.iPhoneSE, policy)
                #expect(se.number("views", "field", "frame", "y") == 407, "\(policy)")
                #expect(se.number("views", "root", "frame", "y") ?? 0 == 0, "\(policy)")
            }
            #expect(try Self.adjust(client, Self.iPhone15, "swiftui").number("views", "field", "frame", "y") == 472)
            #expect(
                try Self.adjust(client, Self.iPhone15, "flutter-scaffold").number("views", "field", "frame", "y") == 472
            )
            #expect(
                try Self.adjust(client, Self.iPhone15, "react-native-kav").number("views", "field", "frame", "y") == 438
            )
            // The layout guide pins only bars: the field rests at 623, covered.
            let guide = try Self.adjust(client, Self.iPhoneSE, "uikeyboardlayoutguide")
            #expect(guide.number("views", "field", "frame", "y") ?? 623 == 623)
        }
    }
}

/// React Native's KeyboardAvoidingView (react-native-kav), with the request's `frameworks.reactNative`.
@Suite struct ReactNativeAvoidingViewTests {
    static func adjust(_ client: KeyboardLayoutClient, file: String, frameworks: String?) throws -> JSONValue {
        var text = String(decoding: try repositoryFile(file), as: UTF8.self)
        let brace = try #require(text.firstIndex(of: "{"))
        let extra = #""policy": "react-native-kav", "# + (frameworks.map { #""frameworks": \#($0), "# } ?? "")
        text.insert(contentsOf: extra, at: text.index(after: brace))
        let answer = try client.post("/v1/keyboard/adjust", body: text)
        guard answer.status == 200 else { throw TestFailure("adjust answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    /// The example scene, the defaults (the root view, padding, offset 0): bottom = max(0, 0 + 852 - (516 - 0)) =
    /// 336, no safe-area subtraction. The root keeps its frame; its bar, resting on the safe area's bottom (818),
    /// moves up 336 to 438: it ends at 482, 34 pt above the keyboard (the safe area counted twice); the table (774
    /// high, not the root's height) keeps its frame and rests (inset 0, as the scene's behaviors are not React
    /// Native's). `position`: the root itself moves up 336 (y -336).
    @Test(arguments: transports) func theDefaults(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let a = try Self.adjust(client, file: "Examples/iphone-comment-bar.json", frameworks: nil)
            #expect(a.number("views", "root", "frame", "y") == 0)
            #expect(a.number("views", "bar", "frame", "y") == 438)
            #expect(a.number("views", "table", "frame", "height") == 774)
            #expect(a.number("views", "table", "contentInset", "bottom") == 0)
            #expect(a.string("assumptions", 0, "pointer") == "/frameworks/reactNative/view")
            let moved = try Self.adjust(
                client, file: "Examples/iphone-comment-bar.json",
                frameworks: #"{"reactNative": {"behavior": "position"}}"#)
            #expect(moved.number("views", "root", "frame", "y") == -336)
            // `height`: the root 852 - 336 = 516 high; the bar, on the safe area's bottom where the root rests, to
            // 438 as with padding.
            let shrunk = try Self.adjust(
                client, file: "Examples/iphone-comment-bar.json",
                frameworks: #"{"reactNative": {"behavior": "height"}}"#)
            #expect(shrunk.number("views", "root", "frame", "height") == 516)
            #expect(shrunk.number("views", "bar", "frame", "y") == 438)
        }
    }

    /// The bar as the KAV with `position`: its frame (0, 774, 393, 44) in the root's space, bottom = 774 + 44 - 516
    /// = 302: it moves to 472, on the keyboard. The table as the KAV with `height`: bottom = 0 + 774 - 516 = 258,
    /// its height 774 - 258 = 516. With keyboardVerticalOffset 44 (meant for a KAV below a 44 pt header, whose
    /// parent-space frame is 44 short of the screen's): keyboardY = 516 - 44 = 472, bottom = 818 - 472 = 346, the
    /// bar at 774 - 346 = 428, 44 pt above the keyboard.
    @Test(arguments: transports) func namedViews(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let bar = try Self.adjust(
                client, file: "Examples/iphone-comment-bar.json",
                frameworks: #"{"reactNative": {"view": "bar", "behavior": "position"}}"#)
            #expect(bar.number("views", "bar", "frame", "y") == 472)
            let table = try Self.adjust(
                client, file: "Examples/iphone-comment-bar.json",
                frameworks: #"{"reactNative": {"view": "table", "behavior": "height"}}"#)
            #expect(table.number("views", "table", "frame", "height") == 516)
            let offset = try Self.adjust(
                client, file: "Examples/iphone-comment-bar.json",
                frameworks: #"{"reactNative": {"view": "bar", "behavior": "position", "keyboardVerticalOffset": 44}}"#)
            #expect(offset.number("views", "bar", "frame", "y") == 428)
        }
    }

    /// `frameworks` is validated like every other key: a view that does not exist, an unknown behavior, an offset
    /// that is not a number, each a 422 with its pointer.
    @Test(arguments: transports) func invalidFrameworks(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let brace = try #require(text.firstIndex(of: "{"))
            text.insert(
                contentsOf:
                    #""frameworks": {"reactNative": {"view": "nope", "behavior": "bounce", "keyboardVerticalOffset": "x"}}, "#,
                at: text.index(after: brace))
            let answer = try client.post("/v1/keyboard/adjust", body: text)
            #expect(answer.status == 422)
            let pointers = Set(try answer.problemPointers())
            #expect(pointers.contains("/frameworks/reactNative/behavior"))
            #expect(pointers.contains("/frameworks/reactNative/keyboardVerticalOffset"))
            var unknown = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            unknown.insert(
                contentsOf: #""frameworks": {"reactNative": {"view": "nope"}}, "#, at: unknown.index(after: brace))
            let missing = try client.post("/v1/keyboard/adjust", body: unknown)
            #expect(try missing.problemPointers() == ["/frameworks/reactNative/view"])
        }
    }
}

/// Flutter's Scaffold (flutter-scaffold) and more React Native scenes, by hand.
@Suite struct FlutterScaffoldTests {
    /// The example scene: viewInsets.bottom = the keyboard's overlap with the window, 852 - 516 = 336; the body
    /// (the root) ends at 516 and its bottom padding max(0, 34 - 336) = 0, so the bar sits at 516 - 44 = 472 and
    /// the table follows it (472 high); the field's bottom 744 is scrolled 20 pt clear: offset 744 + 20 - 472 = 292.
    /// The iPhone SE form: the scroll view is the body: it shrinks by 667 - 451 = 216 to 451, offset 640 + 20 - 451
    /// = 209. The iPad Split View: the body (590 x 834 at x 604) shrinks by 834 - 436 = 398 to 436, offset 644 + 20 -
    /// 436 = 228. No content inset anywhere: Flutter resizes.
    @Test(arguments: transports) func threeScenes(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let design = try FrameworkPolicyTests.adjust(
                client, "Examples/iphone-comment-bar.json", policy: "flutter-scaffold")
            #expect(design.number("views", "bar", "frame", "y") == 472)
            #expect(design.number("views", "table", "frame", "height") == 472)
            #expect(design.number("views", "table", "contentOffset", "y") == 292)
            #expect(design.number("views", "table", "contentInset", "bottom") == 0)
            let form = try FrameworkPolicyTests.adjust(
                client, "Examples/seed-002-form-inset-iphone-se.json", policy: "flutter-scaffold")
            #expect(form.number("views", "scroll", "frame", "height") == 451)
            #expect(form.number("views", "scroll", "contentOffset", "y") == 209)
            let iPad = try FrameworkPolicyTests.adjust(
                client, "Examples/seed-003-split-view-offset-ipad.json", policy: "flutter-scaffold")
            #expect(iPad.number("views", "body", "frame", "height") == 436)
            #expect(iPad.number("views", "body", "contentOffset", "y") == 228)
        }
    }

    /// The hide: viewInsets.bottom 0, everything at rest (bar 774, table 774 high).
    @Test(arguments: transports) func theHide(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let hidden = try FrameworkPolicyTests.adjust(
                client, "Examples/iphone-hide.json", policy: "flutter-scaffold")
            #expect(hidden.number("views", "bar", "frame", "y") == 774)
            #expect(hidden.number("views", "table", "frame", "height") == 774)
        }
    }

    /// React Native on the iPhone SE form: the KAV is the root, the scroll view (0, 0, 375, 667): bottom = 667 - 451
    /// = 216; with `height` the KAV is 667 - 216 = 451 high, its field (ending at 640, not on its bottom) keeps its
    /// frame. On the iPad Split View: the body at y 0 (x 604 does not matter: only y is compared), bottom = 834 -
    /// 436 = 398, with `padding` its frame unchanged (834 high).
    @Test(arguments: transports) func reactNativeOnAFormAndAnIPad(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let form = try ReactNativeAvoidingViewTests.adjust(
                client, file: "Examples/seed-002-form-inset-iphone-se.json",
                frameworks: #"{"reactNative": {"behavior": "height"}}"#)
            #expect(form.number("views", "scroll", "frame", "height") == 451)
            let iPad = try ReactNativeAvoidingViewTests.adjust(
                client, file: "Examples/seed-003-split-view-offset-ipad.json", frameworks: nil)
            #expect(iPad.number("views", "body", "frame", "height") == 834)
        }
    }
}

/// Every framework policy in a Stage Manager window (written for this test): a 12.9-inch iPad (1366 x 1024), the
/// window at (100, 50, 700, 900) with no safe area, the docked keyboard (0, 626, 1366, 398) spanning the screen:
/// its top is at 626 - 50 = 576 in the window, so it covers 900 - 576 = 324 pt of it. A table (0, 0, 700, 856)
/// holds a field at content y 800-844; a bar (0, 856, 700, 44) rests on the window's bottom and resizes the table.
@Suite struct StageManagerFrameworkTests {
    static let scene = """
        {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
           "UIKeyboardFrameBeginUserInfoKey": [0, 1024, 1366, 398], "UIKeyboardFrameEndUserInfoKey": [0, 626, 1366, 398],
           "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7,
           "UIKeyboardIsLocalUserInfoKey": true}},
         "screen": {"bounds": [0, 0, 1366, 1024], "scale": 2, "osVersion": "17.0"},
         "window": {"frame": [100, 50, 700, 900], "mode": "stageManager"},
         "views": [{"id": "root", "frame": [0, 0, 700, 900]},
                   {"id": "table", "parent": "root", "frame": [0, 0, 700, 856],
                    "scroll": {"contentSize": {"width": 700, "height": 2000}}},
                   {"id": "field", "parent": "table", "frame": [20, 800, 660, 44]},
                   {"id": "bar", "parent": "root", "frame": [0, 856, 700, 44]}],
         "behaviors": [{"type": "insetScrollView", "scrollView": "table", "reveal": "field"},
                       {"type": "attachToKeyboard", "view": "bar", "resize": "table"}],
         "policy": "POLICY"}
        """

    static func adjust(_ client: KeyboardLayoutClient, _ policy: String) throws -> JSONValue {
        let answer = try client.post(
            "/v1/keyboard/adjust", body: scene.replacingOccurrences(of: "POLICY", with: policy))
        guard answer.status == 200 else { throw TestFailure("\(policy): \(answer.status) \(answer.text)") }
        return try answer.json()
    }

    /// - The layout guide: docked, its top 576 in the window: the bar at 576 - 44 = 532, the table 532 high, no
    ///   scroll.
    /// - SwiftUI: the edge min(900 - 0, 576) = 576: the same bar and table; the table ends above the edge: adjusted
    ///   bottom 0.
    /// - UITableViewController: the bar rests (856); the table (856 high) inset by 856 - 576 = 280 and scrolled 844
    ///   - (856 - 280) = 268.
    /// - React Native (the root as the KAV, padding): its frame (0, 0, 700, 900) is the window's space, the
    ///   keyboard's screenY 626 the screen's: bottom = 0 + 900 - 626 = 274, not the 324 it covers, so the bar moves
    ///   up 274 to 582 and ends at 626 in the window, 50 pt under the keyboard's top (the window's y).
    /// - Flutter: viewInsets.bottom = the overlap 324, the body ends at 576: the bar at 532, the table 532 high and
    ///   scrolled 844 + 20 - 532 = 332.
    @Test(arguments: transports) func everyFramework(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let guide = try Self.adjust(client, "uikeyboardlayoutguide")
            #expect(guide.number("views", "bar", "frame", "y") == 532)
            #expect(guide.number("views", "table", "frame", "height") == 532)
            #expect(guide.number("views", "table", "contentOffset", "y") == 0)
            let swiftUI = try Self.adjust(client, "swiftui")
            #expect(swiftUI.number("views", "bar", "frame", "y") == 532)
            #expect(swiftUI.number("views", "table", "adjustedContentInset", "bottom") == 0)
            let controller = try Self.adjust(client, "uitableviewcontroller")
            #expect(controller.number("views", "bar", "frame", "y") == 856)
            #expect(controller.number("views", "table", "contentInset", "bottom") == 280)
            #expect(controller.number("views", "table", "contentOffset", "y") == 268)
            let reactNative = try Self.adjust(client, "react-native-kav")
            #expect(reactNative.number("views", "bar", "frame", "y") == 582)
            let flutter = try Self.adjust(client, "flutter-scaffold")
            #expect(flutter.number("views", "bar", "frame", "y") == 532)
            #expect(flutter.number("views", "table", "frame", "height") == 532)
            #expect(flutter.number("views", "table", "contentOffset", "y") == 332)
        }
    }
}

/// seed-003 on a scene without a scroll view: its code only sets the body's scroll view's offset, so with a
/// shiftView alone it has no step: the root rests at y 0 (the reference shifts it), and nothing traps.
@Suite struct Seed003WithoutAScrollViewTests {
    /// An iPhone 15 (393 x 852) with the keyboard at 516; a root view holding a field at 700-744 that the reference
    /// shifts up by 744 - 516 = 228 (rule 6). seed-003 leaves the root at 0.
    @Test(arguments: transports) func theRootRests(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let scene = """
                {"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336],
                   "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                   "UIKeyboardAnimationCurveUserInfoKey": 7}},
                 "screen": {"bounds": [0, 0, 393, 852]}, "window": {"frame": [0, 0, 393, 852]},
                 "views": [{"id": "root", "frame": [0, 0, 393, 852]},
                           {"id": "field", "parent": "root", "frame": [16, 700, 361, 44]}],
                 "behaviors": [{"type": "shiftView", "view": "root", "reveal": "field"}]POLICY}
                """
            let reference = try client.post(
                "/v1/keyboard/adjust", body: scene.replacingOccurrences(of: "POLICY", with: ""))
            #expect(try reference.json().number("views", "root", "frame", "y") == -228)
            let seed = try client.post(
                "/v1/keyboard/adjust", body: scene.replacingOccurrences(of: "POLICY", with: #", "policy": "seed-003""#))
            #expect(seed.status == 200)
            let a = try seed.json()
            #expect(a.number("views", "root", "frame", "y") == 0)
            #expect(a.at("trap") == nil)
        }
    }
}
