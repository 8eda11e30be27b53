/// A cursor over UTF-8 text, shared by the parsers of the strings iOS prints.
///
/// Offsets are UTF-8 byte offsets into the whole input, so errors can name line and column. The text may be a
/// range of a larger buffer (a JSON string inside the request's bytes): then it is read in place, and errors
/// count from the range's start.
package struct TextScanner {
    /// The input as UTF-8; every offset, the cursor's and the errors', indexes it.
    package let bytes: [UInt8]
    /// Where the text starts in `bytes`: 0, or the start of the range being read. Errors count from here.
    package let start: Int
    /// Where the text ends in `bytes`: its count, or the end of the range being read.
    package let end: Int
    /// The cursor: the byte offset of the next byte to read.
    package var index: Int

    /// A scanner at the start of `text`.
    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// A scanner over input already in UTF-8 with its cursor at `index`, so offsets stay those of the whole input.
    package init(bytes: [UInt8], index: Int = 0) {
        self.bytes = bytes
        self.start = 0
        self.end = bytes.count
        self.index = index
    }

    /// A scanner over the text at `range` of `bytes` (clamped to them), read in place: no copy is made unless an
    /// error is reported, whose offset, line and column are then those within the range.
    package init(bytes: [UInt8], range: Range<Int>) {
        let range = range.clamped(to: 0..<bytes.count)
        self.bytes = bytes
        self.start = range.lowerBound
        self.end = range.upperBound
        self.index = range.lowerBound
    }

    /// Reads the whole text (all of `bytes`, or `range` of them) as one value with `read`: anything but spaces
    /// after it is an error, naming `what` the value was ("the rect"), so every whole-input parse reports trailing
    /// text alike.
    package static func whole<Value>(
        _ bytes: [UInt8], in range: Range<Int>? = nil, _ what: @autoclosure () -> String,
        _ read: (inout TextScanner) throws(TextParseError) -> Value
    ) throws(TextParseError) -> Value {
        var scanner = range.map { TextScanner(bytes: bytes, range: $0) } ?? TextScanner(bytes: bytes)
        let value = try read(&scanner)
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.describeNext()) after \(what())") }
        return value
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { index >= end }
    /// The next byte, not consumed; nil at the end of the input.
    package var peek: UInt8? { index < end ? bytes[index] : nil }

    /// The byte `offset` places from the cursor (negative looks back), not consumed; nil outside the input.
    package func peek(at offset: Int) -> UInt8? {
        let i = index + offset
        return i < end && i >= start ? bytes[i] : nil
    }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    package mutating func skipSpaces() {
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    /// Consumes `byte` if it is next (after spaces when `skippingSpaces`), and says whether it did.
    package mutating func consume(_ byte: UInt8) -> Bool {
        if peek == byte {
            index += 1
            return true
        }
        return false
    }

    /// Consumes the ASCII `literal` if the input continues with it.
    package mutating func consume(_ literal: String) -> Bool {
        let lit = literal.utf8
        guard index + lit.count <= end else { return false }
        var i = index
        for b in lit {
            guard bytes[i] == b else { return false }
            i += 1
        }
        index = i
        return true
    }

    /// A parse error saying `message` at byte `offset` (the cursor when nil), with its line and column.
    package func error(_ message: String, at offset: Int? = nil) -> TextParseError {
        let offset = offset ?? index
        guard start > 0 || end < bytes.count else { return TextParseError(message: message, offset: offset, in: bytes) }
        return TextParseError(message: message, offset: offset - start, in: Array(bytes[start..<end]))
    }

    /// Skips spaces and consumes `byte`, or throws an error saying `what` was expected and what stands there.
    package mutating func expect(_ byte: UInt8, _ what: String) throws(TextParseError) {
        skipSpaces()
        guard consume(byte) else {
            throw error("expected \(what), found \(describeNext())")
        }
    }

    /// A short description of what stands at the cursor, for error messages.
    package func describeNext() -> String {
        guard index < end else { return "end of text" }
        var last = index
        while last < end, last - index < 12, bytes[last] != 0x0A { last += 1 }
        let snippet = String(decoding: bytes[index..<last], as: UTF8.self)
        return "'\(snippet)'"
    }

    /// Reads a decimal number as iOS prints it (`516`, `-0.5`, `1e+02`); rejects `nan` and `inf`.
    /// 10^0 to 10^15, each exact as a Double.
    private static let powersOfTen: [Double] = (0...15).reduce(into: []) { powers, k in
        powers.append(k == 0 ? 1 : (powers.last ?? 1) * 10)
    }

    package mutating func number() throws(TextParseError) -> Double {
        skipSpaces()
        let start = index
        let negative = peek == UInt8(ascii: "-")
        if negative || peek == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        // The digits as an integer (while it is exact) and how many of them follow the point, for the fast path.
        var mantissa: UInt64 = 0
        var fractionDigits = 0
        var hasExponent = false
        while let b = peek, b >= 0x30 && b <= 0x39 {
            index += 1
            if digits < 16 { mantissa = mantissa &* 10 &+ UInt64(b &- 0x30) }
            digits += 1
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            while let b = peek, b >= 0x30 && b <= 0x39 {
                index += 1
                if digits < 16 { mantissa = mantissa &* 10 &+ UInt64(b &- 0x30) }
                digits += 1
                fractionDigits += 1
            }
        }
        guard digits > 0 else {
            index = start
            throw error("expected a number, found \(describeNext())")
        }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let save = index
            index += 1
            if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
            var expDigits = 0
            while let b = peek, b >= 0x30 && b <= 0x39 {
                index += 1
                expDigits += 1
            }
            if expDigits == 0 { index = save } else { hasExponent = true }
        }
        // Up to 15 digits and no exponent: the digits and a power of ten are exact Doubles, so one division is
        // correctly rounded, the same Double as parsing the text (Clinger's fast path), without making a String.
        if !hasExponent, digits <= 15 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("'\(text)' is not a finite number", at: start)
        }
        return value
    }
}

/// A parse error in text, with the byte offset and the line and column (1-based) it stands at: the one positioned
/// error of every reader (geometry text, notification text, and JSON, whose `JSONSyntaxError` is this type).
public struct TextParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for people: `expected a number, found 'x'`.
    public var message: String
    /// Where the error stands, as a UTF-8 byte offset into the whole input.
    public var offset: Int
    /// The line the error stands on, 1-based, counted by line feeds.
    public var line: Int
    /// The column the error stands at, 1-based, in characters rather than bytes.
    public var column: Int

    /// An error at a position whose line and column are already known.
    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// An error at byte `offset` of `bytes`, its line and column counted from the start of the input.
    ///
    /// This runs only when reading fails, so a reader need not track lines on its hot path.
    package init(message: String, offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(max(offset, 0), bytes.count)
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        // An editor does not show a byte order mark, so it takes no column.
        if lineStart == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            lineStart = 3
        }
        // Columns count characters, not bytes, so a `▿` or an `é` before the error counts once.
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        self.init(message: message, offset: offset, line: line, column: column)
    }

    /// The error as `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
