import ServiceJSON

/// An RFC 6901 JSON pointer naming where in a request a problem is.
///
/// Validation passes pointers as autoclosures and builds one only to report a problem, so what matters here
/// is that a pointer is one reference to copy: a chain of shared nodes, written out on demand
/// (`description`). (An earlier version kept four tokens inline so that appending allocated nothing; once
/// pointers were no longer built for every member read, copying those tokens was the larger cost.)
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Token: Sendable {
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

    /// The first tokens, already in pointer form, while they are short: `/notification`, `/views/3`. A Swift
    /// string of at most 15 UTF-8 bytes is stored inline, so the pointers a request keeps for its top-level
    /// members (`/notification`, `/views`, `/behaviors`) allocate nothing; a literal's text is never copied.
    private var head = ""
    /// The tokens after `head`: the last one, its parents before it; nil when `head` is the whole pointer.
    private var node: Node?

    /// The most bytes `head` grows to: the longest string Swift keeps inline (no allocation) on 64-bit targets.
    private static let inlineBytes = 15

    /// A pointer from text already in pointer form (`/behaviors`); empty for the whole document.
    public init(_ text: String = "") { head = text }
    /// A pointer from a literal in pointer form, so `"/views"` can stand where a pointer is expected.
    public init(stringLiteral value: String) { self.init(value) }

    private func appending(token: Token) -> JSONPointer {
        var p = self
        p.node = Node(parent: node, token: token)
        return p
    }

    /// The pointer to member `key` of the object here.
    public func appending(_ key: String) -> JSONPointer {
        // Inline while the text stays short and the key needs no escape (`~` and `/` are written `~0`, `~1`).
        if node == nil, head.utf8.count + 1 + key.utf8.count <= Self.inlineBytes,
            key.withBytes({ bytes in
                for k in 0..<bytes.count where bytes[k] == UInt8(ascii: "~") || bytes[k] == UInt8(ascii: "/") {
                    return false
                }
                return true
            })
        {
            var p = self
            p.head.append("/")
            p.head.append(key)
            return p
        }
        return appending(token: .key(key))
    }

    /// The pointer to element `index` of the array here.
    public func appending(_ index: Int) -> JSONPointer {
        guard node == nil else { return appending(token: .index(index)) }
        let digits = String(index)
        guard head.utf8.count + 1 + digits.utf8.count <= Self.inlineBytes else {
            return appending(token: .index(index))
        }
        var p = self
        p.head.append("/")
        p.head.append(digits)
        return p
    }

    /// The pointer to member `rhs` of the object at `lhs`: `p / "frame"`.
    public static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    /// The pointer to member `rhs` of the object at `lhs`, for keys the reader names as literals.
    public static func / (lhs: JSONPointer, rhs: StaticString) -> JSONPointer { lhs.appending(rhs.description) }
    /// The pointer to element `rhs` of the array at `lhs`: `p / 0`.
    public static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(rhs) }

    /// The pointer's text, `~` and `/` in keys escaped as `~0` and `~1`.
    public var description: String {
        var tokens: [Token] = []
        var cursor = node
        while let n = cursor {
            tokens.append(n.token)
            cursor = n.parent
        }
        tokens.reverse()
        var out = head
        for token in tokens {
            switch token {
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

    /// Equal when the texts are, however the two pointers were built.
    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description == rhs.description }
    /// Hashes the pointer's text, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension JSONPointer {
    /// The pointer to member `rhs` of the object at `lhs`, for keys the reader names by their case:
    /// `p / ScreenKey.bounds`.
    static func / <Key: ObjectKey>(lhs: JSONPointer, rhs: Key) -> JSONPointer {
        lhs.appending(Key.names.name(rhs.rawValue))
    }
}
