/// One value of a request: the index of its node in a `JSONDocument`, read through the document
/// (`document.kind(value)`, `document.members(value)`, ...) or a `WireReader`, which holds the document; or, read
/// straight from the bytes (`CursorReader`), the offset of the value's first byte.
///
/// It holds no reference, so passing values around and capturing them in closures counts no references (an
/// earlier node held its document, and retaining and releasing it was a tenth to a fifth of reading a request).
package struct JSONNode: Equatable {
    package let index: Int

    package init(_ index: Int) { self.index = index }

    /// What the value is, with its contents.
    package enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(JSONElements)
        case object(JSONMembers)
    }
}

/// One `"key": value` pair of an object: in a `JSONDocument`, the key's node (`JSONDocument.key` gives its text),
/// whose value is the next node; in a request's bytes, the offsets of the key's and the value's first bytes.
package struct JSONNodeMember {
    /// The key's node, or offset.
    package let keyIndex: Int
    /// The value's node, or offset.
    package let valueIndex: Int

    /// A member of a document: its value is the node after its key.
    package init(keyIndex: Int) {
        self.keyIndex = keyIndex
        self.valueIndex = keyIndex + 1
    }

    /// A member read from bytes: its key and its value where each starts.
    package init(keyIndex: Int, valueIndex: Int) {
        self.keyIndex = keyIndex
        self.valueIndex = valueIndex
    }

    package var value: JSONNode { JSONNode(valueIndex) }
}

/// A container node's children, walked in place: its nodes run from the one after it to its `next`, and the
/// node counts them. Objects and arrays differ only in what a position is and how far a step goes.
package protocol JSONContainerNodes: Collection where Index == Int {
    var document: JSONDocument { get }
    var container: Int { get }
}

extension JSONContainerNodes {
    package var startIndex: Int { container + 1 }
    package var endIndex: Int { document.nodes[container].next }
    package var count: Int { document.nodes[container].count }
    package var isEmpty: Bool { count == 0 }
}

/// The members of an object node, in input order (duplicates included), walked in place.
package struct JSONMembers: JSONContainerNodes {
    package let document: JSONDocument
    package let container: Int

    /// A member's key node.
    package typealias Index = Int

    /// The member after the one whose key is at `i`: past its value's nodes.
    package func index(after i: Int) -> Int { document.nodes[i + 1].next }

    package subscript(position: Int) -> JSONNodeMember { JSONNodeMember(keyIndex: position) }

    /// Whether some member is named as the name at `place` in `keys`.
    package func contains(_ place: Int, in keys: KeyNames) -> Bool {
        contains { document.keyMatches($0.keyIndex, place, in: keys) }
    }

    /// Whether every key is one of `keys` (or the key of `extra`, a table of one key) and none is repeated. Each key
    /// is looked up in `keys` once, from the place after the last one found; a repeat is a bit already set (tables
    /// longer than a mask compare the keys pairwise).
    package func keysAreKnownAndUnique(_ keys: KeyNames, or extra: KeyNames?) -> Bool {
        let nodes = document.nodes
        var i = container + 1
        let end = nodes[container].next
        var seen: UInt64 = 0
        let useMask = keys.count < 64
        var next = 0
        while i < end {
            let place = document.place(ofKey: i, in: keys, from: next)
            if place == nil {
                guard let extra, document.place(ofKey: i, in: extra) != nil else { return false }
            }
            let slot = place ?? keys.count
            next = slot + 1
            if useMask {
                let bit: UInt64 = 1 << slot
                if seen & bit != 0 { return false }
                seen |= bit
            } else {
                var j = container + 1
                while j < i {
                    if document.sameKey(i, j) { return false }
                    j = nodes[j + 1].next
                }
            }
            i = nodes[i + 1].next
        }
        return true
    }
}

/// The elements of an array node, walked in place.
package struct JSONElements: JSONContainerNodes {
    package let document: JSONDocument
    package let container: Int

    /// An element's node.
    package typealias Index = Int

    /// The element after the one at `i`: past its nodes.
    package func index(after i: Int) -> Int { document.nodes[i].next }

    package subscript(position: Int) -> JSONNode { JSONNode(position) }
}
