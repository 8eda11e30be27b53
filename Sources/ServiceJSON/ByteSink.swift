// The JSON layer's raw memory, all of it in this file: the writer's growing buffer (`ByteSink`), the bytes of
// the literals (`StaticString`) the writer copies and the reader matches keys against, lent as a `Span`, and the
// reader's scans of a span eight bytes at a time. Every other file of the reader and writer is safe code.

/// A growing byte buffer for the writer: the one type of the JSON layer that owns raw memory.
///
/// Invariant: `base` points at `capacity` bytes of which the first `count` are written; `reserve` grows it
/// before every store, so no store passes `capacity`. Either this value allocated them and alone owns them
/// (`owned`), and `deinit` frees them once (the type is `~Copyable`, so there is never a second owner); or they
/// are the storage of the array `collect` is making, lent for the duration of its closure, which the sink
/// never frees and leaves (for memory of its own) before it would write past them.
///
/// Output is built byte by byte; plain stores into owned memory skip the uniqueness check and
/// growth logic that every `Array.append` pays, a third of the writer's time when measured.
@safe @usableFromInline package struct ByteSink: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    /// Whether `base` is this value's own memory, or an array's storage that `collect` lent it.
    @usableFromInline var owned: Bool

    package init(capacity: Int) {
        self.capacity = capacity
        unsafe base = .allocate(capacity: capacity)
        owned = true
    }

    /// A sink writing into `storage` (lent by `collect`, at least one byte), which it never frees.
    private init(lent storage: UnsafeMutablePointer<UInt8>, capacity: Int) {
        unsafe base = storage
        self.capacity = capacity
        owned = false
    }

    deinit { if owned { unsafe base.deallocate() } }

    /// The bytes written so far, copied into an array.
    package var bytes: [UInt8] {
        unsafe Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes that `write` appends to a sink, written straight into the storage of the array returned, so
    /// that they are not copied at the end (an allocation and a copy an answer) when they fit in `capacity`;
    /// when they do not, the sink moves to memory of its own as it grows and they are copied once at the end.
    package static func collect(capacity: Int, _ write: (consuming ByteSink) -> ByteSink) -> [UInt8] {
        var spilled: [UInt8]?
        let written = unsafe [UInt8](unsafeUninitializedCapacity: max(1, capacity)) { storage, initialized in
            guard let start = storage.baseAddress else {
                spilled = write(ByteSink(capacity: max(1, capacity))).bytes
                return
            }
            let sink = write(unsafe ByteSink(lent: start, capacity: storage.count))
            if sink.owned {
                spilled = sink.bytes
            } else {
                initialized = sink.count
            }
        }
        return spilled ?? written
    }

    /// Makes room for `extra` more bytes, doubling so that appends stay amortised O(1). The test is inlined into
    /// every append (a call a byte was a tenth of writing an answer); growing is not.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    @usableFromInline @inline(never)
    mutating func grow(_ extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        unsafe newBase.initialize(from: base, count: count)
        // Lent storage stays with the array being made (it will hold no bytes: `collect` copies from here).
        if owned { unsafe base.deallocate() }
        unsafe base = unsafe newBase
        capacity = newCapacity
        owned = true
    }

    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        unsafe base[count] = byte
        count += 1
    }

    @inlinable @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        unsafe store(bytes, at: count)
        count += bytes.count
    }

    /// Copies `bytes` to `at` and on, which the caller reserved. Most runs here are a few bytes (`": "`, `true`, a
    /// key): a loop below a word, whole words then the word that ends the run (overlapping what is copied) up to
    /// 64 bytes, a call to memcpy beyond. Every load is inside `bytes` and every store inside the run's room.
    @inlinable @inline(__always)
    mutating func store(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        let out = unsafe base + at
        if n < 8 {
            for k in 0..<n { unsafe out[k] = unsafe source[k] }
        } else if n <= 64 {
            let from = unsafe UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(out)
            var k = 0
            while k + 8 <= n {
                unsafe to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
                k += 8
            }
            if k < n {
                unsafe to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), toByteOffset: n - 8, as: UInt64.self
                )
            }
        } else {
            unsafe out.initialize(from: source, count: n)
        }
    }

    @inlinable @inline(__always)
    package mutating func append(_ text: StaticString) {
        // `withUTF8Buffer` holds for both of a StaticString's forms (`utf8Start` traps on a single scalar's).
        text.withUTF8Buffer { unsafe append($0) }
    }

    @inlinable
    package mutating func appendNewline(level: Int) {
        let width = 2 * level
        // Room for the indent rounded up to whole words: spaces are stored eight at a time, and the last word may
        // write up to 7 bytes past the indent, inside the reserved room, where the next append writes over them.
        reserve(1 + width + 8)
        let out = unsafe base
        unsafe out[count] = .lineFeed
        // Indents are a few levels deep: a few word stores beat a call to memset (locals: see `appendQuoted`).
        var i = count + 1
        let end = i + width
        while i < end {
            // storeBytes needs no alignment (SE-0349).
            unsafe UnsafeMutableRawPointer(out + i).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            i += 8
        }
        count = end
    }

    // MARK: Numbers

    /// Integral values below 2^53 print as integers (`393`, `0` for -0.0); the rest in the shortest form
    /// that reads back to the same Double. JSON has no NaN or infinity, so those print as `null`.
    @usableFromInline
    package mutating func appendNumber(_ number: Double) {
        guard number.isFinite else { return append("null") }
        if number.magnitude < 9_007_199_254_740_992, number.rounded(.towardZero) == number {
            appendInteger(Int64(number))
        } else {
            // The standard library's shortest round-trip form (the text of `description`), always valid JSON
            // for finite values: digits on both sides of a '.', exponents as `e-05` or `e+16`. Written by
            // `write(to:)` straight into this buffer: through `description`, every number of more than 15
            // characters (most that are not whole: `423.58333333333337`) was a String allocated and freed, a
            // third of a number's cost; a 1,000-event simulation writes 32,000 of them.
            reserve(NumberText.room)
            var text = unsafe NumberText(at: base + count)
            number.write(to: &text)
            count += text.count
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
            unsafe base[position] = .digit0 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }

    // MARK: Strings

    @usableFromInline
    package mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { unsafe appendQuoted($0) }
    }

    /// A key written in the code (`"frameInWindow"`), quoted, then the colon (and space) after it: the text is
    /// copied without looking for bytes to escape, since keys in the code are plain names (checked in debug
    /// builds, which the tests run).
    @inlinable
    package mutating func appendKey(_ key: StaticString, separator: StaticString) {
        key.withUTF8Buffer { text in
            separator.withUTF8Buffer { after in unsafe appendKey(text, separator: after) }
        }
    }

    @inlinable
    mutating func appendKey(_ text: UnsafeBufferPointer<UInt8>, separator after: UnsafeBufferPointer<UInt8>) {
        // Cannot fire from input: every key here is a StaticString literal of the service's own code (the
        // `appendKey(_: StaticString, ...)` above), never request text; a debug build checks the literals.
        unsafe assert(!text.contains { $0 < 0x20 || $0 == .quote || $0 == .backslash }, "a key that needs escapes")
        // One reserve for the whole member head, then plain stores (locals: see `appendQuoted`).
        reserve(text.count + 2 + after.count)
        let out = unsafe base
        var at = count
        unsafe out[at] = .quote
        at += 1
        unsafe store(text, at: at)
        at += text.count
        unsafe out[at] = .quote
        unsafe store(after, at: at + 1)
        count = at + 1 + after.count
    }

    /// `"` + the text + `"`, escaped per RFC 8259 section 7 (`/` and non-ASCII as they are). Almost no text
    /// needs an escape, so each byte is stored as it is checked, after one reserve for the plain case.
    private mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count + 2)
        // In locals: a byte stored through a pointer may alias any memory, so the compiler would reload
        // stored properties after every store.
        var out = unsafe base
        var at = count
        unsafe out[at] = .quote
        at += 1
        var i = 0
        let end = bytes.count
        while i < end {
            let byte = unsafe bytes[i]
            i += 1
            if byte >= 0x20, byte != .quote, byte != .backslash {
                unsafe out[at] = byte
                at += 1
                continue
            }
            count = at
            appendEscape(byte)
            // The escape may have moved the buffer; what is left of the text and its quote still fits.
            reserve(end - i + 1)
            unsafe out = unsafe base
            at = count
        }
        unsafe out[at] = .quote
        count = at + 1
    }

    /// The escape of one byte that JSON text cannot hold as it is.
    private mutating func appendEscape(_ byte: UInt8) {
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
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? .digit0 + nibble : UInt8(ascii: "a") + nibble - 10
    }
}

