/// A pasted dump split into lines, each a byte range of the text, with the helpers every line grammar shares:
/// the indentation before an element, numbers, and the text of a line for `skipped`.
///
/// Text pasted from Cycript, from `po` of a String or from a JSON string holds its line breaks as `\n` escapes.
/// A string literal whose text holds such escapes (`"...\n..."`, closed on its line, the quotes kept) is read as
/// the text it stands for, by the grammar of JSON and Swift string literals (`EscapedText`); with no such literal,
/// a text with more escaped line breaks than real ones is undone as a whole. Either way such a paste reads like the
/// printed dump.
package struct DumpLines {
    /// The text as UTF-8, escapes undone; every range indexes it.
    package let bytes: [UInt8]
    /// Each line's byte range, without its line feed (and without a carriage return before it).
    package let ranges: [Range<Int>]

    /// The lines of `text`.
    package init(_ text: String) {
        var bytes = Array(text.utf8)
        if let decoded = EscapedText.literalsDecoded(bytes) {
            bytes = decoded
        } else if Self.hasEscapedBreaks(bytes) {
            bytes = EscapedText.decoded(bytes[...])
        }
        var ranges: [Range<Int>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            ranges.append(start..<(i > start && bytes[i - 1] == 0x0D ? i - 1 : i))
            start = i + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The number of lines.
    package var count: Int { ranges.count }

    /// Line `i` (0-based) as a String, cut to 160 characters for `skipped`.
    package func text(_ i: Int) -> String {
        let r = ranges[i]
        let cut = r.count > 480 ? r.lowerBound..<(r.lowerBound + 480) : r
        var s = String(decoding: bytes[cut], as: UTF8.self)
        if s.count > 160 { s = String(s.prefix(160)) + "…" }
        return s
    }

    /// Whether line `i` holds nothing a reader could want: blanks, a markdown fence, braces alone.
    package func isBlank(_ i: Int) -> Bool {
        for b in bytes[ranges[i]] {
            switch b {
            case 0x20, 0x09, UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"),
                UInt8(ascii: "("), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "\""):
                continue
            default: return false
            }
        }
        return true
    }

    /// Whether line `i` contains the ASCII `needle`.
    package func contains(_ i: Int, _ needle: StaticString) -> Bool {
        find(needle, in: ranges[i]) != nil
    }

    /// The first offset of the ASCII `needle` in `range`, if any.
    package func find(_ needle: StaticString, in range: Range<Int>) -> Int? {
        // Through the literal's String (no buffer pointer: the dump reader touches no raw memory).
        let n = Array(needle.description.utf8)
        guard let first = n.first, n.count <= range.count else { return nil }
        var i = range.lowerBound
        let last = range.upperBound - n.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < n.count, bytes[i + k] == n[k] { k += 1 }
                if k == n.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// The indentation of an element that starts at `offset` on the line starting at `lineStart`: the columns of
    /// the run of indentation characters (spaces, tabs as 4, `|`, `-`, `+`, box-drawing and tree glyphs)
    /// directly before it. What stands before that run (a log prefix, a prompt, `// `, `> `) is not counted, so
    /// lines pasted with the same prefix keep their relative depth.
    package func indent(before offset: Int, lineStart: Int) -> Int {
        var columns = 0
        var i = offset - 1
        while i >= lineStart {
            let b = bytes[i]
            // `.` too: iPhone OS 2 and 3's UILogViewHierarchy marked each level with `..`.
            if b == 0x20 || b == UInt8(ascii: "|") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "`") || b == UInt8(ascii: ".")
            {
                columns += 1
                i -= 1
            } else if b == 0x09 {
                columns += 4
                i -= 1
            } else if b >= 0x80 {
                // A multi-byte glyph (│ ├ └ ─ → ↳ ↪ and its variation selector): one column per scalar.
                var start = i
                while start > lineStart, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                guard Self.isTreeGlyph(bytes[start...i]) else { break }
                columns += 1
                i = start - 1
            } else {
                break
            }
        }
        return columns
    }

    private static func isTreeGlyph(_ scalar: ArraySlice<UInt8>) -> Bool {
        let s = String(decoding: scalar, as: UTF8.self)
        return ["│", "├", "└", "─", "┃", "┣", "┗", "━", "→", "↳", "↪", "\u{FE0E}", "\u{FE0F}", "\u{00A0}"].contains(s)
    }

    /// Reads every number in `range` (separated by spaces, line breaks, commas, semicolons and brackets); nil when anything
    /// else stands there or a number is not finite.
    package func numbers(in range: Range<Int>) -> [Double]? {
        var scanner = TextScanner(bytes: bytes, index: range.lowerBound)
        var out: [Double] = []
        while scanner.index < range.upperBound {
            let b = bytes[scanner.index]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
                scanner.index += 1
            default:
                guard let n = try? scanner.number(), scanner.index <= range.upperBound else { return nil }
                out.append(n)
            }
        }
        return out
    }

    /// A rect from the four numbers in `range` (`(x y; w h)`, `(x, y; w, h)`, `{{x, y}, {w, h}}`); nil unless
    /// there are exactly four and the size is not negative.
    package func rect(in range: Range<Int>) -> Rect? {
        guard let n = numbers(in: range), n.count == 4, n[2] >= 0, n[3] >= 0 else { return nil }
        // `+ 0` turns a printed `-0` into 0, so the answer never says -0.
        return Rect(x: n[0] + 0, y: n[1] + 0, width: n[2] + 0, height: n[3] + 0)
    }

    /// The address that starts at `a` (`0x` and hex digits, before `limit`): its end, or nil when none stands there.
    package func addressEnd(at a: Int, limit: Int) -> Int? {
        guard a + 1 < limit, bytes[a] == UInt8(ascii: "0"), bytes[a + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        var k = a + 2
        while k < limit, (bytes[k] >= 0x30 && bytes[k] <= 0x39) || (bytes[k] | 0x20 >= 0x61 && bytes[k] | 0x20 <= 0x66)
        {
            k += 1
        }
        return k > a + 2 ? k : nil
    }

    /// The bytes of `range` as a String.
    package func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the text holds its line breaks as `\n` escapes: more escaped breaks than real ones (a dump printed
    /// as a string literal by `po`, Cycript or a JSON answer).
    private static func hasEscapedBreaks(_ bytes: [UInt8]) -> Bool {
        var escaped = 0
        var real = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                real += 1
            } else if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "n") {
                escaped += 1
                i += 1
            }
            i += 1
        }
        return escaped >= 2 && escaped > real
    }
}
