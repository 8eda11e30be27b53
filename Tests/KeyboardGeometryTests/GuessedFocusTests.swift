import Foundation
import KeyboardGeometry
import Testing

/// Never a pass on a guess (docs/scene-from-dump.md, "The verdict from a snapshot"): where nothing marks the focus
/// and several text inputs could be it, the verdict judges every one on the screen. The trees are written by the
/// project for these rules; expected numbers are worked by hand in the comments.
@Suite struct GuessedFocusTests {
    /// An iPhone 12 (390 x 844) UI-test tree with the keyboard up: two text fields, neither marked focused, Name at
    /// y 200-244 and Email at `emailY`; the keyboard's window holds the Keyboard element at (0, 508, 390, 336),
    /// 508 + 336 = 844, the screen's bottom. The two windows at the origin agree on 390 x 844, the device table's
    /// iPhone 12 size, which the keyboard spans and ends at: the screen.
    static func form(emailY: Double) -> String {
        """
        Element subtree:
         →Application, 0x600000001000, pid: 101, label: 'Form'
            Window (Main), 0x600000001100, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001200, {{0.0, 0.0}, {390.0, 844.0}}
                TextField, 0x600000001300, {{16.0, 200.0}, {358.0, 44.0}}, placeholderValue: 'Name'
                TextField, 0x600000001400, {{16.0, \(emailY)}, {358.0, 44.0}}, placeholderValue: 'Email'
            Window, 0x600000001500, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001600, {{0.0, 0.0}, {390.0, 844.0}}
                Keyboard, 0x600000001700, {{0.0, 508.0}, {390.0, 336.0}}
        """
    }

    static let name = "0x600000001300"
    static let email = "0x600000001400"

