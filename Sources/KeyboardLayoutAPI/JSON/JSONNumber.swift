/// The JSON number grammar (RFC 8259, section 6) and its conversion to a Double, for `JSONParser`.
enum JSONNumber {
    /// Where a number's text breaks the grammar, for the reader's messages.
    enum Failure: Error {
        /// A digit was expected at `offset` (`expected` says where in the number).
        case missingDigit(expected: String, offset: Int)
        /// `0` followed by a digit; `start` is the number's first byte.
        case leadingZero(start: Int)
        /// Not finite as a Double.
        case outOfRange(start: Int)
    }

    /// The number whose text begins at `start` (its `-` or first digit), and the offset just after it.
    /// Integers of up to 15 digits are exact in a Double and converted directly; the rest by Swift's correctly
    /// rounded `Double(String)`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) -> (value: Double, end: Int)
    {
        var index = start
        let negative = index < bytes.count && bytes[index] == .minus
        if negative { index += 1 }
        func digitExpected(_ expected: String) throws(Failure) {
            guard index < bytes.count, bytes[index].isDigit else {
                throw .missingDigit(expected: expected, offset: index)
            }
        }
        try digitExpected("a digit after '-'")
        var mantissa: UInt64 = 0
        var digitCount = 0
        if bytes[index] == .digit0 {
            index += 1
            if index < bytes.count, bytes[index].isDigit { throw .leadingZero(start: start) }
        } else {
            while index < bytes.count, bytes[index].isDigit {
                if digitCount < 16 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- .digit0) }
                digitCount += 1
                index += 1
            }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == .dot {
            isInteger = false
            index += 1
            try digitExpected("a digit after '.'")
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }
        if index < bytes.count, bytes[index] == .lowerE || bytes[index] == .upperE {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
            try digitExpected("a digit in the exponent")
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }
        if isInteger, digitCount <= 15 {
            let magnitude = Double(mantissa)
            return (negative ? -magnitude : magnitude, index)
        }
        // Numbers are short, so this String is usually stored inline, without allocating.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw .outOfRange(start: start) }
        return (value, index)
    }
}
