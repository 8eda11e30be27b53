import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// POST /v1/keyboard/render draws overlays and the containers that avoid the keyboard by themselves (issue 54: "The
/// tab bar and the sheet are drawn"), in process and live. Numbers by hand from docs/rules.md.
@Suite struct RenderContainersTests {
    static func render(_ client: KeyboardLayoutClient, _ example: String) throws -> (
        RenderEndpointTests.RectCollector, String
    ) {
        let response = try client.post("/v1/keyboard/render", body: try repositoryFile(example))
        guard response.status == 200 else { throw TestFailure("render answered \(response.status): \(response.text)") }
        return (try RenderEndpointTests.rects(response.body), String(decoding: response.body, as: UTF8.self))
    }

    /// iOS 26's tab bar (Examples/iphone17pro-tab-bar-overlay.json): an overlay is never moved, so it is drawn where
    /// it rests, (0, 791, 402, 83), filled, with its label and a legend entry.
    @Test(arguments: transports) func theFloatingTabBarIsDrawn(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let (svg, text) = try Self.render(client, "Examples/iphone17pro-tab-bar-overlay.json")
            let overlay = svg.rects.first { $0["class"] == "overlay" }
            #expect(overlay?["data-id"] == "tabBar")
            #expect(overlay?["y"] == "791")
            #expect(overlay?["height"] == "83")
            #expect(overlay?["width"] == "402")
            #expect(text.contains("tabBar: overlay at 791, never moved"))
            #expect(text.contains("overlay (floats, never moves)"))
            #expect(svg.rects.allSatisfy { $0["class"] != "sheet" })
        }
    }

    /// The sheet (Examples/iphone15-sheet.json) rises by itself from 426 by the 852 - 516 = 336 pt the keyboard
    /// covers of it, to y 90: outlined there, labelled with where it rested and where it went. Played by
    /// IQKeyboardManager (Examples/iphone15-sheet-iqkeyboardmanager.json), the sheet goes on to -174, the library's
    /// second lift (OverlayAndSelfAvoidingTests works it: 90 - 264).
    @Test(arguments: transports) func theSheetIsDrawnWhereItRose(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let (svg, text) = try Self.render(client, "Examples/iphone15-sheet.json")
            let sheet = svg.rects.first { $0["class"] == "sheet" }
            #expect(sheet?["data-id"] == "sheet")
            #expect(sheet?["y"] == "90")
            #expect(sheet?["height"] == "426")
            #expect(text.contains("sheet: sheet, moves by itself; y 426 to 90"))
            #expect(text.contains("moves by itself (sheet, SwiftUI host)"))
            let (iq, iqText) = try Self.render(client, "Examples/iphone15-sheet-iqkeyboardmanager.json")
            #expect(iq.rects.first { $0["class"] == "sheet" }?["y"] == "-174")
            #expect(iqText.contains("sheet: sheet, moves by itself; y 426 to -174"))
        }
    }

    /// A scene with neither (the example iPhone scene) draws neither, and its legend names neither.
    @Test(arguments: transports) func anOrdinarySceneDrawsNeither(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let (svg, text) = try Self.render(client, "Examples/iphone-comment-bar.json")
            #expect(svg.rects.allSatisfy { $0["class"] != "overlay" && $0["class"] != "sheet" })
            #expect(!text.contains("floats, never moves"))
        }
    }
}
