import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/scene/parse` marks overlays and sheets (docs/scene-from-dump.md, "Overlays and sheets"), and the
/// request it writes plays through adjust with one bottom obstruction; in process and live. The iPhone 17 Pro dump
/// is written by the project (KeyboardGeometryTests' `DumpOverlayTests` holds the same); the sheet is a real dump
/// (Tests/Fixtures/dumps, line 1 cites it). Numbers by hand in the comments.
@Suite struct SceneOverlayEndpointTests {
    /// iOS 26's design on an iPhone 17 Pro (402 x 874): a full-bleed table (adjustedContentInset bottom 83) with a
    /// field at 803.67 to 853, the tab bar (0, 791, 402, 83) holding its Liquid Glass capsule (line 8), and the
    /// keyboard's window with the keyboard at 539 (335 high). `platter: false` leaves the capsule out.
    static func dump(platter: Bool = true) -> String {
        let capsule =
            "   |    |    |    |    | <_UITabBarPlatterView: 0x8a; frame = (21 0; 360 62); layer = <CALayer: 0x8b>>"
        var lines: [String] = [
            "<UIWindow: 0x1a; frame = (0 0; 402 874); layer = <UIWindowLayer: 0x1b>>",
            "   | <UITransitionView: 0x2a; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x2b>>",
            "   |    | <UIDropShadowView: 0x3a; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x3b>>",
            "   |    |    | <UILayoutContainerView: 0x4a; frame = (0 0; 402 874); layer = <CALayer: 0x4b>>",
            "   |    |    |    | <UITableView: 0x5a; frame = (0 0; 402 874); contentOffset: {0, 0}; "
                + "contentSize: {402, 1200}; adjustedContentInset: {62, 0, 83, 0}>",
            "   |    |    |    |    | <UITextField: 0x6a; frame = (16 803.67; 370 49.33); layer = <CALayer: 0x6b>>",
            "   |    |    |    | <UITabBar: 0x7a; frame = (0 791; 402 83); autoresize = W+TM; layer = <CALayer: 0x7b>>",
        ]
        if platter { lines.append(capsule) }
        lines.append("<UITextEffectsWindow: 0xaa; frame = (0 0; 402 874); layer = <UIWindowLayer: 0xab>>")
        lines.append("   | <UIInputSetHostView: 0xca; frame = (0 539; 402 335); layer = <CALayer: 0xcb>>")
        return lines.joined(separator: "\n")
    }

    /// scene/parse's answer to a JSON body.
    static func parse(_ client: KeyboardLayoutClient, json: JSONValue) throws -> JSONValue {
        try SceneEndpointTests.parse(
            client, String(decoding: JSONWriter.write(json), as: UTF8.self), contentType: "application/json")
    }

    static func pointers(_ answer: JSONValue) -> [String] {
        answer.at("assumptions")?.arrayElements?.compactMap { $0["pointer"]?.stringValue } ?? []
    }

    /// The capsule shows iOS 26's design: the tab bar (the sixth view) is `"overlay": true` in the request, and
    /// the table's contentInset is 83 - 83 = 0 (its safe area's bottom is what the tab bar covers, 874 - 791).
    /// Posted to adjust, the request gets one obstruction, min(539, 791) = 539: inset 335 - 83 = 252, adjusted
    /// 335 (never 418), offset 853 - 539 = 314.
    @Test(arguments: transports) func theParsedTabBarIsAnOverlayAndAdjustCountsItOnce(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try SceneEndpointTests.parse(client, Self.dump())
            #expect(answer.string("request", "views", 5, "id") == "0x7a")
            #expect(answer.at("request", "views", 5, "overlay")?.boolValue == true)
            #expect(answer.number("request", "views", 3, "scroll", "contentInset", "bottom") == 0)
            #expect(Self.pointers(answer).contains("/views/5/overlay"))
            let request = try #require(answer.at("request"))
            let adjusted = try client.post("/v1/keyboard/adjust", body: JSONWriter.write(request)).json()
            #expect(adjusted.number("views", "0x5a", "contentInset", "bottom") == 252)
            #expect(adjusted.number("views", "0x5a", "adjustedContentInset", "bottom") == 335)
            let offset = try #require(adjusted.number("views", "0x5a", "contentOffset", "y"))
            #expect(abs(offset - 314) < 0.001)
        }
    }

    /// Without the capsule the JSON form's osVersion decides: 26.0 floats the tab bar; no version leaves it docked
    /// (no `overlay` key), the assumption at /views/5 saying how to ask for iOS 26's.
    @Test(arguments: transports) func theOSVersionDecidesWithoutLiquidGlass(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = JSONValue.string(Self.dump(platter: false))
            let ios26 = try Self.parse(client, json: .object([("text", text), ("osVersion", .string("26.0"))]))
            #expect(ios26.at("request", "views", 5, "overlay")?.boolValue == true)
            let unknown = try Self.parse(client, json: .object([("text", text)]))
            #expect(unknown.at("request", "views", 5, "overlay") == nil)
            #expect(Self.pointers(unknown).contains("/views/5"))
        }
    }

    /// crifan's real Cycript dump of a page sheet: the UIDropShadowView beside a UIDimmingView is written
    /// `"avoidsKeyboard": "sheet"`, with its assumption.
    @Test(arguments: transports) func aRealSheetIsWrittenAsASheet(_ transport: KeyboardLayoutClient.Transport) throws {
        let path = "Tests/Fixtures/dumps/cycript-recursive-description-page-sheet-dimming-375x667.txt"
        let text = try String(decoding: repositoryFile(path), as: UTF8.self)
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.parse(
                client, json: .object([("text", .string(text)), ("device", .string("iPhone 8"))]))
            let views = answer.at("request", "views")?.arrayElements ?? []
            let sheets = views.filter { $0["avoidsKeyboard"]?.stringValue == "sheet" }
            #expect(sheets.compactMap { $0["id"]?.stringValue } == ["0x107ed9e70"])
            let index = try #require(views.firstIndex { $0["id"]?.stringValue == "0x107ed9e70" })
            #expect(Self.pointers(answer).contains("/views/\(index)/avoidsKeyboard"))
        }
    }
}
