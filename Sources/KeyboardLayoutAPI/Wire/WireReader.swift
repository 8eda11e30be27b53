import KeyboardGeometry

/// Reads typed values out of a JSON tree, collecting every problem with its pointer instead of stopping at
/// the first (which is all Codable can do).
struct WireReader {
    private(set) var errors: [FieldError] = []

    mutating func fail(_ pointer: JSONPointer, _ message: String, line: Int? = nil, column: Int? = nil) {
        errors.append(FieldError(pointer: pointer.description, message: message, line: line, column: column))
    }

    /// The members of an object, each key once; reports a non-object, unknown keys and duplicate keys.
    /// `ignoring` names a key that the caller reads itself (allowed here, and left out of the object).
    mutating func object(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, allowed: [String], what: String,
        ignoring: String? = nil
    ) -> WireObject? {
        guard let members = value.objectMembers else {
            fail(p(), "\(what) must be an object, not \(value.typeName)")
            return nil
        }
        // The common case, every key known and given once, keeps the members where they are (no copy).
        if members.keysAreKnownAndUnique(allowed, or: ignoring) {
            return WireObject(members: members, ignoring: ignoring)
        }
        func known(_ m: JSONNodeMember) -> Bool {
            let key = m.key
            return allowed.contains(key) || key == ignoring
        }
        var kept: [JSONNodeMember] = []
        kept.reserveCapacity(members.count)
        for m in members {
            if !known(m) {
                fail(p() / m.key, "unknown key (\(what) takes \(allowed.joined(separator: ", ")))")
            } else if kept.contains(where: { $0.hasSameKey(as: m) }) {
                fail(p() / m.key, "key given twice")
            } else {
                kept.append(m)
            }
        }
        return WireObject(members: members, kept: kept, ignoring: ignoring)
    }

    /// A member that must be present.
    mutating func required(_ object: WireObject, _ key: String, at p: @autoclosure () -> JSONPointer) -> JSONNode? {
        guard let v = object[key] else {
            fail(p() / key, "required")
            return nil
        }
        return v
    }

    mutating func string(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> String? {
        guard let s = value.stringValue else {
            fail(p(), "must be a string, not \(value.typeName)")
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
        guard let b = value.boolValue else {
            fail(p(), "must be true or false, not \(value.typeName)")
            return nil
        }
        return b
    }

    /// A finite number (the reader already rejects NaN and infinities in JSON text).
    mutating func number(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Double? {
        guard let d = value.doubleValue else {
            fail(p(), "must be a number, not \(value.typeName)")
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
    mutating func optional<T>(
        _ object: WireObject, _ key: String, at p: @autoclosure () -> JSONPointer, default fallback: T,
        _ read: (inout WireReader, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        guard let v = object[key] else { return fallback }
        // The pointer stays unbuilt unless `read` reports a problem; `p` is only called, never kept.
        return withoutActuallyEscaping(p) { p in read(&self, v, { p() / key }) }
    }
}
