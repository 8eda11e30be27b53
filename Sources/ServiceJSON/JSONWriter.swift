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
    public static func bytes(pretty: Bool = true, capacity: Int = 1024, _ body: (inout JSONStream) -> Void)
        -> [UInt8]
    {
        // Written straight into the returned array's storage: no copy at the end when the text fits `capacity`.
        ByteSink.collect(capacity: max(64, capacity)) { sink in
            var stream = JSONStream(pretty: pretty, sink: sink)
            body(&stream)
            return stream.finish()
        }
    }
}

/// JSON text written as it is produced, without a value tree: `JSONWriter`'s formatting, token by token.
public struct JSONStream: JSONOutput, ~Copyable {
    @usableFromInline var sink: ByteSink
    @usableFromInline let pretty: Bool
    /// How many containers are open; the innermost is described by `isArray` and `count` (kept out of the stack,
    /// as every member and element touches them), the ones around it in `outerIsArray` and `outerHasEntries`.
    @usableFromInline var depth = 0
    @usableFromInline var isArray = false
    /// Members or elements of the innermost container so far.
    @usableFromInline var count = 0
    /// The containers around the innermost, one bit each (bit k the one at depth k + 1), up to 64 deep: whether
    /// it is an array, and whether it has an entry (of an outer container's count, only "any" matters: the
    /// comma before its next entry and the line before its close). Bits, not an array: no allocation an answer.
    @usableFromInline var outerIsArray: UInt64 = 0
    @usableFromInline var outerHasEntries: UInt64 = 0
    /// The containers around the innermost beyond the first 64, deepest last.
    @usableFromInline var deeper: [(isArray: Bool, hasEntries: Bool)] = []
    /// A key was written and its value is next.
    @usableFromInline var afterKey = false

    /// A stream writing to `sink` (sized so that a large answer whose size is known roughly is not copied each
    /// time its buffer doubles).
    init(pretty: Bool, sink: consuming ByteSink) {
        self.pretty = pretty
        self.sink = sink
    }

    /// The sink with the whole text, the trailing newline of pretty output included.
    consuming func finish() -> ByteSink {
        if pretty { sink.append(.lineFeed) }
        return sink
    }

    /// Starts a member or an element: the comma after the one before and, pretty, its own indented line.
    @inlinable mutating func startEntry() {
        if count > 0 { sink.append(.comma) }
        if pretty { sink.appendNewline(level: depth) }
        count += 1
    }

    /// Before a value: nothing after a key, the element's start in an array.
    @inlinable mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0, isArray {
            startEntry()
        }
    }

    @inlinable mutating func open(_ byte: UInt8, isArray: Bool) {
        beginValue()
        sink.append(byte)
        if depth > 0 { pushOuter(depth - 1) }
        depth += 1
        self.isArray = isArray
        count = 0
    }

    @inlinable mutating func close(_ byte: UInt8) {
        guard depth > 0 else { return }
        depth -= 1
        if count > 0, pretty { sink.appendNewline(level: depth) }
        sink.append(byte)
        if depth > 0 { popOuter(depth - 1) }
    }

    /// Keeps the innermost container's state as the outer one at `level` (its depth less one).
    @inlinable mutating func pushOuter(_ level: Int) {
        guard level < 64 else { return deeper.append((isArray, count > 0)) }
        let bit: UInt64 = 1 << UInt64(level)
        outerIsArray = isArray ? outerIsArray | bit : outerIsArray & ~bit
        outerHasEntries = count > 0 ? outerHasEntries | bit : outerHasEntries & ~bit
    }

    /// Makes the outer container at `level` the innermost again.
    @inlinable mutating func popOuter(_ level: Int) {
        guard level < 64 else {
            let parent = deeper.popLast() ?? (false, false)
            (isArray, count) = (parent.isArray, parent.hasEntries ? 1 : 0)
            return
        }
        let bit: UInt64 = 1 << UInt64(level)
        isArray = outerIsArray & bit != 0
        count = outerHasEntries & bit != 0 ? 1 : 0
    }

    /// Writes `{` (an array element's comma and line first) and opens an object.
    @inlinable public mutating func beginObject() { open(.openBrace, isArray: false) }

    /// Writes the quoted key and a colon, on the member's own line when pretty, after a comma when members came
    /// before.
    @inlinable public mutating func key(_ key: StaticString) {
        guard depth > 0 else { return }
        startEntry()
        sink.appendKey(key, separator: pretty ? ": " : ":")
        afterKey = true
    }

    /// Writes a key made at run time (a view's id), as `key` writes a literal one.
    @inlinable public mutating func key(text key: String) {
        guard depth > 0 else { return }
        startEntry()
        sink.appendString(key)
        sink.append(pretty ? ": " : ":")
        afterKey = true
    }

    /// Writes `}`, on its own line when pretty and the object has members.
    @inlinable public mutating func endObject() { close(.closeBrace) }

    /// Writes `[` (an array element's comma and line first) and opens an array.
    @inlinable public mutating func beginArray() { open(.openBracket, isArray: true) }

    /// Writes `]`, on its own line when pretty and the array has elements.
    @inlinable public mutating func endArray() { close(.closeBracket) }

    /// Writes a number in its shortest form: integers without a fraction, NaN and infinity as `null`.
    @inlinable public mutating func number(_ value: Double) {
        beginValue()
        sink.appendNumber(value)
    }

    /// Writes a quoted string, with quotes, backslashes and control characters escaped (RFC 8259).
    @inlinable public mutating func string(_ value: String) {
        beginValue()
        sink.appendString(value)
    }

    /// Writes `true` or `false` as the next value.
    @inlinable public mutating func bool(_ value: Bool) {
        beginValue()
        sink.append(value ? "true" : "false")
    }

    /// Writes `null` as the next value.
    @inlinable public mutating func null() {
        beginValue()
        sink.append("null")
    }
}
