/// The answer to an adjust request: where the keyboard is, how to animate, and each adjusted view's values.
public struct Adjustment: Hashable, Sendable {
    public var event: KeyboardEvent
    public var keyboard: KeyboardReport
    public var animation: AnimationReport
    /// Every view a behavior targets, changed or not, in the scene's order.
    public var views: [ViewAdjustment]
    public var warnings: [LayoutWarning]
    /// The device quirks undone in the notification's frames before the rules ran (empty for most requests).
    public var quirks: [AppliedQuirk] = []
    /// The rule steps in the order applied, when an explanation was asked for; nil otherwise.
    public var explanation: [RuleStep]? = nil
}

/// The keyboard part of an adjustment.
public struct KeyboardReport: Hashable, Sendable {
    public var frameInWindow: Rect
    public var beginFrameInWindow: Rect?
    public var visible: Bool
    public var docked: Bool
    public var local: Bool
    /// The overlap with the window's bounds (rule 2).
    public var overlap: Double
}

/// The new values of one view; nil fields do not apply to it.
public struct ViewAdjustment: Hashable, Sendable {
    public var id: String
    /// In the parent's coordinate space.
    public var frame: Rect
    public var contentInset: Insets?
    public var verticalScrollIndicatorInsets: Insets?
    public var adjustedContentInset: Insets?
    public var contentOffset: Point?
    public var bottomConstraint: BottomConstraint?
    public var layoutGuide: LayoutGuideFrame?
}

/// The constants of `superview.bottom == bar.bottom + c` and of the same against the safe area.
public struct BottomConstraint: Hashable, Sendable {
    public var toSuperview: Double
    public var toSafeArea: Double

    public init(toSuperview: Double, toSafeArea: Double) {
        self.toSuperview = toSuperview
        self.toSafeArea = toSafeArea
    }
}

/// A keyboard layout guide's frame in its owner's coordinates, and its state.
public struct LayoutGuideFrame: Hashable, Sendable {
    public enum State: String, CaseIterable, Hashable, Sendable { case docked, undocked, hidden }
    public var frame: Rect
    public var state: State

    public init(frame: Rect, state: State) {
        self.frame = frame
        self.state = state
    }
}
