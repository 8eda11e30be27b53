/// The value node of each key of an object, by the key's place in the object's list of keys; 0 for an absent
/// key (0 is the document's root, never a member). Inline, so that reading an object allocates nothing.
package struct MemberSlots {
    package static var capacity: Int { 8 }

    @usableFromInline var s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0

    /// Every key absent.
    @inlinable package init() {}

    @inlinable @inline(__always)
    package subscript(i: Int) -> Int {
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
