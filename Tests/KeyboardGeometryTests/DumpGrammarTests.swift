import Foundation
import KeyboardGeometry
import Testing

/// Each dump format read by its grammar, where real dumps broke a reading made from samples (issue 52): element
/// lists quoted in other text, instance-variable names before a description, descriptions wrapped across lines,
/// excerpts cut inside a tag. Each rule has a real dump from Tests/Fixtures/dumps (line 1 cites its source; line
/// numbers below count it) and, where the real one cannot show the rule alone, a small dump written for the test.
@Suite struct DumpGrammarTests {
    /// A committed cucumber report stores the failure of an Appium step as a JSON string: a
    /// StaleElementReferenceException whose message quotes XCTest's flat element list `from input {( ... )}`, with
    /// its line breaks as `\n` and its quotes as `\u0027`. Undone by the grammar of JSON strings, the list is 120
    /// lines (4 to 123, one element a line, the report's line 3 holding the message up to `{(`): the three
    /// Windows first (lines 4-6), the Toolbar the 12th (line 15), the NavigationBar the 18th (line 21), the
    /// Keyboard the 22nd (line 25). Labels are read once `\u0027` is a quote again.
    @Test func elementListQuotedInAJSONString() throws {
        let read = try DumpReader.read(try fixture("xcuielement-flat-list-stale-element-json-escaped-390x844.txt"))
        #expect(read.format == .xcuiElement)
        #expect(read.elements.count == 120)
        #expect(read.elements.first?.line == 4)
        #expect(read.elements.last?.line == 123)
        #expect(read.elements.prefix(3).map(\.className) == ["Window", "Window", "Window"])
        let toolbar = try #require(read.elements.first { $0.line == 15 })
        #expect(toolbar.className == "Toolbar")
        #expect(toolbar.label == "Toolbar")
        #expect(read.elements.first { $0.line == 21 }?.label == "Warba_Online.LoginView")
        let keyboard = try #require(read.elements.first { $0.line == 25 })
        #expect(keyboard.className == "Keyboard")
        #expect(keyboard.frame == Rect(x: 0, y: 553, width: 390, height: 233))
        // A query's input is a set printed flat: every element at the same indentation, none inside another.
        #expect(Set(read.elements.map(\.indent)).count == 1)
        // The exception's text around the list (its first line, `)}`, the build info, the stack) is no element.
        #expect(read.skipped.contains { $0.line == 3 && $0.because == "not an element line" })
        #expect(read.skipped.contains { $0.text.hasPrefix("Build info: version: '3.141.59'") })
    }

