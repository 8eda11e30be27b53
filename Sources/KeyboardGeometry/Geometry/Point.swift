/// A point in some coordinate space, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The largest distance along either axis, used to compare legacy centers within a tolerance.
    public func distance(to other: Point) -> Double {
        max(abs(x - other.x), abs(y - other.y))
    }
}
