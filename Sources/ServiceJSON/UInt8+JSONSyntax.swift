/// The bytes of JSON's syntax (RFC 8259), for the reader, the writer and the direct adjust decoder.
extension UInt8 {
    @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable package static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable package static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable package static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable package static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable package static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable package static var minus: UInt8 { UInt8(ascii: "-") }
    @inlinable package static var dot: UInt8 { UInt8(ascii: ".") }
    @inlinable package static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable package static var digit0: UInt8 { UInt8(ascii: "0") }
    @inlinable package static var digit9: UInt8 { UInt8(ascii: "9") }
    @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable package static var upperE: UInt8 { UInt8(ascii: "E") }
    @inlinable package static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable package static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable package static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable package static var lowerB: UInt8 { UInt8(ascii: "b") }
    @inlinable package static var lowerE: UInt8 { UInt8(ascii: "e") }
    @inlinable package static var lowerF: UInt8 { UInt8(ascii: "f") }
    @inlinable package static var lowerN: UInt8 { UInt8(ascii: "n") }
    @inlinable package static var lowerR: UInt8 { UInt8(ascii: "r") }
    @inlinable package static var lowerT: UInt8 { UInt8(ascii: "t") }
    @inlinable package static var lowerU: UInt8 { UInt8(ascii: "u") }
    @inlinable package static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable package static var closeBrace: UInt8 { UInt8(ascii: "}") }

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
