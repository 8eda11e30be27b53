import KeyboardGeometry
import ServiceJSON

/// Where a request object's one reader reads from, as a decoder is to Codable's `init(from:)`: the document of the
/// whole body (`WireReader`), which reports every problem with its pointer and reads on, so that a request hears of
/// all its problems at once; or the body's bytes themselves (`CursorReader`), read in place with no document, which
/// gives up at the first problem or at a form it does not take (it counts the problem and reads no further
/// object), for the caller to read the body again from its document.
///
/// Each object's reader is written once, as an extension of this protocol (`screen(_:at:)`, `view(_:at:)`, ...),
/// with each key's default, bound and requiredness: what the bytes take reads to the very value the document
/// gives, and a problem found reading the bytes is the document's to report. A value is a `JSONNode`: a node of
/// the document, or the offset of the value's first byte.
protocol WireInput {
    /// An array's elements, in order.
    associatedtype Elements: Collection<JSONNode>
    /// An object's members, in order, duplicates included.
    associatedtype Members: Sequence<JSONNodeMember>

    /// Whether the input reports every problem and reads on (the document), or stops at the first (the bytes).
    var reportsEveryProblem: Bool { get }

    /// How many problems have been reported: each is kept by the document, only counted by the bytes.
    var problemCount: Int { get }

    /// Reports a problem at `pointer`; `line` and `column` place it in text (a notification as iOS logs it). The
    /// pointer is made only when kept. (The message is made by the caller: as a closure it would hold the reader
    /// while the reader changes.)
    mutating func fail(
        _ pointer: @autoclosure () -> JSONPointer, _ message: String, line: Int?, column: Int?
    )

    /// Puts each problem reported since the `start`-th under `base`: a member's reader reports its problems with
    /// the member as their root (`optional(_:_:at:default:_:)`).
    mutating func rebaseProblems(from start: Int, under base: () -> JSONPointer)

    /// Whether a problem was reported at `pointer`, or under it.
    func hasProblem(at pointer: JSONPointer) -> Bool

    // MARK: Values

    /// What the value is, without its contents.
    func form(_ value: JSONNode) -> JSONDocument.Node.Kind
    /// The text, when the value is a string this input takes.
    mutating func string(_ value: JSONNode) -> String?
    /// Whether the value is a string whose text is `literal`, compared as bytes (no String made).
    func string(_ value: JSONNode, is literal: StaticString) -> Bool
    /// Whether the value is a string whose text is `name`'s, compared as bytes (no String made of the value).
    func string(_ value: JSONNode, is name: String) -> Bool
    /// The number, when the value is one.
    mutating func double(_ value: JSONNode) -> Double?
    /// The boolean, when the value is one.
    mutating func bool(_ value: JSONNode) -> Bool?
    /// The elements, when the value is an array.
    mutating func elements(_ value: JSONNode) -> Elements?
    /// The members, when the value is an object: for objects whose keys are not a fixed set (userInfo).
    mutating func members(_ value: JSONNode) -> Members?

    /// The bytes the text of strings and keys stands in (`textRange(_:)`): the body, or the document's text.
    var text: [UInt8] { get }
    /// Where a string value's text (or a key's: `JSONNode(member.keyIndex)`) stands in `text`; nil for any other.
    func textRange(_ value: JSONNode) -> Range<Int>?

    /// The members of an object whose keys are `keys` (a table made once: `ScreenKey.names`), each key once: a
    /// problem for a non-object, an unknown key and a key given twice. `ignoring` is the table of a key that the
    /// caller reads itself (allowed here, and left out of the object).
    mutating func object(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, ignoring: KeyNames?
    ) -> KnownMembers?

    /// An object to read member by member (`next(_:)`), with the checks of `object(_:at:keys:what:ignoring:)`;
    /// `order` is the order the reader reads the document's keys in (places in `keys`; nil for the table's).
    mutating func open(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String, order: [Int]?,
        ignoring: KeyNames?
    ) -> MemberWalk?

    /// The next key of the walk, as its place in the walk's `keys`, with its value (nil when absent); nil when
    /// every key has come out, or the reading gave up.
    mutating func next(_ walk: inout MemberWalk) -> (place: Int, value: JSONNode?)?

