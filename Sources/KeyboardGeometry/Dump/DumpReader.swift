/// Finds the format of a pasted dump and reads its elements, line by line, each by its format's grammar
/// (`UIKitDescription`, `XCUIElementDescription`, `UIAutomationDescription`, `PageSourceXML`).
package enum DumpReader {
    /// What a dump holds: its format, its elements in printed order, and the lines that are not views.
    package struct Read {
        package var format: DumpFormat
        package var lines: DumpLines
        package var elements: [DumpElement]
        package var skipped: [DumpSkip]
        /// Windows a UI-test tree names outside its element subtree (the path to the element, the query chain):
        /// not part of the tree, but they say whether the subtree's window is the app's main one.
        package var windowsElsewhere: [DumpElement] = []
    }

    /// Reads `text`, or says why it is no dump this reader knows.
    package static func read(_ text: String) throws(DumpError) -> Read {
        let lines = DumpLines(text)
        if PageSourceXML.recognizes(lines) {
            let (elements, skipped) = PageSourceXML.read(lines)
            guard !elements.isEmpty else {
                throw DumpError(
                    message: "an Appium page source without an element that has x, y, width and height",
                    kind: .noFrames)
            }
            return Read(format: .appiumPageSource, lines: lines, elements: elements, skipped: skipped)
        }
        // Count each line grammar's lines; the one with most wins.
        var uikit = 0
        var earlGrey = 0
        var xcui = 0
        var uia = 0
        var controllers = 0
        for i in 0..<lines.count {
            if UIKitDescription.start(in: lines, line: i) != nil {
                uikit += 1
                if lines.contains(i, "AX=") || lines.contains(i, "|--<") { earlGrey += 1 }
            } else if lines.contains(i, ">, state: ") {
                // `_printHierarchy`: `<Module.Controller 0x...>, state: appeared, view: <UIView 0x...>` (no colon
                // after the class, so not a view description).
                controllers += 1
            } else if XCUIElementDescription.start(in: lines, line: i) != nil {
                xcui += 1
            } else if UIAutomationDescription.start(in: lines, line: i) != nil {
                uia += 1
            }
        }
        if controllers > 0, controllers >= uikit, xcui == 0, uia == 0 {
            throw DumpError(
                message:
                    "this is _printHierarchy: it prints view controllers and their states, but no frames; paste "
                    + "recursiveDescription (po view.recursiveDescription()) or a UI-test tree instead",
                kind: .noFrames)
        }
        if uikit == 0, xcui == 0, uia == 0 {
            let first = (0..<lines.count).first { !lines.isBlank($0) }.map { "line \($0 + 1): '\(lines.text($0))'" }
            throw DumpError(
                message: "no view hierarchy recognized; tried "
                    + DumpFormat.readable.map(\.rawValue).joined(separator: ", ")
                    + "; the first line read is " + (first ?? "empty (the text has no lines)"),
                kind: .unrecognized)
        }
        if xcui >= uikit, xcui >= uia { return readXCUI(lines) }
        if uia > uikit { return readUIAutomation(lines) }
        return readUIKit(lines, earlGrey: earlGrey * 2 >= uikit)
    }

    /// Every line read by one line grammar: `start` finds an element on the line, `read` reads it; a line with
    /// none is skipped (unless blank) for `notOne`.
    private static func readLines(
        _ lines: DumpLines, notOne: String, start: (Int) -> Int?,
        read: (Int, Int) -> UIKitDescription.Outcome
    ) -> (elements: [DumpElement], skipped: [DumpSkip]) {
        var elements: [DumpElement] = []
        var skipped: [DumpSkip] = []
        for i in 0..<lines.count {
            guard let s = start(i) else {
                if !lines.isBlank(i) { skipped.append(skip(lines, i, notOne)) }
                continue
            }
            switch read(i, s) {
            case .element(let e): elements.append(e)
            case .skipped(let why): skipped.append(skip(lines, i, why))
            }
        }
        return (elements, skipped)
    }

    private static func readUIKit(_ lines: DumpLines, earlGrey: Bool) -> Read {
        let (elements, skipped) = UIKitDescription.readAll(lines)
        // Descriptions that never nest are single views from log lines, not a tree.
        var nested = false
        if let first = elements.first { nested = elements.dropFirst().contains { $0.indent > first.indent } }
        let format: DumpFormat =
            earlGrey
            ? .earlGrey
            : (nested || elements.count == 1 && isWholeDump(lines) ? .recursiveDescription : .viewDescription)
        return Read(format: format, lines: lines, elements: elements, skipped: skipped)
    }

    /// One description alone is a recursiveDescription of a view without subviews when nothing else is on the
    /// lines around it; a line of a log otherwise. Either reads the same.
    private static func isWholeDump(_ lines: DumpLines) -> Bool {
        (0..<lines.count).filter { !lines.isBlank($0) }.count <= 2
    }

    private static func readXCUI(_ lines: DumpLines) -> Read {
        var elements: [DumpElement] = []
        var skipped: [DumpSkip] = []
        var windowsElsewhere: [DumpElement] = []
        // With an "Element subtree:" section, only it is the tree; the other sections repeat or query.
        let hasSubtree = (0..<lines.count).contains { lines.contains($0, "Element subtree:") }
        var section = hasSubtree ? "excerpt before the Element subtree" : "Element subtree"
        for i in 0..<lines.count {
            for header: StaticString in ["Element subtree:", "Path to element:", "Query chain:", "Attributes:"] {
                if lines.contains(i, header) {
                    section = header.description.dropLast().description
                }
            }
            guard let (s, type) = XCUIElementDescription.start(in: lines, line: i) else {
                if !lines.isBlank(i), !isSectionHeader(lines, i) {
                    skipped.append(skip(lines, i, "not an element line"))
                }
                continue
            }
            guard section == "Element subtree" else {
                skipped.append(skip(lines, i, "in the \(section) section, which repeats elements of the subtree"))
                if type == "Window",
                    case .element(let w) = XCUIElementDescription.read(lines, line: i, at: s, type: type)
                {
                    windowsElsewhere.append(w)
                } else if type == "Window", lines.contains(i, "(Main)") {
                    // A query's output prints a window without an address: `Window (Main), {{0.0, 0.0}, ...}`.
                    var w = DumpElement(line: i + 1, indent: 0, className: "Window")
                    w.isMainWindow = true
                    windowsElsewhere.append(w)
                }
                continue
            }
            switch XCUIElementDescription.read(lines, line: i, at: s, type: type) {
            case .element(let e): elements.append(e)
            case .skipped(let why): skipped.append(skip(lines, i, why))
            }
        }
        return Read(
            format: .xcuiElement, lines: lines, elements: elements, skipped: skipped,
            windowsElsewhere: windowsElsewhere)
    }

    private static func isSectionHeader(_ lines: DumpLines, _ i: Int) -> Bool {
        lines.contains(i, "Element subtree:") || lines.contains(i, "Path to element:")
            || lines.contains(i, "Query chain:")
    }

    /// UIAutomation's tree; `UIATarget` (the device) stays as a container whose frame is the screen.
    private static func readUIAutomation(_ lines: DumpLines) -> Read {
        let (elements, skipped) = readLines(
            lines, notOne: "not an element line", start: { UIAutomationDescription.start(in: lines, line: $0) },
            read: { UIAutomationDescription.read(lines, line: $0, at: $1) })
        return Read(format: .uiAutomation, lines: lines, elements: elements, skipped: skipped)
    }

    private static func skip(_ lines: DumpLines, _ i: Int, _ why: String) -> DumpSkip {
        DumpSkip(line: i + 1, text: lines.text(i), because: why)
    }
}
