/// A point in some coordinate space, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable {
    /// Horizontal position, in points, growing to the right.
    public var x: Double
    /// Vertical position, in points, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`), in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin of its coordinate space, the top left corner (`CGPoint.zero`).
    public static let zero = Point(x: 0, y: 0)

    /// The largest distance along either axis, used to compare legacy centers within a tolerance.
    public func distance(to other: Point) -> Double {
        max(abs(x - other.x), abs(y - other.y))
    }
}
