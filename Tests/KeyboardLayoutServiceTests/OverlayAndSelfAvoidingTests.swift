import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Overlays and self-avoiding containers (docs/rules.md "The bottom obstruction"): a view's bottom obstruction is
/// the highest top among the keyboard and the overlays over its bottom edge, never their sum; a sheet or a SwiftUI
/// host moves first and what it holds needs only what is still covered. In process and live; numbers by hand.
@Suite struct OverlayAndSelfAvoidingTests {
    static let proBelow = "{{0, 874}, {402, 335}}"
    static let proShown = "{{0, 539}, {402, 335}}"

    /// react-native-bottom-tabs PR 569 / issue 505 on an iPhone 17 Pro (402 x 874, safe area top 62, bottom 34):
    /// a full-bleed list (0, 0, 402, 874) with 1200 pt of content, an input at content y 803.67 (49.33 high, so
    /// 803.67-853) and iOS 26's tab bar floating over it at 791 (0, 791, 402, 83), marked `overlay` or not.
    static func tabBarScene(event: String, begin: String, end: String, overlay: Bool = true) -> [UInt8] {
        Array(
            """
            {"notification": {"name": "\(event)", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "\(begin)", "UIKeyboardFrameEndUserInfoKey": "\(end)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 402, 874], "scale": 3},
             "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}},
             "views": [
               {"id": "root", "frame": [0, 0, 402, 874]},
               {"id": "list", "parent": "root", "frame": [0, 0, 402, 874],
                "scroll": {"contentSize": {"width": 402, "height": 1200}}},
               {"id": "input", "parent": "list", "frame": [16, 803.67, 370, 49.33]},
               {"id": "tabBar", "parent": "root", "frame": [0, 791, 402, 83], "overlay": \(overlay)}],
             "behaviors": [{"type": "insetScrollView", "scrollView": "list", "reveal": "input"}]}
            """.utf8)
    }

