import Foundation
import KeyboardGeometry
import Testing

/// The scene read from a dump (docs/scene-from-dump.md): each format by its grammar, the tree, the frames in
/// parent space, the keyboard, the focus, the suggested behaviors, and the snapshot verdict. The small dumps here
/// are written by the project to pin one grammar rule each; real dumps from public sources are in
/// Tests/Fixtures/dumps (each cites its source on line 1). Expected numbers are worked by hand in the comments.
@Suite struct SceneFromDumpTests {
    /// An iPhone 15 (393 x 852) with the keyboard up and nothing avoided yet: the app's window, a table with a
    /// field at the content's y 700, a bar on the safe area's bottom, and the keyboard's window.
    static let iPhoneDump = """
        (lldb) po UIApplication.shared.windows.map { $0.recursiveDescription }
        <UIWindow: 0x1a; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x2b>; layer = <UIWindowLayer: 0x2c>>
           | <UIView: 0x3a; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x3b>>
           |    | <UITableView: 0x5a; frame = (0 0; 393 774); clipsToBounds = YES; layer = <CALayer: 0x5b>; \
        contentOffset: {0, 0}; contentSize: {393, 1600}; adjustedContentInset: {59, 0, 0, 0}>
           |    |    | <UITextField: 0x6a; frame = (16 700; 361 44); text = 'a; b>'; layer = <CALayer: 0x6b>>
           |    |    |    | <_UITextLayoutCanvasView: 0x6c; frame = (0 0; 361 44); layer = <CALayer: 0x6d>>
           |    |    |    |    | <_UILabelLayer: 0x6e> (layer)
           |    | <UIToolbar: 0x8a; frame = (0 774; 393 44); layer = <CALayer: 0x8b>>
           |    | <UILabel: 0x9a; frame = (0 0; 393 20); hidden = YES; layer = <CALayer: 0x9b>>
           |    |    | <UIView: 0x9c; frame = (0 0; 10 10); layer = <CALayer: 0x9d>>
        <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852); layer = <UIWindowLayer: 0xab>>
           | <UIInputSetHostView: 0xca; frame = (0 516; 393 336); layer = <CALayer: 0xcb>>
        """

