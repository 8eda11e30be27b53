import KeyboardGeometryTesting
import ServiceJSON
import Testing

/// The reader's word-at-a-time scans (ByteSink.swift) against their definitions, one byte at a time.
///
/// RFC 8259 section 7: inside a string, the bytes that end a plain run are the quote (0x22), the backslash (0x5C)
/// and the control bytes (below 0x20); the reader also stops at bytes of 0x80 and above to check their UTF-8. So
/// the end of a run from `start` is the first such byte at or after `start`, and `count` when there is none.
@Suite struct ByteScanTests {
    static func stops(_ byte: UInt8) -> Bool { byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C }

    /// The scan under test (a function, since `#expect` cannot take a span apart).
    static func scan(_ bytes: [UInt8], from start: Int) -> Int { bytes.span.plainTextEnd(from: start) }

    static func match(_ text: [UInt8], at start: Int, _ name: [UInt8]) -> Bool { text.matches(at: start, name.span) }

    /// The definition, a byte at a time.
    static func runEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, !stops(bytes[i]) { i += 1 }
        return i
    }

    @Test func plainTextEndFindsEachStopAtEveryPlaceInAWord() {
        // One stop byte in a run of 'a': the end is its index, wherever it falls in the 8-byte words (and in the
        // tail after the last whole word), from every start before it. Neighbours of the stop bytes (0x21, 0x23,
        // 0x5B, 0x5D, 0x7F and the space 0x20) are plain and must not stop the run.
        let stopBytes: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x80, 0xC3, 0xFF]
        for length in 1...25 {
            for place in 0..<length {
                for stop in stopBytes {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = stop
                    for start in 0...place {
                        #expect(Self.scan(bytes, from: start) == place, "\(length) \(place) \(stop) \(start)")
                    }
                }
            }
            let plain = (0..<length).map { [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x61][$0 % 7] as UInt8 }
            #expect(Self.scan(plain, from: 0) == length)
        }
        #expect(Self.scan([], from: 0) == 0)
        // A start at the end, past it or before the text: no run, `count`.
        let text = Array("ab\"cd".utf8)
        #expect(Self.scan(text, from: 5) == 5)
        #expect(Self.scan(text, from: 9) == 5)
        #expect(Self.scan(text, from: -1) == 5)
    }

    @Test func plainTextEndAgreesWithTheDefinitionOnMixedBytes() {
        // Stops next to each other, a borrow's neighbours (0x20 after 0x1F, 0x23 after 0x22, 0x5D after 0x5C):
        // the first stop is found, not a byte above it that a borrow marked.
        let alphabet: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xFF]
        var random = SplitMix64(seed: 0x5EED_0008)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ -> UInt8 in
                random.next() % 4 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(ascii: "k")
            }
            let start = length == 0 ? 0 : Int(random.next() % UInt64(length))
            #expect(Self.scan(bytes, from: start) == Self.runEnd(bytes, from: start), "\(bytes) \(start)")
        }
    }

    @Test func matchesComparesEveryByteOfNamesOfEveryLength() {
        // A name at offset 3 of a longer text matches there and nowhere else; changing any one byte of the text
        // (each of the name's places, in the whole words and in the overlapping last word) breaks the match;
        // a name running past the end of the text, or a negative start, does not match.
        for length in 0...20 {
            let name = (0..<length).map { UInt8(ascii: "a") + UInt8($0) }
            let text = Array("xyz".utf8) + name + Array("!".utf8)
            #expect(Self.match(text, at: 3, name))
            if length > 0 { #expect(!Self.match(text, at: 2, name)) }
            for k in 0..<length {
                var changed = text
                changed[3 + k] ^= 0x20
                #expect(!Self.match(changed, at: 3, name), "\(length) \(k)")
            }
            #expect(!Self.match(text, at: text.count - length + 1, name))
            // A name that ends where the text ends (the last decoded string of a document does) matches too.
            let flush = Array("xyz".utf8) + name
            #expect(Self.match(flush, at: 3, name))
            #expect(!Self.match(flush, at: 4, name))
            #expect(!Self.match(text, at: -1, name))
        }
    }
}
