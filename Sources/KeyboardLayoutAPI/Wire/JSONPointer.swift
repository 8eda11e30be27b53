/// An RFC 6901 JSON pointer naming where in a request a problem is.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public private(set) var description: String

    public init(_ text: String = "") { description = text }
    public init(stringLiteral value: String) { description = value }

    /// The pointer to member `key` of the object here (`~` and `/` escaped as `~0`, `~1`).
    public func appending(_ key: String) -> JSONPointer {
        // Nearly every key has neither character: one pass over its bytes instead of two searches.
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return JSONPointer(description + "/" + key)
        }
        var escaped = ""
        for c in key.unicodeScalars {
            switch c {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.unicodeScalars.append(c)
            }
        }
        return JSONPointer(description + "/" + escaped)
    }

    /// The pointer to element `index` of the array here.
    public func appending(_ index: Int) -> JSONPointer {
        JSONPointer(description + "/" + String(index))
    }

    public static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    public static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(rhs) }
}
