import ServiceJSON

/// The bytes input of the request readers (`WireInput`): reads a request straight from its body, with no document
/// of it, and gives up at the first problem or at a form it leaves to the document (a string with escapes or
/// outside printable ASCII, an object with more keys than `MemberSlots` holds, nesting deeper than 63 levels): it
/// counts the problem, makes neither its pointer nor its message, and reads no object after it, so that the
/// readers return at once. The caller then reads the body from its document (`WireReader`), which reports every
/// problem.
///
/// A value is the offset of its first byte. An object read member by member (`open`, `next`) is read front to back:
/// each member's value is read by its reader where it stands, and the walk goes on from where that read ended
/// (`finished`), or walks past a value its reader did not read through (`JSONCursor.skipValue`, which checks the
/// grammar). An object read by look-up (`object`: a request's top level) is walked once, keeping where each value
/// starts by its key's place. So every byte of the body is checked, and most are read once.
struct CursorReader: WireInput {
    typealias Elements = CursorElements
    typealias Members = CursorMembers

    private var cursor: JSONCursor
    /// The value read last, from its first byte to the offset after it: a walk goes on from there when the value is
    /// the one it gave.
    private var finished = (start: -1, end: -1)
    /// The containers read or walked through last (by a walk, or by `elements` and `members`, which leave their
    /// values to be read after), from their first byte to the offset after them, newest at `closedNext - 1`: a
    /// container read through before an inner value read after it (a view's scroll) is still found.
    private var closed = InlineArray<4, (start: Int, end: Int)>(repeating: (-1, -1))
    private var closedNext = 0
    /// The problems met: the reading gave up at the first.
    private(set) var problemCount = 0

    var reportsEveryProblem: Bool { false }

    /// A reader of `body`.
    init(_ body: [UInt8]) {
        cursor = JSONCursor(body)
    }

    /// Reads a whole request with `read`, given its top-level value, then checks that nothing follows it; nil when
    /// the reading gave up.
    static func request<Request>(_ body: [UInt8], _ read: (inout CursorReader, JSONNode) -> Request?) -> Request? {
        var r = CursorReader(body)
        guard r.cursor.peek() != nil else { return nil }
        let root = r.cursor.index
        guard let request = read(&r, JSONNode(root)), r.problemCount == 0 else { return nil }
        // Only whitespace may follow the top-level value.
        guard (try? r.finish(root)) != nil, (try? r.cursor.end()) != nil else { return nil }
        return request
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

    mutating func string(_ value: JSONNode) -> String? {
        cursor.seek(value.index)
        guard let range = try? cursor.string() else { return nil }
        finished = (value.index, cursor.index)
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

    mutating func double(_ value: JSONNode) -> Double? {
        cursor.seek(value.index)
        guard let d = try? cursor.number() else { return nil }
        finished = (value.index, cursor.index)
        return d
    }

    mutating func bool(_ value: JSONNode) -> Bool? {
        cursor.seek(value.index)
        guard let b = try? cursor.bool() else { return nil }
        finished = (value.index, cursor.index)
        return b
    }

    mutating func open(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, order: [Int]?,
        ignoring: KeyNames?
    ) -> MemberWalk? {
        guard problemCount == 0, keys.count <= 64 else {
            problemCount += 1
            return nil
        }
        cursor.seek(value.index)
        guard let items = try? cursor.openObject() else {
            problemCount += 1
            return nil
        }
        var walk = MemberWalk(keys: keys, members: nil, order: nil, ignoring: ignoring)
        walk.items = items
        walk.start = value.index
        return walk
    }

    mutating func next(_ walk: inout MemberWalk) -> (place: Int, value: JSONNode?)? {
        guard problemCount == 0 else { return nil }
        if !walk.ended {
            do throws(JSONCursor.Unusual) {
                try finish(walk.lastValue)
                while let (found, key) = try cursor.nextKey(&walk.items, in: walk.keys, expected: walk.step) {
                    guard let place = found else {
                        guard let ignoring = walk.ignoring,
                            ignoring.place(ofKeyIn: cursor.bytes, at: key.lowerBound, length: key.count) != nil
                        else { throw JSONCursor.Unusual() }
                        try cursor.skipValue()
                        continue
                    }
                    let bit: UInt64 = 1 << UInt64(place)
                    guard walk.seen & bit == 0, cursor.peek() != nil else { throw JSONCursor.Unusual() }
                    walk.seen |= bit
                    walk.step = place + 1
                    walk.lastValue = cursor.index
                    return (place, JSONNode(cursor.index))
                }
                // The `}`: the object is read through; then the keys it did not give.
                close(walk.start)
                walk.ended = true
                walk.step = 0
            } catch {
                problemCount += 1
                return nil
            }
        }
        while walk.step < walk.keys.count {
            let place = walk.step
            walk.step += 1
            if walk.seen & (1 << UInt64(place)) == 0 { return (place, nil) }
        }
        return nil
    }

    mutating func openArray(_ value: JSONNode) -> ElementWalk? {
        guard problemCount == 0, form(value) == .array else { return nil }
        cursor.seek(value.index)
        guard let items = try? cursor.openArray() else {
            problemCount += 1
            return nil
        }
        var walk = ElementWalk()
        walk.items = items
        walk.start = value.index
        return walk
    }

    mutating func nextElement(_ walk: inout ElementWalk) -> JSONNode? {
        guard problemCount == 0 else { return nil }
        do throws(JSONCursor.Unusual) {
            try finish(walk.lastValue)
            guard try cursor.nextElement(&walk.items) else {
                close(walk.start)
                return nil
            }
            guard cursor.peek() != nil else { throw JSONCursor.Unusual() }
            walk.lastValue = cursor.index
            return JSONNode(cursor.index)
        } catch {
            problemCount += 1
            return nil
        }
    }

    /// Puts the cursor after the value at `start` (none before the first): where its read ended, when it was read
    /// through lately; else walked past from its start.
    private mutating func finish(_ start: Int) throws(JSONCursor.Unusual) {
        guard start >= 0 else { return }
        if finished.start == start {
            cursor.seek(finished.end)
            return
        }
        for k in 0..<4 where closed[k].start == start {
            cursor.seek(closed[k].end)
            return
        }
        cursor.seek(start)
        try cursor.skipValue()
    }

    /// Keeps that the container starting at `start` was read through to where the cursor is.
    private mutating func close(_ start: Int) {
        closed[closedNext & 3] = (start, cursor.index)
        closedNext += 1
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
                try cursor.skipValue()
            }
            close(value.index)
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
                try cursor.skipValue()
            }
            close(value.index)
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
