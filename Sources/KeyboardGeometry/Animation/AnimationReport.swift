/// What rule 9 says about animating a notification's layout change.
public struct AnimationReport: Hashable, Sendable {
    /// Whether the app should wrap its changes in an animation.
    public var animated: Bool
    /// The notification's duration.
    public var duration: Double
    /// The notification's `UIView.AnimationCurve` raw value, 0-15 (7 is the keyboard's own spring), as given.
    public var curve: Int
    /// `(curve << 16) | beginFromCurrentState`, the `UIView.AnimationOptions` raw value to use.
    public var options: Int
    /// How the motion progresses for that curve: a Bézier or linear over the duration, or the 0.5 s keyboard spring.
    public var timing: AnimationTiming

    /// `UIViewAnimationOptionBeginFromCurrentState`.
    public static let beginFromCurrentState = 4

    /// Rule 9: will* events with a positive duration animate, except inside a transition; nil for a curve
    /// outside 0-15.
    public init?(event: KeyboardEvent, duration: Double, curve: Int, inTransition: Bool) {
        guard let timing = AnimationTiming(curve: curve, duration: duration) else { return nil }
        self.animated = event.isWill && duration > 0 && !inTransition
        self.duration = duration
        self.curve = curve
        self.options = (curve << 16) | Self.beginFromCurrentState
        self.timing = timing
    }
}
