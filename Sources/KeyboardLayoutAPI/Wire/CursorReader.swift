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
    /// Where each container walked past ends: the top-level object's walk finds them all, so that the objects read
    /// after it walk only their own scalars.
    private let ends = ContainerEnds()
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
                try cursor.skipValue(ends: ends)
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

    mutating func elements(_ value: JSONNode) -> CursorElements? {
        guard form(value) == .array else { return nil }
        var elements = CursorElements()
        do throws(JSONCursor.Unusual) {
            cursor.seek(value.index)
            var items = try cursor.openArray()
            while try cursor.nextElement(&items) {
                guard elements.count < CursorElements.capacity, cursor.peek() != nil else {
                    throw JSONCursor.Unusual()
                }
                elements.offsets[elements.count] = cursor.index
                elements.count += 1
                try cursor.skipValue(ends: ends)
            }
            return elements
        } catch {
            problemCount += 1
            return nil
        }
    }

    mutating func members(_ value: JSONNode) -> CursorMembers? {
        guard form(value) == .object else { return nil }
        var members = CursorMembers()
        do throws(JSONCursor.Unusual) {
            cursor.seek(value.index)
            var items = try cursor.openObject()
            while let key = try cursor.nextName(&items) {
                guard members.count < CursorMembers.capacity, cursor.peek() != nil else { throw JSONCursor.Unusual() }
                // A key's offset is its opening quote's, the byte before its text.
                members.keys[members.count] = key.lowerBound - 1
                members.values[members.count] = cursor.index
                members.count += 1
                try cursor.skipValue(ends: ends)
            }
            return members
        } catch {
            problemCount += 1
            return nil
        }
    }

    var text: [UInt8] { cursor.bytes }

    func textRange(_ value: JSONNode) -> Range<Int>? {
        var c = cursor
        c.seek(value.index)
        return try? c.string()
    }
}

/// An array's elements in the bytes: where each starts, found by one walk of the array. Inline, for the arrays a
/// request usually holds (views, behaviors, a rect's numbers); a longer one is left to the document.
struct CursorElements: RandomAccessCollection {
    static var capacity: Int { 32 }
    var offsets = InlineArray<32, Int>(repeating: 0)
    var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> JSONNode { JSONNode(offsets[position]) }
}

/// An object's members in the bytes, in order: where each key and value starts, found by one walk of the object.
/// Inline, for the objects whose keys are not a fixed set (userInfo); a longer one is left to the document.
struct CursorMembers: RandomAccessCollection {
    static var capacity: Int { 16 }
    var keys = InlineArray<16, Int>(repeating: 0)
    var values = InlineArray<16, Int>(repeating: 0)
    var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> JSONNodeMember {
        JSONNodeMember(keyIndex: keys[position], valueIndex: values[position])
    }
}
