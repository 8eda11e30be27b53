/// A JSON text read once into a flat list of nodes, in input order (a "tape", as simdjson keeps one).
///
/// The request decoders read requests through this: one allocation for the nodes instead of an array for every
/// object and array and a String for every key, which profiling showed to be most of the cost of reading a
/// request. A string stays bytes of the input until something asks for its text; a key is compared as bytes.
final class JSONDocument: Sendable {
    /// One value: a container, then (for an object) its keys and values in turn, each value's nodes after its key.
    struct Node: Sendable {
        enum Kind: UInt8, Sendable {
            case null, `false`, `true`, number, string, escapedString, array, object
        }

        var kind: Kind
        /// The byte offset of the value's first byte (a string's opening quote).
        var offset: Int
        /// The index of the node after this value's nodes (children included).
        var next: Int
        /// Containers: how many elements, or members; strings: the content's bytes, or the index of its decoded
        /// text in `unescaped` for a string with escapes.
        var count = 0
        /// A string's first content byte.
        var start = 0
        /// A number's value.
        var number = 0.0

        init(_ kind: Kind, offset: Int, next: Int) {
            self.kind = kind
            self.offset = offset
            self.next = next
        }

        init(number: Double, offset: Int, next: Int) {
            self.init(.number, offset: offset, next: next)
            self.number = number
        }

        init(string start: Int, length: Int, offset: Int, next: Int) {
            self.init(.string, offset: offset, next: next)
            self.start = start
            self.count = length
        }

        init(escaped index: Int, offset: Int, next: Int) {
            self.init(.escapedString, offset: offset, next: next)
            self.count = index
        }
    }

    let bytes: [UInt8]
    let nodes: [Node]
    let unescaped: [String]

    private init(bytes: [UInt8], nodes: [Node], unescaped: [String]) {
        self.bytes = bytes
        self.nodes = nodes
        self.unescaped = unescaped
    }

    /// Reads exactly one JSON value (whitespace around allowed; trailing data is an error), or the syntax error
    /// with its position.
    static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONDocument {
        // Closures passed to `withUnsafeBufferPointer` cannot throw a typed error through it, so this returns one.
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<([Node], [String]), JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                try parser.parseDocument()
                return .success((parser.nodes, parser.unescaped))
            } catch {
                return .failure(error)
            }
        }
        let (nodes, unescaped) = try result.get()
        return JSONDocument(bytes: bytes, nodes: nodes, unescaped: unescaped)
    }

    /// The top-level value.
    var root: JSONNode { JSONNode(document: self, index: 0) }

    /// Whether the string node at `index` holds exactly the UTF-8 bytes of `text`.
    func string(at index: Int, equals text: String) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .string:
            var text = text
            return text.withUTF8 { utf8 in
                guard utf8.count == node.count else { return false }
                return bytes.withUnsafeBufferPointer { all in
                    for i in 0..<utf8.count where all[node.start + i] != utf8[i] { return false }
                    return true
                }
            }
        case .escapedString:
            return unescaped[node.count] == text
        default:
            return false
        }
    }

    /// Whether the string nodes at `a` and `b` hold the same text.
    func string(at a: Int, equalsStringAt b: Int) -> Bool {
        let (x, y) = (nodes[a], nodes[b])
        if x.kind == .string, y.kind == .string {
            guard x.count == y.count else { return false }
            for i in 0..<x.count where bytes[x.start + i] != bytes[y.start + i] { return false }
            return true
        }
        return text(at: a) == text(at: b)
    }

    /// The text of the string node at `index` ("" for a node that is not a string).
    func text(at index: Int) -> String {
        let node = nodes[index]
        switch node.kind {
        case .string:
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[node.start..<node.start + node.count]), as: UTF8.self)
            }
        case .escapedString:
            return unescaped[node.count]
        default:
            return ""
        }
    }
}
