/// The keys one object takes, in their declared order, as one table of names made once (a static constant of the
/// reader's): a key's place here is its slot in `MemberSlots` and its place in the list a message gives.
///
/// The table is made from a `WireKey` enumeration, whose cases are the keys (`KeyNames(ScreenKey.self)`); from
/// one followed by another, when an object takes two sets of keys (check's top level: adjust's, then its own);
/// from some cases in a given order (a behavior type's keys); or from literals (the answer's fields, which check
/// reads back, by their places in the list). Whatever it was made from, a key is found by its bytes
/// (`place(ofKeyIn:at:length:from:)`, the one comparison of names), so a reader may look a key up by a case of any
/// enumeration; a case of an enumeration the table was made from, or was told of (`alsoFor`: a request whose top
/// level holds the scene's keys is told of adjust's, by which the scene's reader looks them up), is found by its
/// raw value, without comparing names.
///
/// A class: an object read holds the table as one reference, and every name is read from two flat arrays (a list
/// of arrays would count each name's array up and down as it is compared). Made once for each object form, so
/// reading an object allocates nothing for it.
package final class KeyNames: Sendable {
    /// Every name's UTF-8 bytes, one after another, in the declared order.
    @usableFromInline let text: [UInt8]
    /// Where each name starts in `text`, then where the last one ends: one more offset than there are names.
    @usableFromInline let bounds: [Int]
    /// Each name as a String, made once: for pointers and messages.
    @usableFromInline let strings: [String]
    /// The enumerations whose cases are found by raw value (`place(ofCase:of:in:)`): the ones the table was made
    /// from, and any whose keys the object shares (the scene's keys, as adjust names them, in simulate's top
    /// level); with where each one's places start in `casePlaces`.
    @usableFromInline let enumerations: [(type: ObjectIdentifier, start: Int)]
    /// Each enumeration's cases' places, by raw value, one enumeration after another; -1 for a case the object
    /// does not take.
    @usableFromInline let casePlaces: [Int]

    private init(_ names: [[UInt8]], enumerations: [(type: any WireKey.Type, places: [Int]?)]) {
        var text: [UInt8] = []
        var bounds = [0]
        for name in names {
            text += name
            bounds.append(text.count)
        }
        self.text = text
        self.bounds = bounds
        self.strings = names.map { String(decoding: $0, as: UTF8.self) }
        var found: [(type: ObjectIdentifier, start: Int)] = []
        var casePlaces: [Int] = []
        for (type, places) in enumerations {
            found.append((ObjectIdentifier(type), casePlaces.count))
            // Where not given, each case's place is found by its name.
            casePlaces += places ?? type.wireNames.map { name in names.firstIndex(of: name) ?? -1 }
        }
        self.enumerations = found
        self.casePlaces = casePlaces
    }

    /// Every case of `Key`, in order (a case's place is its raw value); `others` are enumerations whose cases
    /// the object takes some of too, found by raw value as well.
    package convenience init<Key: WireKey>(_: Key.Type, alsoFor others: [any WireKey.Type] = []) {
        self.init(Key.wireNames, enumerations: [(Key.self, nil)] + others.map { ($0, nil) })
    }

    /// Every case of `Key`, then every case of `Extra`: an object that takes both sets of keys; `others` as above.
    package convenience init<Key: WireKey, Extra: WireKey>(
        _: Key.Type, then _: Extra.Type, alsoFor others: [any WireKey.Type] = []
    ) {
        self.init(
            Key.wireNames + Extra.wireNames,
            enumerations: [(Key.self, nil), (Extra.self, nil)] + others.map { ($0, nil) })
    }

    /// Some cases of `Key`, in the order given: an object that takes only these of the enumeration's keys.
    package convenience init<Key: WireKey>(_ cases: [Key]) {
        self.init(
            cases.map { Key.wireNames[$0.rawValue] },
            enumerations: [(Key.self, Key.allCases.map { key in cases.firstIndex(of: key) ?? -1 })])
    }

    /// Names written as literals (the answer's fields), found by their bytes, or by their places in `literals`.
    package convenience init(_ literals: [StaticString]) {
        self.init(literals.map { Array($0.description.utf8) }, enumerations: [])
    }

    /// How many keys the object takes.
    @inlinable
    package var count: Int { bounds.count - 1 }

    /// The name at `place`, for a pointer or a message.
    package func name(_ place: Int) -> String { strings[place] }

    /// Whether `name` is one of the names, compared as Strings: for the reader's report of unknown keys.
    package func contains(_ name: String) -> Bool { strings.contains(name) }

    /// Every name, in order, separated by commas: the list a message gives of the keys an object takes.
    package var list: String { strings.joined(separator: ", ") }

    /// The place of the case whose raw value is `rawValue` of the enumeration `type`, nil when the object does
    /// not take it: by raw value when the table knows the enumeration (`enumerations`), else by the case's name,
    /// the one at `rawValue` in `names` (its enumeration's table).
    @inlinable @inline(__always)
    package func place(ofCase rawValue: Int, of type: ObjectIdentifier, in names: KeyNames) -> Int? {
        var e = 0
        while e < enumerations.count {
            let enumeration = enumerations[e]
            if enumeration.type == type {
                let place = casePlaces[enumeration.start + rawValue]
                return place < 0 ? nil : place
            }
            e += 1
        }
        return place(ofName: rawValue, in: names)
    }

    /// Whether the name at `place` is the `length` bytes of `bytes` from `offset` on (a key in a request's text,
    /// or a name in another table): the one comparison of a name.
    @inlinable @inline(__always)
    package func name(_ place: Int, isIn bytes: [UInt8], at offset: Int, length: Int) -> Bool {
        let first = bounds[place]
        return bounds[place + 1] - first == length && bytes.matches(at: offset, text, from: first, count: length)
    }

    /// The place of the name that is the `length` bytes of `bytes` from `offset` on; nil when the object takes no
    /// such key. The name at `start` is compared first, then the ones after it and around (requests usually give
    /// keys in the declared order, so a reader that passes the place after the last key found compares most keys
    /// once). Most names differ from the key in length, so most comparisons stop at the first test.
    @inlinable
    package func place(ofKeyIn bytes: [UInt8], at offset: Int, length: Int, from start: Int = 0) -> Int? {
        let n = count
        var j = start < n ? start : 0
        for _ in 0..<n {
            if name(j, isIn: bytes, at: offset, length: length) { return j }
            j += 1
            if j == n { j = 0 }
        }
        return nil
    }

    /// The place of the name at `place` in `other` (a key another object's table names), nil when the object
    /// takes no such key.
    @inlinable
    package func place(ofName place: Int, in other: KeyNames) -> Int? {
        let first = other.bounds[place]
        return self.place(ofKeyIn: other.text, at: first, length: other.bounds[place + 1] - first)
    }
}
