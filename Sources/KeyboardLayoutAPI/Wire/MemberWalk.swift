import ServiceJSON

/// A walk over an object's members, for a reader that reads them one at a time (`WireInput.next(_:)`), each key
/// once, present or not: every key the object takes comes out of the walk once, with its value or nil.
///
/// From the document, the keys come in the reader's order (`order`, or the table's), absent ones with nil where
/// they stand, so that problems are reported in that order; from the bytes, the members come in the body's order,
/// read as they come (no walking past a value to find a key), then the absent keys.
struct MemberWalk: ~Copyable {
    /// The keys the object takes.
    let keys: KeyNames
    /// The document's object, looked up key by key (none for the bytes: an object with no slot filled).
    let members: KnownMembers
    /// The order the document's keys are visited in: places in `keys`; nil for the table's.
    let order: [Int]?
    /// The document: the next key to visit, as a step of `order`. The bytes, once the object's `}` is read: the
    /// next place to look at for an absent key.
    var step = 0
    /// The bytes: where the object stands (`JSONCursor.Items`), the places seen (a bit each), the offset of the
    /// last value given, and whether the object's `}` was read.
    var items = JSONCursor.Items()
    var seen: UInt64 = 0
    var lastValue = -1
    var ended = false
    /// The bytes: the offset of the object's `{`.
    var start = -1
    /// The table of a key the caller reads itself, walked past.
    let ignoring: KeyNames?

    init(keys: KeyNames, members: consuming KnownMembers? = nil, order: [Int]?, ignoring: KeyNames?) {
        self.keys = keys
        self.members = members ?? KnownMembers(keys: keys, slots: MemberSlots())
        self.order = order
        self.ignoring = ignoring
    }
}

/// A walk over an array's elements, in order (`WireInput.nextElement(_:)`).
struct ElementWalk {
    /// How many elements the array has, when known before the walk (the document's).
    let count: Int?
    /// The document: the elements, and the next one's index.
    let elements: JSONElements?
    var position: Int
    /// The bytes: where the array stands, and the offset of the last element given.
    var items = JSONCursor.Items()
    var lastValue = -1
    /// The bytes: the offset of the array's `[`.
    var start = -1

    init(elements: JSONElements) {
        self.count = elements.count
        self.elements = elements
        self.position = elements.startIndex
    }

    init() {
        self.count = nil
        self.elements = nil
        self.position = 0
    }
}
