/// Byte-level matching for the text parser, which reads ASCII punctuation and words: a set of bytes is a
/// 256-bit map (a `Set<UInt8>` hashes every byte it is asked about, which profiling showed in every parse),
/// and a word is found by comparing UTF-8 bytes, not through `String.contains`'s Unicode-aware search.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ text: String) {
        for b in text.utf8 { insert(b) }
    }

    private mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ b: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}

extension String {
    /// Whether the UTF-8 bytes of `word` stand anywhere in this string's (case-sensitive, no Unicode
    /// equivalence: the parser looks for ASCII names).
    func containsBytes(of word: String) -> Bool {
        let hay = utf8
        let needle = word.utf8
        guard let first = needle.first else { return true }
        var i = hay.startIndex
        while i != hay.endIndex {
            if hay[i] == first {
                var a = i
                var b = needle.startIndex
                while b != needle.endIndex, a != hay.endIndex, hay[a] == needle[b] {
                    a = hay.index(after: a)
                    b = needle.index(after: b)
                }
                if b == needle.endIndex { return true }
            }
            i = hay.index(after: i)
        }
        return false
    }
}