    /// The same real list: its Keyboard element (line 25) holds only the keys, (0, 553, 390, 233), ending at 786.
    /// UIKit's keyboard frame is its host's: the list prints an Other (0, 509, 390, 335) twice (lines 12, 13),
    /// which holds the Toolbar accessory (0, 509, 390, 44, line 15: 509 + 44 = 553, the keys' top), the keys, and
    /// the bottom row with the emoji and dictation buttons (y 777.7 and 777.3, 65.8 high, ending at 843.5 and
    /// 843.1): 509 + 335 = 844, the screen's bottom, and 335 = 291 (an iPhone 12's keyboard with its bottom row)
    /// + 44 (the accessory). The Others of 291 (the keys and the bottom row, 553-844) are shorter hosts; the full-
    /// screen ones start at the top. So the keyboard is (0, 509, 390, 335), not the 233 pt block.
    @Test func aFlatListsKeyboardIsItsHostsExtent() throws {
        let dump = try SceneFromDump.read(try fixture("xcuielement-flat-list-stale-element-json-escaped-390x844.txt"))
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 509, width: 390, height: 335))
        #expect(dump.keyboard?.line == 25)
    }

    /// Written for this test: Appium's JSON answer to `mobile: source` with `format=description`, the arrow as
    /// `\u2192` and a label holding a surrogate pair (`\ud83d\ude00`, U+1F600), beside `\/` and a Swift `\u{2192}`.
    @Test func jsonAndSwiftEscapes() throws {
        let read = try DumpReader.read(
            #"""
            {"value":"Attributes: Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\nElement subtree:\n \u2192Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n    TextField, 0x2, {{16.0, 500.0}, {358.0, 44.0}}, label: 'A\/B \ud83d\ude00'\n    Button, 0x3, {{16.0, 560.0}, {358.0, 44.0}}, label: 'Go \u{2192}'"}
            """#)
        #expect(read.format == .xcuiElement)
        #expect(read.elements.map(\.className) == ["Window", "TextField", "Button"])
        // ` →Window`: one space and the arrow, one column each; the children four spaces.
        #expect(read.elements.map(\.indent) == [2, 4, 4])
        #expect(read.elements[1].label == "A/B \u{1F600}")
        #expect(read.elements[2].label == "Go \u{2192}")
    }

    /// Written for this test: a report of ten lines, one of whose JSON strings holds the list (three escaped line
    /// breaks, nine real ones: too few to undo the whole text). The literal is decoded for itself: the message up
    /// to `{(` on line 5 (skipped), the Button on line 6, the TextField on line 7, the literal's closing `)}"` on
    /// line 8 (brackets alone, not listed).
    @Test func aLiteralAmongManyLines() throws {
        let read = try DumpReader.read(
            #"""
            formatter.step({
              "name": "user taps save",
            });
            formatter.result({
              "error_message": "No matches found from input {(\n    Button, {{16.0, 780.0}, {358.0, 44.0}}, label: \u0027Save\u0027,\n    TextField, {{16.0, 700.0}, {358.0, 44.0}}\n)}",
              "status": "failed"
            });
            """#)
        #expect(read.elements.map(\.className) == ["Button", "TextField"])
        #expect(read.elements.map(\.line) == [6, 7])
        #expect(read.elements[0].label == "Save")
        #expect(read.skipped.contains { $0.line == 5 && $0.text.hasSuffix("No matches found from input {(") })
    }

    /// HOURecursiveDescription's README prints recursiveDescription with the names of the instance variables that
    /// hold each view (`_myButton, _button`) and its view controller (`'RootViewController:0xde189b0'`) between the
    /// tree marker and the description. The depth is the `|` run before the names: the window (line 2), the
    /// controller's view (line 3) in it, `_subview1`, `_myButton` and `_greyBlob` in that view, `_titleView` in
    /// `_myButton`, `_myButton2` and `_imageView` in `_greyBlob`, `_titleView` in `_myButton2`.
    @Test func instanceVariableNamesBeforeTheDescription() throws {
        let dump = try SceneFromDump.read(try fixture("recursive-description-ivar-names-hou-320x568.txt"))
        #expect(dump.format == .recursiveDescription)
        #expect(dump.scene.window.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        let parents = Dictionary(uniqueKeysWithValues: dump.scene.views.map { ($0.id, $0.parent) })
        #expect(parents["0x8a23390"] == .some(nil))
        #expect(parents["0x8a23220"] == "0x8a23390")
        #expect(parents["0x8a1f6f0"] == "0x8a23390")
        #expect(parents["0x8a258b0"] == "0x8a1f6f0")
        #expect(parents["0x8a21630"] == "0x8a23390")
        #expect(parents["0x8a1ea20"] == "0x8a21630")
        #expect(parents["0x8a21c50"] == "0x8a1ea20")
        #expect(parents["0x8a184c0"] == "0x8a21630")
        // Frames stay in the parent's space, as printed: `_myButton2` at (20 73; 73 44) inside `_greyBlob`.
        #expect(dump.scene.views.first { $0.id == "0x8a1ea20" }?.frame == Rect(x: 20, y: 73, width: 73, height: 44))
        // The image printed after `_imageView` (`-><UIImage: ...>`, line 11) is a value of that line's view: the
        // line is read, nothing on it skipped.
        #expect(!dump.skipped.contains { $0.line == 11 })
        #expect(dump.skipped.map(\.line) == [1])
    }

    /// Written for this test: a word before the description that is not after a tree marker (a log's `Moving`)
    /// is not an owner name, and a `|` run with no names keeps its depth: the indentation is what it was.
    @Test func ownerNamesOnlyAfterATreeMarker() throws {
        let read = try DumpReader.read(
            """
            <UIView: 0x1; frame = (0 0; 320 480)>
            | _field <UITextField: 0x2; frame = (20 100; 280 31)>
            |    | <UIView: 0x3; frame = (0 0; 280 31)>
            Moving <UITextField: 0x4; frame = (20 200; 280 31)>
            """)
        // `| _field `: the run before the name, `| `, is 2 columns; `|    | `: 7; before `Moving`'s `<` the run is
        // its one space, as it was.
        #expect(read.elements.map(\.indent) == [0, 2, 7, 1])
    }

    /// Written for this test: a log line whose first description is no view (`<NSArray: 0x1>`, no frame) and
    /// whose second is: the view is read, and the line is not listed as skipped. A line holding only the array is.
    @Test func aLineIsSkippedOnlyWhenNoViewIsReadFromIt() throws {
        let read = try DumpReader.read(
            """
            gestures <NSArray: 0x1> on <UIView: 0x2; frame = (0 0; 10 10)>
            gestures <NSArray: 0x3>
            """)
        #expect(read.elements.map(\.address) == ["0x2"])
        #expect(read.skipped.map(\.line) == [2])
        #expect(read.skipped.first?.because == "a description without a frame")
    }

    /// A printed book page wraps Cycript's answer to `[view subviews]`, an array of descriptions
    /// (`@[#"<A ...>",#"<B ...>"]`), at its margin. A description runs to its closing `>`: the two text views whose
    /// frames are split (`frame = (0 20.5;` / `203.5 36.5)`, lines 3-4 and 6-7) are read, and a line holding the
    /// end of one description and the start of the next reads the next. Five subviews, siblings, starting on lines
    /// 3, 6, 9, 10 and 12; only the source line and the `cy#` prompt are skipped.
    @Test func descriptionsWrappedAcrossLines() throws {
        let read = try DumpReader.read(try fixture("cycript-subviews-array-wrapped-textviews.txt"))
        #expect(read.elements.map(\.line) == [3, 6, 9, 10, 12])
        #expect(read.elements.map(\.address) == ["0x16295200", "0x15ad2a00", "0x157e9160", "0x157308d0", "0x157ef530"])
        #expect(read.elements[0].frame == Rect(x: 0, y: 20.5, width: 203.5, height: 36.5))
        #expect(read.elements[1].frame == Rect(x: 0, y: 0, width: 203.5, height: 36.5))
        // `contentSize: {203.5,` / `36.5}` is wrapped too.
        #expect(read.elements[0].contentSize == Size(width: 203.5, height: 36.5))
        #expect(read.elements[3].frame == Rect(x: -0.5, y: 55, width: 204, height: 2.5))
        #expect(Set(read.elements.map(\.indent)).count == 1)
        #expect(read.skipped.map(\.line) == [1, 2])
        let dump = try SceneFromDump.read(try fixture("cycript-subviews-array-wrapped-textviews.txt"))
        #expect(dump.scene.views.count == 5)
    }

    /// Written for this test: a description cut at its line's end (an excerpt) does not swallow the tree line
    /// after it, which starts a description of its own; and a label printed over two lines (UILabel prints its
    /// text's line break as is) is one description.
    @Test func aCutDescriptionEndsAtItsLine() throws {
        let read = try DumpReader.read(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UIView: 0x2; frame = (0 20; 320 460); layer = <CALayer: 0x
               |    | <UILabel: 0x3; frame = (10 10; 100 40); text = 'Two
            lines'; layer = <CALayer: 0x4>>
               |    | <UITextField: 0x5; frame = (20 400; 280 31)>
            """)
        #expect(read.elements.map(\.address) == ["0x1", "0x2", "0x3", "0x5"])
        #expect(read.elements.map(\.line) == [1, 2, 3, 5])
        #expect(read.elements[1].frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(read.elements[2].label == "Two\nlines")
        #expect(read.skipped.isEmpty)
    }

    /// Two excerpts of one WebDriverAgent page source (appium issue 16336), pasted one after the other: the first
    /// ends inside an element's start tag (line 9, `... enabled="true" visibl`), the second holds the end of window
    /// 0, the whole window index 1 (visible="false", line 19) and the start of window 2. The `<` of the end tag on
    /// line 10 cuts the tag of line 9: it is skipped, and the keyboard's window is read. Its Other (0, 625, 428,
    /// 301) on line 22 spans the 428 pt width and ends at 625 + 301 = 926, the screen's bottom: the keyboard.
    @Test func aTagCutByTheNextExcerpt() throws {
        let text = try fixture("appium-page-source-cut-tag-then-keyboard-window-428x926.xml")
        let read = try DumpReader.read(text)
        #expect(read.skipped.first { $0.line == 9 }?.because.hasPrefix("a tag cut short") == true)
        let window = try #require(read.elements.first { $0.line == 19 })
        #expect(window.className == "XCUIElementTypeWindow")
        #expect(window.isReportedInvisible)
        let dump = try SceneFromDump.read(text)
        #expect(dump.keyboard?.line == 22)
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 625, width: 428, height: 301))
    }

    /// Written for this test: an excerpt cut inside a quoted value (`name="Welcome, proceed`, line 3), then the
    /// rest of the page source. Read as if the value ran on to the next quote, it swallowed the keyboard window's
    /// tag (line 6) and put its Others in the main window, where no keyboard is looked for; by XML's grammar the
    /// `<` on line 4 ends the value and cuts the tag. Window 1 (visible="false") holds the Other (0, 625, 428, 301)
    /// on line 8: 428 wide, ending at 625 + 301 = 926, below the screen's top: the keyboard.
    @Test func aTagCutInsideAValue() throws {
        let dump = try SceneFromDump.read(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="428" height="926">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="428" height="926">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="Welcome, proceed
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="false" x="0" y="0" width="428" height="926">
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" x="0" y="0" width="428" height="926">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" x="0" y="625" width="428" height="301"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            """)
        #expect(dump.skipped.first?.line == 3)
        #expect(dump.keyboard?.line == 8)
        #expect(dump.keyboard?.frame == Rect(x: 0, y: 625, width: 428, height: 301))
    }

    /// A real excerpt (appium issue 13227, iOS 13): XCTest prints another process's view as
    /// `RemotePlaceholder, 0x60000217ebc0, pid: 22048, {{...}}`, a type XCUIElementTypes.h does not name, with an
    /// attribute (`pid:`) before the frame. By the grammar (`type, address, attribute*, frame`) it is an element:
    /// line 22, indented 6 like the Other on line 21, so both are children of the Other on line 20; the Other on
    /// line 23 (indent 8) is the placeholder's child, not line 21's. Before, the line was skipped as "not an
    /// element line" and line 23's Other was given to 0x60000217eae0.
    @Test func anUnnamedTypeWithAnAttributeBeforeItsFrame() throws {
        let read = try DumpReader.read(try fixture("xcuielement-debugdescription-appium-health-subtree-375x667.txt"))
        let placeholder = try #require(read.elements.first { $0.address == "0x60000217ebc0" })
        #expect(placeholder.line == 22)
        #expect(placeholder.className == "RemotePlaceholder")
        #expect(placeholder.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!read.skipped.contains { $0.line == 22 })
        let dump = try SceneFromDump.read(
            try fixture("xcuielement-debugdescription-appium-health-subtree-375x667.txt"))
        let parent = Dictionary(dump.scene.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
        #expect(parent["0x60000217ebc0"] == .some("0x60000217ea00"))
        #expect(parent["0x60000217eca0"] == .some("0x60000217ebc0"))
        #expect(parent["0x60000217ed80"] == .some("0x60000217eca0"))
    }

    /// A real page (a gdb-era recipe, stored copy) ran `po [webView recursiveDescription]` onto one line: 13
    /// descriptions, each `<...>` balanced, each after its own `|` run (` | ` depth 1, ` | | ` depth 2). Read by
    /// the grammar, every one is a view: the UIWebView (0 0; 320 460) at the root, the UIScrollView under it, and
    /// the 11 views after `| |` (ten UIImageViews and the UIWebBrowserView) under the scroll view. Before, the
    /// line gave one view and the other 12 were dropped with no `skipped` entry.
    @Test func severalDescriptionsOnOneLine() throws {
        let dump = try SceneFromDump.read(try fixture("recursive-description-gdb-one-line-uiwebview-320x460.txt"))
        #expect(dump.scene.views.count == 13)
        let byID = Dictionary(dump.scene.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byID["0x4b2bee0"]?.parent == "0x68220e0")
        #expect(byID["0x6005800"]?.parent == "0x4b2bee0")
        #expect(byID["0x4b11e50"]?.frame == Rect(x: 0, y: 430, width: 320, height: 30))
        #expect(byID["0x4b11fd0"]?.frame == Rect(x: -14.5, y: 14.5, width: 30, height: 1))
    }

    /// A real answer (a Q&A mirror) prints `po $arg3` of a UITouchesEvent, wrapped by the page: line 10 ends the
    /// window's description (`... layer = <UIWindowLayer: ...>>`) and starts `view: <UIView: 0x7f84d6d0bff0; frame =
    /// (0 0; 375 812);`, which closes on line 11. A description runs to its closing `>` and a line may end one and
    /// start the next, so the UIView (0 0; 375 812) is read; before, line 10 was skipped as "a description without a
    /// frame" and line 11 as "a layer line", and no view was left.
    @Test func aLineThatEndsOneDescriptionAndStartsTheNext() throws {
        let dump = try SceneFromDump.read(try fixture("uitouchesevent-window-view-wrapped-375x812.txt"))
        let view = try #require(dump.scene.views.first { $0.id == "0x7f84d6d0bff0" })
        #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(dump.scene.screen.bounds.width == 375 && dump.scene.screen.bounds.height == 812)
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
