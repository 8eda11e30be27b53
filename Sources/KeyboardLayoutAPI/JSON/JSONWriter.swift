/// Writes a `JSONValue` as deterministic UTF-8 JSON: members in the order given, numbers in their shortest form.
public enum JSONWriter {
    /// The JSON text of `value`, pretty (the default) or compact.
    ///
    /// Pretty output: 2-space indent, `"key": value`, members in the order given, a trailing newline;
    /// empty object `{}` and empty array `[]`. Compact output has no spaces or newlines at all.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
        bytes(pretty: pretty) { value.write(to: &$0) }
    }

    /// Appends the JSON text of `value` to `output`, after what it already holds (a prefix, earlier parts).
    public static func write(_ value: JSONValue, pretty: Bool = true, into output: inout [UInt8]) {
        output += write(value, pretty: pretty)
    }

    /// The JSON text of `value` as a String.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        String(decoding: write(value, pretty: pretty), as: UTF8.self)
    }

    /// The JSON text that `body` writes to a stream, formatted as `write` formats a value.
    public static func bytes(pretty: Bool = true, _ body: (inout JSONStream) -> Void) -> [UInt8] {
        var stream = JSONStream(pretty: pretty)
        body(&stream)
        return stream.finish()
    }
}

/// JSON text written as it is produced, without a value tree: `JSONWriter`'s formatting, token by token.
public struct JSONStream: JSONOutput, ~Copyable {
    private var sink = ByteSink(capacity: 1024)
    private let pretty: Bool
    /// The open containers, innermost last, with how many members or elements each has so far.
    private var open: [(isArray: Bool, count: Int)] = []
    /// A key was written and its value is next.
    private var afterKey = false

    init(pretty: Bool) {
        self.pretty = pretty
        open.reserveCapacity(8)
    }

    /// The text, with the trailing newline of pretty output.
    consuming func finish() -> [UInt8] {
        if pretty { sink.append(.lineFeed) }
        return sink.withBytes { Array($0) }
    }

    /// Starts a member or an element: the comma after the one before and, pretty, its own indented line.
    private mutating func startEntry() {
        if open[open.count - 1].count > 0 { sink.append(.comma) }
        if pretty { sink.appendNewline(level: open.count) }
        open[open.count - 1].count += 1
    }

    /// Before a value: nothing after a key, the element's start in an array.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if let last = open.last, last.isArray {
            startEntry()
        }
    }

    private mutating func close(_ byte: UInt8) {
        guard let last = open.popLast() else { return }
        if last.count > 0, pretty { sink.appendNewline(level: open.count) }
        sink.append(byte)
    }

    /// Writes `{` (an array element's comma and line first) and opens an object.
    public mutating func beginObject() {
        beginValue()
        sink.append(.openBrace)
        open.append((false, 0))
    }

    /// Writes the quoted key and a colon, on the member's own line when pretty, after a comma when members came before.
    public mutating func key(_ key: String) {
        guard !open.isEmpty else { return }
        startEntry()
        sink.appendString(key)
        sink.append(pretty ? ": " : ":")
        afterKey = true
    }

    /// Writes `}`, on its own line when pretty and the object has members.
    public mutating func endObject() { close(.closeBrace) }

    /// Writes `[` (an array element's comma and line first) and opens an array.
    public mutating func beginArray() {
        beginValue()
        sink.append(.openBracket)
        open.append((true, 0))
    }

    /// Writes `]`, on its own line when pretty and the array has elements.
    public mutating func endArray() { close(.closeBracket) }

    /// Writes a number in its shortest form: integers without a fraction, NaN and infinity as `null`.
    public mutating func number(_ value: Double) {
        beginValue()
        sink.appendNumber(value)
    }

    /// Writes a quoted string, with quotes, backslashes and control characters escaped (RFC 8259).
    public mutating func string(_ value: String) {
        beginValue()
        sink.appendString(value)
    }

    /// Writes `true` or `false` as the next value.
    public mutating func bool(_ value: Bool) {
        beginValue()
        sink.append(value ? "true" : "false")
    }

    /// Writes `null` as the next value.
    public mutating func null() {
        beginValue()
        sink.append("null")
    }
}

/// A growing byte buffer for the writer.
///
/// Output is built byte by byte; plain stores into owned memory skip the uniqueness check and
/// growth logic that every `Array.append` pays, a third of the writer's time when measured.
fileprivate struct ByteSink: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes room for `extra` more bytes, doubling so that appends stay amortised O(1).
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func appendNewline(level: Int) {
        let width = 2 * level
        reserve(1 + width)
        base[count] = .lineFeed
        (base + count + 1).initialize(repeating: .space, count: width)
        count += 1 + width
    }

    // MARK: Numbers

    /// Integral values below 2^53 print as integers (`393`, `0` for -0.0); the rest in the shortest form
    /// that reads back to the same Double. JSON has no NaN or infinity, so those print as `null`.
    mutating func appendNumber(_ number: Double) {
        guard number.isFinite else { return append("null") }
        if number.magnitude < 9_007_199_254_740_992, number.rounded(.towardZero) == number {
            appendInteger(Int64(number))
        } else {
            // Swift's `description` is the shortest round-trip form, and always valid JSON for finite
            // values: digits on both sides of a '.', exponents as `e-05` or `e+16`.
            var text = number.description
            text.withUTF8 { append($0) }
        }
    }

    /// Writes the digits in place instead of going through a String, as most numbers here are integers.
    private mutating func appendInteger(_ integer: Int64) {
        if integer < 0 { append(.minus) }
        var rest = integer.magnitude
        var digits = 1
        var power: UInt64 = 10
        while digits < 19, rest >= power {
            digits += 1
            power *= 10
        }
        reserve(digits)
        var position = count + digits
        repeat {
            position -= 1
            base[position] = .digit0 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }

    // MARK: Strings

    mutating func appendString(_ text: String) {
        append(.quote)
        var text = text
        text.withUTF8 { appendEscaped($0) }
        append(.quote)
    }

    /// Copies runs that need no escape in one go; escapes per RFC 8259 section 7, `/` and non-ASCII as they are.
    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for i in bytes.indices {
            let byte = bytes[i]
            guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            switch byte {
            case .quote: append("\\\"")
            case .backslash: append("\\\\")
            case 0x08: append("\\b")
            case 0x09: append("\\t")
            case 0x0A: append("\\n")
            case 0x0C: append("\\f")
            case 0x0D: append("\\r")
            default:
                append("\\u00")
                append(Self.hexDigit(byte >> 4))
                append(Self.hexDigit(byte & 0x0F))
            }
            runStart = i + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? .digit0 + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