    @Test func recursiveDescriptionWithTheKeyboardWindow() throws {
        let dump = try SceneFromDump.read(Self.iPhoneDump)
        #expect(dump.format == .recursiveDescription)
        // The UIWindow at the origin fills the screen: 393 x 852, a Face ID iPhone in the device table, whose
        // portrait safe area is top 59, bottom 34.
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(dump.scene.window.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(dump.scene.window.safeAreaInsets == Insets(top: 59, bottom: 34))
        // Windows are not views; the label and what it holds are hidden; the layer line is not a view.
        let ids = dump.scene.views.map(\.id)
        #expect(ids == ["0x3a", "0x5a", "0x6a", "0x6c", "0x8a", "0xca"])
        #expect(dump.skipped.contains { $0.line == 9 && $0.because == "hidden = YES" })
        #expect(dump.skipped.contains { $0.line == 10 && $0.because == "inside a hidden view" })
        #expect(dump.skipped.contains { $0.line == 7 && $0.because == "a layer line, not a view" })
        // Frames stay in the parent's space as printed; the quoted text with ';' and '>' does not end the line.
        let field = try #require(dump.scene.views.first { $0.id == "0x6a" })
        #expect(field.parent == "0x5a")
        #expect(field.frame == Rect(x: 16, y: 700, width: 361, height: 44))
        #expect(field.className == "UITextField")
        // The table prints adjustedContentInset {59, 0, 0, 0}; automatic adjustment adds its safe area: top 59
        // (it starts at the window's top), bottom 0 (it ends at 774, above 852 - 34 = 818). contentInset = 0.
        let table = try #require(dump.scene.views.first { $0.id == "0x5a" })
        #expect(table.scroll?.contentSize == Size(width: 393, height: 1600))
        #expect(table.scroll?.contentInset == Insets())
        // The keyboard: the UIInputSetHostView in the keyboard's window, (0, 516, 393, 336) on the screen.
        #expect(
            dump.keyboard
                == DumpKeyboard(
                    frame: Rect(x: 0, y: 516, width: 393, height: 336), from: "UIInputSetHostView", line: 12,
                    visible: true))
        // The only text input (the canvas inside the field is not one of its own).
        #expect(dump.focus == DumpFocus(view: "0x6a", because: "the only text input"))
        // Behaviors: the field's scroll view is inset and reveals it; the bar (full width, 44 pt, its bottom at
        // 774 + 44 = 818 = 852 - 34, the safe area's bottom) rides the keyboard.
        #expect(
            dump.scene.behaviors == [
                .insetScrollView(.init(scrollView: "0x5a", reveal: "0x6a")), .attachToKeyboard(.init(view: "0x8a")),
            ])
        #expect(dump.assumptions.contains { $0.pointer == "/window/safeAreaInsets" })
        #expect(dump.assumptions.contains { $0.pointer == "/views/1/scroll/contentInset" })
        #expect(dump.willShowFrames?.begin == Rect(x: 0, y: 852, width: 393, height: 336))
    }

    /// The snapshot as it stands: the field spans 700-744 on the screen and the keyboard 516-852, so the part of
    /// the field the keyboard covers is 700-744: 44 pt, all of it (it would have to move up 744 - 516 = 228). The bar (774-818) is under the keyboard, not apart from it: no gap.
    @Test func snapshotVerdictCoveredField() throws {
        let findings = SnapshotVerdict.findings(try SceneFromDump.read(Self.iPhoneDump))
        #expect(findings.map(\.code) == ["field-covered-by-keyboard"])
        #expect(findings.first?.points == 44)
        #expect(findings.first?.message.contains("move up 228 pt") == true)
        #expect(findings.first?.view == "0x6a")
        #expect(findings.first?.line == 5)
    }

    /// The app avoided the keyboard: the bar sits on the keyboard (472 + 44 = 516), the table is inset by the
    /// overlap 258 plus the bar's 44 (adjustedContentInset bottom 302) and scrolled by 272, so the field is at
    /// 700 - 272 = 428 to 472 on the screen: above the bar, inside the band 59 to 774 - 302 = 472. It passes.
    @Test func snapshotVerdictPasses() throws {
        let avoided = Self.iPhoneDump
            .replacingOccurrences(of: "contentOffset: {0, 0}", with: "contentOffset: {0, 272}")
            .replacingOccurrences(
                of: "adjustedContentInset: {59, 0, 0, 0}", with: "adjustedContentInset: {59, 0, 302, 0}"
            )
            .replacingOccurrences(of: "frame = (0 774; 393 44)", with: "frame = (0 472; 393 44)")
        let dump = try SceneFromDump.read(avoided)
        #expect(SnapshotVerdict.findings(dump).isEmpty)
        // The bar's bottom is on the keyboard's top: still suggested for attachToKeyboard.
        #expect(dump.scene.behaviors.contains(.attachToKeyboard(.init(view: "0x8a"))))
    }

    /// The bar counted the safe area twice: it sits 34 pt higher, at 438-482. Its bottom is 516 - 482 = 34 pt
    /// above the keyboard (in the lower half of the 516 pt it leaves), and it is drawn over the field (428-472)
    /// from 438 to 472: under the bar by 34 pt.
    @Test func snapshotVerdictDetachedBar() throws {
        let detached = Self.iPhoneDump
            .replacingOccurrences(of: "contentOffset: {0, 0}", with: "contentOffset: {0, 272}")
            .replacingOccurrences(
                of: "adjustedContentInset: {59, 0, 0, 0}", with: "adjustedContentInset: {59, 0, 302, 0}"
            )
            .replacingOccurrences(of: "frame = (0 774; 393 44)", with: "frame = (0 438; 393 44)")
        let findings = SnapshotVerdict.findings(try SceneFromDump.read(detached))
        #expect(findings.map(\.code) == ["field-under-bar", "bar-detached"])
        #expect(findings.map(\.points) == [34, 34])
        #expect(findings.last?.view == "0x8a")
    }

    /// A modern XCUIElement tree: frames in screen space, turned into parent space; the Path to element and Query
    /// chain sections are not read; no Application frame, so the screen is the device table's 390 x 844 that
    /// holds the windows (an iPhone 14: safe area 47 / 34).
    static let xcuiDump = """
        Attributes: Application, 0x600000c04000, pid: 4242, label: 'Notes'
        Element subtree:
         →Application, 0x600000c04000, pid: 4242, label: 'Notes'
            Window (Main), 0x600000c04100, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000c04200, {{0.0, 0.0}, {390.0, 844.0}}
                TextField, 0x600000c04300, {{16.0, 500.0}, {358.0, 44.0}}, placeholderValue: 'Title'
                TextView, 0x600000c04400, {{16.0, 560.0}, {358.0, 120.0}}, identifier: 'body'
            Window, 0x600000c04500, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000c04600, {{0.0, 0.0}, {390.0, 844.0}}
                Keyboard, 0x600000c04700, {{0.0, 508.0}, {390.0, 336.0}}
        Path to element:
         →Application, 0x600000c04000, pid: 4242, label: 'Notes'
        Query chain:
         →Find: Target Application 'com.example.notes'
          Output: {
            Application, 0x600000c04000, pid: 4242, label: 'Notes'
          }
        """

    @Test func xcuiElementTree() throws {
        let dump = try SceneFromDump.read(Self.xcuiDump)
        #expect(dump.format == .xcuiElement)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.scene.window.safeAreaInsets == Insets(top: 47, bottom: 34))
        #expect(
            dump.scene.views.map(\.id) == [
                "0x600000c04200", "0x600000c04300", "0x600000c04400", "0x600000c04600", "0x600000c04700",
            ])
        #expect(dump.skipped.contains { $0.line == 12 })
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        // Two text inputs, none marked: the lowest, the text view (its bottom 680 below the field's 544), a guess
        // among both (each on the 390 x 844 screen).
        #expect(dump.focus?.view == "0x600000c04400")
        #expect(dump.focus?.because.hasPrefix("the lowest of 2 text inputs: a guess") == true)
        #expect(dump.focusGuess?.candidates == ["0x600000c04300", "0x600000c04400"])
        // No scroll view and no bar: the root is shifted to reveal it.
        #expect(dump.scene.behaviors == [.shiftView(.init(view: "0x600000c04200", reveal: "0x600000c04400"))])
        // The text view spans 560-680, wholly inside the keyboard's 508-844: covered by its whole 120 pt.
        let findings = SnapshotVerdict.findings(dump)
        #expect(findings.map(\.code) == ["field-covered-by-keyboard"])
        #expect(findings.first?.points == 120)
        // With the focus hint on the text field (500-544): covered by 544 - 508 = 36 pt.
        let hinted = try SceneFromDump.read(Self.xcuiDump, hints: DumpHints(focus: "0x600000c04300"))
        #expect(SnapshotVerdict.findings(hinted).first?.points == 36)
        #expect(hinted.focus?.because == "the focus hint")
    }

    /// An Appium page source: the Application's frame is the screen; `focused="true"` marks the field; frames
    /// turn into parent space (the field at 478 in a composer at 472: y 6); `&amp;` decodes.
    static let appiumDump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Chat" x="0" y="0" width="393" height="852">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="393" height="852">
              <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="393" height="852">
                <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="393" height="472"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="composer" x="0" y="472" width="393" height="44">
                  <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Hi &amp; bye" x="8" y="478" width="377" height="32" focused="true"/>
                  <XCUIElementTypeTextField type="XCUIElementTypeTextField" x="8" y="0" width="377" height="32"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="393" height="852">
              <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="516" width="393" height="336"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    @Test func appiumPageSource() throws {
        let dump = try SceneFromDump.read(Self.appiumDump)
        #expect(dump.format == .appiumPageSource)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
        let field = try #require(dump.scene.views.first { $0.id == "XCUIElementTypeTextField-1" })
        #expect(field.parent == "XCUIElementTypeOther-2")
        #expect(field.frame == Rect(x: 8, y: 6, width: 377, height: 32))
        #expect(dump.focus == DumpFocus(view: "XCUIElementTypeTextField-1", because: "marked as focused in the dump"))
        // The composer (full width, 44 pt, its bottom on the keyboard's top at 516) rides the keyboard: it passes.
        #expect(dump.scene.behaviors == [.attachToKeyboard(.init(view: "XCUIElementTypeOther-2"))])
        #expect(SnapshotVerdict.findings(dump).isEmpty)
    }

    /// Frames as `(x, y; w, h)` and `{{x, y}, {w, h}}`, negative, fractional and `-0` numbers, indentation by
    /// spaces only and a log prefix on the first line.
    @Test func frameSpellingsAndIndentation() throws {
        let dump = try SceneFromDump.read(
            """
            2024-05-01 10:00:00.123456+0200 App[123:4567] <UIWindow: 0x1; frame = (0, 0; 375, 667); layer = <L: 0x2>>
                <UIScrollView: 0x3; frame = {{-0, -20.5}, {375, 687.5}}; contentOffset: {0, 10}; contentSize: {375, 900}>
                    <UITextView: 0x4; frame = (1e+01 100; 355 50)>
            """)
        #expect(dump.scene.views.map(\.id) == ["0x3", "0x4"])
        #expect(dump.scene.views[0].frame == Rect(x: 0, y: -20.5, width: 375, height: 687.5))
        #expect(dump.scene.views[0].frame.x.sign == .plus)
        #expect(dump.scene.views[1].frame == Rect(x: 10, y: 100, width: 355, height: 50))
        #expect(dump.scene.views[1].parent == "0x3")
    }

    @Test func refusals() throws {
        #expect(throws: DumpError.self) { try SceneFromDump.read("hello\nworld") }
        do {
            _ = try SceneFromDump.read("hello\nworld")
        } catch {
            #expect(error.kind == .unrecognized)
            #expect(error.message.contains("line 1: 'hello'"))
        }
        do {
            _ = try SceneFromDump.read(
                "<UINavigationController 0x7f>, state: appeared, view: <UILayoutContainerView 0x7e>\n"
                    + "   | <App.ListViewController 0x7d>, state: appeared, view: <UITableView 0x7c>")
            Issue.record("_printHierarchy read as a scene")
        } catch {
            #expect(error.kind == .noFrames)
        }
    }

    /// Over the scene limit, the rules' views are kept (the path to the focused field, inputs, bars, keyboard) and
    /// the rest counted: 3 views (root, scroll, field) of 1 + 300 + 2 with a limit of 10: the field's path (root,
    /// scroll, field) and 7 more in printed order; 303 - 10 = 293 omitted.
    @Test func overTheLimitKeepsWhatTheRulesNeed() throws {
        var text = "<UIWindow: 0x1; frame = (0 0; 375 667)>\n   | <UIView: 0x2; frame = (0 0; 375 667)>\n"
        for k in 0..<300 { text += "   |    | <UIView: 0x\(1000 + k); frame = (0 0; 10 10)>\n" }
        text += "   |    | <UIScrollView: 0x3; frame = (0 0; 375 667); contentOffset: {0, 0}>\n"
        text += "   |    |    | <UITextField: 0x4; frame = (0 600; 375 44)>\n"
        let dump = try SceneFromDump.read(text, hints: DumpHints(maxViews: 10))
        #expect(dump.scene.views.count == 10)
        #expect(dump.omitted == 293)
        #expect(Set(["0x2", "0x3", "0x4"]).isSubset(of: Set(dump.scene.views.map(\.id))))
        #expect(dump.focus?.view == "0x4")
        #expect(throws: DumpError.self) { try SceneFromDump.read(text, hints: DumpHints(maxViews: 2)) }
    }

    /// Xcode 7 and 8 printed `Type 0xADDR: traits: N, {{x, y}, {w, h}}` (no comma after the type), the window as
    /// `Window 0x...: Main Window, {{...}}`; the Application line carries the screen's frame, 320 x 568.
    @Test func xcuiElementXcode8Form() throws {
        let dump = try SceneFromDump.read(
            """
            Element subtree:
             →Application 0x7f8b7b40a8f0: {{0.0, 0.0}, {320.0, 568.0}}, label: 'Form'
                Window 0x7f8b7b50ab20: Main Window, {{0.0, 0.0}, {320.0, 568.0}}
                  Other 0x7f8b7b50ac30: traits: 8589934592, {{0.0, 0.0}, {320.0, 568.0}}
                    TextField 0x7f8b7b50ad40: traits: 146029150208, {{20.0, 400.0}, {280.0, 30.0}}, value: Name
                Window 0x7f8b7b50ae50: {{0.0, 0.0}, {320.0, 568.0}}
                  Keyboard 0x7f8b7b50af60: traits: 8589934592, {{0.0, 352.0}, {320.0, 216.0}}
            """)
        #expect(dump.format == .xcuiElement)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(dump.scene.views.map(\.id) == ["0x7f8b7b50ac30", "0x7f8b7b50ad40", "0x7f8b7b50af60"])
        // The field spans 400-430, wholly inside the keyboard's 352-568: covered by its whole 30 pt.
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 352, width: 320, height: 216))
        #expect(SnapshotVerdict.findings(dump).first?.points == 30)
    }

    /// EarlGrey prints each element's screen frame as AX.frame: an excerpt that starts inside the keyboard's
    /// window still gives the keyboard's screen frame, {{0, 451}, {375, 216}} (EarlGrey issue 539, line 1 of
    /// the fixture), and the 375 pt wide keyboard ending at 667 picks the 375 x 667 screen.
    @Test func earlGreyAccessibilityFrames() throws {
        let text = try fixture("earlgrey-hierarchy-keyboard-keys-375x667.txt")
        let dump = try SceneFromDump.read(text)
        #expect(dump.format == .earlGrey)
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// The iPhone Development Wiki's iOS 7.1.2 keyboard host, (0 568; 320 252): it stands below a 320 pt wide
    /// screen (the smallest that holds nothing else: 320 x 480), so it is not visible.
    @Test func keyboardBelowTheScreen() throws {
        let dump = try SceneFromDump.read(try fixture("recursive-description-keyboard-uiperipheralhostview-ios7.txt"))
        #expect(dump.keyboard?.from == "UIPeripheralHostView")
        #expect(dump.keyboard?.visible == false)
        #expect(SnapshotVerdict.findings(dump).isEmpty)
    }

    /// A Cycript recursiveDescription of a login view (line 1 of the fixture cites it): two text fields, and only
    /// the phone field (screen (16, 79), its parent at (16 79) and it at (0 0)) holds a UIFieldEditor: it edits.
    @Test func editingFieldIsTheFocus() throws {
        let dump = try SceneFromDump.read(try fixture("recursive-description-cycript-login-editing-320x568.txt"))
        #expect(dump.format == .recursiveDescription)
        #expect(dump.focus?.view == "0x11c8eef00")
        #expect(dump.focus?.because.hasPrefix("editing") == true)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 320, height: 568))
        // Line 1 (the source), line 2 (the `cy#` prompt) and the `(layer)` lines are listed as skipped.
        #expect(dump.skipped.prefix(2).map(\.line) == [1, 2])
        #expect(dump.skipped.contains { $0.because == "a layer line, not a view" })
    }

    /// An XCUIElement tree pasted inside an Objective-C comment (line 1 cites it): every line indented 5 more, the
    /// sections after the subtree not read; the window 375 x 812, the two fields at y 154 and 214, the lower one
    /// taken as the focus.
    @Test func xcuiElementInsideAComment() throws {
        let dump = try SceneFromDump.read(try fixture("xcuielement-debugdescription-objc-comment-login-375x812.txt"))
        #expect(dump.format == .xcuiElement)
        #expect(dump.scene.window.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(dump.focus?.because.hasPrefix("the lowest of 2 text inputs") == true)
        let field = try #require(dump.scene.views.first { $0.id == dump.focus?.view })
        #expect(field.frame.y == 214)
    }

    /// iOS 7 and earlier: the root view turned +90 degrees (printed with 6.12e-17 for the zeros, as
    /// CGAffineTransformMakeRotation(M_PI_2) prints) in a portrait 320 x 480 window is landscapeRight in
    /// fixed-portrait space: the screen is the portrait 320 x 480, the window the interface's 480 x 320, the root
    /// view (0, 0, 480, 320) and its field as printed, in interface coordinates.
    @Test func oldRotationFromTheRootTransform() throws {
        let dump = try SceneFromDump.read(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UILayoutContainerView: 0x3; frame = (0 0; 320 480); transform = [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0]; layer = <CALayer: 0x4>>
               |    | <UITextField: 0x5; frame = (20 250; 440 30); layer = <CALayer: 0x6>>
            """)
        #expect(dump.scene.screen.coordinateSpace == .fixedPortrait)
        #expect(dump.scene.screen.interfaceOrientation == .landscapeRight)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(dump.scene.window.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(
            dump.scene.views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 480, height: 320), Rect(x: 20, y: 250, width: 440, height: 30),
            ])
        #expect(dump.assumptions.contains { $0.pointer == "/screen/coordinateSpace" })
    }

    /// iPhone OS 2 and 3's UILogViewHierarchy marks each level with `..`: the field (two levels down) has the
    /// view as its parent, and sits on the screen at 20 + 400 = 420.
    @Test func indentationByDots() throws {
        let dump = try SceneFromDump.read(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
            ..<UIView: 0x2; frame = (0 20; 320 460)>
            ....<UITextField: 0x3; frame = (20 400; 280 31)>
            """)
        let field = try #require(dump.scene.views.first { $0.id == "0x3" })
        #expect(field.parent == "0x2")
        #expect(field.frame.y == 400)
        #expect(dump.scene.views.first { $0.id == "0x2" }?.parent == nil)
        #expect(dump.focus?.view == "0x3")
    }

    /// No window printed and a scroll view 520 wide, past the screen's edge: the views span 520 x 480, landscape by
    /// their extent. The keyboard, 320 wide and ending at 264 + 216 = 480, fits a portrait 320 x 480 screen exactly
    /// (the iPhone 4's) and no landscape one: the screen holds its keyboard, portrait.
    @Test func theScreenHoldsItsKeyboard() throws {
        let dump = try SceneFromDump.read(
            """
            <UIView: 0x1; frame = (0 0; 320 480)>
               | <UIScrollView: 0x2; frame = (0 0; 520 100); contentOffset: {0, 0}; contentSize: {520, 100}>
               | <UITextField: 0x3; frame = (20 200; 280 31)>
            <UIKeyboard: 0x4; frame = (0 264; 320 216)>
            """)
        #expect(dump.scene.screen.bounds == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(dump.keyboard?.visible == true)
    }

    /// A bar on evidence only: a plain, empty 393 x 44 view on the safe area's bottom (774 + 44 = 818 = 852 - 34)
    /// is not one (no attachToKeyboard suggested, no finding); the same view holding a button is, and a UIToolbar
    /// is by its class.
    @Test func barsOnlyOnEvidence() throws {
        func read(_ bar: String) throws -> SceneFromDump {
            try SceneFromDump.read(
                """
                <UIWindow: 0x1a; frame = (0 0; 393 852)>
                   | <UIView: 0x3a; frame = (0 0; 393 852)>
                   |    | <UITextField: 0x6a; frame = (16 300; 361 44)>
                \(bar)
                <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852)>
                   | <UIInputSetHostView: 0xca; frame = (0 516; 393 336)>
                """)
        }
        let plain = try read("   |    | <UIView: 0x8a; frame = (0 774; 393 44)>")
        #expect(plain.bars.isEmpty)
        #expect(!plain.scene.behaviors.contains(.attachToKeyboard(.init(view: "0x8a"))))
        let holding = try read(
            "   |    | <UIView: 0x8a; frame = (0 774; 393 44)>\n   |    |    | <UIButton: 0x8c; frame = (8 6; 80 32)>")
        #expect(holding.bars == ["0x8a"])
        #expect(holding.scene.behaviors.contains(.attachToKeyboard(.init(view: "0x8a"))))
        let toolbar = try read("   |    | <UIToolbar: 0x8a; frame = (0 774; 393 44)>")
        #expect(toolbar.bars == ["0x8a"])
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
