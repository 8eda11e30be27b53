public import KeyboardGeometry

/// A strict RFC 8259 reader.
///
/// It reads UTF-8 bytes directly, without Foundation, because a 400 must say where the JSON breaks. The
/// request decoders read a `JSONDocument` (`JSONDocument.parse`); this gives the same document as a tree of
/// `JSONValue`s, for tests and tools that want to walk an answer.
public enum JSONReader {
    /// Parses exactly one JSON value (whitespace around allowed, trailing data is an error).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONValue {
        let document = try JSONDocument.parse(bytes, maxDepth: maxDepth)
        return document.tree(document.root)
    }

    /// Parses exactly one JSON value from text.
    public static func parse(_ text: String, maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

/// Reads one JSON text into a `JSONDocument`'s nodes, in a single pass, with the position of every syntax error.
///
/// Containers are tracked without recursion (the open ones are linked through their nodes), so no input can
/// exhaust the call stack, whatever `maxDepth` is.
package struct JSONParser {
    /// An array or object that has been opened and not yet closed: its node, and how many children it has so far.
    private struct OpenContainer {
        package var isObject: Bool
        package var node: Int
        package var count: Int
    }

    /// Where a value is expected, which decides the wording of "expected ..., found ...".
    private enum ValuePosition {
        case topLevel, firstElement, elementAfterComma, memberValue

        package var expected: String {
            switch self {
            case .topLevel: "a value"
            case .firstElement: "a value or ']'"
            case .elementAfterComma: "a value after ','"
            case .memberValue: "a value after ':'"
            }
        }
    }

    /// The input, kept for the line and column of errors; reading goes through the `Span` each method is lent.
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    /// The document's nodes in input order: a container, then its children (for an object: key, value, ...).
    private(set) var nodes: [JSONDocument.Node] = []
    /// The decoded text of strings with escapes, which the document puts after the input; a string without
    /// escapes (almost all of them) is a range of the input and is copied nowhere.
    private(set) var unescaped: [UInt8] = []

    package init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A node for every 8 bytes covers typical requests (a node is at least a key or a number and a comma).
        nodes.reserveCapacity(bytes.count / 6 + 8)
    }

    /// Reads the document from `input`, the bytes the parser was made with lent as a `Span` (the reader's bounds
    /// checks without an array's buffer to reload at every byte).
    package mutating func parseDocument(_ input: Span<UInt8>) throws(JSONSyntaxError) {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            index = 3
        }
        var position = ValuePosition.topLevel
        // The innermost open container is kept here: finishing a value touches only these locals (counting it
        // into an array element cost a uniqueness check a value). The containers around it are not kept in a
        // stack of their own (an allocation a request): while a container is open, its node's `next` names the
        // node of the container around it (-1 for none) and its `count` holds its children so far; both get
        // their final values when it closes.
        var hasTop = false
        var top = OpenContainer(isObject: false, node: 0, count: 0)
        var depth = 0

        document: while true {
            skipWhitespace(input)
            guard index < input.count else {
                throw position == .topLevel
                    ? error("unexpected end of input", at: index) : endOfInput(expected: position.expected)
            }
            let start = index
            switch input[index] {
            case .openBrace, .openBracket:
                let isObject = input[index] == .openBrace
                try checkDepth(depth, at: start)
                index += 1
                let node = nodes.count
                nodes.append(JSONDocument.Node(isObject ? .object : .array, next: node + 1))
                skipWhitespace(input)
                // An empty container is finished at once; otherwise its first child comes next.
                if index < input.count, input[index] == (isObject ? .closeBrace : .closeBracket) {
                    index += 1
                } else {
                    if hasTop {
                        nodes[top.node].count = top.count
                        nodes[node].next = top.node
                    } else {
                        nodes[node].next = -1
                    }
                    hasTop = true
                    depth += 1
                    top = OpenContainer(isObject: isObject, node: node, count: 0)
                    if isObject {
                        try readKey(input, afterComma: false)
                        position = .memberValue
                    } else {
                        position = .firstElement
                    }
                    continue document
                }
            case .quote:
                try readString(input, offset: start)
            case .minus, .digit0 ... .digit9:
                let value = try readNumber(input)
                nodes.append(JSONDocument.Node(number: value, next: nodes.count + 1))
            default:
                try readLiteral(input, at: position)
            }

            // A finished value may finish its container, and that one its own, and so on.
            while hasTop {
                top.count += 1
                skipWhitespace(input)
                guard index < input.count else {
                    throw endOfInput(expected: Self.afterChild(inObject: top.isObject))
                }
                switch input[index] {
                case .comma:
                    index += 1
                    if top.isObject {
                        try readKey(input, afterComma: true)
                        position = .memberValue
                    } else {
                        position = .elementAfterComma
                    }
                    continue document
                case .closeBrace where top.isObject, .closeBracket where !top.isObject:
                    index += 1
                    let parent = nodes[top.node].next
                    nodes[top.node].count = top.count
                    nodes[top.node].next = nodes.count
                    depth -= 1
                    if parent >= 0 {
                        top = OpenContainer(
                            isObject: nodes[parent].kind == .object, node: parent, count: nodes[parent].count)
                    } else {
                        hasTop = false
                    }
                default:
                    throw unexpected(expected: Self.afterChild(inObject: top.isObject))
                }
            }

            skipWhitespace(input)
            guard index == input.count else { throw unexpected(expected: "end of input after the value") }
            return
        }
    }

    // MARK: Containers

    /// What may follow an object's member or an array's element.
    private static func afterChild(inObject: Bool) -> String {
        inObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
    }

    /// Whether another container may open inside `depth` open ones.
    private func checkDepth(_ depth: Int, at offset: Int) throws(JSONSyntaxError) {
        guard depth < maxDepth else {
            throw error("nesting too deep: more than \(maxDepth) levels of arrays and objects", at: offset)
        }
    }

    /// Reads `"key"` and the `:` after it; the key is a string node before its value's nodes.
    @inline(__always)
    private mutating func readKey(_ input: Span<UInt8>, afterComma: Bool) throws(JSONSyntaxError) {
        skipWhitespace(input)
        guard index < input.count, input[index] == .quote else {
            let expected = afterComma ? "a string key after ','" : "a string key or '}'"
            throw index < input.count ? unexpected(expected: expected) : endOfInput(expected: expected)
        }
        try readString(input, offset: index)
        skipWhitespace(input)
        guard index < input.count else { throw endOfInput(expected: "':' after an object key") }
        guard input[index] == .colon else { throw unexpected(expected: "':' after an object key") }
        index += 1
    }

    // MARK: Scalars

    private mutating func readLiteral(_ input: Span<UInt8>, at position: ValuePosition) throws(JSONSyntaxError) {
        let start = index
        let kind: JSONDocument.Node.Kind
        if matches(input, "true") {
            kind = .true
        } else if matches(input, "false") {
            kind = .false
        } else if matches(input, "null") {
            kind = .null
        } else {
            throw unexpected(expected: position.expected)
        }
        // `nullx` is one unknown word, better reported whole than as `null` followed by 'x'.
        if index < input.count, input[index].isWordByte {
            index = start
            throw unexpected(expected: position.expected)
        }
        nodes.append(JSONDocument.Node(kind, next: nodes.count + 1))
    }

    private mutating func matches(_ input: Span<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard input.count - index >= count else { return false }
        let matched = literal.withBytes { literalBytes in
            for i in 0..<count where input[index + i] != literalBytes[i] { return false }
            return true
        }
        if matched { index += count }
        return matched
    }

    @inline(__always)
    private mutating func readNumber(_ input: Span<UInt8>) throws(JSONSyntaxError) -> Double {
        do {
            let (value, end) = try JSONNumber.scan(input, from: index)
            index = end
            return value
        } catch {
            switch error {
            case .missingDigit(let expected, let offset):
                index = offset
                throw offset < input.count ? unexpected(expected: expected) : endOfInput(expected: expected)
            case .leadingZero(let start):
                throw self.error("leading zeros are not allowed in a number", at: start)
            case .outOfRange(let start):
                throw self.error("number out of range", at: start)
            }
        }
    }

    // MARK: Strings

    /// Reads a string at its opening quote into a node naming its text: a range of the input when it has no
    /// escapes, else of the decoded text after it. No String is made (keys are compared as bytes).
    @inline(__always)
    private mutating func readString(_ input: Span<UInt8>, offset quoteOffset: Int) throws(JSONSyntaxError) {
        let contentStart = quoteOffset + 1
        var i = contentStart
        let end = input.count
        while i < end {
            // The usual bytes, printable ASCII other than the quote and the backslash, skipped a word at a time.
            i = input.plainTextEnd(from: i)
            guard i < end else { break }
            let byte = input[i]
            if byte == .quote {
                nodes.append(JSONDocument.Node(string: contentStart, length: i - contentStart, next: nodes.count + 1))
                index = i + 1
                return
            }
            index = i
            if byte == .backslash {
                let start = input.count + unescaped.count
                try readEscapedString(input, contentStart: contentStart, quoteOffset: quoteOffset)
                nodes.append(
                    JSONDocument.Node(
                        string: start, length: input.count + unescaped.count - start, next: nodes.count + 1))
                return
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            try skipUTF8Sequence(input)
            i = index
        }
        throw error("unterminated string", at: quoteOffset)
    }

    /// The slow path: unescaped runs and decoded escapes are appended to `unescaped`.
    private mutating func readEscapedString(_ input: Span<UInt8>, contentStart: Int, quoteOffset: Int)
        throws(JSONSyntaxError)
    {
        var runStart = contentStart
        while index < input.count {
            let byte = input[index]
            if byte == .quote {
                unescaped.append(contentsOf: bytes[runStart..<index])
                index += 1
                return
            } else if byte == .backslash {
                unescaped.append(contentsOf: bytes[runStart..<index])
                try readEscape(input, quoteOffset: quoteOffset)
                runStart = index
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else if byte < 0x80 {
                index += 1
            } else {
                try skipUTF8Sequence(input)
            }
        }
        throw error("unterminated string", at: quoteOffset)
    }

    /// Decodes the escape at the backslash into `unescaped`.
    private mutating func readEscape(_ input: Span<UInt8>, quoteOffset: Int) throws(JSONSyntaxError) {
        let escapeOffset = index
        index += 1
        guard index < input.count else { throw error("unterminated string", at: quoteOffset) }
        let decoded: UInt8
        switch input[index] {
        case .quote: decoded = .quote
        case .backslash: decoded = .backslash
        case .slash: decoded = .slash
        case .lowerB: decoded = 0x08
        case .lowerF: decoded = 0x0C
        case .lowerN: decoded = 0x0A
        case .lowerR: decoded = 0x0D
        case .lowerT: decoded = 0x09
        case .lowerU:
            index += 1
            try readUnicodeEscape(input, escapeOffset: escapeOffset, quoteOffset: quoteOffset)
            return
        case let byte where byte > 0x20 && byte < 0x7F:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: escapeOffset)
        default:
            let found = describeCharacter(at: index)
            throw error("invalid escape in a string: '\\' followed by \(found)", at: escapeOffset)
        }
        unescaped.append(decoded)
        index += 1
    }

    /// Decodes `XXXX` after `\u`, joining a surrogate pair written as two escapes.
    private mutating func readUnicodeEscape(_ input: Span<UInt8>, escapeOffset: Int, quoteOffset: Int)
        throws(JSONSyntaxError)
    {
        let unit = try readHex4(input, quoteOffset: quoteOffset)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate is only half a character: the low half must follow as `\uDC00`-`\uDFFF`.
            guard input.count - index >= 6, input[index] == .backslash,
                input[index + 1] == .lowerU,
                let low = hex4(input, at: index + 2), (0xDC00...0xDFFF).contains(low)
            else { throw loneSurrogate(unit, at: escapeOffset) }
            index += 6
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw loneSurrogate(unit, at: escapeOffset)
        default:
            scalarValue = unit
        }
        // Surrogates were excluded above, so every remaining value is a scalar.
        guard let scalar = Unicode.Scalar(scalarValue) else { throw loneSurrogate(unit, at: escapeOffset) }
        UTF8.encode(scalar) { unescaped.append($0) }
    }

    private mutating func readHex4(_ input: Span<UInt8>, quoteOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard index < input.count else { throw error("unterminated string", at: quoteOffset) }
            guard let digit = input[index].hexValue else {
                throw unexpected(expected: "4 hexadecimal digits after '\\u'")
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    private func hex4(_ input: Span<UInt8>, at offset: Int) -> UInt32? {
        var unit: UInt32 = 0
        for i in offset..<offset + 4 {
            guard let digit = input[i].hexValue else { return nil }
            unit = unit << 4 | digit
        }
        return unit
    }

    /// Steps over one well-formed multi-byte UTF-8 sequence, or throws at its first byte.
    private mutating func skipUTF8Sequence(_ input: Span<UInt8>) throws(JSONSyntaxError) {
        guard let length = utf8SequenceLength(at: index) else {
            throw error("invalid UTF-8 byte \(hexByte(bytes[index])) in a string", at: index)
        }
        index += length
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode Table 3-7), nil when it is not one.
    ///
    /// Overlong forms, encoded surrogates and values above U+10FFFF are not well-formed.
    private func utf8SequenceLength(at offset: Int) -> Int? {
        func continuation(_ i: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset + i < bytes.count && range.contains(bytes[offset + i])
        }
        switch bytes[offset] {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    // MARK: Whitespace

    @inline(__always)
    private mutating func skipWhitespace(_ input: Span<UInt8>) {
        // Most values and keys follow a byte that is not whitespace, or a single space.
        var i = index
        if i < input.count, input[i] > .space { return }
        // In a local: the stored `index` was written back at every byte of indentation.
        while i < input.count {
            switch input[i] {
            case .space, .tab, .lineFeed, .carriageReturn: i += 1
            default:
                index = i
                return
            }
        }
        index = i
    }

    // MARK: Errors

    private func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset, in: bytes)
    }

    private func endOfInput(expected: String) -> JSONSyntaxError {
        error("unexpected end of input, expected \(expected)", at: bytes.count)
    }

    /// `expected X, found Y` at the current byte, which is not the end of input.
    private func unexpected(expected: String) -> JSONSyntaxError {
        error("expected \(expected), found \(describeFound(at: index))", at: index)
    }

    private func controlCharacter(_ byte: UInt8) -> JSONSyntaxError {
        error("unescaped control character \(codePoint(UInt32(byte))) in a string", at: index)
    }

    private func loneSurrogate(_ unit: UInt32, at offset: Int) -> JSONSyntaxError {
        error("lone surrogate '\\u\(hexDigits(unit, width: 4))' in a string", at: offset)
    }

    /// What stands at `offset`, quoted: a whole word such as `'NaN'` or `'tru'`, else one character.
    private func describeFound(at offset: Int) -> String {
        guard bytes[offset].isWordByte else { return describeCharacter(at: offset) }
        var end = offset
        while end < bytes.count, end - offset < 24, bytes[end].isWordByte { end += 1 }
        return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
    }

    /// One character at `offset`, with its code point when it may not show (a curly quote, a control character).
    private func describeCharacter(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte < 0x20 || byte == 0x7F { return "control character \(codePoint(UInt32(byte)))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        guard let length = utf8SequenceLength(at: offset) else { return "invalid UTF-8 byte \(hexByte(byte))" }
        let text = String(
            decoding: bytes[offset..<offset + length], as: UTF8.self)
        let value = text.unicodeScalars.first.map(\.value) ?? 0
        return "'\(text)' (\(codePoint(value)))"
    }

    private func codePoint(_ value: UInt32) -> String { "U+" + hexDigits(value, width: 4) }
    private func hexByte(_ byte: UInt8) -> String { "0x" + hexDigits(UInt32(byte), width: 2) }

    private func hexDigits(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
