/// The bytes of JSON's syntax (RFC 8259), for the reader, the writer and the direct adjust decoder.
extension UInt8 {
    package static let tab = UInt8(ascii: "\t")
    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let quote = UInt8(ascii: "\"")
    package static let plus = UInt8(ascii: "+")
    package static let comma = UInt8(ascii: ",")
    package static let minus = UInt8(ascii: "-")
    package static let dot = UInt8(ascii: ".")
    package static let slash = UInt8(ascii: "/")
    package static let digit0 = UInt8(ascii: "0")
    package static let digit9 = UInt8(ascii: "9")
    package static let colon = UInt8(ascii: ":")
    package static let upperE = UInt8(ascii: "E")
    package static let openBracket = UInt8(ascii: "[")
    package static let backslash = UInt8(ascii: "\\")
    package static let closeBracket = UInt8(ascii: "]")
    package static let lowerB = UInt8(ascii: "b")
    package static let lowerE = UInt8(ascii: "e")
    package static let lowerF = UInt8(ascii: "f")
    package static let lowerN = UInt8(ascii: "n")
    package static let lowerR = UInt8(ascii: "r")
    package static let lowerT = UInt8(ascii: "t")
    package static let lowerU = UInt8(ascii: "u")
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")

    package var isDigit: Bool { self >= .digit0 && self <= .digit9 }

    /// Bytes that make up the words people put where a value belongs (`NaN`, `-Infinity`, `+1`, `.5`, `True`).
    package var isWordByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), .digit0 ... .digit9,
            .dot, .plus, .minus, UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    package var hexValue: UInt32? {
        switch self {
        case .digit0 ... .digit9: UInt32(self &- .digit0)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }
}
