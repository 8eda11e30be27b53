import KeyboardGeometry
import ServiceJSON

/// The document input of the request readers (`WireInput`): reads typed values out of a JSON document, collecting
/// every problem with its pointer instead of stopping at the first (which is all Codable can do).
///
/// The readers are written once, as extensions of `WireInput`, and a valid request takes the same path as one with
/// problems. The reader holds the document; values are `JSONNode` indexes into it, so reading copies no
/// references.
struct WireReader: WireInput {
    let document: JSONDocument
    private(set) var errors: [FieldError] = []

    /// A reader of `document` (none for a reader of text: a notification as iOS logs it).
    init(_ document: JSONDocument = .empty) {
        self.document = document
    }

    var reportsEveryProblem: Bool { true }

    var problemCount: Int { errors.count }

    mutating func fail(
        _ pointer: @autoclosure () -> JSONPointer, _ message: String, line: Int?, column: Int?
    ) {
        errors.append(FieldError(pointer: pointer().description, message: message, line: line, column: column))
    }

    mutating func rebaseProblems(from start: Int, under base: () -> JSONPointer) {
        let prefix = base().description
        for k in start..<errors.count { errors[k].pointer = prefix + errors[k].pointer }
    }

    func hasProblem(at pointer: JSONPointer) -> Bool {
        let s = pointer.description
        return errors.contains { $0.pointer == s || $0.pointer.hasPrefix(s + "/") }
    }

    mutating func object(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, ignoring: KeyNames?
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

    mutating func open(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, order: [Int]?,
        ignoring: KeyNames?
    ) -> MemberWalk? {
        guard let members = object(value, at: p(), keys: keys, what: what, ignoring: ignoring) else { return nil }
        return MemberWalk(keys: keys, members: members, order: order, ignoring: ignoring)
    }

    func next(_ walk: inout MemberWalk) -> (place: Int, value: JSONNode?)? {
        guard walk.step < walk.keys.count else { return nil }
        let place = walk.order?[walk.step] ?? walk.step
        walk.step += 1
        return (place, walk.members[place: place])
    }

    func openArray(_ value: JSONNode) -> ElementWalk? {
        document.elements(value).map(ElementWalk.init(elements:))
    }

    func nextElement(_ walk: inout ElementWalk) -> JSONNode? {
        guard let elements = walk.elements, walk.position < elements.endIndex else { return nil }
        let element = elements[walk.position]
        walk.position = elements.index(after: walk.position)
        return element
    }

    // MARK: The document's values

    func form(_ value: JSONNode) -> JSONDocument.Node.Kind { document.form(value) }
    func string(_ value: JSONNode) -> String? { document.string(value) }
    func string(_ value: JSONNode, is literal: StaticString) -> Bool { document.string(value, is: literal) }
    func string(_ value: JSONNode, is name: String) -> Bool { document.string(value, is: name) }
    func double(_ value: JSONNode) -> Double? { document.double(value) }
    func bool(_ value: JSONNode) -> Bool? { document.bool(value) }
    func elements(_ value: JSONNode) -> JSONElements? { document.elements(value) }
    func members(_ value: JSONNode) -> JSONMembers? { document.members(value) }
    var text: [UInt8] { document.text }
    func textRange(_ value: JSONNode) -> Range<Int>? { document.textRange(value) }

    func kind(_ value: JSONNode) -> JSONNode.Kind { document.kind(value) }
    /// The value as a tree (what simulate echoes of each event).
    func tree(_ value: JSONNode) -> JSONValue { document.tree(value) }
}
