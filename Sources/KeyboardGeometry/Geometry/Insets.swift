/// Edge insets, in points (UIKit's `UIEdgeInsets`). A missing edge on the wire is 0.
public struct Insets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the left edge, in points.
    public var left: Double
    /// Inset from the bottom edge, in points: where a scroll view makes room for the keyboard (rule 3).
    public var bottom: Double
    /// Inset from the right edge, in points.
    public var right: Double

    /// Insets with the edges given, each 0 when left out, as on the wire.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = Insets()

    /// Edge by edge sum, as UIKit adds the safe area to `contentInset` to make `adjustedContentInset`.
    public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}
