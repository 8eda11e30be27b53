/// A view of the scene at rest (as with the keyboard hidden), in its parent's coordinate space.
public struct SceneView: Hashable, Sendable {
    /// The name behaviors, `parent` and the answer's `views` use for it; unique in the scene.
    public var id: String
    /// The parent view's id; nil for a view that sits directly in the window.
    public var parent: String?
    /// The resting frame, in the parent's space (content coordinates inside a scroll view), as `UIView.frame`.
    public var frame: Rect
    /// Present for a scroll view; its children are in content coordinates.
    public var scroll: ScrollState?
    /// Given explicitly; when nil, derived from the window's unsafe margins as UIKit does.
    public var safeAreaInsets: Insets?
    /// Set when the view is constrained to a keyboard layout guide.
    public var pinnedTo: GuidePin?
    /// The class as a dump printed it (`class` on the wire): pictures and explanations show it, the rules ignore it.
    public var className: String?
    /// `"overlay": true`: the view floats over what lies below it (iOS 26's tab bar, a floating button) and is
    /// never moved for the keyboard; it obstructs the bottom edges it covers, as the keyboard does.
    public var overlay: Bool
    /// `"avoidsKeyboard"`: the container moves for the keyboard by itself, before app code runs.
    public var avoidsKeyboard: SelfAvoidance?

    /// A view at its resting `frame`: a plain view directly in the window unless told otherwise.
    public init(
        id: String, parent: String? = nil, frame: Rect, scroll: ScrollState? = nil, safeAreaInsets: Insets? = nil,
        pinnedTo: GuidePin? = nil, className: String? = nil, overlay: Bool = false,
        avoidsKeyboard: SelfAvoidance? = nil
    ) {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.scroll = scroll
        self.safeAreaInsets = safeAreaInsets
        self.pinnedTo = pinnedTo
        self.className = className
        self.overlay = overlay
        self.avoidsKeyboard = avoidsKeyboard
    }
}

/// A scroll view's state: resting insets, current offset.
public struct ScrollState: Hashable, Sendable {
    /// How far the scrollable content extends, in points (`UIScrollView.contentSize`).
    public var contentSize: Size
    /// The offset the user has scrolled to now, not a resting value: the content point at the view's top left.
    public var contentOffset: Point
    /// The resting `contentInset`, without the keyboard; rule 3 adds to its bottom.
    public var contentInset: Insets
    /// How UIKit adds the safe area to `contentInset` to make `adjustedContentInset`.
    public var insetAdjustment: InsetAdjustment

    /// A scroll state at offset zero, with no inset and `automatic` adjustment unless given.
    public init(
        contentSize: Size, contentOffset: Point = .zero, contentInset: Insets = .zero,
        insetAdjustment: InsetAdjustment = .automatic
    ) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.insetAdjustment = insetAdjustment
    }
}

/// UIKit's `contentInsetAdjustmentBehavior`.
public enum InsetAdjustment: String, CaseIterable, Hashable, Sendable {
    /// UIKit adds: `automatic` top and bottom, `always` all edges, `scrollableAxes` those that scroll, `never` none.
    case automatic, always, scrollableAxes, never

    /// The part of the safe area UIKit adds to `contentInset` to make `adjustedContentInset`.
    public func addedInsets(safeArea: Insets, frameSize: Size, contentSize: Size) -> Insets {
        switch self {
        case .automatic:
            return Insets(top: safeArea.top, bottom: safeArea.bottom)
        case .always:
            return safeArea
        case .scrollableAxes:
            let vertical = contentSize.height > frameSize.height
            let horizontal = contentSize.width > frameSize.width
            return Insets(
                top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
                bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
        case .never:
            return .zero
        }
    }
}

/// Which keyboard layout guide a view is pinned to.
public enum GuidePin: Hashable, Sendable {
    /// `"guide"`: the guide of the nearest ancestor that has one.
    case nearest
    /// `"guide:ID"`: the guide of the view ID.
    case view(String)
}
