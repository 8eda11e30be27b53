/// Where objects and arrays end in a JSON text, by where they start, for the ones a cursor walked past
/// (`JSONCursor.skipValue(ends:)`): so that a reader that looks members up by key, and so walks past an object's
/// values before it reads them, walks each container's bytes once rather than once for each level above it.
///
/// A small cache, one allocation a request: 128 entries, each start at one place found by its offset. A start that
/// another displaced is walked again: slower, never wrong. A class, so that the readers that hold it stay small
/// (a reader is passed and copied whole).
package final class ContainerEnds {
    @usableFromInline var starts = InlineArray<128, Int>(repeating: -1)
    @usableFromInline var ends = InlineArray<128, Int>(repeating: 0)

    @inlinable package init() {}

    /// The entry of the container starting at `start`: its offset's bits mixed (containers often start a few
    /// bytes apart, and each at a different offset modulo a small power of two only by chance).
    @inlinable @inline(__always)
    static func place(_ start: Int) -> Int { Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(start)) &* 0x9E37_79B9_7F4A_7C15) >> 57) }

    /// Where the container starting at `start` ends (the offset after its closing byte), when known.
    @inlinable @inline(__always)
    package func end(of start: Int) -> Int? {
        let k = Self.place(start)
        return starts[k] == start ? ends[k] : nil
    }

    /// Keeps where the container starting at `start` ends.
    @inlinable @inline(__always)
    package func record(start: Int, end: Int) {
        let k = Self.place(start)
        starts[k] = start
        ends[k] = end
    }
}
