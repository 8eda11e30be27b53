/// A small deterministic generator (Steele, Lea and Flood's SplitMix64), so that the tests that feed random
/// input repeat exactly, and a failure can be replayed from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`: the same seed gives the same numbers on every run.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits: the state steps by the golden-ratio increment, then is mixed by the finalizer.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
