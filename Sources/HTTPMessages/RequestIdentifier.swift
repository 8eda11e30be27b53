/// A request's id as the server carries it from the request to its answer's `X-Request-Id` and its access-log
/// line: the client's own text, or a number the server made, whose text is its 16 lowercase hex digits.
///
/// A made id is kept as the number, not as a String: 16 bytes are one more than a String holds inline, so each
/// made String was a heap allocation a request. Its digits are written straight into where they go (the answer's
/// header, the log line, `appendUTF8`); `description` makes a String only when something asks for one.
public enum RequestIdentifier: Sendable, CustomStringConvertible {
    /// The client's own id, as it sent it (a copy of the request's field value: a retain, no new storage).
    case given(String)
    /// An id the server made: written as the 16 lowercase hex digits of the number, high nibble first.
    case made(UInt64)

    /// The id's text; for a made id, a new String of its 16 digits.
    public var description: String {
        switch self {
        case .given(let text):
            return text
        case .made(let number):
            let digits = Self.hexDigits(of: number)
            do { return String(copying: try UTF8Span(validating: digits.span)) } catch { return "" }
        }
    }

    /// The number of bytes of the id's text (16 for a made id).
    public var utf8Count: Int {
        switch self {
        case .given(let text): return text.utf8.count
        case .made: return 16
        }
    }

    /// Appends the id's text to `bytes`, with no String made on the way.
    public func appendUTF8(to bytes: inout [UInt8]) {
        switch self {
        case .given(let text):
            bytes.append(contentsOf: text.utf8)
        case .made(let number):
            let digits = Self.hexDigits(of: number)
            for index in digits.indices { bytes.append(digits[index]) }
        }
    }

    /// The 16 lowercase hex digits (ASCII) of `number`, high nibble first, on the stack.
    public static func hexDigits(of number: UInt64) -> InlineArray<16, UInt8> {
        var digits = InlineArray<16, UInt8>(repeating: 0)
        for index in 0..<16 {
            let nibble = UInt8((number >> UInt64(60 - 4 * index)) & 0xF)
            digits[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
        }
        return digits
    }
}
