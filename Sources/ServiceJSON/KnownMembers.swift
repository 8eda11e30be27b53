/// The members of an object whose keys a reader checked (known keys, each once), looked up by a key's place in
/// the object's table of keys (`keys`): the reader's subscript by `WireKey` case (`o[ScreenKey.bounds]`) reads
/// `value(ofCase:of:in:)`, which finds the place (by raw value for a case of an enumeration the table knows).
///
/// Checking the keys finds each member's place, and the usual object (at most `MemberSlots.capacity` keys, all
/// known, none repeated) keeps each member's value by that place, so a look-up reads one slot. Other objects scan
/// their members, comparing keys as bytes in the request with the name at the place.
///
/// Noncopyable: readers borrow it, so passing it to each look-up never counts its table of keys (or its
/// document) up and down; as a copyable value it was copied and destroyed about 66 times an adjust request.
package struct KnownMembers: ~Copyable {
    /// The members, for the objects without slots (with slots nothing else is needed, and no reference is held).
    @usableFromInline let members: JSONMembers?
    /// The keys the object takes: a key's place there is its slot.
    package let keys: KeyNames
    /// Each key's value node by its place in `keys`, when `hasSlots`.
    @usableFromInline let slots: MemberSlots
    @usableFromInline let hasSlots: Bool
    /// The key nodes of the members kept when some were left out (unknown or repeated keys, already reported);
    /// nil when all were.
    @usableFromInline let kept: [Int]?

    /// An object whose members are all in `keys`, each once: `slots` holds their values.
    package init(keys: KeyNames, slots: MemberSlots) {
        self.members = nil
        self.keys = keys
        self.slots = slots
        self.hasSlots = true
        self.kept = nil
    }

    /// An object read by scanning its members (all of them, or the `kept` ones). A key the reader reads itself
    /// (simulate's `at` on an event) has no place in `keys`, so no look-up finds it.
    package init(members: JSONMembers, keys: KeyNames, kept: [Int]? = nil) {
        self.members = members
        self.keys = keys
        self.slots = MemberSlots()
        self.hasSlots = false
        self.kept = kept
    }

    /// The value of the key that is case `rawValue` of the enumeration `type` (whose table is `names`), nil when
    /// the object has none: the reader's look-up by case, in one call.
    @inlinable
    package func value(ofCase rawValue: Int, of type: ObjectIdentifier, in names: KeyNames) -> JSONNode? {
        self[place: keys.place(ofCase: rawValue, of: type, in: names)]
    }

    /// The value of the key at `place` in `keys`; nil for no place, or when the object has no such member.
    @inlinable @inline(__always)
    package subscript(place place: Int?) -> JSONNode? {
        guard let place else { return nil }
        if hasSlots {
            let node = slots[place]
            return node == 0 ? nil : JSONNode(node)
        }
        guard let members else { return nil }
        let document = members.document
        if let kept {
            for k in kept where document.keyMatches(k, place, in: keys) { return JSONNode(k + 1) }
            return nil
        }
        let nodes = document.nodes
        var i = members.container + 1
        let end = nodes[members.container].next
        while i < end {
            if document.keyMatches(i, place, in: keys) { return JSONNode(i + 1) }
            i = nodes[i + 1].next
        }
        return nil
    }
}
