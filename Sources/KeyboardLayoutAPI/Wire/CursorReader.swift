import ServiceJSON

/// The bytes input of the request readers (`WireInput`): reads a request straight from its body, with no document
/// of it, and gives up at the first problem or at a form it leaves to the document (a string with escapes or
/// outside printable ASCII, an object with more keys than `MemberSlots` holds, nesting deeper than 63 levels): it
/// counts the problem, makes neither its pointer nor its message, and reads no object after it, so that the
/// readers return at once. The caller then reads the body from its document (`WireReader`), which reports every
/// problem.
///
/// A value is the offset of its first byte. Reading an object checks its members' keys and walks past their values
/// (`JSONCursor.skipValue`, which checks their grammar), keeping where each value starts by its key's place; a
/// look-up then reads the value there. So the top-level object's walk checks the whole body, and a value is read
/// only when its reader asks for it, in the reader's order, as from the document.
struct CursorReader: WireInput {
    private var cursor: JSONCursor
    /// The problems met: the reading gave up at the first.
    private(set) var problemCount = 0

    /// A reader of `body`.
    init(_ body: [UInt8]) {
        cursor = JSONCursor(body)
    }

    /// Reads a whole request: its top-level object with only `keys` (and nothing after it), then its members by
    /// `read`; nil when it gave up.
    static func request<Request>(
        _ body: [UInt8], keys: KeyNames, what: String, _ read: (inout CursorReader, borrowing KnownMembers) -> Request?
    ) -> Request? {
        var r = CursorReader(body)
        guard r.cursor.peek() != nil,
            let o = r.object(JSONNode(r.cursor.index), at: JSONPointer(), keys: keys, what: what, ignoring: nil),
            // The object's walk ended at its `}`: only whitespace may follow.
            (try? r.cursor.end()) != nil
        else { return nil }
        let request = read(&r, o)
        return r.problemCount == 0 ? request : nil
    }

    mutating func fail(
        _ pointer: @autoclosure () -> JSONPointer, _ message: String, line: Int?, column: Int?
    ) {
        problemCount += 1
    }

    func rebaseProblems(from start: Int, under base: () -> JSONPointer) {}

    func hasProblem(at pointer: JSONPointer) -> Bool { false }

    mutating func object(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, ignoring: KeyNames?
    ) -> KnownMembers? {
        // After a problem, nothing more is read: the document will be.
        guard problemCount == 0 else { return nil }
        do throws(JSONCursor.Unusual) {
            guard keys.count <= MemberSlots.capacity else { throw JSONCursor.Unusual() }
            cursor.seek(value.index)
            var items = try cursor.openObject()
            var slots = MemberSlots()
            var next = 0
            while let key = try cursor.nextName(&items) {
                if let place = keys.place(ofKeyIn: cursor.bytes, at: key.lowerBound, length: key.count, from: next) {
                    guard slots[place] == 0 else { throw JSONCursor.Unusual() }
                    // A value's offset is never 0: the object's `{` comes before it.
                    _ = cursor.peek()
                    slots[place] = cursor.index
                    next = place + 1
                } else {
                    guard let ignoring,
                        ignoring.place(ofKeyIn: cursor.bytes, at: key.lowerBound, length: key.count) != nil
                    else { throw JSONCursor.Unusual() }
                }
                try cursor.skipValue()
            }
            return KnownMembers(keys: keys, slots: slots)
        } catch {
            problemCount += 1
            return nil
        }
    }

    // MARK: Values

    func form(_ value: JSONNode) -> JSONDocument.Node.Kind {
        guard value.index < cursor.bytes.count else { return .null }
        switch cursor.bytes[value.index] {
        case .openBrace: return .object
        case .openBracket: return .array
        case .quote: return .string
        case .lowerT: return .true
        case .lowerF: return .false
        case .lowerN: return .null
        default: return .number
        }
    }

    func string(_ value: JSONNode) -> String? {
        guard let range = textRange(value) else { return nil }
        return String(decoding: cursor.bytes[range], as: UTF8.self)
    }

    func string(_ value: JSONNode, is literal: StaticString) -> Bool {
        guard let range = textRange(value) else { return false }
        return cursor.text(range, is: literal)
    }

    func string(_ value: JSONNode, is name: String) -> Bool {
        guard let range = textRange(value) else { return false }
        return cursor.text(range, is: name)
    }

    func double(_ value: JSONNode) -> Double? {
        var c = cursor
        c.seek(value.index)
        return try? c.number()
    }

    func bool(_ value: JSONNode) -> Bool? {
        var c = cursor
        c.seek(value.index)
        return try? c.bool()
    }

    func elements(_ value: JSONNode) -> CursorElements? {
        guard form(value) == .array else { return nil }
        return CursorElements(cursor: cursor, array: value.index)
    }

    func members(_ value: JSONNode) -> CursorMembers? {
        guard form(value) == .object else { return nil }
        return CursorMembers(cursor: cursor, object: value.index)
    }

    var text: [UInt8] { cursor.bytes }

    func textRange(_ value: JSONNode) -> Range<Int>? {
        var c = cursor
        c.seek(value.index)
        return try? c.string()
    }
}

/// An array's elements in the bytes, by offset: each step walks past one element. Every array a reader meets was
/// checked by the walk of the object around it, so a step that finds no element ends the array.
struct CursorElements: Collection {
    private let cursor: JSONCursor
    let startIndex: Int

    init(cursor: JSONCursor, array: Int) {
        var c = cursor
        c.seek(array)
        var first = Int.max
        if var items = try? c.openArray(), (try? c.nextElement(&items)) == true, c.peek() != nil {
            first = c.index
        }
        self.cursor = c
        self.startIndex = first
    }

    /// Past the last element.
    var endIndex: Int { Int.max }

    subscript(position: Int) -> JSONNode { JSONNode(position) }

    func index(after i: Int) -> Int {
        var c = cursor
        c.seek(i)
        guard (try? c.skipValue()) != nil, c.peek() == .comma else { return Int.max }
        c.seek(c.index + 1)
        return c.peek() != nil ? c.index : Int.max
    }
}

/// An object's members in the bytes, in order: each key's and value's offsets.
struct CursorMembers: Sequence {
    private let cursor: JSONCursor
    private let object: Int

    init(cursor: JSONCursor, object: Int) {
        self.cursor = cursor
        self.object = object
    }

    func makeIterator() -> Iterator { Iterator(cursor: cursor, object: object) }

    struct Iterator: IteratorProtocol {
        private var cursor: JSONCursor
        /// Nil before the `{` is read.
        private var items: JSONCursor.Items?
        private var done = false

        init(cursor: JSONCursor, object: Int) {
            self.cursor = cursor
            self.cursor.seek(object)
        }

        mutating func next() -> JSONNodeMember? {
            guard !done else { return nil }
            do {
                var items: JSONCursor.Items
                if let known = self.items {
                    items = known
                    try cursor.skipValue()
                } else {
                    items = try cursor.openObject()
                }
                defer { self.items = items }
                // The key's offset is its opening quote's, the byte before its text.
                guard let key = try cursor.nextName(&items), cursor.peek() != nil else {
                    done = true
                    return nil
                }
                return JSONNodeMember(keyIndex: key.lowerBound - 1, valueIndex: cursor.index)
            } catch {
                done = true
                return nil
            }
        }
    }
}
