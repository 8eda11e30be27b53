/// A rectangle with its origin at the top left, y growing downwards (UIKit's `CGRect`).
///
/// Unlike `CGRect` it is never standardised: widths and heights are checked to be >= 0 at the wire.
public struct Rect: Hashable, Sendable {
    /// The top left corner, in the coordinate space the rectangle belongs to.
    public var origin: Point
    /// The width and height, in points; never negative once read from the wire.
    public var size: Size

    /// The rectangle with top left corner `origin` and extent `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with top left corner (`x`, `y`) and extent `width` x `height`, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// An empty rectangle at the origin (`CGRect.zero`); as an end frame it gives `keyboard-zero-frame`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, in points (the same as `minX`).
    public var x: Double { origin.x }
    /// The top edge, in points (the same as `minY`).
    public var y: Double { origin.y }
    /// The horizontal extent, in points.
    public var width: Double { size.width }
    /// The vertical extent, in points.
    public var height: Double { size.height }
    /// The left edge, in points, as `CGRect.minX` (never standardised here, so always `x`).
    public var minX: Double { origin.x }
    /// The top edge, in points; for a keyboard frame in window space, the keyboard's top.
    public var minY: Double { origin.y }
    /// The right edge, in points: `x + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, in points: `y + height`; a bar rides the keyboard when its maxY meets the keyboard's minY.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal center, in points: `x + width / 2`.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center, in points: `y + height / 2`.
    public var midY: Double { origin.y + size.height / 2 }
    /// The midpoint, as the deprecated `UIKeyboardCenter*UserInfoKey` values give a keyboard's.
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The common part of two rectangles, or nil when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The same rectangle with its origin at `y`.
    public func with(y newY: Double) -> Rect {
        Rect(x: x, y: newY, width: width, height: height)
    }

    /// The same rectangle with a new height, top edge kept.
    public func with(height newHeight: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: newHeight)
    }
}

extension Rect {
    /// How many points of this rect's height `other` covers: their vertical overlap where they overlap
    /// horizontally, else 0 (how much of a field the keyboard covers, for compare's summary and a snapshot's
    /// verdict alike).
    func heightCovered(by other: Rect) -> Double {
        guard other.maxX > minX, other.minX < maxX else { return 0 }
        return max(0, Swift.min(maxY, other.maxY) - Swift.max(minY, other.minY))
    }
}