    /// An array to read element by element (`nextElement(_:)`); nil when the value is not an array.
    mutating func openArray(_ value: JSONNode) -> ElementWalk?

    /// The next element; nil after the last.
    mutating func nextElement(_ walk: inout ElementWalk) -> JSONNode?
}

// The reading of values, the same from either input.

extension WireInput {
    mutating func fail(_ pointer: @autoclosure () -> JSONPointer, _ message: String) {
        fail(pointer(), message, line: nil, column: nil)
    }

    /// The members of an object whose keys are `keys` (`object(_:at:keys:what:ignoring:)`, ignoring none).
    mutating func object(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String)
        -> KnownMembers?
    {
        object(value, at: p(), keys: keys, what: what, ignoring: nil)
    }

    /// The kind with its article, for messages such as "must be an object, not a string".
    func typeName(_ value: JSONNode) -> String { form(value).typeName }

    /// A member's key as a String.
    func key(_ member: JSONNodeMember) -> String {
        guard let range = textRange(JSONNode(member.keyIndex)) else { return "" }
        return String(decoding: text[range], as: UTF8.self)
    }

    /// Whether `member`'s key is `key`'s name on the wire, compared as bytes.
    func key<Key: ObjectKey>(_ member: JSONNodeMember, is key: Key) -> Bool {
        guard let range = textRange(JSONNode(member.keyIndex)) else { return false }
        return Key.names.name(key.rawValue, isIn: text, at: range.lowerBound, length: range.count)
    }

    /// The place of `member`'s key in `keys`, nil when it is none of them.
    func place(of member: JSONNodeMember, in keys: KeyNames) -> Int? {
        guard let range = textRange(JSONNode(member.keyIndex)) else { return nil }
        return keys.place(ofKeyIn: text, at: range.lowerBound, length: range.count)
    }

    /// A member that must be present.
    mutating func required<Key: ObjectKey>(
        _ object: borrowing KnownMembers, _ key: Key, at p: @autoclosure () -> JSONPointer
    ) -> JSONNode? {
        required(object[key], key, at: p())
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
        _ read: (inout Self, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        optional(object[key], key, at: p(), default: fallback, read)
    }

    /// An object to read member by member, in the order of its table of keys.
    mutating func open(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, keys: KeyNames, what: String)
        -> MemberWalk?
    {
        open(value, at: p(), keys: keys, what: what, order: nil, ignoring: nil)
    }

    /// A member that must be present, given by a walk (`next(_:)`).
    mutating func required<Key: ObjectKey>(_ value: JSONNode?, _ key: Key, at p: @autoclosure () -> JSONPointer)
        -> JSONNode?
    {
        guard let value else {
            fail(p() / key, "required")
            return nil
        }
        return value
    }

    /// An optional member given by a walk, read with `read` (as `optional(_:_:at:default:_:)` does), or
    /// `fallback` when absent.
    mutating func optional<T, Key: ObjectKey>(
        _ value: JSONNode?, _ key: Key, at p: @autoclosure () -> JSONPointer, default fallback: T,
        _ read: (inout Self, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        guard let value else { return fallback }
        return member(value, key, at: p(), read)
    }

    /// Reads the member `key` names, `value`, with `read`, which reports its problems with the member as the root;
    /// they are moved under the member's pointer here (see `optional(_:_:at:default:_:)`).
    mutating func member<T, Key: ObjectKey>(
        _ value: JSONNode, _ key: Key, at p: @autoclosure () -> JSONPointer,
        _ read: (inout Self, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        let before = problemCount
        let read = read(&self, value, { JSONPointer() })
        if problemCount > before { rebaseProblems(from: before, under: { p() / key }) }
        return read
    }

    mutating func string(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> String? {
        guard let s = string(value) else {
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
        guard let b = bool(value) else {
            fail(p(), "must be true or false, not \(typeName(value))")
            return nil
        }
        return b
    }

    /// A finite number within `WireBounds` (the readers already reject NaN and infinities in JSON text).
    mutating func number(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Double? {
        guard let d = double(value) else {
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
}
