/// A growing byte buffer for the writer: the one type of the JSON layer that owns raw memory.
///
/// Invariant: `base` points at `capacity` bytes this value allocated and alone owns, of which the first
/// `count` are written; `reserve` grows it before every store, so no store passes `capacity`; `deinit` frees
/// it once (the type is `~Copyable`, so there is never a second owner); `withBytes` lends the written bytes
/// only for the closure's duration.
///
/// Output is built byte by byte; plain stores into owned memory skip the uniqueness check and
/// growth logic that every `Array.append` pays, a third of the writer's time when measured.
struct ByteSink: ~Copyable {
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
