/// One event of a simulation (DESIGN.md "Simulate").
public enum SimulationEvent: Hashable, Sendable {
    /// A keyboard notification.
    case notification(ResolvedNotification)
    /// A rotation or size change begins: the new resting geometry (what is nil keeps its value) and the
    /// transition's duration.
    case transitionBegin(TransitionGeometry)
    case transitionEnd
}

/// The new resting geometry a transition brings; nil keeps the value in force.
public struct TransitionGeometry: Hashable, Sendable {
    public var duration: Double
    public var screen: Screen?
    public var window: Window?
    public var views: [SceneView]?

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
    public var event: SimulationEvent
    public var at: Double?

    public init(_ event: SimulationEvent, at: Double? = nil) {
        self.event = event
        self.at = at
    }
}

/// Whose keyboard code the simulation plays.
public enum Handling: String, CaseIterable, Hashable, Sendable {
    /// Inside a transition, frames are set without an animation of their own: the transition animates them.
    case correct
    /// Seed 001's code: every will* notification starts its own animation with its curve and duration,
    /// also inside a transition, while the keyboard itself follows the transition.
    case naive
}
