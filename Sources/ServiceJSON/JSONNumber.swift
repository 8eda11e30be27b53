/// The JSON number grammar (RFC 8259, section 6) and its conversion to a Double, for `JSONParser`.
package enum JSONNumber {
    /// Where a number's text breaks the grammar, for the reader's messages.
    package enum Failure: Error {
        /// A digit was expected at `offset` (`expected` says where in the number).
        case missingDigit(expected: String, offset: Int)
        /// `0` followed by a digit; `start` is the number's first byte.
        case leadingZero(start: Int)
        /// Not finite as a Double.
        case outOfRange(start: Int)
    }

    /// 10^0 to 10^15, each exact as a Double.
    private static let powersOfTen: [Double] = (0...15).reduce(into: []) { powers, k in
        powers.append(k == 0 ? 1 : (powers.last ?? 1) * 10)
    }

    /// The number whose text begins at `start` (its `-` or first digit), and the offset just after it.
    /// Numbers of up to 15 digits without an exponent are converted directly (exactly); the rest by Swift's correctly
    /// rounded `Double(String)`.
    package static func scan(_ bytes: Span<UInt8>, from start: Int) throws(Failure) -> (value: Double, end: Int) {
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
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == .dot {
            index += 1
            try digitExpected("a digit after '.'")
            while index < bytes.count, bytes[index].isDigit {
                if digitCount < 16 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- .digit0) }
                digitCount += 1
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < bytes.count, bytes[index] == .lowerE || bytes[index] == .upperE {
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
            try digitExpected("a digit in the exponent")
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }
        // Up to 15 digits and no exponent: the digits and the power of ten are exact Doubles, so one division is
        // correctly rounded, the same Double as `Double(String)` gives (Clinger's fast path).
        if !hasExponent, digitCount <= 15 {
            // Most numbers of a request are whole: no table, no division.
            let magnitude = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fractionDigits]
            return (negative ? -magnitude : magnitude, index)
        }
        // Numbers are short, so this String is usually stored inline, without allocating.
        var text = ""
        for i in start..<index { text.unicodeScalars.append(Unicode.Scalar(bytes[i])) }
        guard let value = Double(text), value.isFinite else { throw .outOfRange(start: start) }
        return (value, index)
    }
}
