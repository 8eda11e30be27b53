/// How one animated quantity (the keyboard's top, a view's frame and offset, as a vector of numbers) moves:
/// from `from` at `start` to `to` along `timing`; before `start` it is at `from`, after the end at `to`.
/// A new motion begins from the current state (`UIViewAnimationOptionBeginFromCurrentState`), so it
/// replaces the one before at the value that one had reached.
struct Motion: Hashable, Sendable {
    var from: [Double]
    var to: [Double]
    var start: Double
    /// nil: a jump at `start`.
    var timing: AnimationTiming?

    static func rest(_ value: [Double]) -> Motion {
        Motion(from: value, to: value, start: 0, timing: nil)
    }

    var end: Double { start + (timing?.duration ?? 0) }

    /// Whether the value changes at all.
    var moves: Bool { from != to }

    func value(at t: Double) -> [Double] {
        guard let timing, t < end else { return t >= start ? to : from }
        if t <= start { return from }
        let p = timing.progress(at: t - start)
        return zip(from, to).map { a, b in a + (b - a) * p }
    }
}
