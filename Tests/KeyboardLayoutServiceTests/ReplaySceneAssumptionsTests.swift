import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/keyboard/replay` with `hierarchy` carries what the dump's scene assumed, as scene/parse lists it, the
/// focus among it (docs/replay.md, "The answer"), in process and live. The dump is the real Appium page source of
/// Tests/Fixtures/dumps (line 1 cites it), the log the real FSiOSAppDemo NSLog of Tests/Fixtures/logs; the expected
/// values are read off their text by hand.
@Suite struct ReplaySceneAssumptionsTests {
    static func body(focus: String?) throws -> [UInt8] {
        var members: [(String, JSONValue)] = [
            ("log", .string(try ReplayEndpointTests.fixture("fsiosappdemo-nslog-two-willshow-truncated.txt"))),
            (
                "hierarchy",
                .string(
                    String(
                        decoding: try repositoryFile(
                            "Tests/Fixtures/dumps/appium-page-source-xcuitest-scrollview-textfields-375x667.xml"),
                        as: UTF8.self))
            ),
        ]
        if let focus { members.append(("focus", .string(focus))) }
        return JSONWriter.write(.object(members))
    }

    /// The page source prints 10 text inputs, none marked focused: on the 375 x 667 screen (the Application
    /// element's frame) TextFields at y 108, 522 (x 16) and 522 (x 195) and SecureTextFields at 196 and 284; below
    /// it, reported visible="false", TextFields at 719, 807 (three) and 939. The guess is the lowest on the screen,
    /// the first printed of the two ending at 567: XCUIElementTypeTextField-2 (the second TextField printed, line
    /// 59). Before, replay answered `"assumptions": []`; now the focus is there, at /focus, saying it is a guess and
    /// naming the 5 on the screen of 10, beside the scene's other assumptions (the 375x667 row's safe area, the
    /// scroll view the behavior insets). The dump's keyboard gives no notification here (the log does): no
    /// /notification. Named by the `focus` hint, the focus is not assumed.
    @Test(arguments: transports) func replayCarriesTheScenesAssumptions(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try client.post("/v1/keyboard/replay", body: try Self.body(focus: nil))
            #expect(answer.status == 200)
            let assumptions = try answer.json().at("assumptions")?.arrayElements ?? []
            func because(_ pointer: String) -> String? {
                assumptions.first { $0["pointer"]?.stringValue == pointer }?["because"]?.stringValue
            }
            let focus = try #require(because("/focus"))
            #expect(
                focus.hasPrefix(
                    "the focus, XCUIElementTypeTextField-2: the lowest of the 5 text inputs on the screen (of 10): "
                        + "a guess"))
            #expect(because("/window/safeAreaInsets")?.hasPrefix("375x667 is iPhone 6") == true)
            #expect(because("/behaviors/0")?.hasPrefix("suggested: the focused field's nearest scroll view") == true)
            #expect(because("/notification") == nil)
            let named = try client.post(
                "/v1/keyboard/replay", body: try Self.body(focus: "XCUIElementTypeTextField-2"))
            #expect(named.status == 200)
            let namedAssumptions = try named.json().at("assumptions")?.arrayElements ?? []
            #expect(!namedAssumptions.contains { $0["pointer"]?.stringValue == "/focus" })
            #expect(namedAssumptions.contains { $0["pointer"]?.stringValue == "/window/safeAreaInsets" })
        }
    }
}
