/// The motions of one quantity over a run, in the order they began; each replaces the one before from the
/// value it had reached.
struct Timeline: Hashable, Sendable {
    private(set) var motions: [Motion]

    init(rest value: MotionValues) { motions = [.rest(value)] }

    /// The presented value at `t`: the latest motion that has begun by then (the first one's start value
    /// before any began).
    func value(at t: Double) -> MotionValues {
        guard let i = lastIndex(startingBy: t, inclusive: true) else { return motions[0].from }
        return motions[i].value(at: t)
    }

    /// The value just before `t`, as a motion that begins at `t` sees it.
    func value(justBefore t: Double) -> MotionValues {
        guard let i = lastIndex(startingBy: t, inclusive: false) else { return motions[0].from }
        return motions[i].value(at: t)
    }

    /// The last motion that began by `t` (at or before it, or strictly before): a binary search, since the
    /// motions are in the order of their starts and a long run is sampled thousands of times.
    private func lastIndex(startingBy t: Double, inclusive: Bool) -> Int? {
        // The first motion that has not begun; the one before it is the answer.
        let notBegun = motions.partitionPoint { !(inclusive ? $0.start <= t : $0.start < t) }
        return notBegun == 0 ? nil : notBegun - 1
    }

    /// Starts `motion`; a motion that began at the same instant is replaced (the last word at an instant wins).
    mutating func begin(_ motion: Motion) {
        // The first motion is the rest before everything; it stays.
        while motions.count > 1, let last = motions.last, last.start >= motion.start { motions.removeLast() }
        motions.append(motion)
    }

    /// When the last motion ends.
    var end: Double { motions.map(\.end).max() ?? 0 }

    /// The intervals in which the value moves (a jump is an interval of length 0).
    var movingIntervals: [ClosedRange<Double>] {
        var out: [ClosedRange<Double>] = []
        for (i, m) in motions.enumerated() where i > 0 {
            // A motion is cut short by the next one.
            let cut = i + 1 < motions.count ? min(m.end, motions[i + 1].start) : m.end
            let before = value(justBefore: m.start)
            if before != m.to || m.moves { out.append(m.start...max(m.start, cut)) }
        }
        return out
    }
}