    /// Email at 600-644 lies wholly inside the keyboard's 508-844: it would be covered by all its 44 pt; Name at
    /// 200-244 ends above 508 and would pass. One candidate fails, so the verdict is no pass and no fail:
    /// inconclusive, `focus-guessed` first, naming both candidates and the covered one (its view, line 6 of the
    /// tree, 44 pt), then Email's own finding.
    @Test func oneCandidateCoveredIsInconclusive() throws {
        let dump = try SceneFromDump.read(Self.form(emailY: 600))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.focusGuess == DumpFocusGuess(candidates: [Self.name, Self.email], offScreen: []))
        // The lowest (Email, bottom 644 below Name's 244) is still the scene's focus, said to be a guess.
        #expect(dump.focus?.view == Self.email)
        #expect(dump.focus?.because.hasPrefix("the lowest of 2 text inputs: a guess") == true)
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .inconclusive)
        #expect(verdict.findings.map(\.code) == ["focus-guessed", "field-covered-by-keyboard"])
        let guessed = try #require(verdict.findings.first)
        #expect(guessed.view == Self.email)
        #expect(guessed.line == 6)
        #expect(guessed.points == 44)
        #expect(guessed.message.contains("TextField (\(Self.name), line 5), TextField (\(Self.email), line 6)"))
        #expect(
            guessed.message.contains("TextField (\(Self.email), line 6) would fail (field-covered-by-keyboard, 44 pt)"))
        #expect(guessed.message.contains("while TextField (\(Self.name), line 5) would pass"))
        #expect(guessed.message.contains("\"focus\": \"<view id>\""))
        #expect(verdict.findings[1].view == Self.email)
        #expect(verdict.findings[1].points == 44)
    }

    /// Email moved up to 400-444: both candidates end above the keyboard's top at 508, no bar, no scroll view:
    /// each passes as the focus, so the snapshot passes with no finding.
    @Test func everyCandidateClearPasses() throws {
        let dump = try SceneFromDump.read(Self.form(emailY: 400))
        #expect(dump.focusGuess?.candidates == [Self.name, Self.email])
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .pass)
        #expect(verdict.findings.isEmpty)
    }

    /// What does not depend on the focus is no guess: a toolbar at 420-464 floats 508 - 464 = 44 pt above the
    /// keyboard (its bottom in the lower half of the 508 pt the keyboard leaves: 464 > 254), and both candidates
    /// (Name 200-244, Email 300-344) are clear of the keyboard and of the bar. Every candidate passes, the bar
    /// fails whichever is the focus: fail, with the bar's finding alone.
    @Test func aFindingOfNoFieldFailsWhateverTheFocus() throws {
        let tree = Self.form(emailY: 300).replacingOccurrences(
            of: "placeholderValue: 'Email'\n",
            with: "placeholderValue: 'Email'\n        Toolbar, 0x600000001450, {{0.0, 420.0}, {390.0, 44.0}}\n")
        let dump = try SceneFromDump.read(tree)
        #expect(dump.bars == ["0x600000001450"])
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .fail)
        #expect(verdict.findings.map(\.code) == ["bar-detached"])
        #expect(verdict.findings.first?.points == 44)
    }

    /// The focus hint judges the named field alone, as before: Email (600-644) is covered by 644 - 600 = 44 pt,
    /// it would have to move up 644 - 508 = 136: fail; Name (200-244) is clear: pass. No guess is left.
    @Test(arguments: [(email, SnapshotOutcome.fail, [44.0]), (name, SnapshotOutcome.pass, [])])
    func theHintedFieldIsJudgedAlone(_ hint: String, _ outcome: SnapshotOutcome, _ points: [Double]) throws {
        let dump = try SceneFromDump.read(Self.form(emailY: 600), hints: DumpHints(focus: hint))
        #expect(dump.focusGuess == nil)
        #expect(dump.focus == DumpFocus(view: hint, because: "the focus hint"))
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == outcome)
        #expect(verdict.findings.map(\.points) == points)
        #expect(verdict.findings.allSatisfy { $0.code == "field-covered-by-keyboard" && $0.view == hint })
        if outcome == .fail { #expect(verdict.findings.first?.message.contains("move up 136 pt") == true) }
    }

    /// A flat XCUIElement list (every element at one indentation, as an exception message quotes it): three
    /// windows at the origin agree on 390 x 844, and two fields lie below them at 1450-1494 and 1510-1554, content
    /// scrolled off the screen. The screen is the windows' 390 x 844, never stretched to 1554. The Keyboard
    /// element holds only the keys, (0, 553, 390, 233), ending at 786: it fits no screen exactly but spans the
    /// 390 pt width; it shows (553 < 844). No input is on the screen, so none is the field being edited: the
    /// verdict is inconclusive, `focus-guessed`, with no view and no points.
    static let flatList = """
        Window, 0x600000002100, {{0.0, 0.0}, {390.0, 844.0}}
        Other, 0x600000002200, {{0.0, 0.0}, {390.0, 844.0}}
        TextField, 0x600000002300, {{16.0, 1450.0}, {358.0, 44.0}}, placeholderValue: 'Email'
        SecureTextField, 0x600000002400, {{16.0, 1510.0}, {358.0, 44.0}}, placeholderValue: 'Password'
        Window, 0x600000002500, {{0.0, 0.0}, {390.0, 844.0}}
        Window, 0x600000002600, {{0.0, 0.0}, {390.0, 844.0}}
        Keyboard, 0x600000002700, {{0.0, 553.0}, {390.0, 233.0}}
        """

    @Test func noCandidateOnTheScreenIsInconclusive() throws {
        let dump = try SceneFromDump.read(Self.flatList)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(
            dump.assumptions.contains {
                $0.pointer == "/screen/bounds" && $0.because.hasPrefix("3 windows at the origin are 390 x 844")
            })
        #expect(dump.keyboard?.visible == true)
        #expect(dump.focusGuess == DumpFocusGuess(candidates: [], offScreen: ["0x600000002300", "0x600000002400"]))
        #expect(dump.focus?.because.hasPrefix("the lowest of 2 text inputs, none of them on the screen") == true)
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .inconclusive)
        #expect(verdict.findings.map(\.code) == ["focus-guessed"])
        #expect(verdict.findings.first?.view == nil)
        #expect(verdict.findings.first?.points == 0)
        let message = verdict.findings.first?.message ?? ""
        #expect(message.contains("none of the 2 text inputs is on the screen (390 x 844)"))
        #expect(message.contains("SecureTextField (0x600000002400, line 4) at y 1510-1554"))
        #expect(message.contains("the field being edited is not in the dump"))
    }

    /// The shape of the case that passed before: the flat list without addresses, quoted in an Appium
    /// StaleElementReferenceException message and JSON-escaped as a test report stores it, with a button at
    /// (0.2, 1554, 390, 44) past the fields. Before, the screen was what the elements span, 390.2 x
    /// (1554 + 44 =) 1598, the password field (1510-1554) the guessed focus, clear of the keyboard, and the
    /// snapshot passed. Now the three windows give 390 x 844, no input is on it: inconclusive.
    @Test func theQuotedListThatPassedBefore() throws {
        let list = [
            "Window, {{0.0, 0.0}, {390.0, 844.0}}", "Other, {{0.0, 0.0}, {390.0, 844.0}}",
            "TextField, {{16.0, 1450.0}, {358.0, 44.0}}, placeholderValue: 'Email'",
            "SecureTextField, {{16.0, 1510.0}, {358.0, 44.0}}, placeholderValue: 'Password'",
            "Button, {{0.2, 1554.0}, {390.0, 44.0}}, label: 'Log in'", "Window, {{0.0, 0.0}, {390.0, 844.0}}",
            "Window, {{0.0, 0.0}, {390.0, 844.0}}", "Keyboard, {{0.0, 553.0}, {390.0, 233.0}}",
        ]
        let report =
            #"{"status": "failed", "message": "StaleElementReferenceException: No matches found from input {(\n    "#
            + list.joined(separator: #",\n    "#) + #"\n)}"}"#
        let dump = try SceneFromDump.read(report)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.focusGuess?.candidates == [])
        let verdict = SnapshotVerdict.judge(dump)
        #expect(verdict.outcome == .inconclusive)
        #expect(verdict.findings.map(\.code) == ["focus-guessed"])
    }

    /// One input on the screen and one below it: the one below is left out, the one on it judged alone. The
    /// Name field at 200-244 is clear of the keyboard (508), so the snapshot passes; the focus is Name, the lowest
    /// on the screen, not the Email field at 1000-1044 below the 844 pt screen.
    @Test func inputsOffTheScreenAreLeftOut() throws {
        let dump = try SceneFromDump.read(Self.form(emailY: 1000))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.focusGuess == DumpFocusGuess(candidates: [Self.name], offScreen: [Self.email]))
        #expect(dump.focus?.view == Self.name)
        #expect(SnapshotVerdict.judge(dump).outcome == .pass)
    }
}
