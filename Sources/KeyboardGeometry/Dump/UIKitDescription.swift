// The UIKit description family: what `-[UIView description]` prints, one view a line, and what prints it
// (`recursiveDescription`, Chisel's `pviews`, Cycript, NSLog, exception messages, IQKeyboardManager's debug log).
//
// Grammar (UIView.description, as printed since iOS 2; Chisel's pviews and EarlGrey reuse it):
//   description := "<" class (":" " "? address)? (";" " "? attribute)* ">" suffix?
//   attribute   := key (" = " | "=" | ": ") value | flag
//   value       := "(" ... ")" | "{" ... "}" | "[" ... "]" | "<" ... ">" | "'" text "'" | word
//   suffix      := " (layer)"                      (a sublayer line of recursiveDescription, not a view)
// Brackets nest and may hold ";" (`frame = (0 0; 375 812)`), so attributes split only at depth 0. A nested
// description (`layer = <CALayer: 0x...>`, `gestureRecognizers = <NSArray: 0x...>`) is a value, never a child.
// Keys read: `frame` (`(x y; w h)` from UIKit, `(x, y; w, h)`, `{{x, y}, {w, h}}` from EarlGrey), `hidden`
// (`YES`), `baseClass` (`UIWindow`), `transform` (`[a, b, c, d, tx, ty]`), scroll views' `contentOffset`,
// `contentSize` (`{w, h}`) and `adjustedContentInset` (`{top, left, bottom, right}`), EarlGrey's `AX.frame`
// (screen space) and `AX.focused`, `text`, `AX.label`, `AX.identifier`. Any other key is kept out of the scene.
// Public examples: IQKeyboardManager's issues paste recursiveDescription and its debug log; EarlGrey prints the
// hierarchy with `|--` on a failed interaction (EarlGrey `GREYElementHierarchy`); see Tests/Fixtures/dumps.

