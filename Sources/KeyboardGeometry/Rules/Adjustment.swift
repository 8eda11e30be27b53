/// The answer to an adjust request: where the keyboard is, how to animate, and each adjusted view's values.
public struct Adjustment: Hashable, Sendable {
    /// The notification's event (willShow, didHide, ...).
    public var event: KeyboardEvent
    /// Where the keyboard is in the window, and whether it counts (rules 1 and 2).
    public var keyboard: KeyboardReport
    /// How the change animates (rule 9).
    public var animation: AnimationReport
    /// Every view a behavior targets, changed or not, in the scene's order.
    public var views: [ViewAdjustment]
    /// What the input or the layout warns of (docs/warnings.md), in the order found.
    public var warnings: [LayoutWarning]
    /// The device quirks undone in the notification's frames before the rules ran (empty for most requests).
    public var quirks: [AppliedQuirk] = []
    /// Whose code produced it: the reference rules, or a seed article's or a library's code.
    public var policy: Policy = .reference
    /// Where that code trapped on this notification (the article's line and why), leaving the layout as it was;
    /// nil when it ran.
    public var trap: String? = nil
    /// The rule steps in the order applied, when an explanation was asked for; nil otherwise.
    public var explanation: [RuleStep]? = nil
    /// A framework policy before the iOS version the framework needs: why, with the views at rest.
    public var notApplicable: String? = nil
    /// What a framework policy chose where its source is silent, each with its pointer (docs/policies.md).
    public var assumptions: [Assumption] = []
    /// What a KeyboardChatScrollView's hooks keep after this notification, for a simulation's next step; not on
    /// the wire.
    var chatState: ChatScrollState? = nil
}

/// The keyboard part of an adjustment.
public struct KeyboardReport: Hashable, Sendable {
    /// The end frame in window coordinates as UIKit gave it (a hide frame may lie below the screen).
    public var frameInWindow: Rect
    /// The begin frame in window coordinates, when the notification had one.
    public var beginFrameInWindow: Rect?
    /// Whether any of the end frame is on the screen with a non-zero area.
    public var visible: Bool
    /// Visible, reaching the screen's bottom and spanning the window's width (0.5 pt tolerance).
    public var docked: Bool
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`; true when omitted).
    public var local: Bool
    /// The overlap with the window's bounds (rule 2).
    public var overlap: Double
}

/// The new values of one view; nil fields do not apply to it.
public struct ViewAdjustment: Hashable, Sendable {
    /// The view's id in the scene.
    public var id: String
    /// In the parent's coordinate space.
    public var frame: Rect
    /// A scroll view's new `contentInset` (rule 3), all four edges.
    public var contentInset: Insets?
    /// The indicator insets: the new contentInset (UIKit adds the safe area itself).
    public var verticalScrollIndicatorInsets: Insets?
    /// contentInset plus the safe area that `insetAdjustment` adds, as UIKit reports it.
    public var adjustedContentInset: Insets?
    /// A scroll view's new content offset (rules 3 and 4).
    public var contentOffset: Point?
    /// A bar's bottom constraint constants (rules 5 and 8).
    public var bottomConstraint: BottomConstraint?
    /// The keyboard layout guide of this view, when a layoutGuide behavior names it (rule 8).
    public var layoutGuide: LayoutGuideFrame?
}

/// The constants of `superview.bottom == bar.bottom + c` and of the same against the safe area.
public struct BottomConstraint: Hashable, Sendable {
    /// The constant against the superview's bottom, in points.
    public var toSuperview: Double
    /// The constant against the safe area's bottom: toSuperview less the parent's bottom safe area, >= 0.
    public var toSafeArea: Double

    /// The two constants.
    public init(toSuperview: Double, toSafeArea: Double) {
        self.toSuperview = toSuperview
        self.toSafeArea = toSafeArea
    }
}

/// A keyboard layout guide's frame in its owner's coordinates, and its state.
public struct LayoutGuideFrame: Hashable, Sendable {
    /// The guide's state: following a docked keyboard, an undocked one, or none (a band at the bottom).
    public enum State: String, CaseIterable, Hashable, Sendable { case docked, undocked, hidden }
    /// The guide's frame in its owner's coordinates.
    public var frame: Rect
    /// Which keyboard the guide follows, if any.
    public var state: State

    /// A guide frame and its state.
    public init(frame: Rect, state: State) {
        self.frame = frame
        self.state = state
    }
}
