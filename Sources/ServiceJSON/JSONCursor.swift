/// Reads a JSON text front to back, one token at a time, for a reader that knows the shape it expects: it fills
/// typed values straight from the bytes, with no tape or tree of the document.
///
/// It is the bytes input of the request readers (`CursorReader`). It takes the usual text only (strings of printable ASCII without
/// escapes, no nesting it was not asked for) and gives up with `JSONCursor.Unusual` at anything else, valid or
/// not: the caller then reads the same bytes by the full reader (`JSONDocument`), which accepts every JSON text
/// and says where each problem is. So everything this accepts is valid JSON (RFC 8259) that the full reader reads
/// to the same values, and nothing it accepts has a problem to report.
package struct JSONCursor {
    /// Something the fast path does not take: invalid JSON, a value of an unexpected kind, a key it does not know,
    /// a string with escapes or non-ASCII text. Carries nothing: the full reader says what it was.
    package struct Unusual: Error {
        package init() {}
    }

    /// Where the members of an object (or the elements of an array) stand: whether the next one is the first.
    package struct Items {
        @usableFromInline var first = true
        /// The place of the key expected next: the one after the last found (requests usually give keys in the
        /// declared order).
        @usableFromInline var expected = 0

        @inlinable package init() {}
    }

    package let bytes: [UInt8]
    /// The offset of the next byte to read.
    package private(set) var index = 0

    /// A cursor at the start of `bytes` (after a UTF-8 byte order mark, which the full reader also skips).
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    // MARK: Structure

    /// The first byte of the next value (after whitespace), without reading it; nil at the end of the input.
    @inlinable @inline(__always)
    package mutating func peek() -> UInt8? {
        guard index < bytes.count else { return nil }
        // Most values and keys follow a byte that is not whitespace.
        let b = bytes[index]
        if b > .space { return b }
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Reads `{`: the members follow (`nextKey`).
    @inlinable
    package mutating func openObject() throws(Unusual) -> Items {
        try expect(.openBrace)
        return Items()
    }

    /// Reads `[`: the elements follow (`nextElement`).
    @inlinable
    package mutating func openArray() throws(Unusual) -> Items {
        try expect(.openBracket)
        return Items()
    }

    /// The next member's key as its place in `keys` (nil for a key that is none of them) and its text's range, with
    /// the `:` after it read; nil at the object's `}` (read). The name at `expected` is compared first, in place
    /// (its bytes, then the closing quote: a name is plain ASCII), as requests usually give keys in the declared
    /// order; then the key is read and looked up.
    @inlinable
    package mutating func nextKey(_ items: inout Items, in keys: KeyNames, expected: Int) throws(Unusual)
        -> (place: Int?, name: Range<Int>)?
    {
        guard try next(&items, closing: .closeBrace) else { return nil }
        guard peek() == .quote else { throw Unusual() }
        let start = index + 1
        if expected < keys.count {
            let length = keys.bounds[expected + 1] - keys.bounds[expected]
            let end = start + length
            if end < bytes.count, bytes[end] == .quote, keys.name(expected, isIn: bytes, at: start, length: length) {
                index = end + 1
                try expect(.colon)
                return (expected, start..<end)
            }
        }
        let name = try string()
        try expect(.colon)
        return (keys.place(ofKeyIn: bytes, at: name.lowerBound, length: name.count, from: expected), name)
    }

    /// The next member's key as a range of `bytes` (for keys the caller matches itself), with the `:` after it
    /// read; nil at the object's `}` (read).
    @inlinable
    package mutating func nextName(_ items: inout Items) throws(Unusual) -> Range<Int>? {
        guard try next(&items, closing: .closeBrace) else { return nil }
        let name = try string()
        try expect(.colon)
        return name
    }

    /// Whether another element follows (true) or the array's `]` was read (false).
    @inlinable
    package mutating func nextElement(_ items: inout Items) throws(Unusual) -> Bool {
        try next(&items, closing: .closeBracket)
    }

    /// Reads the `,` before every member or element but the first, or the closing byte (false).
    @inlinable @inline(__always)
    mutating func next(_ items: inout Items, closing: UInt8) throws(Unusual) -> Bool {
        guard let b = peek() else { throw Unusual() }
        if b == closing {
            index += 1
            return false
        }
        if items.first {
            items.first = false
        } else {
            guard b == .comma else { throw Unusual() }
            index += 1
        }
        return true
    }

    /// The end of the input: only whitespace may follow the value.
    @inlinable
    package mutating func end() throws(Unusual) {
        guard peek() == nil else { throw Unusual() }
    }

    // MARK: Scalars

    /// A number (RFC 8259's grammar; the same Double the full reader gives, by the same scan).
    @inlinable
    package mutating func number() throws(Unusual) -> Double {
        guard let b = peek(), b == .minus || b.isDigit else { throw Unusual() }
        do {
            // What follows (`1x`, `2.5.1`) is the caller's next read, which takes only `,`, `}` or `]`.
            let (value, end) = try JSONNumber.scan(bytes.span, from: index)
            index = end
            return value
        } catch {
            throw Unusual()
        }
    }

    /// `true` or `false`.
    @inlinable
    package mutating func bool() throws(Unusual) -> Bool {
        if try literal("true") { return true }
        if try literal("false") { return false }
        throw Unusual()
    }

    /// Whether the next value is `null` (read); false, reading nothing, for any other value.
    @inlinable
    package mutating func null() throws(Unusual) -> Bool {
        try literal("null")
    }

    /// A string's text as a range of `bytes`: printable ASCII without escapes, else `Unusual`.
    @inlinable
    package mutating func string() throws(Unusual) -> Range<Int> {
        guard peek() == .quote else { throw Unusual() }
        let start = index + 1
        let end = bytes.span.plainTextEnd(from: start)
        guard end < bytes.count, bytes[end] == .quote else { throw Unusual() }
        index = end + 1
        return start..<end
    }

    /// A string's text as a String.
    @inlinable
    package mutating func text() throws(Unusual) -> String {
        let range = try string()
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the text at `range` is `name`, compared as bytes.
    @inlinable
    package func text(_ range: Range<Int>, is name: StaticString) -> Bool {
        name.utf8CodeUnitCount == range.count && name.withBytes { bytes.matches(at: range.lowerBound, $0) }
    }

    /// Whether the text at `range` is `name`'s, compared as bytes.
    @inlinable
    package func text(_ range: Range<Int>, is name: String) -> Bool {
        name.utf8.count == range.count && name.withBytes { bytes.matches(at: range.lowerBound, $0) }
    }

    // MARK: Moving

    /// Moves to `offset` (a value's first byte, found by an earlier read).
    @inlinable @inline(__always)
    package mutating func seek(_ offset: Int) {
        index = offset
    }

    /// Reads past one whole value, checking it as it goes (RFC 8259's grammar, with `string()`'s limits), without
    /// keeping anything of it. Nesting is followed by a bit a level (1 for an object), so at most 63 levels deep, as
    /// the full reader's documents; anything else is `Unusual`.
    @inlinable
    package mutating func skipValue() throws(Unusual) {
        // Most values walked past are scalars: no stack for them.
        guard let first = peek() else { throw Unusual() }
        if first != .openBrace, first != .openBracket {
            try skipScalar(first)
            return
        }
        var objects: UInt64 = 0
        var depth = 0
        while true {
            // A value.
            guard let b = peek() else { throw Unusual() }
            switch b {
            case .openBrace, .openBracket:
                index += 1
                let isObject = b == .openBrace
                if peek() == (isObject ? .closeBrace : .closeBracket) {
                    index += 1
                    break
                }
                guard depth < 63 else { throw Unusual() }
                objects = objects << 1 | (isObject ? 1 : 0)
                depth += 1
                if isObject {
                    _ = try string()
                    try expect(.colon)
                }
                continue
            default:
                try skipScalar(b)
            }
            // After a value: the containers it ends, then a comma and the next value (with its key in an object).
            while true {
                if depth == 0 { return }
                guard let c = peek() else { throw Unusual() }
                let inObject = objects & 1 == 1
                if c == .comma {
                    index += 1
                    if inObject {
                        _ = try string()
                        try expect(.colon)
                    }
                    break
                }
                guard c == (inObject ? UInt8.closeBrace : .closeBracket) else { throw Unusual() }
                index += 1
                objects >>= 1
                depth -= 1
            }
        }
    }

    /// Reads past a string, a number or a literal whose first byte is `b`.
    @inlinable @inline(__always)
    mutating func skipScalar(_ b: UInt8) throws(Unusual) {
        switch b {
        case .quote:
            _ = try string()
        case .minus, UInt8.digit0...UInt8.digit9:
            _ = try number()
        default:
            // `||` would take the later reads as closures, which throw any error.
            if try !literal("true"), try !literal("false"), try !literal("null") { throw Unusual() }
        }
    }

    // MARK: Bytes

    @inlinable
    mutating func literal(_ word: StaticString) throws(Unusual) -> Bool {
        guard let b = peek(), word.withBytes({ b == $0[0] }) else { return false }
        let n = word.utf8CodeUnitCount
        guard bytes.count - index >= n, word.withBytes({ bytes.matches(at: index, $0) }) else { throw Unusual() }
        // `nullx`, `trueish`: one unknown word to the full reader.
        if index + n < bytes.count, bytes[index + n].isWordByte { throw Unusual() }
        index += n
        return true
    }

    @inlinable @inline(__always)
    mutating func expect(_ byte: UInt8) throws(Unusual) {
        guard peek() == byte else { throw Unusual() }
        index += 1
    }

    @inlinable @inline(__always)
    mutating func skipWhitespace() {
        // In a local: the stored `index` was written back at every byte of indentation.
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case .space, .tab, .lineFeed, .carriageReturn: i += 1
            default:
                index = i
                return
            }
        }
        index = i
    }
}

/// The keys of one wire object, declared once as the cases of an enumeration, each case named as the key is on
/// the wire (`case bounds, scale`): the readers from the bytes (`JSONCursor.nextKey`) and from the document
/// (`WireReader.object(_:at:keys:what:)`) both match keys by these names, and a contract test compares them with
/// openapi.yaml's properties. The raw value is the case's place, 0 up, which is its slot in an object.
package protocol WireKey: RawRepresentable, CaseIterable, Equatable where RawValue == Int, AllCases == [Self] {
    /// Each case's name as bytes, by raw value: a static table made once (`static let wireNames =
    /// wireNameTable()`).
    static var wireNames: [[UInt8]] { get }
}

extension WireKey {
    /// The table for `wireNames`: each case's name, as Swift spells the case.
    package static func wireNameTable() -> [[UInt8]] { allCases.map { Array(String(describing: $0).utf8) } }

    /// The key's name on the wire.
    package var wireName: String { String(decoding: Self.wireNames[rawValue], as: UTF8.self) }
}
