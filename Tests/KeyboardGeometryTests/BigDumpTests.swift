import Foundation
import KeyboardGeometry
import Testing

/// Big dumps are read to their end, and the stages that answer for every element at once (the bar evidence, the ids'
/// suffixes) answer as the rules say for each. Not timed: bench/big-dump measures how the time grows with the size.
@Suite struct BigDumpTests {
    /// The cocoadelica recursiveDescription (Tests/Fixtures/dumps, 9 views: a root UIView 320 x 480 holding two
    /// image views, the notes view and a 300 x 30 bottom view with two buttons, one holding two image views)
    /// pasted 300 times over: 2,700 views, every one read (nothing skipped). None is a text input, a bar (no view
    /// is 320 wide and at most 120 high) or the keyboard, so the scene keeps the first 256 in printed order and
    /// omits 2,700 - 256 = 2,444. Each copy repeats the first's addresses: the n-th view printed with an address
    /// is `address-n` from the second on. View 252 (0-based) is 252 = 28 x 9, the root of copy 29, printed on
    /// line 28 x 9 + 1 = 253; view 9 is copy 2's root and view 12 copy 2's notes view, inside it.
    @Test func aDumpPastedOverAndOverIsReadToItsEnd() throws {
        let copy = try fixture("recursive-description-collapsed-pipes-cocoadelica-320x480.txt")
            .split(separator: "\n", maxSplits: 1)[1]
        let text = String(repeating: String(copy) + (copy.hasSuffix("\n") ? "" : "\n"), count: 300)
        let dump = try SceneFromDump.read(text)
        #expect(dump.skipped.isEmpty)
        #expect(dump.scene.views.count == 256)
        #expect(dump.omitted == 2_444)
        #expect(dump.scene.views[0].id == "0x78f90d20")
        #expect(dump.scene.views[9].id == "0x78f90d20-2")
        #expect(dump.scene.views[12].id == "0x78e6a050-2")
        #expect(dump.scene.views[12].parent == "0x78f90d20-2")
        #expect(dump.scene.views[252].id == "0x78f90d20-29")
        #expect(dump.lines["0x78f90d20-29"] == 253)
        #expect(dump.bars.isEmpty)
    }

    /// The bar evidence over many candidates (an iPhone 15, 393 x 852, as in SceneFromDumpTests): 2,000 plain rows
    /// of a bar's shape (393 wide, 20 high, at most 852 / 4) hold nothing, so none is a bar; the view at 774
    /// (774 + 44 = 818, the safe area's bottom: 852 - 34) holds, two levels down, a button: it is a bar on
    /// evidence, and the bar-shaped view inside it, which holds the button itself, is not a second one (the
    /// outermost of nested ones). The views: 0x3a, the field, 2,000 rows, 0x8a, 0x8b, the button and the keyboard's
    /// host: 2,007 (the windows are not views).
    @Test func barEvidenceAmongThousandsOfCandidates() throws {
        var text = """
            <UIWindow: 0x1a; frame = (0 0; 393 852)>
               | <UIView: 0x3a; frame = (0 0; 393 852)>
               |    | <UITextField: 0x6a; frame = (16 300; 361 44)>

            """
        for k in 0..<2_000 {
            text += "   |    | <UIView: 0x\(String(0x10000 + k, radix: 16)); frame = (0 0; 393 20)>\n"
        }
        text += """
               |    | <UIView: 0x8a; frame = (0 774; 393 44)>
               |    |    | <UIView: 0x8b; frame = (0 0; 393 44)>
               |    |    |    | <UIButton: 0x8c; frame = (8 6; 80 32)>
            <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852)>
               | <UIInputSetHostView: 0xca; frame = (0 516; 393 336)>
            """
        // A limit above the 2,007 views keeps them all, the inner bar-shaped view too.
        let dump = try SceneFromDump.read(text, hints: DumpHints(maxViews: 3_000))
        #expect(dump.skipped.isEmpty)
        #expect(dump.omitted == 0)
        #expect(dump.bars == ["0x8a"])
        #expect(dump.scene.behaviors.contains(.attachToKeyboard(.init(view: "0x8a"))))
        #expect(!dump.scene.behaviors.contains(.attachToKeyboard(.init(view: "0x8b"))))
        #expect(dump.focus?.view == "0x6a")
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
