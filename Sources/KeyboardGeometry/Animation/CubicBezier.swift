/// A CSS/Core Animation timing curve from (0, 0) to (1, 1) through two control points.
public struct CubicBezier: Hashable, Sendable {
    /// The first control point's time coordinate, as a fraction of the duration.
    public var x1: Double
    /// The first control point's progress coordinate, as a fraction of the way.
    public var y1: Double
    /// The second control point's time coordinate, as a fraction of the duration.
    public var x2: Double
    /// The second control point's progress coordinate, as a fraction of the way.
    public var y2: Double

    /// The curve with control points (x1, y1) and (x2, y2), in the order CSS `cubic-bezier()` takes them.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// `UIViewAnimationCurveEaseInOut`, Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `UIViewAnimationCurveEaseIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `UIViewAnimationCurveEaseOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)

    /// The curve's value (progress) at time fraction `x` in [0, 1].
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Solve bx(s) = x for the curve parameter s: Newton's method, then bisection if it stalls,
        // as WebKit's UnitBezier does.
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < 1e-9 { return sampleY(s) }
            let d = slopeX(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = sampleX(s)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return sampleY(s)
    }

    private func sampleX(_ s: Double) -> Double { bezier(s, x1, x2) }
    private func sampleY(_ s: Double) -> Double { bezier(s, y1, y2) }
    private func slopeX(_ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2)
    }
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
}
