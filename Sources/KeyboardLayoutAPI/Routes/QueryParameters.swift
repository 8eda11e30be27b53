/// The parameters of a request target's query (`name=show-hide&x=1`), percent-decoded; the first of a repeated
/// name wins. A malformed escape is kept as written rather than refused.
struct QueryParameters {
    private var pairs: [(String, String)] = []

    init(_ query: String?) {
        guard let query else { return }
        for part in query.split(separator: "&", omittingEmptySubsequences: true) {
            let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = Self.decode(kv[0])
            let value = kv.count > 1 ? Self.decode(kv[1]) : ""
            pairs.append((key, value))
        }
    }

    subscript(name: String) -> String? { pairs.first { $0.0 == name }?.1 }

    /// Every parameter's name, in the query's order (a repeated one each time).
    var names: [String] { pairs.map(\.0) }

    /// `%XX` to its byte and `+` to a space, as form encoding writes them; invalid UTF-8 is repaired.
    private static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var i = text.utf8.startIndex
        let end = text.utf8.endIndex
        while i < end {
            let b = text.utf8[i]
            if b == UInt8(ascii: "%"), let h = text.utf8.index(i, offsetBy: 2, limitedBy: end), h < end,
                let high = hex(text.utf8[text.utf8.index(after: i)]), let low = hex(text.utf8[h])
            {
                bytes.append(high << 4 | low)
                i = text.utf8.index(after: h)
                continue
            }
            bytes.append(b == UInt8(ascii: "+") ? UInt8(ascii: " ") : b)
            i = text.utf8.index(after: i)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
