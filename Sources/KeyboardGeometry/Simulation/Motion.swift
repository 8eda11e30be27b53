/// The numbers of one animated quantity: the keyboard's top (lane 0), or a view's frame and content offset
/// (lanes 0 to 5: x, y, width, height, offset x, offset y); the other lanes are 0.
///
/// A vector in registers, not an array: a 1,000-event simulation samples 9,000 keyframes and more for maxBarGap,
/// and an array a sample was an allocation each. Each lane is computed as the scalar code computed it
/// (`a + (b - a) * p`, lane by lane, in IEEE double, no fused multiply-add), so every number written is the
/// same. Comparisons are lane by lane too, so a NaN would never equal itself, where two arrays sharing one
/// buffer compared equal; no NaN gets here (every number of a request is finite and within +-1e6).
typealias MotionValues = SIMD8<Double>

extension MotionValues {
    /// The keyboard's top alone.
    static func top(_ y: Double) -> MotionValues { MotionValues(y, 0, 0, 0, 0, 0, 0, 0) }

    /// A view's frame and content offset.
    static func view(_ frame: Rect, offset: Point) -> MotionValues {
        MotionValues(frame.x, frame.y, frame.width, frame.height, offset.x, offset.y, 0, 0)
    }
}

/// How one animated quantity (the keyboard's top, a view's frame and offset, as a vector of numbers) moves:
/// from `from` at `start` to `to` along `timing`; before `start` it is at `from`, after the end at `to`.
/// A new motion begins from the current state (`UIViewAnimationOptionBeginFromCurrentState`), so it
/// replaces the one before at the value that one had reached.
struct Motion: Hashable, Sendable {
    var from: MotionValues
    var to: MotionValues
    var start: Double
    /// nil: a jump at `start`.
    var timing: AnimationTiming?

    static func rest(_ value: MotionValues) -> Motion {
        Motion(from: value, to: value, start: 0, timing: nil)
    }

    var end: Double { start + (timing?.duration ?? 0) }

    /// Whether the value changes at all.
    var moves: Bool { from != to }

    func value(at t: Double) -> MotionValues {
        guard let timing, t < end else { return t >= start ? to : from }
        if t <= start { return from }
        let p = timing.progress(at: t - start)
        return from + (to - from) * p
    }
}
