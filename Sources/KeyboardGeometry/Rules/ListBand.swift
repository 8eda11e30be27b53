/// A chat list's visible band as a layout leaves it (docs/rules.md "Chat lists"): the scroll view's frame height
/// and its adjusted top and bottom insets. Its height is what a lift follows; with the content's height it gives
/// the scrollable range, whose end `whenAtEnd` measures from.
struct ListBand: Hashable, Sendable {
    var height: Double
    var top: Double
    var bottom: Double

    /// The band's height: the frame's less the adjusted top and bottom insets.
    var band: Double { height - top - bottom }

    /// `[-top, max(-top, contentHeight + bottom - height)]`, rule 3's range.
    func range(contentHeight: Double) -> ClosedRange<Double> {
        -top...max(-top, contentHeight + bottom - height)
    }

    /// How far `offset` is from the list's end, the newest message: the range's upper bound for a list drawn the
    /// right way up, its lower bound (offset `-top`) for an inverted one.
    func distanceToEnd(offset: Double, contentHeight: Double, inverted: Bool) -> Double {
        let r = range(contentHeight: contentHeight)
        return inverted ? offset - r.lowerBound : r.upperBound - offset
    }
}
