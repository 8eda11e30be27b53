import ServiceJSON

// Reading a member as its key's declaration says (`ObjectKey.presence`): whether its absence is a problem, and
// what value it gives, are written once, in the key's enumeration, not at each reader's call.

extension WireInput {
    /// The member `key` names, nil when it is absent; its absence is a problem ("required") when the key is
    /// declared `.required`. For a key with a declared default, `optional(_:_:at:_:)` gives the default.
    mutating func member<Key: ObjectKey>(
        _ object: borrowing KnownMembers, _ key: Key, at p: @autoclosure () -> JSONPointer
    ) -> JSONNode? {
        member(object[key], key, at: p())
    }

    /// Reads a member that may be absent with `read` (as `optional(_:_:at:default:_:)` does), its absence giving
    /// what the key's declaration says: its default, or none when `T` is an optional. A key declared `.optional`
    /// is read into an optional: `read` returns `T??` for a `T` that can hold a default (`{ $0.id($1, at: $2()) as
    /// String?? }`), else `T` is taken as the optional it is (its absence none) where it otherwise would be taken as
    /// `String`, which holds no absence, a problem at the key.
    mutating func optional<T: WireDefaultable, Key: ObjectKey>(
        _ object: borrowing KnownMembers, _ key: Key, at p: @autoclosure () -> JSONPointer,
        _ read: (inout Self, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        optional(object[key], key, at: p(), read)
    }

    /// The member a walk gave (`next(_:)`), nil when absent, as `member(_:_:at:)` reads it.
    mutating func member<Key: ObjectKey>(_ value: JSONNode?, _ key: Key, at p: @autoclosure () -> JSONPointer)
        -> JSONNode?
    {
        if case .required = key.presence { return required(value, key, at: p()) }
        return value
    }

    /// The member a walk gave (`next(_:)`), nil when absent, as `optional(_:_:at:_:)` reads it: its absence gives
    /// what the key's declaration says, made only when absent.
    mutating func optional<T: WireDefaultable, Key: ObjectKey>(
        _ value: JSONNode?, _ key: Key, at p: @autoclosure () -> JSONPointer,
        _ read: (inout Self, JSONNode, () -> JSONPointer) -> T?
    ) -> T? {
        guard let value else {
            guard let fallback = T(absence: key.presence) else {
                // A declaration of another type than the reader's (DeclaredPresenceTests reads each one): reported
                // rather than trapped.
                fail(p() / key, "the service declares no default of this type for this key")
                return nil
            }
            return fallback
        }
        return member(value, key, at: p(), read)
    }
}
