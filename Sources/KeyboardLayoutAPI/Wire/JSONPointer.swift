/// An RFC 6901 JSON pointer naming where in a request a problem is.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public private(set) var description: String

    public init(_ text: String = "") { description = text }
    public init(stringLiteral value: String) { description = value }

    /// The pointer to member `key` of the object here (`~` and `/` escaped as `~0`, `~1`).
    public func appending(_ key: String) -> JSONPointer {
        let escaped = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        return JSONPointer(description + "/" + escaped)
    }

    /// The pointer to element `index` of the array here.
    public func appending(_ index: Int) -> JSONPointer {
        JSONPointer(description + "/" + String(index))
    }

    public static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    public static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(rhs) }
}

extension String {
    /// Replaces every occurrence of `target`, without Foundation.
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
