/// The members of a request object after `WireReader.object` checked them (known keys, each once).
///
/// Checking the keys finds each member's place in the object's list of keys (`allowed`), and the usual object
/// (at most `WireSlots.capacity` keys, all known, none repeated) keeps each member's value by that place, so a
/// look-up is a scan of the list, whose names are the same literals the reader looks up (the same constant,
/// compared as one pointer). Other objects scan their members, comparing keys as bytes in the request.
struct WireObject {
    /// The members, for the objects without slots (with slots nothing else is needed, and no reference is held).
    private let members: JSONMembers?
    private let allowed: [StaticString]
    /// Each allowed key's value node, when `hasSlots`.
    private let slots: WireSlots
    private let hasSlots: Bool
    /// The key nodes of the members kept when some were left out (unknown or repeated keys, already reported);
    /// nil when all were.
    private let kept: [Int]?
    /// A key that is read elsewhere and so left out here (simulate's `at` on an event).
    private let ignored: StaticString?

    /// An object whose members are all in `allowed`, each once: `slots` holds their values.
    init(allowed: [StaticString], slots: WireSlots) {
        self.members = nil
        self.allowed = allowed
        self.slots = slots
        self.hasSlots = true
        self.kept = nil
        self.ignored = nil
    }

    /// An object read by scanning its members (all of them, or the `kept` ones), leaving out `ignored`.
    init(members: JSONMembers, allowed: [StaticString], kept: [Int]? = nil, ignoring ignored: StaticString? = nil) {
        self.members = members
        self.allowed = allowed
        self.slots = WireSlots()
        self.hasSlots = false
        self.kept = kept
        self.ignored = ignored
    }

    subscript(key: StaticString) -> JSONNode? {
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

/// The value node of each key of an object, by the key's place in the object's list of keys; 0 for an absent
/// key (0 is the document's root, never a member). Inline, so that reading an object allocates nothing.
struct WireSlots {
    static let capacity = 8

    private var s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0

    subscript(i: Int) -> Int {
        get {
            switch i {
            case 0: s0
            case 1: s1
            case 2: s2
            case 3: s3
            case 4: s4
            case 5: s5
            case 6: s6
            case 7: s7
            default: 0
            }
        }
        set {
            switch i {
            case 0: s0 = newValue
            case 1: s1 = newValue
            case 2: s2 = newValue
            case 3: s3 = newValue
            case 4: s4 = newValue
            case 5: s5 = newValue
            case 6: s6 = newValue
            case 7: s7 = newValue
            default: break
            }
        }
    }
}
