public import ServiceJSON

/// A value whose wire form is one JSON object: it writes its members, in wire order, and the braces around them
/// are written here, once for every such value.
public protocol JSONObjectWritable: JSONWritable {
    /// Writes the object's members, in their wire order, to `out` (an object is open).
    func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output)
}

extension JSONObjectWritable {
    /// The object: `{`, the members, `}`.
    @inlinable
    public func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.beginObject()
        writeMembers(to: &out)
        out.endObject()
    }
}
