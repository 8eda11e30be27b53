/// A JSON text read once into a flat list of nodes, in input order (a "tape", as simdjson keeps one).
///
/// The request decoders read requests through this: one array of nodes and one of strings instead of an array
/// for every object and array, which profiling showed to be most of the cost of reading a request. Keys are
/// Strings made once while parsing (inline up to 15 bytes, so compared as two words).
final class JSONDocument: Sendable {
    /// One value: a container, then (for an object) its keys and values in turn, each value's nodes after its key.
    struct Node: Sendable {
        enum Kind: UInt8, Sendable {
            case null, `false`, `true`, number, string, array, object
        }

        var kind: Kind
        /// The index of the node after this value's nodes (children included).
        var next: Int
        /// Containers: how many elements, or members; strings: the index of the text in `strings`.
        var count = 0
        /// A number's value.
        var number = 0.0

        init(_ kind: Kind, next: Int) {
            self.kind = kind
            self.next = next
        }

        init(number: Double, next: Int) {
            self.init(.number, next: next)
            self.number = number
        }

        init(string index: Int, next: Int) {
            self.init(.string, next: next)
            self.count = index
        }
    }

    let nodes: [Node]
    let strings: [String]

    private init(nodes: [Node], strings: [String]) {
        self.nodes = nodes
        self.strings = strings
    }

    /// Reads exactly one JSON value (whitespace around allowed; trailing data is an error), or the syntax error
    /// with its position.
    static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONDocument {
        // Closures passed to `withUnsafeBufferPointer` cannot throw a typed error through it, so this returns one.
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<([Node], [String]), JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                try parser.parseDocument()
                return .success((parser.nodes, parser.strings))
            } catch {
                return .failure(error)
            }
        }
        let (nodes, strings) = try result.get()
        return JSONDocument(nodes: nodes, strings: strings)
    }

    /// The top-level value.
    var root: JSONNode { JSONNode(document: self, index: 0) }

    /// The text of the string node at `index` ("" for a node that is not a string).
    func text(at index: Int) -> String {
        let node = nodes[index]
        return node.kind == .string ? strings[node.count] : ""
    }
}
