import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/scene/parse` and the routes that take `hierarchy` (docs/scene-from-dump.md), in process and live.
/// The dumps are written by the project (one rule each) or real ones from Tests/Fixtures/dumps (line 1 cites the
/// source); expected numbers by hand in the comments.
@Suite struct SceneEndpointTests {
    /// An iPhone 15 (393 x 852) with the keyboard up, nothing avoided: a table holding a field at the content's y
    /// 700, a 44 pt bar on the safe area's bottom (774 + 44 = 818 = 852 - 34), the keyboard at 516.
    static let dump = """
        <UIWindow: 0x1a; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2c>>
           | <UIView: 0x3a; frame = (0 0; 393 852); layer = <CALayer: 0x3b>>
           |    | <UITableView: 0x5a; frame = (0 0; 393 774); contentOffset: {0, 0}; contentSize: {393, 1600}; \
        adjustedContentInset: {59, 0, 0, 0}>
           |    |    | <UITextField: 0x6a; frame = (16 700; 361 44); layer = <CALayer: 0x6b>>
           |    | <UIToolbar: 0x8a; frame = (0 774; 393 44); layer = <CALayer: 0x8b>>
        <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852); layer = <UIWindowLayer: 0xab>>
           | <UIInputSetHostView: 0xca; frame = (0 516; 393 336); layer = <CALayer: 0xcb>>
        """

    static func parse(
        _ client: KeyboardLayoutClient, _ body: String, contentType: String = "text/plain", query: String = ""
    )
        throws -> JSONValue
    {
        let answer = try client.post("/v1/scene/parse" + query, contentType: contentType, body: body)
        guard answer.status == 200 else { throw TestFailure("scene/parse answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    @Test(arguments: transports) func textBody(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.parse(client, Self.dump)
            #expect(answer.string("format") == "recursiveDescription")
            #expect(answer.string("focus", "view") == "0x6a")
            #expect(answer.string("focus", "because") == "the only text input")
            #expect(answer.string("keyboard", "from") == "UIInputSetHostView")
            #expect(answer.number("keyboard", "line") == 7)
            #expect(answer.number("keyboard", "frame", "y") == 516)
            #expect(answer.at("keyboard", "visible")?.boolValue == true)
            #expect(answer.string("request", "views", 2, "class") == "UITextField")
            #expect(answer.string("request", "views", 2, "parent") == "0x5a")
            // The willShow: begin just below the screen (y 852), end at the keyboard, 0.25 s, curve 7.
            #expect(answer.string("request", "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "y") == nil)
            #expect(answer.number("request", "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "y") == 516)
            #expect(answer.number("request", "notification", "userInfo", "UIKeyboardFrameBeginUserInfoKey", "y") == 852)
            #expect(answer.number("request", "notification", "userInfo", "UIKeyboardAnimationCurveUserInfoKey") == 7)
            #expect(answer.number("omitted") == 0)
        }
    }

    /// The request posts unchanged to adjust: the bar rides the keyboard (516 - 44 = 472) and the table is inset
    /// by the keyboard's overlap with it, 774 - 516 = 258 (its bottom safe area is 0: it ends at 774, above the
    /// home-indicator band that starts at 818). render, check (with no `actual` key it would be adjust's request,
    /// so it is given an empty actual) and compare take it too.
    @Test(arguments: transports) func requestPostsToTheOtherRoutes(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            guard let request = try Self.parse(client, Self.dump)["request"] else { throw TestFailure("no request") }
            let body = JSONWriter.write(request)
            let adjusted = try client.post("/v1/keyboard/adjust", body: body)
            #expect(adjusted.status == 200)
            let a = try adjusted.json()
            #expect(a.number("views", "0x8a", "frame", "y") == 472)
            #expect(a.number("views", "0x5a", "contentInset", "bottom") == 258)
            #expect(try client.post("/v1/keyboard/render", body: body).status == 200)
            #expect(try client.post("/v1/keyboard/compare", body: body).status == 200)
            guard var members = request.objectMembers?.map({ ($0.key, $0.value) }) else {
                throw TestFailure("not an object")
            }
            members.append(
                (
                    "actual",
                    .object([("views", .object([("0x8a", .object([("frame", .object([("y", .number(472))]))]))]))])
                ))
            let checked = try client.post("/v1/keyboard/check", body: JSONWriter.write(.object(members)))
            #expect(try checked.json().at("pass")?.boolValue == true)
            // Wrapped for simulate: the scene's keys and the notification as its one event.
            let wrapped = JSONValue.object(
                members.filter { $0.0 != "notification" && $0.0 != "actual" }
                    + [("events", .array([request["notification"] ?? .null]))])
            #expect(try client.post("/v1/keyboard/simulate", body: JSONWriter.write(wrapped)).status == 200)
            #expect(try client.post("/v1/keyboard/streams", body: body).status == 200)
        }
    }

    /// The JSON form with hints: the device names the screen; `?keyboard=docked` gives the device table's keyboard
    /// to a dump without one. No osVersion is given, so the table's latest entry for the iPhone 15 row: the iOS
    /// 26.5 probe's 335 pt (336 before it): frame y = 852 - 335 = 517.
    @Test(arguments: transports) func jsonBodyAndDockedKeyboard(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let noKeyboard = Self.dump.split(separator: "\n").prefix(5).joined(separator: "\n")
            let body = JSONWriter.write(.object([("text", .string(noKeyboard)), ("device", .string("iPhone 15"))]))
            let plain = try client.post("/v1/scene/parse", body: body)
            #expect(plain.status == 200)
            #expect(try plain.json().at("keyboard") == .null)
            #expect(try plain.json().at("request", "notification") == nil)
            let docked = try client.post("/v1/scene/parse?keyboard=docked", body: body)
            let d = try docked.json()
            #expect(d.number("keyboard", "frame", "y") == 517)
            #expect(d.string("keyboard", "from") == "device table")
            #expect(d.number("request", "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "height") == 335)
        }
    }

    @Test(arguments: transports) func refusals(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let none = try client.post("/v1/scene/parse", contentType: "text/plain", body: "just some words")
            #expect(none.status == 422)
            #expect(none.headers[.contentType] == "application/problem+json")
            #expect(try none.json().string("type") == "/problems/no-view-hierarchy")
            #expect(try none.json().string("detail")?.contains("'just some words'") == true)
            let printed = try client.post(
                "/v1/scene/parse", contentType: "text/plain",
                body: try repositoryFile("Tests/Fixtures/dumps/printhierarchy-swift-module-names.txt"))
            #expect(printed.status == 422)
            #expect(try printed.json().string("type") == "/problems/dump-without-frames")
            let bad = try client.post("/v1/scene/parse", body: #"{"text": 3, "device": "iPhone 99", "colour": 1}"#)
            #expect(bad.status == 422)
            #expect(Set(try bad.problemPointers()) == ["/text", "/device", "/colour"])
            // The unknown device's message sends the reader to the page that lists the rows' names.
            let badJSON = try bad.json()
            let deviceMessage = (0..<3).first { badJSON.string("errors", $0, "pointer") == "/device" }
                .flatMap { badJSON.string("errors", $0, "message") }
            #expect(deviceMessage?.contains("not in the device table (docs/device-table.md)") == true)
            let query = try client.post("/v1/scene/parse?keyboard=floating", contentType: "text/plain", body: Self.dump)
            #expect(query.status == 422)
            let type = try client.post("/v1/scene/parse", contentType: "image/png", body: Self.dump)
            #expect(type.status == 415)
        }
    }

    /// check with `hierarchy`: the snapshot's verdict. The field spans 700-744, inside the keyboard's 516-852:
    /// covered by its whole 44 pt, so it fails, naming the field and its line.
    @Test(arguments: transports) func checkHierarchySnapshot(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = JSONWriter.write(.object([("hierarchy", .string(Self.dump))]))
            let answer = try client.post("/v1/keyboard/check", body: body)
            #expect(answer.status == 200)
            let a = try answer.json()
            #expect(a.at("pass")?.boolValue == false)
            #expect(a.string("outcome") == "fail")
            #expect(a.string("findings", 0, "code") == "field-covered-by-keyboard")
            #expect(a.number("findings", 0, "points") == 44)
            #expect(a.number("findings", 0, "line") == 4)
            #expect(a.string("scene", "format") == "recursiveDescription")
            // With actual: check on the parsed scene (the bar where the reference puts it: 472).
            let withActual = JSONWriter.write(
                .object([
                    ("hierarchy", .string(Self.dump)),
                    (
                        "actual",
                        .object([("views", .object([("0x8a", .object([("frame", .object([("y", .number(472))]))]))]))])
                    ),
                ]))
            let c = try client.post("/v1/keyboard/check", body: withActual)
            #expect(try c.json().at("pass")?.boolValue == true)
            #expect(try c.json().number("compared") == 1)
            // compare with hierarchy: every policy on the dump's scene.
            let compared = try client.post("/v1/keyboard/compare", body: body)
            #expect(compared.status == 200)
            #expect((try compared.json().at("policies")?.arrayElements?.count ?? 0) > 1)
        }
    }

    /// The main window of `dump` alone (lines 1-5): the field and the bar, no keyboard window.
    static let withoutKeyboard = dump.split(separator: "\n").prefix(5).joined(separator: "\n")

    /// A verdict is never a pass because it could not see. The dump's main window alone shows no keyboard (the
    /// keyboard lives in its own window): inconclusive, pass false, and the one reason names the rules tried and
    /// the window seen (UIWindow, line 1, 393 x 852). With "keyboard": "docked" the iPhone 15's docked keyboard
    /// (336 pt, docs/device-table.md) stands at 852 - 336 = 516, so the field (700-744) is covered by all its 44 pt:
    /// fail. The keyboard window alone (lines 6-7) shows a keyboard but no text input: inconclusive,
    /// no-focused-input.
    @Test(arguments: transports) func inconclusiveSnapshots(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func check(_ members: [(String, JSONValue)]) throws -> JSONValue {
                let answer = try client.post("/v1/keyboard/check", body: JSONWriter.write(.object(members)))
                guard answer.status == 200 else { throw TestFailure("check answered \(answer.status)") }
                return try answer.json()
            }
            let blind = try check([("hierarchy", .string(Self.withoutKeyboard))])
            #expect(blind.string("outcome") == "inconclusive")
            #expect(blind.at("pass")?.boolValue == false)
            #expect(blind.string("findings", 0, "code") == "keyboard-not-found")
            #expect(blind.at("findings", 0, "view")?.isNull == true)
            let message = blind.string("findings", 0, "message") ?? ""
            #expect(message.contains("UIInputSetHostView"))
            #expect(message.contains("windows seen: UIWindow (line 1) (0, 0, 393, 852)"))
            #expect(message.contains(#"add "keyboard": "docked""#))
            #expect(blind.at("findings")?.arrayElements?.count == 1)
            #expect(blind.at("scene", "keyboard")?.isNull == true)
            let docked = try check([("hierarchy", .string(Self.withoutKeyboard)), ("keyboard", .string("docked"))])
            #expect(docked.string("outcome") == "fail")
            #expect(docked.string("findings", 0, "code") == "field-covered-by-keyboard")
            #expect(docked.number("findings", 0, "points") == 44)
            let keyboardOnly = Self.dump.split(separator: "\n").suffix(2).joined(separator: "\n")
            let noField = try check([("hierarchy", .string(keyboardOnly))])
            #expect(noField.string("outcome") == "inconclusive")
            #expect(noField.at("pass")?.boolValue == false)
            #expect(noField.string("findings", 0, "code") == "no-focused-input")
            #expect(noField.at("findings")?.arrayElements?.count == 1)
            // Neither: both reasons, the keyboard's first.
            let empty = try check([("hierarchy", .string("<UIWindow: 0x1a; frame = (0 0; 393 852)>"))])
            #expect(empty.string("findings", 0, "code") == "keyboard-not-found")
            #expect(empty.string("findings", 1, "code") == "no-focused-input")
        }
    }

    /// Real trees from public sources (line 1 of each cites it), judged as a person reading them would judge them.
    @Test(arguments: transports) func realTreesJudged(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func check(_ name: String, _ hints: [(String, JSONValue)] = []) throws -> JSONValue {
                let text = String(decoding: try repositoryFile("Tests/Fixtures/dumps/" + name), as: UTF8.self)
                let body = JSONWriter.write(.object([("hierarchy", .string(text))] + hints))
                let answer = try client.post("/v1/keyboard/check", body: body)
                guard answer.status == 200 else { throw TestFailure("\(name): check answered \(answer.status)") }
                return try answer.json()
            }
            // A search being edited (lldb, iOS 8 era, 320 x 568): the UIFieldEditor (line 14) sits in the
            // UISearchBarTextField 0x14c518b40 (line 10), not in the 320 x 44 search bar around it: that field is the
            // focus. The dump is a view controller's view, no window, no keyboard: inconclusive. With the docked
            // keyboard (the iPhone 5 row: 253 pt, top 568 - 253 = 315) the field, at screen y 0 + 20 (the table's
            // contentOffset -20) + 0 + 8 = 28 to 56, is clear: pass. The empty 320 x 44 UIView at (0 20) on line 34
            // is no bar (no bar class, nothing in it), so it hides nothing.
            let search = try check("recursive-description-searchbar-editing-fieldeditor-320x568.txt")
            #expect(search.string("outcome") == "inconclusive")
            #expect(search.string("findings", 0, "code") == "keyboard-not-found")
            #expect(search.string("findings", 0, "message")?.contains("no window is printed") == true)
            #expect(search.string("scene", "focus", "view") == "0x14c518b40")
            #expect(search.string("scene", "focus", "because")?.contains("UIFieldEditor (line 14)") == true)
            let docked = try check(
                "recursive-description-searchbar-editing-fieldeditor-320x568.txt", [("keyboard", .string("docked"))])
            #expect(docked.string("outcome") == "pass")
            #expect(docked.at("findings")?.arrayElements?.isEmpty == true)
            #expect(docked.number("scene", "keyboard", "frame", "y") == 315)
            // EarlGrey, an excerpt that starts inside the keyboard: two 46 x 46 keys first (lines 2-3), then the
            // keyplane image UIKBSplitImageView (line 4), AX.frame {{0, 451}, {375, 216}}: the keyboard is the
            // largest outermost UIKB view, never a key. No text input: inconclusive, no-focused-input.
            let keys = try check("earlgrey-hierarchy-kbkeyview-split-image-375x667.txt")
            #expect(keys.string("scene", "keyboard", "from") == "UIKBSplitImageView")
            #expect(keys.number("scene", "keyboard", "line") == 4)
            #expect(keys.number("scene", "keyboard", "frame", "y") == 451)
            #expect(keys.number("scene", "keyboard", "frame", "height") == 216)
            #expect(keys.string("outcome") == "inconclusive")
            #expect(keys.string("findings", 0, "code") == "no-focused-input")
            // The same paste's backdrop layers: UIView and _UIBackdropEffectView at (0, 451), no keyboard class, then
            // a UITextEffectsWindow (line 10): no keyboard by any rule and no input, both reasons, never a pass.
            let backdrop = try check("earlgrey-hierarchy-backdrop-then-texteffectswindow-375x667.txt")
            #expect(backdrop.string("outcome") == "inconclusive")
            #expect(backdrop.at("pass")?.boolValue == false)
            #expect(backdrop.string("findings", 0, "code") == "keyboard-not-found")
            #expect(
                backdrop.string("findings", 0, "message")?.contains("UITextEffectsWindow (line 10) (0, 0, 375, 667)")
                    == true)
            #expect(backdrop.string("findings", 1, "code") == "no-focused-input")
            // WebDriverAgent's page source: window index 1 is visible="false" and holds, inside a full-screen Other,
            // the Other (0, 625, 428, 301) on line 14: full width, ending at 625 + 301 = 926, the screen's bottom.
            let xml = try check("appium-page-source-keyboard-window-visible-false-428x926.xml")
            #expect(xml.number("scene", "keyboard", "line") == 14)
            #expect(xml.number("scene", "keyboard", "frame", "y") == 625)
            #expect(xml.number("scene", "keyboard", "frame", "height") == 301)
            #expect(xml.string("findings", 0, "code") == "no-focused-input")
            // WebDriverAgent PR 416: the element subtree is the keyboard's window (line 28); the query chain names
            // 'Window (Main)' (line 16) outside it. The fallback: Other (0, 595, 414, 301) on line 30, the outermost
            // element spanning 414, ending at 595 + 301 = 896, inside the full-screen Other of line 29.
            let wda = try check("xcuielement-debugdescription-keyboard-window-414x896.txt")
            #expect(wda.number("scene", "keyboard", "line") == 30)
            #expect(wda.number("scene", "keyboard", "frame", "y") == 595)
            #expect(wda.string("scene", "keyboard", "from") == "Other")
            #expect(wda.string("outcome") == "inconclusive")
            #expect(wda.string("findings", 0, "code") == "no-focused-input")
        }
    }

    /// Written for this test, one rule each. Dots: UILogViewHierarchy's `..` per level make 0x3 a child of 0x2
    /// (its frame kept as printed, y 400). The screen holds its keyboard: no window, a scroll view 520 wide past the
    /// edge, but the UIKeyboard (0 264; 320 216) ends at 480 and spans 320: a portrait 320 x 480 screen.
    @Test(arguments: transports) func indentationAndOrientation(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let dots = try Self.parse(
                client,
                """
                <UIWindow: 0x1; frame = (0 0; 320 480)>
                ..<UIView: 0x2; frame = (0 20; 320 460)>
                ....<UITextField: 0x3; frame = (20 400; 280 31)>
                """)
            #expect(dots.string("request", "views", 1, "id") == "0x3")
            #expect(dots.string("request", "views", 1, "parent") == "0x2")
            #expect(dots.number("request", "views", 1, "frame", "y") == 400)
            let turned = try Self.parse(
                client,
                """
                <UIView: 0x1; frame = (0 0; 320 480)>
                   | <UIScrollView: 0x2; frame = (0 0; 520 100); contentOffset: {0, 0}; contentSize: {520, 100}>
                   | <UITextField: 0x3; frame = (20 200; 280 31)>
                <UIKeyboard: 0x4; frame = (0 264; 320 216)>
                """)
            #expect(turned.number("request", "screen", "bounds", "width") == 320)
            #expect(turned.number("request", "screen", "bounds", "height") == 480)
            #expect(turned.at("keyboard", "visible")?.boolValue == true)
            // Xcode 9's tree (WebDriverAgent PR 40): the Application at (0, 0) holds an Other (line 4) beside the
            // windows, printed at (0, 0); the window at y 52.2 (line 29) is not its window, so it stays at (0, 0).
            let text = String(
                decoding: try repositoryFile(
                    "Tests/Fixtures/dumps/xcuielement-debugdescription-xcode9-main-window-375x667.txt"),
                as: UTF8.self)
            let odd = try Self.parse(client, text)
            #expect(odd.number("request", "views", 0, "frame", "y") == 0)
            #expect(odd.number("request", "window", "frame", "y") == 0)
        }
    }

    /// Real dumps from public sources (line 1 of each cites it), read as a person reading them would.
    @Test(arguments: transports) func realDumps(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func parse(_ name: String) throws -> JSONValue {
                let text = String(decoding: try repositoryFile("Tests/Fixtures/dumps/" + name), as: UTF8.self)
                return try Self.parse(client, text)
            }
            // OWASP MASTG's Cycript session: one UITextField at (8 141; 304 30) in a 320 x 568 window.
            let owasp = try parse("recursive-description-cycript-owasp-uitextfield-320x568.txt")
            #expect(owasp.string("format") == "recursiveDescription")
            #expect(owasp.number("request", "screen", "bounds", "height") == 568)
            #expect(owasp.string("focus", "because") == "the only text input")
            // The source line (line 1) is not a view: it is skipped and listed.
            #expect(owasp.number("skipped", 0, "line") == 1)
            // UIAutomation on an iPad: the UIAKeyboard at {{0, 416}, {1024, 352}}.
            let uia = try parse("uiautomation-logelementtree-ipad-landscape-keyboard.txt")
            #expect(uia.string("format") == "uiAutomation")
            #expect(uia.number("keyboard", "frame", "y") == 416)
            #expect(uia.number("keyboard", "frame", "height") == 352)
            // WebDriverAgent's XML: ten text inputs in a scroll view, none marked; the lowest is focused and its
            // scroll view is inset to reveal it.
            let xml = try parse("appium-page-source-xcuitest-scrollview-textfields-375x667.xml")
            #expect(xml.string("format") == "appiumPageSource")
            #expect(xml.string("request", "behaviors", 0, "type") == "insetScrollView")
            // A UI-test tree prints no content size: the scroll view's (0, 64, 375, 603) holds an Other at
            // (0, 64, 375, 1183), so its content is 375 x (64 + 1183 - 64) = 1183, not its frame's 603.
            let scroll = xml.at("request", "views")?.arrayElements?.first {
                $0["class"]?.stringValue == "XCUIElementTypeScrollView"
            }
            #expect(scroll?["scroll"]?["contentSize"]?["height"]?.doubleValue == 1183)
            #expect(scroll?["scroll"]?["contentSize"]?["width"]?.doubleValue == 375)
            // po of an XCUIElement's debugDescription, printed as one escaped string: read after undoing the escapes.
            let escaped = try parse("xcuielement-debugdescription-escaped-po-textfield-414x896.txt")
            #expect(escaped.string("format") == "xcuiElement")
            #expect(escaped.number("request", "screen", "bounds", "width") == 414)
        }
    }
}
