import Foundation
import KeyboardGeometry
import Testing

/// Every assumption's `because` says only what the dump shows (docs/scene-from-dump.md, "What is read and what is
/// assumed"). Each dump is a real one (Tests/Fixtures/dumps, its source on line 1); the facts each wording must
/// state, and must not, are read by hand from its text.
@Suite struct AssumptionWordingTests {
    /// babylonhealth/ios-playbook's login screen: line 5 is `Window (Main), 0x600000d9cee0, {{0.0, 0.0},
    /// {375.0, 812.0}}`, and every element below it lies within 375 x 812. So a window at the origin does hold the
    /// dump; it is marked as the app's main one. The screen is still the device table's (a UI-test tree's window
    /// alone does not make it): 375 x 812, the iPhone X row.
    @Test func aMainWindowAtTheOriginIsSaidToHoldTheDump() throws {
        let dump = try SceneFromDump.read(
            try fixture("xcuielement-debugdescription-babylon-login-textfields-375x812.txt"))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 375, height: 812))
        let said = try #require(dump.assumptions.first { $0.pointer == "/screen/bounds" }?.because)
        #expect(!said.contains("no window at the origin"))
        #expect(said.contains("the window on line 5, marked as the app's main one, at the origin, 375 x 812, holds"))
        #expect(said.hasSuffix("375 x 812"))
    }

    /// appium/appium issue 13227: the element subtree's window is `→Window, 0x60000217e920` on line 19, printed
    /// without `(Main)`, at the origin, 375 x 667, holding every element of the subtree (lines 20-24, all
    /// 375 x 667). The excerpt names a `Window (Main)` only in its query chains, first on line 8. It does not say
    /// which window the subtree is: the wording gives those two facts and calls the rest taken.
    @Test func aSubtreeWindowIsDescribedByWhatIsPrinted() throws {
        let dump = try SceneFromDump.read(try fixture("xcuielement-debugdescription-appium-health-subtree-375x667.txt"))
        let window = try #require(dump.assumptions.first { $0.pointer == "/window/frame" }?.because)
        #expect(!window.contains(", not the app's main one"))
        #expect(window.contains("(line 19) is not marked as the app's main one"))
        #expect(window.contains("'Window (Main)' only outside the subtree (line 8)"))
        #expect(window.contains("is taken for another window"))
        let screen = try #require(dump.assumptions.first { $0.pointer == "/screen/bounds" }?.because)
        #expect(!screen.contains("no window at the origin"))
        #expect(screen.contains("the window on line 19 at the origin, 375 x 667, holds the dump"))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Stack Overflow 13976219: one view description, `<UIView: 0xa8aba20; frame = (0 0; 480 864); ...>` on line
    /// 3, and no window. The screen is the smallest of the device table holding 480 x 864 in portrait: 768 x 1024
    /// (the 9.7-inch iPads; no iPhone is 480 wide). The wording says no window is printed and that the views are
    /// what the screen holds, never "the windows".
    @Test func noWindowPrintedIsSaidSo() throws {
        let dump = try SceneFromDump.read(try fixture("view-description-lldb-po-self-view-480x864.txt"))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 768, height: 1024))
        let said = try #require(dump.assumptions.first { $0.pointer == "/screen/bounds" }?.because)
        #expect(said.hasPrefix("the dump prints no window and no device is named"))
        #expect(said.contains("that holds the views"))
        #expect(!said.contains("window at the origin"))
        #expect(!said.contains("holds the windows"))
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
