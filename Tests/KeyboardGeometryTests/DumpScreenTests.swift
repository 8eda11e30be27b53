import KeyboardGeometry
import Testing

/// The screen and the keyboard a dump gives (docs/scene-from-dump.md, "What is read and what is assumed"): the
/// screen from the windows it prints, the orientation from the screen the keyboard spans, and the keyboard as its
/// container's extent in a UI-test tree. The trees are written by the project for these rules; expected numbers
/// are worked by hand in the comments.
@Suite struct DumpScreenTests {
    /// Three windows at the origin, each 390 x 844, and elements printed beside them, one lying at y 1500-1598
    /// (a flat list, as an exception message quotes one). Before, the screen was stretched to what the elements
    /// span, 390 x 1598, which no device has. The windows agree: the screen is 390 x 844 (iPhone 12 in the device
    /// table, safe area 47 / 34 in portrait), and the element at 1500 lies off it.
    @Test func theWindowsThatAgreeAreTheScreen() throws {
        let dump = try SceneFromDump.read(
            """
            Window, 0x600000004100, {{0.0, 0.0}, {390.0, 844.0}}
            Other, 0x600000004200, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x600000004300, {{16.0, 120.0}, {358.0, 20.0}}, label: 'Sign in'
            Button, 0x600000004400, {{16.0, 1500.0}, {358.0, 98.0}}, label: 'Forgot password'
            Window, 0x600000004500, {{0.0, 0.0}, {390.0, 844.0}}
            Window, 0x600000004600, {{0.0, 0.0}, {390.0, 844.0}}
            """)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.scene.screen.interfaceOrientation == .portrait)
        #expect(dump.scene.window.safeAreaInsets == Insets(top: 47, bottom: 34))
        let said = dump.assumptions.first { $0.pointer == "/screen/bounds" }?.because
        #expect(
            said == "3 windows at the origin are 390 x 844: that is the screen; what the dump prints beyond it "
                + "(to 390 x 1598) lies off the screen")
    }

    /// One window alone is not enough in a UI-test tree (windows print at odd offsets): the same list with one
    /// window keeps the old reading, the views' extent, since no device screen holds 390 x 1598.
    @Test func oneWindowAloneDoesNotDecide() throws {
        let dump = try SceneFromDump.read(
            """
            Window, 0x600000004100, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x600000004400, {{16.0, 1500.0}, {358.0, 98.0}}, label: 'Forgot password'
            """)
        #expect(dump.scene.screen.bounds.height == 1598)
    }

    /// A recursiveDescription excerpt with no window: the app's view (0 0; 393 260) holding a field, and the
    /// number pad's host (0 0; 393 216) in its parent's space. The views span 393 x 260, wider than tall, and the
    /// smallest screen holding that is the landscape 480 x 320, which was taken before. The keyboard fits no
    /// screen exactly (it ends at 216) but spans the screen's width: 393 is the width of the portrait 393 x 852
    /// (iPhone 14 Pro, 15, 16 in the device table), and no screen is 393 wide in landscape. Portrait, 393 x 852.
    @Test func theKeyboardsWidthGivesTheOrientation() throws {
        let dump = try SceneFromDump.read(
            """
            <UIView: 0x7fa1; frame = (0 0; 393 260); layer = <CALayer: 0x7fa2>>
               | <UITextField: 0x7fa3; frame = (16 100; 361 34); layer = <CALayer: 0x7fa4>>
            <UIInputSetHostView: 0x7fb1; frame = (0 0; 393 216); layer = <CALayer: 0x7fb2>>
               | <UIKBKeyplaneView: 0x7fb3; frame = (0 0; 393 216); layer = <CALayer: 0x7fb4>>
            """)
        #expect(dump.keyboard?.from == "UIInputSetHostView")
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(dump.scene.screen.interfaceOrientation == .portrait)
        #expect(
            dump.assumptions.contains {
                $0.pointer == "/screen/bounds"
                    && $0.because.contains("the keyboard 393 pt wide spans the screen's width")
                    && $0.because.hasSuffix("393 x 852 (portrait)")
            })
    }

    /// The same with a device named: the iPhone 15's portrait width is 393, the keyboard's, so the screen is the
    /// portrait 393 x 852 though the views' extent is landscape.
    @Test func theKeyboardsWidthTurnsTheNamedDevice() throws {
        let dump = try SceneFromDump.read(
            """
            <UIView: 0x7fa1; frame = (0 0; 393 260); layer = <CALayer: 0x7fa2>>
            <UIInputSetHostView: 0x7fb1; frame = (0 0; 393 216); layer = <CALayer: 0x7fb2>>
            """, hints: DumpHints(device: "iPhone 15"))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// The keyboard's window of an iPhone 12 (390 x 844) with an input accessory toolbar: UIKit's keyboard frame
    /// is (0, 509, 390, 335), the accessory's 44 pt at 509-553 on top of the keys and the bottom row. The UI-test
    /// tree prints the Keyboard element with the keys only, (0, 553, 390, 233), ending at 786; the Emoji and
    /// Dictate buttons of the bottom row sit below it at 791-831 and the accessory's toolbar above it at 509-553,
    /// all in the keyboard window's container. `host` wraps them in the host view's element (0, 509, 390, 335)
    /// where a tree prints it. A field at 520-550 in the app's window lies above the keys' top (553) but under
    /// the keyboard's real top (509): covered by its whole 30 pt.
    static func keyboardWindow(host: Bool) -> String {
        let pad = host ? "  " : ""
        return """
            Element subtree:
             →Application, 0x600000005000, pid: 77, label: 'Notes'
                Window (Main), 0x600000005100, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000005200, {{0.0, 0.0}, {390.0, 844.0}}
                    TextField, 0x600000005300, {{16.0, 520.0}, {358.0, 30.0}}, placeholderValue: 'Title'
                Window, 0x600000005400, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000005500, {{0.0, 0.0}, {390.0, 844.0}}
            \(host ? "        Other, 0x600000005550, {{0.0, 509.0}, {390.0, 335.0}}\n" : "")\
            \(pad)        Other, 0x600000005600, {{0.0, 509.0}, {390.0, 44.0}}
            \(pad)          Toolbar, 0x600000005700, {{0.0, 509.0}, {390.0, 44.0}}
            \(pad)            Button, 0x600000005800, {{334.0, 509.0}, {48.0, 44.0}}, label: 'Done'
            \(pad)        Keyboard, 0x600000005900, {{0.0, 553.0}, {390.0, 233.0}}
            \(pad)          Key, 0x600000005910, {{3.0, 561.0}, {39.0, 42.0}}, label: 'Q'
            \(pad)        Button, 0x600000005a00, {{10.0, 791.0}, {54.0, 40.0}}, label: 'Emoji'
            \(pad)        Button, 0x600000005b00, {{326.0, 791.0}, {54.0, 40.0}}, label: 'Dictate'
            """
    }

    /// Without the host printed: the Keyboard element's siblings within its 390 pt width, below the top of the
    /// window's full-screen container: the Emoji and Dictate buttons from the keys' top down (791-831), then the
    /// accessory (509-553) resting on the keys' top at 553; with a bottom row taken, the block reaches the
    /// container's bottom, 844. The extent: 509 to 844, 335 pt, UIKit's frame. With the host printed, its frame.
    @Test(arguments: [false, true]) func theKeyboardIsItsContainersExtent(_ host: Bool) throws {
        let dump = try SceneFromDump.read(Self.keyboardWindow(host: host))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 509, width: 390, height: 335))
        #expect(dump.keyboard?.from == "Keyboard")
        #expect(dump.keyboard?.line == (host ? 12 : 11))
        #expect(dump.willShowFrames?.end == Rect(x: 0, y: 509, width: 390, height: 335))
        let said = dump.assumptions.first { $0.pointer == "/notification" }?.because ?? ""
        #expect(said.contains("not the keys alone"))
        #expect(said.contains(host ? "the element that holds it, Other (line 8)" : "at the bottom of Other (line 7)"))
        // The field (520-550) is under the keyboard's top at 509: covered by all its 30 pt, though it ends above
        // the keys' top (553).
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .fail)
        #expect(verdict.findings.map(\.code) == ["field-covered-by-keyboard"])
        #expect(verdict.findings.first?.points == 30)
    }

    /// A Keyboard element that is the whole block (a tree with no accessory and no bottom row beside it, as the
    /// older trees print it): its own frame, as before.
    @Test func aKeyboardAloneIsItsOwnFrame() throws {
        let dump = try SceneFromDump.read(
            """
            Element subtree:
             →Application, 0x600000006000, pid: 7, label: 'A'
                Window (Main), 0x600000006100, {{0.0, 0.0}, {390.0, 844.0}}
                Window, 0x600000006200, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000006300, {{0.0, 0.0}, {390.0, 844.0}}
                    Keyboard, 0x600000006400, {{0.0, 508.0}, {390.0, 336.0}}
            """)
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(dump.assumptions.first { $0.pointer == "/notification" }?.because.contains("keys alone") == false)
    }
}
