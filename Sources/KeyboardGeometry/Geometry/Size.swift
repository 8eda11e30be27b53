/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable {
    /// Horizontal extent, in points; >= 0 on the wire.
    public var width: Double
    /// Vertical extent, in points; >= 0 on the wire.
    public var height: Double

    /// A size of `width` x `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height (`CGSize.zero`).
    public static let zero = Size(width: 0, height: 0)
}
