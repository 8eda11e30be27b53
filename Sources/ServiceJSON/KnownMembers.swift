/// The members of an object whose keys a reader checked (known keys, each once), looked up by literal key.
///
/// Checking the keys finds each member's place in the object's list of keys (`allowed`), and the usual object
/// (at most `MemberSlots.capacity` keys, all known, none repeated) keeps each member's value by that place, so a
/// look-up is a scan of the list, whose names are the same literals the reader looks up (the same constant,
/// compared as one pointer). Other objects scan their members, comparing keys as bytes in the request.
///
/// Noncopyable: readers borrow it, so passing it to each look-up never counts its list of keys (or its document)
/// up and down; as a copyable value it was copied and destroyed about 66 times an adjust request.
package struct KnownMembers: ~Copyable {
    /// The members, for the objects without slots (with slots nothing else is needed, and no reference is held).
    @usableFromInline let members: JSONMembers?
    @usableFromInline let allowed: [StaticString]
    /// Each allowed key's value node, when `hasSlots`.
    @usableFromInline let slots: MemberSlots
    @usableFromInline let hasSlots: Bool
    /// The key nodes of the members kept when some were left out (unknown or repeated keys, already reported);
    /// nil when all were.
    @usableFromInline let kept: [Int]?
    /// A key that is read elsewhere and so left out here (simulate's `at` on an event).
    @usableFromInline let ignored: StaticString?

    /// An object whose members are all in `allowed`, each once: `slots` holds their values.
    package init(allowed: [StaticString], slots: MemberSlots) {
        self.members = nil
        self.allowed = allowed
        self.slots = slots
        self.hasSlots = true
        self.kept = nil
        self.ignored = nil
    }

    /// An object read by scanning its members (all of them, or the `kept` ones), leaving out `ignored`.
    package init(
        members: JSONMembers, allowed: [StaticString], kept: [Int]? = nil, ignoring ignored: StaticString? = nil
    ) {
        self.members = members
        self.allowed = allowed
        self.slots = MemberSlots()
        self.hasSlots = false
        self.kept = kept
        self.ignored = ignored
    }

    /// The value of `key`, nil when the object has none.
    @inlinable
    package subscript(key: StaticString) -> JSONNode? {
        if hasSlots {
            var j = 0
            while j < allowed.count {
                if allowed[j].isSame(as: key) {
                    let node = slots[j]
                    return node == 0 ? nil : JSONNode(node)
                }
                j += 1
            }
            return nil
        }
        guard let members else { return nil }
        if let ignored, key.isSame(as: ignored) { return nil }
        if let kept {
            for k in kept where members.document.keyMatches(k, key) { return JSONNode(k + 1) }
            return nil
        }
        return members.value(forKey: key)
    }
}
