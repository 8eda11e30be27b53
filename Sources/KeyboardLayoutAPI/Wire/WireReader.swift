import KeyboardGeometry
import ServiceJSON

/// Reads typed values out of a JSON document, collecting every problem with its pointer instead of stopping at
/// the first (which is all Codable can do).
///
/// The one definition of the wire: every key, default, bound and check of a request is written once, here and
/// in the extensions, and a valid request takes the same path as one with problems. The reader holds the
/// document; values are `JSONNode` indexes into it, so reading copies no references.
struct WireReader {
    let document: JSONDocument
    private(set) var errors: [FieldError] = []

    /// A reader of `document` (none for a reader of text: a notification as iOS logs it).
    init(_ document: JSONDocument = .empty) {
        self.document = document
    }

    mutating func fail(_ pointer: JSONPointer, _ message: String, line: Int? = nil, column: Int? = nil) {
        errors.append(FieldError(pointer: pointer.description, message: message, line: line, column: column))
    }

    /// The members of an object whose keys are `keys` (a table made once: `ScreenKey.names`), each key once;
    /// reports a non-object, unknown keys and duplicate keys. `ignoring` is the table of a key that the caller
    /// reads itself (allowed here, and left out of the object).
    mutating func object(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String,
        ignoring: KeyNames? = nil
    ) -> KnownMembers? {
        guard document.isObject(value) else {
            fail(p(), "\(what) must be an object, not \(typeName(value))")
            return nil
        }
        // The common case, every key known and given once, keeps the members where they are (no copy).
        if let slots = document.slots(of: value.index, for: keys, or: ignoring) {
            return KnownMembers(keys: keys, slots: slots)
        }
        guard let members = document.members(value) else { return nil }
        if members.keysAreKnownAndUnique(keys, or: ignoring) {
            return KnownMembers(members: members, keys: keys)
        }
        var kept: [Int] = []
        kept.reserveCapacity(members.count)
        for m in members {
            // Compared as Strings, as they always were here: a key that is a name as Unicode text but not as bytes
            // (a Kelvin sign for a K) is kept, and found by no look-up, rather than reported.
            let key = document.key(m)
            if !(keys.contains(key) || ignoring?.contains(key) == true) {
                fail(p() / key, "unknown key (\(what) takes \(keys.list))")
            } else if kept.contains(where: { document.sameKey($0, m.keyIndex) }) {
                fail(p() / key, "key given twice")
            } else {
                kept.append(m.keyIndex)
            }
        }
        return KnownMembers(members: members, keys: keys, kept: kept)
    }

    /// A member that must be present.
    mutating func required<Key: ObjectKey>(
        _ object: borrowing KnownMembers, _ key: Key, at p: @autoclosure () -> JSONPointer
    ) -> JSONNode? {
        guard let v = object[key] else {
            fail(p() / key, "required")
            return nil
        }
        return v
    }

    mutating func string(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> String? {
        guard let s = document.string(value) else {
            fail(p(), "must be a string, not \(typeName(value))")
            return nil
        }
        return s
    }

    /// A non-empty string naming a view.
    mutating func id(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> String? {
        guard let s = string(value, at: p()) else { return nil }
        guard !s.isEmpty else {
            fail(p(), "must not be empty")
            return nil
        }
        return s
    }

    mutating func bool(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Bool? {
        guard let b = document.bool(value) else {
            fail(p(), "must be true or false, not \(typeName(value))")
            return nil
        }
        return b
    }

    /// A finite number (the reader already rejects NaN and infinities in JSON text).
    mutating func number(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Double? {
        guard let d = document.double(value) else {
            fail(p(), "must be a number, not \(typeName(value))")
            return nil
        }
        guard d.isFinite else {
            fail(p(), "must be a finite number")
            return nil
        }
        guard WireBounds.contains(d) else {
            fail(p(), WireBounds.message(d))
            return nil
        }
        return d
    }

    mutating func nonNegative(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Double? {
        guard let d = number(value, at: p()) else { return nil }
        guard d >= 0 else {
            fail(p(), "must be >= 0, not \(d.pt)")
            return nil
        }
        return d
    }

    /// One of a fixed set of strings.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, as: T.Type
    ) -> T?
    where T.RawValue == String {
        guard let s = string(value, at: p()) else { return nil }
        guard let v = T(rawValue: s) else {
            fail(p(), "'\(s)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return v
    }

    /// Reads an optional member with `read`, or gives `fallback` when it is absent.
    ///
    /// `read` reports its problems with the member as the root (its pointer closure gives `""`), and they are
    /// moved under the member's pointer here, so that the pointer is built only for a problem and no closure
    /// captures `p` (which only `withoutActuallyEscaping` allows, at an allocation a member). So a pointer that
    /// `read` keeps rather than reports (in a warning, say) would be relative: reading an optional member
    /// reports problems only.
    mutating func optional<T, Key: ObjectKey>(
        _ object: borrowing KnownMembers, _ key: Key, at p: @autoclosure () -> JSONPointer,
        default fallback: T,
        _ read: (inout WireReader, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        guard let v = object[key] else { return fallback }
        let before = errors.count
        let value = read(&self, v, { JSONPointer() })
        if errors.count > before {
            let base = (p() / key).description
            for k in before..<errors.count { errors[k].pointer = base + errors[k].pointer }
        }
        return value
    }

    // MARK: The document's values

    func kind(_ value: JSONNode) -> JSONNode.Kind { document.kind(value) }
    func typeName(_ value: JSONNode) -> String { document.typeName(value) }
    func members(_ value: JSONNode) -> JSONMembers? { document.members(value) }
    func elements(_ value: JSONNode) -> JSONElements? { document.elements(value) }
    func key(_ member: JSONNodeMember) -> String { document.key(member) }
    /// Whether `member`'s key is `key`'s name on the wire, compared as bytes.
    func key<Key: ObjectKey>(_ member: JSONNodeMember, is key: Key) -> Bool {
        document.keyMatches(member.keyIndex, key.rawValue, in: Key.names)
    }
    /// The value as a tree (what simulate echoes of each event).
    func tree(_ value: JSONNode) -> JSONValue { document.tree(value) }
}