/// Where `Double.write(to:)` puts a number's text: the `room` bytes at `out`, which the sink reserved.
///
/// Invariant: at most `room` bytes are written from `out`, and `out` points at `room` bytes the sink reserved
/// for this number and does not move while the number is written. The longest text of a finite Double is 24
/// bytes (`-2.2250738585072014e-308`); bytes past `room` would be dropped, not written (never, for a Double).
/// The standard library hands a Double's text to `_writeASCII` in one piece; `write(_:)` serves any other
/// caller.
@safe struct NumberText: TextOutputStream {
    static var room: Int { 32 }
    private let out: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(at out: UnsafeMutablePointer<UInt8>) { unsafe self.out = out }

    mutating func write(_ string: String) {
        for byte in string.utf8 where count < Self.room {
            unsafe out[count] = byte
            count += 1
        }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        let n = min(buffer.count, Self.room - count)
        for i in 0..<n { unsafe out[count + i] = unsafe buffer[i] }
        count += n
    }
}

extension StaticString {
    /// The literal's UTF-8 bytes, lent to `body` as a span for the call's duration.
    ///
    /// Invariant: a StaticString's bytes are constant data of the binary (or, for a single scalar, the value
    /// itself, which `withUTF8Buffer` lays out for the call); the span does not outlive `body`.
    @inlinable @inline(__always)
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withUTF8Buffer { buffer in body(unsafe buffer.span) }
    }

    /// Whether the two names are the same text. Identical literals are one constant in the binary, so the
    /// names the reader looks up are usually the very names its lists of keys hold: one pointer compare (the
    /// pointers are compared, never read through); otherwise the bytes are.
    @inlinable @inline(__always)
    package func isSame(as other: StaticString) -> Bool {
        guard utf8CodeUnitCount == other.utf8CodeUnitCount else { return false }
        if hasPointerRepresentation, other.hasPointerRepresentation, unsafe utf8Start == other.utf8Start { return true }
        return withBytes { a in
            other.withBytes { b in
                for i in 0..<a.count where a[i] != b[i] { return false }
                return true
            }
        }
    }
}

