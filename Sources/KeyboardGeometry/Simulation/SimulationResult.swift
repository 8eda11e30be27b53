/// What a simulation answers: the layout after each event, keyframes when sampled, and the largest gap
/// between a bar that rides the keyboard and the keyboard's top.
public struct SimulationResult: Hashable, Sendable {
    public var steps: [SimulationStep]
    /// Present when the request asked for sampling.
    public var keyframes: [Keyframe]?
    /// The detachment of `attachToKeyboard` bars (DESIGN.md "Simulate"); 0 when no episode qualifies.
    public var maxBarGap: Double
}

/// The layout after one event: adjust's answer, and when the event happened.
public struct SimulationStep: Hashable, Sendable {
    public var index: Int
    /// Seconds from the run's start.
    public var time: Double
    public var adjustment: Adjustment
}

/// The presented state at one instant: the keyboard's top in window space and each reported view's frame
/// (in its parent's space) and content offset.
public struct Keyframe: Hashable, Sendable {
    public var t: Double
    public var keyboardTop: Double
    public var views: [KeyframeView]
}

public struct KeyframeView: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    public var contentOffset: Point?
}

/// Why a simulation cannot run.
public enum SimulationError: Error, Hashable, Sendable {
    case scene(SceneError)
    /// Sampling would give more keyframes than the limit, or keyframes of so many views that the frames in
    /// them pass 16 times the limit.
    case tooManyKeyframes(count: Int, limit: Int)
}
