/// A JSON text read once into a flat list of nodes, in input order (a "tape", as simdjson keeps one).
///
/// The request decoders read requests through this: one array of nodes instead of an array for every object and
/// array, which profiling showed to be most of the cost of reading a request. A string (a key or a value) is a
/// range of `text`, which is the input itself (shared, not copied) unless some string has escapes: then their
/// decoded bytes follow the input. No String is made while parsing: keys are compared as bytes
/// (`keyMatches`), and a value's String is made only when a reader asks for it.
///
/// Values are named by `JSONNode`, a plain index: the reader holds the document once, so walking it copies no
/// reference and counts none.
package final class JSONDocument: Sendable {
    /// One value: a container, then (for an object) its keys and values in turn, each value's nodes after its key.
    package struct Node: Sendable {
        package enum Kind: UInt8, Sendable {
            case null, `false`, `true`, number, string, array, object

            /// The kind with its article, for messages such as "must be an object, not a string".
            package var typeName: String {
                switch self {
                case .null: "null"
                case .false, .true: "a boolean"
                case .number: "a number"
                case .string: "a string"
                case .array: "an array"
                case .object: "an object"
                }
            }
        }

        package var kind: Kind
        /// The index of the node after this value's nodes (children included).
        package var next: Int
        /// Containers: how many elements, or members; strings: where the text starts in `text`; numbers: the
        /// value's bits (`number`), so that a node is 32 bytes rather than 40 (a number has no count).
        package var count = 0
        /// Strings: the length of the text in bytes.
        package var length = 0
        /// A number's value, kept in `count`'s bits.
        package var number: Double {
            get { Double(bitPattern: UInt64(bitPattern: Int64(count))) }
            set { count = Int(Int64(bitPattern: newValue.bitPattern)) }
        }

        package init(_ kind: Kind, next: Int) {
            self.kind = kind
            self.next = next
        }

        package init(number: Double, next: Int) {
            self.init(.number, next: next)
            self.number = number
        }

        package init(string start: Int, length: Int, next: Int) {
            self.init(.string, next: next)
            self.count = start
            self.length = length
        }
    }

    package let nodes: [Node]
    /// The UTF-8 text of every string: the input, then the decoded text of strings with escapes.
    package let text: [UInt8]

    private init(nodes: [Node], text: [UInt8]) {
        self.nodes = nodes
        self.text = text
    }

    /// The document of `null`, for readers that read no JSON (a notification as text).
    package static let empty = JSONDocument(nodes: [Node(.null, next: 1)], text: [])

    /// Reads exactly one JSON value (whitespace around allowed; trailing data is an error), or the syntax error
    /// with its position.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        try parser.parseDocument(bytes.span)
        let unescaped = parser.unescaped
        return JSONDocument(nodes: parser.nodes, text: unescaped.isEmpty ? bytes : bytes + unescaped)
    }

    /// The top-level value.
    package var root: JSONNode { JSONNode(0) }

    // MARK: Reading a node

    /// What the value is; a string's text is made here, so prefer the accessors below where only one kind matters.
    package func kind(_ value: JSONNode) -> JSONNode.Kind {
        let node = nodes[value.index]
        switch node.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(node.number)
        case .string: return .string(string(node))
        case .array: return .array(JSONElements(document: self, container: value.index))
        case .object: return .object(JSONMembers(document: self, container: value.index))
        }
    }

    @inlinable
    package func isObject(_ value: JSONNode) -> Bool { nodes[value.index].kind == .object }

    /// What the value is, without its contents (no String made, no reference to the document counted).
    @inlinable
    package func form(_ value: JSONNode) -> Node.Kind { nodes[value.index].kind }
    @inlinable
    package func isNull(_ value: JSONNode) -> Bool { nodes[value.index].kind == .null }

    /// The members when the value is an object.
    package func members(_ value: JSONNode) -> JSONMembers? {
        nodes[value.index].kind == .object ? JSONMembers(document: self, container: value.index) : nil
    }

    /// The elements when the value is an array.
    package func elements(_ value: JSONNode) -> JSONElements? {
        nodes[value.index].kind == .array ? JSONElements(document: self, container: value.index) : nil
    }

    /// Where a string value's UTF-8 bytes (decoded, without quotes) stand in `text`; nil for any other kind. A
    /// reader of printed values scans them there, with no String and no copy.
    package func textRange(_ value: JSONNode) -> Range<Int>? {
        let node = nodes[value.index]
        return node.kind == .string ? node.count..<node.count + node.length : nil
    }

    /// The text when the value is a string.
    package func string(_ value: JSONNode) -> String? {
        let node = nodes[value.index]
        return node.kind == .string ? string(node) : nil
    }

    /// The number when the value is a number.
    @inlinable
    package func double(_ value: JSONNode) -> Double? {
        let node = nodes[value.index]
        return node.kind == .number ? node.number : nil
    }

    /// The boolean when the value is a boolean.
    @inlinable
    package func bool(_ value: JSONNode) -> Bool? {
        switch nodes[value.index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether the value is a string whose text is `literal`, compared as bytes (no String is made).
    @inlinable
    package func string(_ value: JSONNode, is literal: StaticString) -> Bool {
        nodes[value.index].kind == .string && keyMatches(value.index, literal)
    }

    /// Whether the value is a string whose text is `name`'s, compared as bytes in place (no String is made of
    /// the value): for names the reader keeps as String literals, such as a behavior's types.
    package func string(_ value: JSONNode, is name: String) -> Bool {
        let node = nodes[value.index]
        guard node.kind == .string, name.utf8.count == node.length else { return false }
        return name.withBytes { textMatches(at: node.count, $0) }
    }

    /// The kind with its article, for messages such as "must be an object, not a string".
    package func typeName(_ value: JSONNode) -> String { nodes[value.index].kind.typeName }

    /// The value as a `JSONValue` tree.
    package func tree(_ value: JSONNode) -> JSONValue {
        switch kind(value) {
        case .null: JSONValue(.null)
        case .bool(let b): JSONValue(.bool(b))
        case .number(let d): JSONValue(.number(d))
        case .string(let s): JSONValue(.string(s))
        case .array(let elements): JSONValue(.array(elements.map { tree($0) }))
        case .object(let members):
            JSONValue(.object(members.map { JSONMember(key: key($0), value: tree($0.value)) }))
        }
    }

    // MARK: Keys

    /// Each member's value by its key's place in `keys` when every key of the object node `container` is one of
    /// `keys` (or the key of `extra`, a table of one key that the caller reads itself, which gets no slot) and none
    /// is repeated; nil otherwise, or when `keys` has more keys than the slots. Here rather than on `JSONMembers`,
    /// whose reference to the document would be counted up and down for every object read.
    package func slots(of container: Int, for keys: KeyNames, or extra: KeyNames?) -> MemberSlots? {
        guard keys.count <= MemberSlots.capacity else { return nil }
        var slots = MemberSlots()
        var extraSeen = false
        var i = container + 1
        let end = nodes[container].next
        // Requests usually give keys in the documented order, the order of `keys`: each key is compared first
        // with the name after the last one found, so that most keys take one comparison.
        var next = 0
        while i < end {
            if let slot = place(ofKey: i, in: keys, from: next) {
                guard slots[slot] == 0 else { return nil }
                slots[slot] = i + 1
                next = slot + 1
            } else {
                guard let extra, !extraSeen, place(ofKey: i, in: extra) != nil else { return nil }
                extraSeen = true
            }
            i = nodes[i + 1].next
        }
        return slots
    }

    /// The place in `keys` of the key (a string node) at `index`, nil when it is none of them; the name at
    /// `start` is compared first (`KeyNames.place(ofKeyIn:at:length:from:)`).
    @inlinable
    package func place(ofKey index: Int, in keys: KeyNames, from start: Int = 0) -> Int? {
        let node = nodes[index]
        return keys.place(ofKeyIn: text, at: node.count, length: node.length, from: start)
    }

    /// Whether the string node at `index` is the name at `place` in `keys`.
    @inlinable @inline(__always)
    package func keyMatches(_ index: Int, _ place: Int, in keys: KeyNames) -> Bool {
        let node = nodes[index]
        return keys.name(place, isIn: text, at: node.count, length: node.length)
    }

    /// A member's key.
    package func key(_ member: JSONNodeMember) -> String { string(nodes[member.keyIndex]) }

    /// Whether the string node at `index` (a key, or a string value) is `name`: its bytes against the name's.
    ///
    /// Names are literals in the reader's code (StaticString: its length is a stored field, and its bytes are
    /// read in place; a String's `utf8` took five times as long), and most differ from a key in length, so most
    /// comparisons stop at the first test.
    @inlinable @inline(__always)
    package func keyMatches(_ index: Int, _ name: StaticString) -> Bool {
        let node = nodes[index]
        return name.utf8CodeUnitCount == node.length && textMatches(at: node.count, name)
    }

    /// Whether the string node at `index` is `name` (bytes made at run time, such as an enumeration's names).
    @inlinable
    package func keyMatches(_ index: Int, _ name: [UInt8]) -> Bool {
        let node = nodes[index]
        return name.count == node.length && keyHasPrefix(index, name)
    }

    /// Whether the string node at `index` begins with `prefix`.
    @inlinable
    package func keyHasPrefix(_ index: Int, _ prefix: [UInt8]) -> Bool {
        let node = nodes[index]
        guard node.kind == .string, prefix.count <= node.length else { return false }
        return textMatches(at: node.count, prefix.span)
    }

    /// Whether `text` holds `name`'s bytes from `start` on.
    @inlinable
    package func textMatches(at start: Int, _ name: StaticString) -> Bool {
        name.withBytes { textMatches(at: start, $0) }
    }

    /// Whether `text` holds `bytes` from `start` on: the one byte comparison of a name (a literal, a String or
    /// bytes made at run time) with a node's text in place.
    @inlinable
    package func textMatches(at start: Int, _ bytes: Span<UInt8>) -> Bool {
        text.matches(at: start, bytes)
    }

    /// Whether the keys at `a` and `b` are the same text.
    package func sameKey(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a]
        let second = nodes[b]
        guard first.length == second.length else { return false }
        for k in 0..<first.length where text[first.count + k] != text[second.count + k] { return false }
        return true
    }

    private func string(_ node: Node) -> String {
        guard node.kind == .string else { return "" }
        return String(decoding: text[node.count..<node.count + node.length], as: UTF8.self)
    }
}
