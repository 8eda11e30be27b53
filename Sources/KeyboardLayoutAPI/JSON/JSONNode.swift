/// One value of a `JSONDocument`, read in place: the request decoders' view of a request.
///
/// It reads as `JSONValue` does (`kind`, `objectMembers`, `stringValue`, ...), but builds nothing: members and
/// elements are walked on the document's nodes.
struct JSONNode {
    let document: JSONDocument
    let index: Int

    /// What the value is, with its contents.
    enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(JSONElements)
        case object(JSONMembers)
    }

    private var node: JSONDocument.Node { document.nodes[index] }

    /// What the value is; a string's text is made here, so prefer the accessors below where only one kind matters.
    var kind: Kind {
        switch node.kind {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(node.number)
        case .string: .string(document.text(at: index))
        case .array: .array(JSONElements(document: document, container: index))
        case .object: .object(JSONMembers(document: document, container: index))
        }
    }

    var isObject: Bool { node.kind == .object }

    /// The members when this is an object.
    var objectMembers: JSONMembers? {
        node.kind == .object ? JSONMembers(document: document, container: index) : nil
    }

    /// The elements when this is an array.
    var arrayElements: JSONElements? {
        node.kind == .array ? JSONElements(document: document, container: index) : nil
    }

    /// The text when this is a string.
    var stringValue: String? {
        switch node.kind {
        case .string: document.text(at: index)
        default: nil
        }
    }

    /// The number when this is a number.
    var doubleValue: Double? { node.kind == .number ? node.number : nil }

    /// The boolean when this is a boolean.
    var boolValue: Bool? {
        switch node.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    var isNull: Bool { node.kind == .null }

    /// The value of the first member named `key` when this is an object.
    subscript(key: String) -> JSONNode? { objectMembers?.first { $0.key(is: key) }?.value }

    /// The kind with its article, for messages such as "must be an object, not a string".
    var typeName: String {
        switch node.kind {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a `JSONValue` tree.
    var tree: JSONValue {
        switch kind {
        case .null: JSONValue(.null)
        case .bool(let b): JSONValue(.bool(b))
        case .number(let d): JSONValue(.number(d))
        case .string(let s): JSONValue(.string(s))
        case .array(let elements): JSONValue(.array(elements.map(\.tree)))
        case .object(let members): JSONValue(.object(members.map { JSONMember(key: $0.key, value: $0.value.tree) }))
        }
    }
}

/// One `"key": value` pair of an object in a `JSONDocument`.
struct JSONNodeMember {
    let document: JSONDocument
    /// The key's node; the value's is the next one.
    let keyIndex: Int

    /// The key's text.
    var key: String { document.text(at: keyIndex) }

    /// Whether the key is `name`.
    func key(is name: String) -> Bool { key == name }

    /// Whether this member's key is the same as `other`'s.
    func hasSameKey(as other: JSONNodeMember) -> Bool { key == other.key }

    var value: JSONNode { JSONNode(document: document, index: keyIndex + 1) }
}

/// The members of an object node, in input order (duplicates included), walked in place.
struct JSONMembers: Collection {
    let document: JSONDocument
    let container: Int

    /// A member's key node.
    typealias Index = Int

    var startIndex: Int { container + 1 }
    var endIndex: Int { document.nodes[container].next }
    var count: Int { document.nodes[container].count }
    var isEmpty: Bool { count == 0 }

    func index(after i: Int) -> Int { document.nodes[i + 1].next }

    subscript(position: Int) -> JSONNodeMember { JSONNodeMember(document: document, keyIndex: position) }

    /// The value of the first member named `key`: a plain loop over the nodes, since request decoding does this
    /// for every key it reads (a walk through Collection's generic iteration cost more than the look-up itself).
    func value(forKey key: String) -> JSONNode? {
        let nodes = document.nodes
        let strings = document.strings
        var i = container + 1
        let end = nodes[container].next
        while i < end {
            if strings[nodes[i].count] == key { return JSONNode(document: document, index: i + 1) }
            i = nodes[i + 1].next
        }
        return nil
    }

    /// Whether every key is one of `allowed` (or `extra`) and none is repeated.
    func keysAreKnownAndUnique(_ allowed: [String], or extra: String?) -> Bool {
        let nodes = document.nodes
        let strings = document.strings
        var i = container + 1
        let end = nodes[container].next
        while i < end {
            let key = strings[nodes[i].count]
            guard allowed.contains(key) || key == extra else { return false }
            var j = container + 1
            while j < i {
                if strings[nodes[j].count] == key { return false }
                j = nodes[j + 1].next
            }
            i = nodes[i + 1].next
        }
        return true
    }
}

/// The elements of an array node, walked in place.
struct JSONElements: Collection {
    let document: JSONDocument
    let container: Int

    /// An element's node.
    typealias Index = Int

    var startIndex: Int { container + 1 }
    var endIndex: Int { document.nodes[container].next }
    var count: Int { document.nodes[container].count }
    var isEmpty: Bool { count == 0 }

    func index(after i: Int) -> Int { document.nodes[i].next }

    subscript(position: Int) -> JSONNode { JSONNode(document: document, index: position) }
}
