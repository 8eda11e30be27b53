// XCUIElement's `debugDescription` (XCTest), as a UI test prints it on a failure or with `print(app.debugDescription)`.
//
// Grammar, as XCTest prints it (Xcode 9 and later; the Appium and WebDriverAgent issues paste it):
//   dump     := section*
//   section  := "Attributes: " element | "Element subtree:" tree | "Path to element:" path | "Query chain:" chain
//   tree     := (indent marker? element NL)*          indent two spaces a level; marker "→" on the element asked
//   element  := type (" (" words ")")? ", " (address ", ")? (("pid: " n ", ")? frame)? (", " attribute)*
//   frame    := "{{" x ", " y "}, {" w ", " h "}}"    in screen coordinates
//   attribute:= key ": " value | flag                 identifier: 'x', label: 'x', placeholderValue: 'x',
//                                                      value: x, Selected, Disabled, Keyboard Focused
// Xcode 7 and 8 printed `type address: (traits: n, )? frame(, attribute)*` (`Other 0x7f8b...: traits: 8589934592,
// {{0.0, 0.0}, {375.0, 667.0}}`, `Window 0x7f...: Main Window, {{...}}`). "Path to element" (`→`, `↳`) repeats
// elements of the subtree and "Query chain" (`↪︎Find: ...`) holds queries, not elements: neither is read when a
// subtree is printed. The element types are XCUIElementType's cases without the prefix (XCTest's
// XCUIElementTypes.h).

/// Reads one element line of an XCUIElement `debugDescription`.
package enum XCUIElementDescription {
    /// XCUIElementType's names as debugDescription prints them (XCUIElementTypes.h, Xcode 15).
    package static let types: Set<String> = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
        "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
        "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
        "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
        "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
        "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
        "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator",
        "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler",
        "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab",
        "TouchBar", "StatusItem",
    ]

    /// Where the element type starts on line `i`, and the type, if the line is an element line: past the
    /// indentation and markers, a known type followed by `,`, ` (` or ` 0x`.
    package static func start(in lines: DumpLines, line i: Int) -> (offset: Int, type: String)? {
        let r = lines.ranges[i]
        let b = lines.bytes
        var k = r.lowerBound
        // Past spaces, tabs, `|` and the markers (multi-byte: → ↳ ↪ and a variation selector).
        while k < r.upperBound, b[k] == 0x20 || b[k] == 0x09 || b[k] == UInt8(ascii: "|") || b[k] >= 0x80 {
            k += 1
        }
        let s = k
        while k < r.upperBound, (b[k] >= 0x41 && b[k] <= 0x5A) || (b[k] >= 0x61 && b[k] <= 0x7A) { k += 1 }
        guard k > s, k < r.upperBound else { return nil }
        let type = lines.string(s..<k)
        // A type XCUIElementTypes.h does not name (iOS 13 prints `RemotePlaceholder, 0x..., pid: n, {{...}}` for
        // another process's view, appium issue 13227) is an element by the grammar when an address follows it.
        guard types.contains(type) || isAddress(lines, after: k, in: r) else { return nil }
        let next = b[k]
        guard next == UInt8(ascii: ",") || next == 0x20 || next == UInt8(ascii: ":") else { return nil }
        // An element line names an address or a frame (the Application line may have only a pid).
        guard lines.find("0x", in: k..<r.upperBound) != nil || lines.find("{{", in: k..<r.upperBound) != nil else {
            return nil
        }
        return (s, type)
    }

    /// Whether `, 0x` and a hex digit follow offset `k` of the line `r`: an element's address.
    private static func isAddress(_ lines: DumpLines, after k: Int, in r: Range<Int>) -> Bool {
        let b = lines.bytes
        guard k + 4 < r.upperBound, b[k] == UInt8(ascii: ","), b[k + 1] == 0x20, b[k + 2] == UInt8(ascii: "0"),
            b[k + 3] == UInt8(ascii: "x")
        else { return false }
        let h = b[k + 4]
        return (h >= 0x30 && h <= 0x39) || (h >= 0x61 && h <= 0x66) || (h >= 0x41 && h <= 0x46)
    }

    /// Reads the element whose type starts at `start` on line `i`.
    package static func read(_ lines: DumpLines, line i: Int, at start: Int, type: String) -> UIKitDescription.Outcome {
        let r = lines.ranges[i]
        var element = DumpElement(
            line: i + 1, indent: lines.indent(before: start, lineStart: r.lowerBound), className: type)
        if let a = lines.find("0x", in: start..<r.upperBound), let end = lines.addressEnd(at: a, limit: r.upperBound) {
            element.address = lines.string(a..<end)
        }
        if let f = lines.find("{{", in: start..<r.upperBound), let close = lines.find("}}", in: f..<r.upperBound) {
            guard let rect = lines.rect(in: f..<(close + 2)) else {
                return .skipped("a frame that is not four finite numbers with a size of 0 or more")
            }
            element.frame = rect
        } else if type != "Application" {
            return .skipped("an element without a frame")
        }
        let rest = start..<r.upperBound
        if type == "Window", lines.find("(Main)", in: rest) != nil || lines.find("Main Window", in: rest) != nil {
            element.isMainWindow = true
        }
        if lines.find("Keyboard Focus", in: rest) != nil || lines.find("hasKeyboardFocus", in: rest) != nil
            || lines.find("Focused", in: rest) != nil
        {
            element.isFocused = true
        }
        if let id = quoted(lines, after: "identifier: '", in: rest) {
            element.label = id
        } else if let label = quoted(lines, after: "label: '", in: rest) {
            element.label = label
        } else if let p = quoted(lines, after: "placeholderValue: '", in: rest) {
            element.label = p
        }
        return .element(element)
    }

    private static func quoted(_ lines: DumpLines, after key: StaticString, in range: Range<Int>) -> String? {
        guard let k = lines.find(key, in: range) else { return nil }
        let s = k + key.utf8CodeUnitCount
        var e = s
        while e < range.upperBound, lines.bytes[e] != UInt8(ascii: "'") { e += 1 }
        return e > s ? lines.string(s..<e) : nil
    }

}