extension String {
    /// The string's UTF-8 bytes, lent to `body` as a span for the call's duration: a native string's own storage
    /// (a literal's constant data, or a small string laid out for the call), so reading them makes no copy and
    /// takes none of the UTF-8 view's per-byte steps.
    ///
    /// Invariant: `withUTF8` lends a buffer that is valid for its closure only; the span does not outlive `body`.
    @inlinable @inline(__always)
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8 { buffer in body(unsafe buffer.span) }
    }
}

extension Span where Element == UInt8 {
    /// Where the plain run of a string's text that starts at `start` ends: the offset of the first byte from
    /// `start` on that is a quote, a backslash, a control byte (below 0x20) or not ASCII (0x80 and above), or
    /// `count` when none is (and for a `start` outside `0...count`). The reader's one scan of string text, eight
    /// bytes a step.
    ///
    /// Invariant: eight-byte words are loaded only at offsets `i` with `i + 8 <= count`, inside the span's
    /// memory, which is borrowed for the call; the last bytes are read one at a time through the checked
    /// subscript.
    @inlinable
    package func plainTextEnd(from start: Int) -> Int {
        guard start >= 0, start <= count else { return count }
        var i = start
        let n = count
        unsafe withUnsafeBytes { raw in
            // Per byte b of a word: (b - 0x20) & ~b & 0x80 is set when b < 0x20 (and b < 0x80); the same test
            // on b ^ '"' and b ^ '\\' finds those bytes (zero after the xor); b & 0x80 finds non-ASCII. The
            // lowest set flag is exact (a borrow only reaches bytes above the first match), and the words are
            // little-endian, so the lowest flag is the first byte.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= n {
                let word = UInt64(littleEndian: unsafe raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let flags =
                    ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote)
                    | ((backslash &- ones) & ~backslash) | word
                let stops = flags & highs
                if stops != 0 {
                    i += stops.trailingZeroBitCount >> 3
                    return
                }
                i += 8
            }
        }
        while i < n {
            let byte = self[i]
            if byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C { return i }
            i += 1
        }
        return n
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes from `start` on are `other`'s: a key in a request against a name in the code, eight
    /// bytes a step.
    ///
    /// Invariant: both ranges are checked to lie inside their buffers before any load; words are loaded only at
    /// offsets `k` with `k + 8 <= other.count`, from the array's storage and the span's memory, both borrowed for
    /// the call.
    @inlinable
    package func matches(at start: Int, _ other: Span<UInt8>) -> Bool {
        let length = other.count
        guard start >= 0, length <= count - start else { return false }
        if length < 8 {
            for k in 0..<length where self[start + k] != other[k] { return false }
            return true
        }
        return unsafe withUnsafeBytes { mine in
            unsafe other.withUnsafeBytes { theirs in
                var k = 0
                while k + 8 <= length {
                    guard
                        unsafe mine.loadUnaligned(fromByteOffset: start + k, as: UInt64.self)
                            == theirs.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                    else { return false }
                    k += 8
                }
                guard k < length else { return true }
                // The last, partial word: the eight bytes that end the name (some compared already).
                return unsafe mine.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self)
                    == theirs.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            }
        }
    }

    /// Whether the bytes from `start` on are the `count` bytes of `other` from `otherStart` on: a key in a
    /// request against a name in a table of names (both in arrays a class holds), by the comparison above.
    @inlinable @inline(__always)
    package func matches(at start: Int, _ other: [UInt8], from otherStart: Int, count: Int) -> Bool {
        guard otherStart >= 0, count >= 0, count <= other.count - otherStart else { return false }
        return matches(at: start, other.span.extracting(otherStart..<otherStart + count))
    }
}
