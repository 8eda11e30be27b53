import KeyboardGeometry
import Testing

/// A guessed focus leaves out a text input that a page source reports `visible="false"` on the screen with no
/// keyboard over it: it is not shown, so it is not the field being edited (docs/scene-from-dump.md, "Focus").
/// WebDriverAgent also reports what lies behind the keyboard as not visible, so an input the keyboard covers stays
/// a candidate, and a verdict still fails on it. The trees are written by the project for this rule (an iPhone 8,
/// 375 x 667, from the Application element); expected values are worked by hand in the comments.
@Suite struct NotShownInputTests {
    static func tree(codeY: Int, keyboard: Bool) -> String {
        let keyboardWindow = """
              <XCUIElementTypeWindow visible="false" x="0" y="0" width="375" height="667">
                <XCUIElementTypeKeyboard visible="true" x="0" y="407" width="375" height="260"/>
              </XCUIElementTypeWindow>

            """
        return """
            <AppiumAUT><XCUIElementTypeApplication name="Form" x="0" y="0" width="375" height="667">
              <XCUIElementTypeWindow visible="true" x="0" y="0" width="375" height="667">
                <XCUIElementTypeOther visible="true" x="0" y="0" width="375" height="667">
                  <XCUIElementTypeTextField name="Name" visible="true" x="16" y="100" width="343" height="44"/>
                  <XCUIElementTypeTextField name="Code" visible="false" x="16" y="\(codeY)" width="343" height="44"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            \(keyboard ? keyboardWindow : "")</XCUIElementTypeApplication></AppiumAUT>
            """
    }

    /// No keyboard: Name (100-144) is shown; Code (300-344) lies on the screen but is reported visible="false".
    /// Before, the guess took the lowest input, Code. Now Code is left out, and Name is the only candidate.
    @Test func anInputNotShownIsNoCandidate() throws {
        let dump = try SceneFromDump.read(Self.tree(codeY: 300, keyboard: false))
        #expect(dump.focus?.view == "XCUIElementTypeTextField-1")
        #expect(
            dump.focus?.because.hasPrefix(
                "the only text input shown on the screen (of 2; left out: 1 on it reported visible=\"false\" with no "
                    + "keyboard over it): a guess") == true)
        #expect(dump.focusGuess?.candidates == ["XCUIElementTypeTextField-1"])
        #expect(dump.focusGuess?.notShown == ["XCUIElementTypeTextField-2"])
        #expect(dump.focusGuess?.offScreen == [])
    }

    /// The keyboard (0, 407, 375, 260) covers Code at 450-494, wholly (44 pt), which is why it is reported not
    /// visible: it stays a candidate, is the lowest (494 > 144), and the verdict is inconclusive with focus-guessed
    /// naming it and its 44 pt, never a pass.
    @Test func anInputUnderTheKeyboardStaysACandidate() throws {
        let dump = try SceneFromDump.read(Self.tree(codeY: 450, keyboard: true))
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(dump.focus?.view == "XCUIElementTypeTextField-2")
        #expect(dump.focusGuess?.candidates == ["XCUIElementTypeTextField-1", "XCUIElementTypeTextField-2"])
        #expect(dump.focusGuess?.notShown == [])
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .inconclusive)
        #expect(verdict.findings.first?.code == "focus-guessed")
        #expect(verdict.findings.first?.view == "XCUIElementTypeTextField-2")
        #expect(verdict.findings.first?.points == 44)
    }
}