    /// At rest (a hide): the tab bar covers the list's bottom from 791, 874 - 791 = 83, more than the 34 pt home
    /// indicator band: the safe area's bottom is 83 and `automatic` adds it, so the adjusted bottom is 83 with a
    /// contentInset of 0. With the 335 pt keyboard (top 874 - 335 = 539): the obstruction is min(539, 791) = 539,
    /// the keyboard covers 335 of the list, less the 83 already in the safe area: contentInset.bottom 252, adjusted
    /// 252 + 83 = 335, never 335 + 83 = 418. The reveal: the band at offset 0 is [62, 874 - 335 = 539], the input's
    /// bottom 853 is below it: offset 853 - 874 + 335 = 314, inside [-62, 1200 + 335 - 874 = 661].
    @Test(arguments: transports) func tabBarOverlayIsOneObstructionWithTheKeyboard(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let rest = try client.post(
                "/v1/keyboard/adjust",
                body: Self.tabBarScene(
                    event: "UIKeyboardWillHideNotification", begin: Self.proShown, end: Self.proBelow)
            ).json()
            #expect(rest.number("views", "list", "adjustedContentInset", "bottom") == 83)
            #expect(rest.number("views", "list", "contentInset", "bottom") == 0)

            let up = try client.post(
                "/v1/keyboard/adjust",
                body: Self.tabBarScene(
                    event: "UIKeyboardWillShowNotification", begin: Self.proBelow, end: Self.proShown)
            ).json()
            #expect(up.number("keyboard", "overlap") == 335)
            #expect(up.number("views", "list", "contentInset", "bottom") == 252)
            #expect(up.number("views", "list", "adjustedContentInset", "bottom") == 335)
            let offset = try #require(up.number("views", "list", "contentOffset", "y"))
            #expect(abs(offset - 314) < 0.001)
            // The tab bar is never moved: it is not a behavior's view, and is not reported.
            #expect(up.at("views", "tabBar") == nil)
        }
    }

    /// The same list with the tab bar as an ordinary view: nothing obstructs the list but the keyboard, the safe
    /// area is the home indicator's 34: at rest adjusted 34; with the keyboard 0 + (335 - 34) = 301, adjusted 335.
    @Test(arguments: transports) func anOrdinaryTabBarIsNoObstruction(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let rest = try client.post(
                "/v1/keyboard/adjust",
                body: Self.tabBarScene(
                    event: "UIKeyboardWillHideNotification", begin: Self.proShown, end: Self.proBelow, overlay: false)
            ).json()
            #expect(rest.number("views", "list", "adjustedContentInset", "bottom") == 34)
            let up = try client.post(
                "/v1/keyboard/adjust",
                body: Self.tabBarScene(
                    event: "UIKeyboardWillShowNotification", begin: Self.proBelow, end: Self.proShown, overlay: false)
            ).json()
            #expect(up.number("views", "list", "contentInset", "bottom") == 301)
            #expect(up.number("views", "list", "adjustedContentInset", "bottom") == 335)
        }
    }

    /// IQKeyboardManager issue 1994's setting, an iPhone 15 (393 x 852, safe area top 59, bottom 34), our numbers:
    /// a medium sheet (0, 426, 393, 426) holding a form (0, 0, 393, 426) with a field at (16, 300, 361, 44), window
    /// y 726-770; the form shifts to reveal the field (rule 6). The 336 pt keyboard's top is 852 - 336 = 516.
    static func sheetScene(avoids: Bool) -> [UInt8] {
        Array(
            """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "{{0, 852}, {393, 336}}",
               "UIKeyboardFrameEndUserInfoKey": "{{0, 516}, {393, 336}}",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 393, 852], "scale": 3},
             "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "bottom": 34}},
             "views": [
               {"id": "sheet", "frame": [0, 426, 393, 426]\(avoids ? #", "avoidsKeyboard": "sheet""# : "")},
               {"id": "form", "parent": "sheet", "frame": [0, 0, 393, 426]},
               {"id": "field", "parent": "form", "frame": [16, 300, 361, 44]}],
             "behaviors": [{"type": "shiftView", "view": "form", "reveal": "field"}]}
            """.utf8)
    }

    /// The sheet moves first: the keyboard covers 852 - 516 = 336 pt of it, it rises 336 (its top 426 - 336 = 90
    /// stays below the safe-area edge 59), an assumption at /views/sheet/frame/y. The field is then at window y
    /// 90 + 300 = 390 to 434, above 516: the form needs no shift (y 0). Without the key, the form alone lifts the
    /// field: 770 - 516 = 254, y -254 (its top 726 - 254 = 472 stays below 59).
    @Test(arguments: transports) func aSheetMovesFirstAndItsContentNeedsNoMore(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let sheet = try client.post("/v1/keyboard/adjust", body: Self.sheetScene(avoids: true)).json()
            #expect(sheet.number("views", "sheet", "frame", "y") == 90)
            #expect(sheet.number("views", "form", "frame", "y") == 0)
            let pointers = sheet.at("assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue } ?? []
            #expect(pointers.contains("/views/sheet/frame/y"))

            let plain = try client.post("/v1/keyboard/adjust", body: Self.sheetScene(avoids: false)).json()
            #expect(plain.number("views", "form", "frame", "y") == -254)
            #expect(plain.at("views", "sheet") == nil)
        }
    }

    /// react-native-bottom-tabs issue 266's setting on the iPhone 17 Pro: a SwiftUI host (0, 0, 402, 874) holding
    /// the React Native list (0, 0, 402, 874, 1200 pt of content) with an input at content y 700 (44 high), inset
    /// by rule 3. The host raises its bottom safe-area edge to the keyboard's top 539: the list ends there, height
    /// 539. Then the keyboard covers none of it (overlap 0) and its frame no longer reaches the home indicator band
    /// (safe bottom 0): contentInset.bottom 0, adjusted 0, no blank band. The reveal: band [62, 539], the input's
    /// bottom 744: offset 744 - 539 = 205, inside [-62, 1200 - 539 = 661].
    @Test(arguments: transports) func aSwiftUIHostEndsItsContentAtTheKeyboard(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        let body = Array(
            """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "\(Self.proBelow)", "UIKeyboardFrameEndUserInfoKey": "\(Self.proShown)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 402, 874], "scale": 3},
             "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}},
             "views": [
               {"id": "host", "frame": [0, 0, 402, 874], "avoidsKeyboard": "swiftUIHost"},
               {"id": "list", "parent": "host", "frame": [0, 0, 402, 874],
                "scroll": {"contentSize": {"width": 402, "height": 1200}}},
               {"id": "input", "parent": "list", "frame": [16, 700, 370, 44]}],
             "behaviors": [{"type": "insetScrollView", "scrollView": "list", "reveal": "input"}]}
            """.utf8)
        try KeyboardLayoutClient.with(transport) { client in
            let a = try client.post("/v1/keyboard/adjust", body: body).json()
            #expect(a.number("views", "list", "frame", "height") == 539)
            #expect(a.number("views", "list", "contentInset", "bottom") == 0)
            #expect(a.number("views", "list", "adjustedContentInset", "bottom") == 0)
            #expect(a.number("views", "list", "contentOffset", "y") == 205)
        }
    }

    /// check on the sheet scene: a client that lifted the field inside the sheet again (IQKeyboardManager 6.5.16,
    /// its issue 1994) set the form's y to -254: it measured the field against the keyboard as if the sheet had not
    /// risen (field bottom 434 against 516 - 336 = 180: 254), while the rules give 0. Only `double-avoidance`
    /// reproduces -254, and its message names the sheet. A correct client (y 0) passes, with no diagnosis.
    @Test(arguments: transports) func checkNamesTheSecondLiftInASheet(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        func body(formY: Double) -> [UInt8] {
            var scene = Self.sheetScene(avoids: true)
            // The scene's closing brace replaced by `actual`.
            scene.removeLast()
            return scene + Array(#", "actual": {"views": {"form": {"frame": {"y": \#(formY)}}}}}"#.utf8)
        }
        try KeyboardLayoutClient.with(transport) { client in
            let wrong = try client.post("/v1/keyboard/check", body: body(formY: -254)).json()
            #expect(wrong.at("pass")?.boolValue == false)
            let d = try #require(wrong.at("differences")?.arrayElements?.first)
            #expect(d.number("expected") == 0)
            #expect(d.number("actual") == -254)
            let diagnoses = d.at("diagnoses")?.arrayElements ?? []
            let codes = diagnoses.map { ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue) }
            #expect(codes == [["double-avoidance"]])
            let message = diagnoses.first?.string("message") ?? ""
            #expect(message.contains("-254 pt"), "\(message)")
            #expect(message.contains("the sheet 'sheet'"), "\(message)")

            let right = try client.post("/v1/keyboard/check", body: body(formY: 0)).json()
            #expect(right.at("pass")?.boolValue == true)
        }
    }

    /// check on the tab bar scene: a client that added the tab bar's 83 to the keyboard's 335 insets the list by
    /// 418 - 83 = 335 where the rules give 252, and reveals to 853 - 874 + 418 = 397 where 314. Counting the tab
    /// bar's cover twice is here the same as counting the safe area twice (the safe area is the tab bar's 83), so
    /// both codes reproduce it. The rules' own values pass.
    @Test(arguments: transports) func checkNamesTheTabBarCountedWithTheKeyboard(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        func body(inset: Double, offset: Double) -> [UInt8] {
            var scene = Self.tabBarScene(
                event: "UIKeyboardWillShowNotification", begin: Self.proBelow, end: Self.proShown)
            scene.removeLast()
            return scene
                + Array(
                    #", "actual": {"views": {"list": {"contentInset": {"bottom": \#(inset)}, "contentOffset": {"y": \#(offset)}}}}}"#
                        .utf8)
        }
        try KeyboardLayoutClient.with(transport) { client in
            let wrong = try client.post("/v1/keyboard/check", body: body(inset: 335, offset: 397)).json()
            let differences = wrong.at("differences")?.arrayElements ?? []
            #expect(differences.count == 2)
            for d in differences {
                let codes = Set(
                    (d.at("diagnoses")?.arrayElements ?? []).map {
                        ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue)
                    })
                #expect(codes == [["double-avoidance"], ["safe-area-counted-twice"]], "\(d)")
            }
            let right = try client.post("/v1/keyboard/check", body: body(inset: 252, offset: 314)).json()
            #expect(right.at("pass")?.boolValue == true)
        }
    }

    static func entry(_ json: JSONValue, _ policy: String) -> JSONValue? {
        json["policies"]?.arrayElements?.first { $0["policy"]?.stringValue == policy }
    }

    /// compare on the sheet scene. The reference's field ends at window y 390 (the sheet at 90). IQKeyboardManager
    /// reads the field where it rested (726 to 770, issue 1994) and moves its root, the risen sheet (90 to 516: no
    /// bottom safe area, top guide 0): cover 336 + 10 + 0 = 346, visible 852 - 346 = 506, moveUp = min(726 - 0,
    /// 770 - 506 + 0) = 264, the sheet to max(90 - 264, -336) = -174 and the field to -174 + 300 = 126: 390 - 126 =
    /// 264 pt lifted twice, with the assumption at /views/field. The reference lifts nothing twice.
    @Test(arguments: transports) func compareShowsIQKeyboardManagerLiftingAgainInASheet(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post("/v1/keyboard/compare", body: Self.sheetScene(avoids: true)).json()
            let reference = try #require(Self.entry(json, "reference"))
            #expect(reference.number("summary", "doubleAvoidance") == 0)
            let iq = try #require(Self.entry(json, "iqkeyboardmanager"))
            #expect(iq.number("answer", "views", "sheet", "frame", "y") == -174)
            #expect(iq.number("summary", "doubleAvoidance") == 264)
            let pointers =
                iq.at("answer", "assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue } ?? []
            #expect(pointers.contains("/views/field"))
        }
    }

    /// A React Native KeyboardAvoidingView above iOS 26's floating tab bar, on the iPhone 17 Pro: the KAV (0, 0,
    /// 402, 791) ends at the tab bar's top, its input (0, 741, 402, 50) rests on its bottom and rides the keyboard.
    static func kavScene(offset: Double) -> [UInt8] {
        Array(
            """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "\(proBelow)", "UIKeyboardFrameEndUserInfoKey": "\(proShown)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 402, 874], "scale": 3},
             "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}},
             "views": [
               {"id": "root", "frame": [0, 0, 402, 874]},
               {"id": "kav", "parent": "root", "frame": [0, 0, 402, 791]},
               {"id": "input", "parent": "kav", "frame": [0, 741, 402, 50]},
               {"id": "tabBar", "parent": "root", "frame": [0, 791, 402, 83], "overlay": true}],
             "behaviors": [{"type": "attachToKeyboard", "view": "input"}],
             "frameworks": {"reactNative": {"view": "kav", "keyboardVerticalOffset": \(offset)}}}
            """.utf8)
    }

    /// The reference: the keyboard (top 539) is above the tab bar (791), so the input rests on it: y 539 - 50 =
    /// 489. The KAV with keyboardVerticalOffset 0: bottom = max(0, 0 + 791 - (539 - 0)) = 252, the input keeps its
    /// distance to the new bottom 791 - 252 = 539: y 489, as the reference, nothing lifted twice, suggested 0. With
    /// 83 for the tab bar: bottom = 791 - (539 - 83) = 335, the input at 791 - 335 - 50 = 406: 83 pt too far,
    /// doubleAvoidance 83, and the suggested value is still 0, not 83.
    @Test(arguments: transports) func compareShowsAKeyboardAvoidingViewOffsetForACoveredTabBar(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let right = try client.post("/v1/keyboard/compare", body: Self.kavScene(offset: 0)).json()
            #expect(Self.entry(right, "reference")?.number("answer", "views", "input", "frame", "y") == 489)
            let kav = try #require(Self.entry(right, "react-native-kav"))
            #expect(kav.number("answer", "views", "input", "frame", "y") == 489)
            #expect(kav.number("summary", "doubleAvoidance") == 0)
            #expect(kav.number("summary", "suggested", "value") == 0)

            let wrong = try client.post("/v1/keyboard/compare", body: Self.kavScene(offset: 83)).json()
            let kav83 = try #require(Self.entry(wrong, "react-native-kav"))
            #expect(kav83.number("answer", "views", "input", "frame", "y") == 406)
            #expect(kav83.number("summary", "doubleAvoidance") == 83)
            #expect(kav83.number("summary", "suggested", "value") == 0)
        }
    }
}
