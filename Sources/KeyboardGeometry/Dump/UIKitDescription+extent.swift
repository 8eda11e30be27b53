// Where a UIKit description starts and ends in a dump, when a line is not one description.
//
// A description runs from its `<` to the `>` that closes it; the line breaks between are not part of the
// grammar. So a description continues on the next line when it has not closed by the end of its own (a printed
// page, a terminal or Cycript's array wraps it: `frame = (0 20.5;` then `203.5 36.5); ...>`), and a line may hold
// the end of one description and the start of the next (Cycript's `@[#"<A ...>",#"<B ...>"]`):
//   dump         := (text | description)*
//   description  := "<" class ...  ">"                  brackets and quoted texts nest; line breaks are spaces
//   continuation := a line, not blank, on which no new description starts before something closes
// A new description starts where a view's description does not stand as a value (after `=` or `:`): at a line's
// start, after a tree marker (`| `), a log prefix, a prompt or another description. A description that does not
// close within a few lines was cut (an excerpt, a log line cut short): it is read on its own line, as before, and
// the lines after it are read for themselves.
//
// HOURecursiveDescription prints, between the tree marker and each description, the names of the instance
// variables that hold the view and the view controller it belongs to:
//   line         := indent owner* description
//   owner        := ivar ("," " " ivar)* " " | "'" class ":" address "'" " "
// The depth is the indentation before those names, never the word before the `<`.

extension UIKitDescription {
    /// The most lines a description continues on after its first: a wrapped description takes a few; more is a
    /// description that was cut, and keeps the reading linear.
    static let maxContinuationLines = 16

    /// Every description of the dump, in printed order, and the lines that hold none.
    package static func readAll(_ lines: DumpLines) -> (elements: [DumpElement], skipped: [DumpSkip]) {
        var elements: [DumpElement] = []
        var skipped: [DumpSkip] = []
        var i = 0
        while i < lines.count {
            var r = lines.ranges[i]
            var used = false
            // Why the line's first description is not a view, listed unless a view is read from the line after
            // all; another description that follows on it (HOURecursiveDescription's `-><UIImage: ...>`) is a
            // value printed after the view.
            var why: DumpSkip?
            var viewRead = false
            var k = r.lowerBound
            while let s = start(in: lines, from: k, limit: r.upperBound) {
                // Most descriptions close on their line; one that does not is read again over the lines it
                // continues on, when it closes there.
                var (outcome, end, closed) = read(lines, line: i, at: s, limit: r.upperBound)
                var last = i
                if !closed, let l = extent(lines, line: i, start: s), l > i {
                    last = l
                    (outcome, end, _) = read(lines, line: i, at: s, limit: lines.ranges[l].upperBound)
                }
                switch outcome {
                case .element(let e):
                    elements.append(e)
                    viewRead = true
                case .skipped(let because):
                    if !used { why = DumpSkip(line: i + 1, text: lines.text(i), because: because) }
                }
                used = true
                if last > i {
                    // The lines it continued on are read: reading goes on after it, on the line it ended on.
                    if let why, !viewRead { skipped.append(why) }
                    why = nil
                    viewRead = false
                    i = last
                    r = lines.ranges[i]
                }
                k = max(end, r.lowerBound)
            }
            if let why, !viewRead { skipped.append(why) }
            if !used, !lines.isBlank(i) {
                skipped.append(DumpSkip(line: i + 1, text: lines.text(i), because: "not a view description"))
            }
            i += 1
        }
        return (elements, skipped)
    }

    /// The line on which the description starting at `start` on line `i` closes, when it closes on this line or
    /// on continuation lines after it; nil when it does not close there (cut, or no description at all).
    static func extent(_ lines: DumpLines, line i: Int, start: Int) -> Int? {
        let b = lines.bytes
        var depth = 0
        var quote: UInt8?
        var line = i
        var k = start + 1
        var limit = lines.ranges[i].upperBound
        while true {
            if k >= limit {
                guard line + 1 < lines.count, line - i < maxContinuationLines, continues(lines, line: line + 1) else {
                    return nil
                }
                line += 1
                k = lines.ranges[line].lowerBound
                limit = lines.ranges[line].upperBound
                continue
            }
            let c = b[k]
            if let q = quote {
                // As in a value: the same quote followed by `;`, `>` or the line's end closes the text.
                if c == q, k + 1 == limit || b[k + 1] == UInt8(ascii: ";") || b[k + 1] == UInt8(ascii: ">") {
                    quote = nil
                }
                k += 1
                continue
            }
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ">"):
                if depth == 0 { return line }
                depth -= 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = c
            default: break
            }
            k += 1
        }
    }

    /// Whether line `j` continues a description left open on the line before it: it is not blank, and no new
    /// description starts on it before something closes (`>`). A description after `=` or `:` is a value of the
    /// open one (`layer = <CALayer:` wrapped after the colon), not a new view.
    static func continues(_ lines: DumpLines, line j: Int) -> Bool {
        guard !lines.isBlank(j) else { return false }
        let r = lines.ranges[j]
        let b = lines.bytes
        var k = r.lowerBound
        while k < r.upperBound, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
        // A markdown quote's `> ` closes nothing.
        if k < r.upperBound, b[k] == UInt8(ascii: ">"), k + 1 == r.upperBound || b[k + 1] == 0x20 { k += 1 }
        while k < r.upperBound {
            let s = start(in: lines, from: k, limit: r.upperBound) ?? r.upperBound
            if lines.find(">", in: k..<s) != nil { return true }
            guard s < r.upperBound else { return true }
            var p = s - 1
            while p >= 0, isSpace(b[p]) { p -= 1 }
            guard p >= 0, b[p] == UInt8(ascii: "=") || b[p] == UInt8(ascii: ":") else { return false }
            k = s + 1
        }
        return true
    }

    /// Where the owner names before the description at `start` begin (HOURecursiveDescription's `_myButton,
    /// _button ` and `'RootViewController:0x8a1e0' `), when they stand right after a tree marker (`| `); else
    /// `start`. The element's depth is the indentation before them.
    static func ownerNamesStart(_ lines: DumpLines, before start: Int, lineStart: Int) -> Int {
        let b = lines.bytes
        var p = start
        var names = 0
        while p - 2 >= lineStart, b[p - 1] == 0x20 {
            var q = p - 2
            if b[q] == UInt8(ascii: "'") {
                // `'Class:0xADDR'`: back to its opening quote.
                var o = q - 1
                while o >= lineStart, b[o] != UInt8(ascii: "'") { o -= 1 }
                guard o >= lineStart, o < q - 1 else { break }
                p = o
            } else {
                if b[q] == UInt8(ascii: ","), q - 1 >= lineStart { q -= 1 }
                var o = q
                while o >= lineStart, isNameByte(b[o]) { o -= 1 }
                guard o < q, isNameStart(b[o + 1]) else { break }
                p = o + 1
            }
            names += 1
        }
        guard names > 0, p - 2 >= lineStart, b[p - 1] == 0x20, b[p - 2] == UInt8(ascii: "|") else { return start }
        return p
    }
}
