// A dump quoted inside a string literal: a UI test's failure stored in a JSON report (`"error_message":
// "...from input {(\n    Window, {{0.0, 0.0}, {390.0, 844.0}},\n ..."`), Appium's JSON answer, `po` of a Swift
// String. The literal's escapes are undone by the grammar of its language, so the dump inside reads as printed.
//
// Grammar (RFC 8259 section 7, JSON strings; The Swift Programming Language, "String Literals"):
//   literal := '"' (char | escape)* '"'                  on one line: neither language lets a line feed stand in it
//   escape  := "\" ( '"' | "\" | "/" | "'" | "b" | "f" | "n" | "r" | "t" | "0" )
//            | "\u" hex hex hex hex                      JSON: a UTF-16 code unit; a surrogate pair is one character
//            | "\u{" hex{1,8} "}"                        Swift: a Unicode scalar
// An escape this grammar does not know is kept as written; a lone surrogate or a value that is no scalar becomes
// U+FFFD. The quotes around a literal are kept: they mark where the literal stood.

/// Undoes the escapes of string literals in a pasted text.
enum EscapedText {
    /// The text with each string literal that holds an escaped line break (`\n`) decoded in place; nil when no
    /// literal holds one.
    static func literalsDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        var copied = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            // The literal's end: the next quote not escaped, before the line ends.
            var k = i + 1
            var breaks = false
            while k < bytes.count, bytes[k] != UInt8(ascii: "\""), bytes[k] != 0x0A {
                if bytes[k] == UInt8(ascii: "\\"), k + 1 < bytes.count, bytes[k + 1] != 0x0A {
                    if bytes[k + 1] == UInt8(ascii: "n") { breaks = true }
                    k += 1
                }
                k += 1
            }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") else {
                // Not closed on its line: a quote in the text, not a literal.
                i = k
                continue
            }
            if breaks {
                if out.isEmpty { out.reserveCapacity(bytes.count) }
                out.append(contentsOf: bytes[copied...i])
                out.append(contentsOf: decoded(bytes[(i + 1)..<k]))
                copied = k
            }
            i = k + 1
        }
        guard copied > 0 else { return nil }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    /// `text` with its escapes undone.
    static func decoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == UInt8(ascii: "\\"), i + 1 < text.endIndex else {
                out.append(text[i])
                i += 1
                continue
            }
            let c = text[i + 1]
            switch c {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "0"): out.append(0x00)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
            case UInt8(ascii: "u"):
                if let (scalar, end) = unicodeEscape(text, at: i) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = end
                    continue
                }
                out.append(text[i])
                out.append(c)
            default:
                out.append(text[i])
                out.append(c)
            }
            i += 2
        }
        return out
    }

    /// The scalar a `\u` escape at `i` stands for and the index after it: `\u{1F600}` (Swift), `\u2192` (JSON),
    /// `\uD83D\uDE00` (a JSON surrogate pair). Nil when no hex digits follow as the grammar says.
    private static func unicodeEscape(_ text: ArraySlice<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let replacement: Unicode.Scalar = "\u{FFFD}"
        if i + 2 < text.endIndex, text[i + 2] == UInt8(ascii: "{") {
            var k = i + 3
            var value: UInt32 = 0
            while k < text.endIndex, k - (i + 3) < 8, let d = hexValue(text[k]) {
                value = value << 4 | d
                k += 1
            }
            guard k > i + 3, k < text.endIndex, text[k] == UInt8(ascii: "}") else { return nil }
            return (Unicode.Scalar(value) ?? replacement, k + 1)
        }
        guard let unit = codeUnit(text, at: i + 2) else { return nil }
        if unit >= 0xD800, unit <= 0xDBFF {
            // A high surrogate: with the low one after it, one character.
            if i + 7 < text.endIndex, text[i + 6] == UInt8(ascii: "\\"), text[i + 7] == UInt8(ascii: "u"),
                let low = codeUnit(text, at: i + 8), low >= 0xDC00, low <= 0xDFFF
            {
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                return (Unicode.Scalar(value) ?? replacement, i + 12)
            }
            return (replacement, i + 6)
        }
        return (Unicode.Scalar(unit) ?? replacement, i + 6)
    }

    /// Four hex digits at `k` as a UTF-16 code unit.
    private static func codeUnit(_ text: ArraySlice<UInt8>, at k: Int) -> UInt32? {
        guard k + 4 <= text.endIndex else { return nil }
        var value: UInt32 = 0
        for j in k..<(k + 4) {
            guard let d = hexValue(text[j]) else { return nil }
            value = value << 4 | d
        }
        return value
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: UInt32(c - 0x30)
        case 0x41...0x46: UInt32(c - 0x41 + 10)
        case 0x61...0x66: UInt32(c - 0x61 + 10)
        default: nil
        }
    }
}
