/// Where each key's value is in an object, by the key's place in the object's list of keys: a document's node, or
/// an offset in the request's bytes; 0 for an absent key (0 is the document's root, and the bytes' first value,
/// never a member). Inline, so that reading an object allocates nothing.
package struct MemberSlots {
    /// The most keys an object read by slots may take (a request's top level is walked instead).
    package static var capacity: Int { 8 }

    @usableFromInline var slots = InlineArray<8, Int>(repeating: 0)

    /// Every key absent.
    @inlinable package init() {}

    /// The slot at `i`; 0 (absent) past the capacity.
    @inlinable @inline(__always)
    package subscript(i: Int) -> Int {
        get { i >= 0 && i < 8 ? slots[i] : 0 }
        set { if i >= 0 && i < 8 { slots[i] = newValue } }
    }
}
