/// A cursor over UTF-8 text, shared by the parsers of the strings iOS prints.
///
/// Offsets are UTF-8 byte offsets into the whole input, so errors can name line and column.
package struct TextScanner {
    package let bytes: [UInt8]
    package var index: Int

    package init(_ text: String) {
        self.bytes = Array(text.utf8)
        self.index = 0
    }

    package init(bytes: [UInt8], index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    package var isAtEnd: Bool { index >= bytes.count }
    package var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    package func peek(at offset: Int) -> UInt8? {
        let i = index + offset
        return i < bytes.count && i >= 0 ? bytes[i] : nil
    }

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
        let lit = Array(literal.utf8)
        guard index + lit.count <= bytes.count else { return false }
        for (i, b) in lit.enumerated() where bytes[index + i] != b { return false }
        index += lit.count
        return true
    }

    package func error(_ message: String, at offset: Int? = nil) -> TextParseError {
        TextParseError(message: message, offset: offset ?? index, in: bytes)
    }

    package mutating func expect(_ byte: UInt8, _ what: String) throws(TextParseError) {
        skipSpaces()
        guard consume(byte) else {
            throw error("expected \(what), found \(describeNext())")
        }
    }

    /// A short description of what stands at the cursor, for error messages.
    package func describeNext() -> String {
        guard index < bytes.count else { return "end of text" }
        var end = index
        while end < bytes.count, end - index < 12, bytes[end] != 0x0A { end += 1 }
        let snippet = String(decoding: bytes[index..<end], as: UTF8.self)
        return "'\(snippet)'"
    }

    /// Reads a decimal number as iOS prints it (`516`, `-0.5`, `1e+02`); rejects `nan` and `inf`.
    package mutating func number() throws(TextParseError) -> Double {
        skipSpaces()
        let start = index
        if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while let b = peek, b >= 0x30 && b <= 0x39 {
            index += 1
            digits += 1
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            while let b = peek, b >= 0x30 && b <= 0x39 {
                index += 1
                digits += 1
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
            if expDigits == 0 { index = save }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("'\(text)' is not a finite number", at: start)
        }
        return value
    }
}

/// A parse error in text, with the byte offset and the line and column (1-based) it stands at.
public struct TextParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    package init(message: String, offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        // Columns count characters, not bytes, so a `▿` before the error counts once.
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        self.init(message: message, offset: offset, line: line, column: column)
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
