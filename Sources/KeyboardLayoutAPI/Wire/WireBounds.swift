import KeyboardGeometry

/// The bound on every number a request carries (docs/errors-and-limits.md, "Numeric bounds").
///
/// JSON allows finite numbers up to about 1.8e308; a frame 1e300 points wide is finite but meaningless, and
/// arithmetic on it overflows what the answer and the picture can say (an SVG coordinate, an integer). So every
/// number a request gives (coordinates, sizes, insets, offsets, margins in points; durations and times in
/// seconds; a `userInfo` value in any form, the printed ones included) must lie within ±1,000,000: a screen is a
/// few thousand points, an animation a few seconds. A number beyond is a 422 naming its pointer. Sums of such
/// numbers over the deepest allowed view tree stay below 1e9, far inside every conversion the service makes.
enum WireBounds {
    /// The largest magnitude a request's number may have.
    static let magnitude = 1_000_000.0

    /// Whether `value` is finite and within ±`magnitude`.
    static func contains(_ value: Double) -> Bool { abs(value) <= magnitude }

    /// Whether every coordinate of `rect` is within the bound.
    static func contains(_ rect: Rect) -> Bool {
        contains(rect.x) && contains(rect.y) && contains(rect.width) && contains(rect.height)
    }

    /// Whether both coordinates of `point` are within the bound.
    static func contains(_ point: Point) -> Bool { contains(point.x) && contains(point.y) }

    /// The problem's message for `value`.
    static func message(_ value: Double) -> String {
        "must be between -1000000 and 1000000 (every number of a request is), not \(value.pt)"
    }
}