/// Reads one UIKit description from a line of a dump.
package enum UIKitDescription {
    /// Where the first view description of line `i` starts (its `<`), if the line has one: `<` followed by a
    /// class name and `:` or `;`. A `<private>` or `<NSArray>` without either is passed over.
    package static func start(in lines: DumpLines, line i: Int) -> Int? {
        let r = lines.ranges[i]
        return start(in: lines, from: r.lowerBound, limit: r.upperBound)
    }

    /// Where the first view description in `from..<limit` starts (its `<`), if one does.
    package static func start(in lines: DumpLines, from: Int, limit: Int) -> Int? {
        let b = lines.bytes
        var k = from
        while k < limit {
            if b[k] == UInt8(ascii: "<"), let end = classNameEnd(b, from: k + 1, limit: limit), end > k + 1,
                end < limit, b[end] == UInt8(ascii: ":") || b[end] == UInt8(ascii: ";")
            {
                return k
            }
            k += 1
        }
        return nil
    }

    /// The end of a class name starting at `from`: identifier characters, `.` (Swift module names), `$` and
    /// generic arguments in `<...>` (`SwiftUI._UIHostingView<SwiftUI.AnyView>`).
    private static func classNameEnd(_ b: [UInt8], from: Int, limit: Int) -> Int? {
        guard from < limit, isNameStart(b[from]) else { return nil }
        var k = from
        var depth = 0
        while k < limit {
            let c = b[k]
            if isNameByte(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "$") {
                k += 1
            } else if c == UInt8(ascii: "<") {
                depth += 1
                k += 1
            } else if c == UInt8(ascii: ">"), depth > 0 {
                depth -= 1
                k += 1
            } else if depth > 0, c == UInt8(ascii: ",") || c == 0x20 {
                k += 1
            } else {
                break
            }
        }
        return depth == 0 ? k : nil
    }

    static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_")
    }

    static func isNameByte(_ c: UInt8) -> Bool {
        isNameStart(c) || (c >= 0x30 && c <= 0x39)
    }

    /// What reading a description gave: an element, or why the line is not one.
    package enum Outcome {
        case element(DumpElement)
        case skipped(String)
    }

    /// Reads the description starting at `start` on line `i`; `limit` is the end of the line it ends on (a line
    /// after `i` when it continues on the next ones, `extent`). The outcome, where the description ends, and
    /// whether it closed (its `>`) before `limit`.
    package static func read(
        _ lines: DumpLines, line i: Int, at start: Int, limit: Int
    ) -> (outcome: Outcome, end: Int, closed: Bool) {
        let r = lines.ranges[i]
        let b = lines.bytes
        guard let nameEnd = classNameEnd(b, from: start + 1, limit: limit) else {
            return (.skipped("not a view description"), start + 1, true)
        }
        let className = lines.string((start + 1)..<nameEnd)
        let names = ownerNamesStart(lines, before: start, lineStart: r.lowerBound)
        var element = DumpElement(
            line: i + 1, indent: lines.indent(before: names, lineStart: r.lowerBound), className: className)
        var k = nameEnd
        // ":" then the address.
        if k < limit, b[k] == UInt8(ascii: ":") {
            k += 1
            while k < limit, isSpace(b[k]) { k += 1 }
            if let end = lines.addressEnd(at: k, limit: limit) {
                element.address = lines.string(k..<end)
                k = end
            }
        }
        var closed = false
        var frame: Rect?
        var frameSeen = false
        var badFrame = false
        while k < limit {
            let c = b[k]
            if c == UInt8(ascii: ">") {
                closed = true
                k += 1
                break
            }
            if c == UInt8(ascii: ";") || isSpace(c) {
                k += 1
                continue
            }
            // key
            let keyStart = k
            while k < limit, b[k] != UInt8(ascii: "="), b[k] != UInt8(ascii: ";"), b[k] != UInt8(ascii: ">"),
                !(b[k] == UInt8(ascii: ":") && k + 1 < limit && isSpace(b[k + 1]))
            {
                k += 1
            }
            var keyEnd = k
            while keyEnd > keyStart, isSpace(b[keyEnd - 1]) { keyEnd -= 1 }
            let key = lines.string(keyStart..<keyEnd)
            guard k < limit, b[k] == UInt8(ascii: "=") || b[k] == UInt8(ascii: ":") else {
                // A flag (`opaque`, EarlGrey's `hidden`), or the end.
                if key == "hidden" { element.isHidden = true }
                continue
            }
            k += 1
            while k < limit, isSpace(b[k]) { k += 1 }
            let valueStart = k
            k = valueEnd(b, from: k, limit: limit)
            var valueEndTrimmed = k
            while valueEndTrimmed > valueStart, isSpace(b[valueEndTrimmed - 1]) { valueEndTrimmed -= 1 }
            let value = valueStart..<valueEndTrimmed
            if key == "frame" {
                frameSeen = true
                frame = lines.rect(in: value)
                if frame == nil { badFrame = true }
            } else {
                readAttribute(key, value, lines, into: &element)
            }
        }
        // A sublayer line ends in ` (layer)` (before the line's end, or the next description on it); a CALayer
        // description has no frame.
        let suffix = k..<max(k, Self.start(in: lines, from: k, limit: limit) ?? limit)
        if (!suffix.isEmpty && lines.find("(layer)", in: suffix) != nil)
            || (className.hasSuffix("Layer") && frame == nil)
        {
            return (.skipped("a layer line, not a view"), k, closed)
        }
        guard closed || frameSeen else { return (.skipped("a description that does not close"), k, closed) }
        if badFrame {
            return (.skipped("a frame that is not four finite numbers with a size of 0 or more"), k, closed)
        }
        guard let frame else { return (.skipped("a description without a frame"), k, closed) }
        element.frame = frame
        return (.element(element), k, closed)
    }

    /// Reads the attribute `key` (any but `frame`) whose value is `value` into `element`; keys not in the grammar
    /// above are kept out of the scene.
    private static func readAttribute(
        _ key: String, _ value: Range<Int>, _ lines: DumpLines, into element: inout DumpElement
    ) {
        switch key {
        case "AX.frame":
            element.accessibilityFrame = lines.rect(in: value)
        case "hidden":
            element.isHidden = lines.string(value) == "YES"
        case "baseClass":
            element.isWindowByBaseClass = lines.string(value) == "UIWindow"
        case "transform":
            if let n = lines.numbers(in: value), n.count == 6 { element.transform = n }
        case "contentOffset":
            if let n = lines.numbers(in: value), n.count == 2 { element.contentOffset = Point(x: n[0], y: n[1]) }
        case "contentSize":
            if let n = lines.numbers(in: value), n.count == 2, n[0] >= 0, n[1] >= 0 {
                element.contentSize = Size(width: n[0], height: n[1])
            }
        case "adjustedContentInset":
            if let n = lines.numbers(in: value), n.count == 4 {
                element.adjustedContentInset = Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            }
        case "AX.focused", "hasKeyboardFocus", "isFirstResponder":
            let v = lines.string(value)
            element.isFocused = v == "'Y'" || v == "Y" || v == "YES" || v == "1" || v == "true"
        case "AX.identifier", "accessibilityIdentifier":
            element.label = unquoted(lines.string(value))
        case "AX.label", "text":
            if element.label == nil { element.label = unquoted(lines.string(value)) }
        default:
            break
        }
    }

    /// The end of a value starting at `from`: the first `;` or `>` outside brackets and quotes.
    private static func valueEnd(_ b: [UInt8], from: Int, limit: Int) -> Int {
        var k = from
        var depth = 0
        while k < limit {
            let c = b[k]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth > 0 { depth -= 1 }
            case UInt8(ascii: ">"):
                if depth == 0 { return k }
                depth -= 1
            case UInt8(ascii: ";"):
                if depth == 0 { return k }
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // A quoted text ends at the same quote followed by `;`, `>` or a line's end, so a quote inside
                // the text (`'don't'`) does not end it.
                var q = k + 1
                while q < limit {
                    if b[q] == c,
                        q + 1 == limit || b[q + 1] == UInt8(ascii: ";") || b[q + 1] == UInt8(ascii: ">")
                            || b[q + 1] == 0x0A || b[q + 1] == 0x0D
                    {
                        break
                    }
                    q += 1
                }
                k = q
            default: break
            }
            k += 1
        }
        return limit
    }

    /// A space, a tab or a line break: what separates the parts of a description, which may be wrapped.
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    private static func unquoted(_ s: String) -> String {
        var t = Substring(s)
        if let f = t.first, f == "'" || f == "\"" { t = t.dropFirst() }
        if let l = t.last, l == "'" || l == "\"" { t = t.dropLast() }
        return String(t)
    }
}
