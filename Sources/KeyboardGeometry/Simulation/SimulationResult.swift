/// What a simulation answers: the layout after each event, keyframes when sampled, and the largest gap
/// between a bar that rides the keyboard and the keyboard's top.
public struct SimulationResult: Hashable, Sendable {
    /// The layout after each event, one step for every event, in order.
    public var steps: [SimulationStep]
    /// Present when the request asked for sampling.
    public var keyframes: [Keyframe]?
    /// The detachment of `attachToKeyboard` bars (docs/wire.md "Simulate"); 0 when no episode qualifies.
    public var maxBarGap: Double
}

/// The layout after one event: adjust's answer, and when the event happened.
public struct SimulationStep: Hashable, Sendable {
    /// The event's position in the request's `events`, from 0.
    public var index: Int
    /// Seconds from the run's start.
    public var time: Double
    /// Adjust's answer for the notification in force, in the geometry in force after the event.
    public var adjustment: Adjustment
    /// What the step left on the screen, in the geometry in force (compare's summary); nil unless asked for.
    public var outcome: StepOutcome?
    /// Whether the step ran on stale information: the keyboard on the screen changed with no notification since
    /// the last one. Its `adjustment.keyboard` is then the keyboard on the screen, its views as the last
    /// notification left them.
    public var stale: Bool = false
}

/// The presented state at one instant: the keyboard's top in window space and each reported view's frame
/// (in its parent's space) and content offset.
public struct Keyframe: Hashable, Sendable {
    /// Seconds from the run's start.
    public var t: Double
    /// The keyboard's presented top edge, in window space, in points.
    public var keyboardTop: Double
    /// Each reported view's presented frame and offset, in the order the steps first reported them.
    public var views: [KeyframeView]
}

/// One view's presented state at a keyframe's instant.
public struct KeyframeView: Hashable, Sendable {
    /// Which scene view this is, by its id.
    public var id: String
    /// Its presented frame, in its parent's space, in points: mid-animation values between steps.
    public var frame: Rect
    /// Its presented `contentOffset`, for a view whose offset the answer reports; nil otherwise.
    public var contentOffset: Point?
}

/// Why a simulation cannot run: a struct with a private kind, as `SceneError`.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case scene(SceneError)
        case tooManyKeyframes(count: Int, limit: Int)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The scene, or the geometry a transition brings, is invalid: the same errors as adjust's.
    public static func scene(_ error: SceneError) -> SimulationError { .init(.scene(error)) }
    /// Sampling would give more keyframes than the limit, or keyframes of so many views that the frames in
    /// them pass 16 times the limit.
    public static func tooManyKeyframes(count: Int, limit: Int) -> SimulationError {
        .init(.tooManyKeyframes(count: count, limit: limit))
    }

    /// The scene's error, when the simulation failed on the scene.
    public var sceneError: SceneError? {
        if case .scene(let e) = kind { return e }
        return nil
    }

    /// The keyframes the run would give and the limit, when sampling would give too many.
    public var tooManyKeyframes: (count: Int, limit: Int)? {
        if case .tooManyKeyframes(let count, let limit) = kind { return (count, limit) }
        return nil
    }

    /// The kind and its values, as `tooManyKeyframes(count: 55, limit: 54)`.
    public var description: String { String(describing: kind) }
}
