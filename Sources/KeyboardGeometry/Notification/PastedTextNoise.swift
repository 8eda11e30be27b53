// People paste notification dumps wrapped in other text: log-line prefixes, comment markers, markdown, LLDB's
// tree glyphs. Blanking that wrapping with spaces, rather than cutting it out, keeps every byte offset the same:
// the value scanner can then read a rect that a prefix splits in two as if the prefix were not there, and its
// errors still point into the text as given.

/// Replaces the wrapping around a pasted notification dump with spaces, byte for byte.
enum PastedTextNoise {
    /// The input with log prefixes, comment markers, markdown and LLDB tree glyphs turned into spaces.
    static func blanked(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        straightenQuotes(&bytes)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != PastedByte.newline { end += 1 }
            blankLine(&bytes, from: start, to: end)
            start = end + 1
        }
        return bytes
    }

    private static func blankLine(_ bytes: inout [UInt8], from start: Int, to end: Int) {
        var i = start
        // A line may carry several prefixes: a log prefix, then `//`, then LLDB's `▿`.
        while true {
            while i < end, bytes[i].isBlank { i += 1 }
            guard i < end else { return }
            if isWholeLineNoise(bytes, at: i, end: end) {
                fill(&bytes, from: i, to: end)
                return
            }
            guard let next = prefixEnd(bytes, at: i, end: end) else { break }
            fill(&bytes, from: i, to: next)
            i = next
        }
        blankInline(&bytes, from: i, to: end)
    }

    /// The length of a typographic quote at `k` (U+2018, U+2019, U+201C, U+201D: three bytes in UTF-8), or nil.
    static func typographicQuoteLength(_ bytes: [UInt8], at k: Int, end: Int) -> Int? {
        guard k + 2 < end, bytes[k] == 0xE2, bytes[k + 1] == 0x80 else { return nil }
        switch bytes[k + 2] {
        case 0x98, 0x99, 0x9C, 0x9D: return 3
        default: return nil
        }
    }

    /// Typographic quotes around a value, as editors and web pages print `"NSRect: {{0, 451}, {375, 216}}”`, read as
    /// the straight quote `"`: an opening one (‘ “) becomes two blanks then `"`, a closing one (’ ”) `"` then two
    /// blanks, so the quote stands next to the value and every other byte keeps its offset. A ’ between two letters
    /// is an apostrophe (`keyboard’s`) and is left alone.
    private static func straightenQuotes(_ bytes: inout [UInt8]) {
        var k = 0
        while k + 2 < bytes.count {
            guard typographicQuoteLength(bytes, at: k, end: bytes.count) != nil else {
                k += 1
                continue
            }
            let opening = bytes[k + 2] == 0x98 || bytes[k + 2] == 0x9C
            let apostrophe =
                bytes[k + 2] == 0x99 && k > 0 && bytes[k - 1].isASCIILetter && k + 3 < bytes.count
                && bytes[k + 3].isASCIILetter
            if !apostrophe {
                if opening {
                    bytes[k] = PastedByte.space
                    bytes[k + 1] = PastedByte.space
                    bytes[k + 2] = PastedByte.quote
                } else {
                    bytes[k] = PastedByte.quote
                    bytes[k + 1] = PastedByte.space
                    bytes[k + 2] = PastedByte.space
                }
            }
            k += 3
        }
    }

    /// An `(lldb) po notification` command line, or a markdown fence such as ```` ```swift ````.
    private static func isWholeLineNoise(_ bytes: [UInt8], at i: Int, end: Int) -> Bool {
        if starts(bytes, at: i, end: end, with: "(lldb)") { return true }
        guard starts(bytes, at: i, end: end, with: "```") else { return false }
        var k = i + 3
        while k < end, bytes[k].isIdentifierByte || bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") {
            k += 1
        }
        while k < end, bytes[k].isBlank || bytes[k] == UInt8(ascii: "`") { k += 1 }
        return k == end
    }

    /// Where a marker that starts a line ends, or nil when the line starts with content.
    private static func prefixEnd(_ bytes: [UInt8], at i: Int, end: Int) -> Int? {
        func byte(_ k: Int) -> UInt8? { k < end ? bytes[k] : nil }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let c = bytes[i]
        if c == slash, byte(i + 1) == slash || byte(i + 1) == star {
            var k = i + 2
            while let b = byte(k), b == slash || b == star { k += 1 }
            return k
        }
        if c == star, byte(i + 1) == slash { return i + 2 }
        // `* ` (block comment), `> ` (markdown quote), `# ` (shell comment), `- ` (LLDB tree leaf): the marker
        // must stand alone, so that `-10` in a wrapped rect stays a number.
        if c == UInt8(ascii: "`") { return i + 1 }
        if c == star || c == UInt8(ascii: ">") || c == UInt8(ascii: "#") || c == UInt8(ascii: "-"),
            byte(i + 1).map(\.isBlank) ?? true
        {
            return i + 1
        }
        for glyph in treeGlyphs where starts(bytes, at: i, end: end, with: glyph) {
            return i + glyph.utf8.count
        }
        return logPrefixEnd(bytes, at: i, end: end)
    }

    /// LLDB draws an expanded node as `▿` and a collapsed one as `▹` (some versions `▾`/`▸`).
    private static let treeGlyphs = ["▿", "▹", "▾", "▸"]

    /// Backticks anywhere, and a trailing `//` or `/* */` comment's markers (the note after them is kept, to be
    /// reported as skipped text).
    private static func blankInline(_ bytes: inout [UInt8], from start: Int, to end: Int) {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        var k = start
        while k < end {
            let c = bytes[k]
            let next: UInt8? = k + 1 < end ? bytes[k + 1] : nil
            if c == UInt8(ascii: "`") {
                bytes[k] = PastedByte.space
            } else if c == slash, next == slash, k == start || opensComment(after: bytes[k - 1]) {
                // A URL's `://` is left alone: only a `//` after a blank or a separator opens a comment.
                while k < end, bytes[k] == slash {
                    bytes[k] = PastedByte.space
                    k += 1
                }
                continue
            } else if (c == slash && next == star) || (c == star && next == slash) {
                fill(&bytes, from: k, to: k + 2)
                k += 2
                continue
            }
            k += 1
        }
    }

    private static func opensComment(after byte: UInt8) -> Bool {
        byte.isBlank || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
    }

    /// Where a log line's prefix ends: NSLog's `2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] `, syslog's
    /// `Mar  1 10:12:33 iPhone MyApp[1234] <Notice>: `, or a bare time `10:12:33.123 `.
    static func logPrefixEnd(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        var k = start
        if let afterDate = isoDate(bytes, at: k, end: end) ?? syslogDate(bytes, at: k, end: end) {
            k = afterDate
        }
        guard let afterTime = time(bytes, at: k, end: end) else { return nil }
        k = afterTime
        guard k == end || bytes[k].isBlank else { return nil }
        while k < end, bytes[k].isBlank { k += 1 }
        if let afterProcess = process(bytes, at: k, end: end) {
            k = afterProcess
            while k < end, bytes[k].isBlank { k += 1 }
            if let afterLevel = level(bytes, at: k, end: end) {
                k = afterLevel
                while k < end, bytes[k].isBlank { k += 1 }
            }
        }
        return k
    }

    /// `2023-03-01 ` or `2023-03-01T`.
    private static func isoDate(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        guard let year = digits(bytes, at: start, end: end, count: 4...4),
            year < end, bytes[year] == UInt8(ascii: "-"),
            let month = digits(bytes, at: year + 1, end: end, count: 2...2),
            month < end, bytes[month] == UInt8(ascii: "-"),
            let day = digits(bytes, at: month + 1, end: end, count: 2...2),
            day < end, bytes[day] == PastedByte.space || bytes[day] == UInt8(ascii: "T")
        else { return nil }
        return day + 1
    }

    /// `Mar  1 ` as syslog prints it.
    private static func syslogDate(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        guard start + 3 < end,
            bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z"),
            bytes[start + 1] >= UInt8(ascii: "a") && bytes[start + 1] <= UInt8(ascii: "z"),
            bytes[start + 2] >= UInt8(ascii: "a") && bytes[start + 2] <= UInt8(ascii: "z"),
            bytes[start + 3] == PastedByte.space
        else { return nil }
        var k = start + 3
        while k < end, bytes[k] == PastedByte.space { k += 1 }
        guard let day = digits(bytes, at: k, end: end, count: 1...2), day < end, bytes[day] == PastedByte.space else {
            return nil
        }
        return day + 1
    }

    /// `10:12:33`, optionally `.123456` and a zone `+0100`, `+01:00` or `Z`.
    private static func time(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        let colon = UInt8(ascii: ":")
        guard let hours = digits(bytes, at: start, end: end, count: 1...2), hours < end, bytes[hours] == colon,
            let minutes = digits(bytes, at: hours + 1, end: end, count: 2...2), minutes < end, bytes[minutes] == colon,
            var k = digits(bytes, at: minutes + 1, end: end, count: 2...2)
        else { return nil }
        if k < end, bytes[k] == UInt8(ascii: ".") || bytes[k] == UInt8(ascii: ","),
            let fraction = digits(bytes, at: k + 1, end: end, count: 1...9)
        {
            k = fraction
        }
        if k < end, bytes[k] == UInt8(ascii: "Z") {
            k += 1
        } else if k < end, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-"),
            let zoneHours = digits(bytes, at: k + 1, end: end, count: 2...2)
        {
            var zone = zoneHours
            if zone < end, bytes[zone] == colon { zone += 1 }
            if let zoneMinutes = digits(bytes, at: zone, end: end, count: 2...2) { k = zoneMinutes }
        }
        return k
    }

    /// `MyApp[1234:56789]` or `iPhone MyApp[1234]`, optionally followed by `:`.
    private static func process(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        var k = start
        // A process name may hold spaces but not the punctuation of a dump.
        while k < end, k - start < 80, bytes[k] != UInt8(ascii: "[") {
            switch bytes[k] {
            case UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ";"):
                return nil
            default: break
            }
            k += 1
        }
        guard k > start, k < end, bytes[k] == UInt8(ascii: "["),
            var close = digits(bytes, at: k + 1, end: end, count: 1...12)
        else { return nil }
        if close < end, bytes[close] == UInt8(ascii: ":") {
            close += 1
            while close < end, bytes[close].isIdentifierByte { close += 1 }
        }
        guard close < end, bytes[close] == UInt8(ascii: "]") else { return nil }
        close += 1
        if close < end, bytes[close] == UInt8(ascii: ":") { close += 1 }
        return close
    }

    /// Syslog's `<Notice>:`.
    private static func level(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
        guard start < end, bytes[start] == UInt8(ascii: "<") else { return nil }
        var k = start + 1
        while k < end, bytes[k].isIdentifierByte { k += 1 }
        guard k > start + 1, k < end, bytes[k] == UInt8(ascii: ">") else { return nil }
        k += 1
        if k < end, bytes[k] == UInt8(ascii: ":") { k += 1 }
        return k
    }

    private static func digits(_ bytes: [UInt8], at start: Int, end: Int, count: ClosedRange<Int>) -> Int? {
        var k = start
        while k < end, k - start < count.upperBound, bytes[k].isDigit { k += 1 }
        // What follows is checked by the caller (`-`, `:`, a blank), so `+0100` reads as two fields.
        return count.contains(k - start) ? k : nil
    }

    private static func starts(_ bytes: [UInt8], at i: Int, end: Int, with literal: String) -> Bool {
        let lit = Array(literal.utf8)
        guard i + lit.count <= end else { return false }
        for (n, b) in lit.enumerated() where bytes[i + n] != b { return false }
        return true
    }

    private static func fill(_ bytes: inout [UInt8], from start: Int, to end: Int) {
        for k in start..<min(end, bytes.count) { bytes[k] = PastedByte.space }
    }
}

/// The bytes the notification text reader looks for.
enum PastedByte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
}

extension UInt8 {
    /// Space, tab or carriage return: blank, but not a line break.
    var isBlank: Bool { self == 0x20 || self == 0x09 || self == 0x0D }
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    /// ASCII letters and `_`, which may start an identifier.
    var isIdentifierStart: Bool { isIdentifierByte && !isDigit }
    var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
}
