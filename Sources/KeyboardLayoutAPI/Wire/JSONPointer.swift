/// An RFC 6901 JSON pointer naming where in a request a problem is.
///
/// Validation makes a pointer for every member it reads and needs the text of one only when it reports a
/// problem, so a pointer is a chain of tokens that shares its parent and is written out on demand
/// (`description`): appending costs one small allocation, no string copying.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Token: Sendable {
        /// Text already in pointer form (the root given as a literal, such as "/behaviors").
        case raw(String)
        case key(String)
        case index(Int)
    }

    private final class Node: Sendable {
        let parent: Node?
        let token: Token
        init(parent: Node?, token: Token) {
            self.parent = parent
            self.token = token
        }
    }

    private let node: Node?

    public init(_ text: String = "") { node = text.isEmpty ? nil : Node(parent: nil, token: .raw(text)) }
    public init(stringLiteral value: String) { self.init(value) }
    private init(node: Node) { self.node = node }

    /// The pointer to member `key` of the object here.
    public func appending(_ key: String) -> JSONPointer { JSONPointer(node: Node(parent: node, token: .key(key))) }

    /// The pointer to element `index` of the array here.
    public func appending(_ index: Int) -> JSONPointer { JSONPointer(node: Node(parent: node, token: .index(index))) }

    public static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    public static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(rhs) }

    /// The pointer's text, `~` and `/` in keys escaped as `~0` and `~1`.
    public var description: String {
        var tokens: [Token] = []
        var cursor = node
        while let n = cursor {
            tokens.append(n.token)
            cursor = n.parent
        }
        var out = ""
        for token in tokens.reversed() {
            switch token {
            case .raw(let text): out += text
            case .index(let i): out += "/" + String(i)
            case .key(let key):
                out += "/"
                for c in key.unicodeScalars {
                    switch c {
                    case "~": out += "~0"
                    case "/": out += "~1"
                    default: out.unicodeScalars.append(c)
                    }
                }
            }
        }
        return out
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
