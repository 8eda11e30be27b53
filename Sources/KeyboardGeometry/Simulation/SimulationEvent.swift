/// One event of a simulation (docs/wire.md "Simulate").
public enum SimulationEvent: Hashable, Sendable {
    /// A keyboard notification.
    case notification(ResolvedNotification)
    /// A rotation or size change begins: the new resting geometry (what is nil keeps its value) and the
    /// transition's duration.
    case transitionBegin(TransitionGeometry)
    /// The rotation or size change ends: the last notification is laid out again, without animating.
    case transitionEnd
    /// The keyboard on the screen changed and the app was told nothing (docs/devices.md, "Silent changes"): its
    /// frame in screen coordinates, nil when no keyboard is on the screen. The layout stays as the last
    /// notification left it; the steps from here until the next notification are stale.
    case keyboardOnScreen(Rect?)
    /// The user scrolls the scroll view `view` to `contentOffset.y == y` between notifications (docs/rules.md
    /// "Chat lists"): nothing else moves, and the offset is the current one for what follows.
    case userScroll(view: String, y: Double)
    /// A chat's composer grew or shrank: it now reaches `points` pt more above the keyboard (or above the bottom
    /// when no keyboard shows) than at rest. Every chat list (an `insetScrollView` with `lift`) takes it in its
    /// inset, and a list that lifts lifts by the change.
    case extraContentPadding(Double)
}

/// The new resting geometry a transition brings; nil keeps the value in force.
public struct TransitionGeometry: Hashable, Sendable {
    /// How long the transition animates, in seconds; the keyboard and views move with easeInOut over it.
    public var duration: Double
    /// The screen after the change; nil keeps the one in force.
    public var screen: Screen?
    /// The window after the change; nil keeps the one in force.
    public var window: Window?
    /// The resting views after the change, replacing the whole list; nil keeps those in force.
    public var views: [SceneView]?

    /// A transition of `duration` seconds that changes only what is given.
    public init(duration: Double, screen: Screen? = nil, window: Window? = nil, views: [SceneView]? = nil) {
        self.duration = duration
        self.screen = screen
        self.window = window
        self.views = views
    }
}

/// An event and when it happens: `at` seconds from the run's start, or nil for "when the previous
/// event's motion has ended" (inside a transition: at the transition's start; its end at start + duration).
public struct TimedEvent: Hashable, Sendable {
    /// What happens: a notification, or a transition's begin or end.
    public var event: SimulationEvent
    /// Seconds from the run's start; nil for when the previous event's motion has ended.
    public var at: Double?

    /// `event` at `at` seconds, or when the previous event's motion ends when nil.
    public init(_ event: SimulationEvent, at: Double? = nil) {
        self.event = event
        self.at = at
    }
}

/// Simulate's older way to name whose code plays inside a transition: an alias of a policy.
public enum Handling: String, CaseIterable, Hashable, Sendable {
    /// Inside a transition, frames are set without an animation of their own: the transition animates them.
    case correct
    /// Seed 001's first code: every will* notification starts its own animation with its curve and duration,
    /// also inside a transition, while the keyboard itself follows the transition (`seed-001-naive`).
    case naive

    /// The policy `naive` names; nil for `correct`, which names none (any policy may play).
    public var policy: Policy? { self == .naive ? .seed001Naive : nil }
}
