import Foundation
import KeyboardGeometry
import Testing

/// A UI-test tree prints screen frames; the scene gives each view's frame in its parent's space, a difference of
/// two printed decimals, to the nearest 1/1000 pt (docs/wire.md, "Measured distances and keyframes"), so binary
/// noise does not show. The dump is a real one (Tests/Fixtures/dumps, its source on line 1); the expected frames
/// are worked by hand from its text.
@Suite struct ConvertedFrameTests {
    /// babylonhealth/ios-playbook's login screen, an XCUIElement tree (one decimal):
    /// - line 8, Other 0x600000d9d260 at (164.0, 55.7) in the NavigationBar on line 6 at (0.0, 44.0):
    ///   55.7 - 44.0 = 11.7 (the raw difference is 11.700000000000003);
    /// - line 16, TextField 'email' at (32.0, 224.0) in the Cell on line 15 at (0.0, 187.7): 224.0 - 187.7 = 36.3;
    /// - line 18, TextField 'password' at (32.0, 295.0) in the Cell on line 17 at (0.0, 258.7): 36.3 too
    ///   (the raw differences are 36.30000000000001);
    /// - line 22, Other 0x600000d9e300 at (16.0, 337.7) in the Other on line 21 at (0.0, 329.7): 8.
    /// The sizes are printed and kept: 47.3 x 20.3, 271 x 21, 343 x 48.
    @Test func framesInTheParentsSpaceShowNoBinaryNoise() throws {
        let dump = try SceneFromDump.read(
            try fixture("xcuielement-debugdescription-babylon-login-textfields-375x812.txt"))
        func frame(_ id: String) -> Rect? { dump.scene.views.first { $0.id == id }?.frame }
        #expect(frame("0x600000d9d260") == Rect(x: 164, y: 11.7, width: 47.3, height: 20.3))
        #expect(frame("0x600000d9ddc0") == Rect(x: 32, y: 36.3, width: 271, height: 21))
        #expect(frame("0x600000d9df80") == Rect(x: 32, y: 36.3, width: 271, height: 21))
        #expect(frame("0x600000d9e300") == Rect(x: 16, y: 8, width: 343, height: 48))
        #expect(dump.scene.views.first { $0.id == "0x600000d9ddc0" }?.parent == "0x600000d9dce0")
        // No number of the scene carries more than the tree's one decimal.
        for view in dump.scene.views {
            for n in [view.frame.x, view.frame.y, view.frame.width, view.frame.height] {
                #expect(n == (n * 10).rounded() / 10, "\(view.id): \(n)")
            }
        }
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
