// exp(3) from the C library: the core needs its math and nothing else of Foundation.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a keyboard animation progresses over time (rule 9).
public enum AnimationTiming: Hashable, Sendable {
    /// Curves 0-2 (easeInOut, easeIn, easeOut): a Core Animation Bézier timing function over the duration.
    case cubicBezier(CubicBezier, duration: Double)
    /// Curve 3, and the undocumented 4-6 and 8-15: constant speed over the notification's duration.
    case linear(duration: Double)
    /// Curve 7: the keyboard's own spring, which runs 0.5 s whatever duration the notification says.
    case spring(KeyboardSpring)

    /// The timing of `UIViewAnimationCurve` value `curve` with the notification's `duration`; nil for a
    /// curve outside 0-15, which would spill into other bits of `UIViewAnimationOptions`.
    public init?(curve: Int, duration: Double) {
        switch curve {
        case 0: self = .cubicBezier(.easeInOut, duration: duration)
        case 1: self = .cubicBezier(.easeIn, duration: duration)
        case 2: self = .cubicBezier(.easeOut, duration: duration)
        case 3: self = .linear(duration: duration)
        case 7: self = .spring(.keyboard)
        case 0...15: self = .linear(duration: duration)
        default: return nil
        }
    }

    /// Whether UIKit documents this curve value (0-3) or it is the keyboard's own (7).
    public static func isKnown(curve: Int) -> Bool { (0...3).contains(curve) || curve == 7 }

    /// How long the motion lasts: the notification's duration, or 0.5 s for the keyboard spring.
    public var duration: Double {
        switch self {
        case .cubicBezier(_, let d), .linear(let d): d
        case .spring(let s): s.duration
        }
    }

    /// Progress in [0, 1] at `t` seconds after the animation's start.
    public func progress(at t: Double) -> Double {
        let d = duration
        if t <= 0 { return d <= 0 ? 1 : 0 }
        if t >= d { return 1 }
        switch self {
        case .cubicBezier(let curve, _): return curve.progress(at: t / d)
        case .linear: return t / d
        case .spring(let spring): return spring.progress(at: t)
        }
    }
}

/// The keyboard's undocumented curve 7: a `CASpringAnimation` with mass 3, stiffness 1000, damping 500,
/// which UIKit runs for 0.5 s whatever duration the notification carries.
///
/// Source of the numbers: Apple Developer Forums thread 48088, where the keyboard's animation is dumped,
/// and the Flutter engine (`FlutterViewController.mm`), which reads the same spring from UIKit to move its
/// view with the keyboard. Damping 500 against a critical damping of 2 * sqrt(1000 * 3) = 109.5 is
/// overdamped; we model the progress as critically damped, as Flutter does:
/// p(t) = 1 - e^(-w t) (1 + w t), w = sqrt(stiffness / mass) = 18.2574 per second, p(0.5) = 0.9989, then 1.
public struct KeyboardSpring: Hashable, Sendable {
    /// Mass of the animated body, in `CASpringAnimation` units (3 for the keyboard).
    public var mass: Double
    /// Spring constant, in `CASpringAnimation` units (1000 for the keyboard); with `mass` it sets `omega`.
    public var stiffness: Double
    /// Damping coefficient (500 for the keyboard, overdamped); reported, while the progress is modelled critically damped.
    public var damping: Double
    /// How long UIKit runs the spring, in seconds (0.5 for the keyboard); progress is 1 from then on.
    public var duration: Double

    /// The spring UIKit animates the keyboard with for curve 7: mass 3, stiffness 1000, damping 500, 0.5 s.
    public static let keyboard = KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, duration: 0.5)

    /// The natural frequency w = sqrt(stiffness / mass).
    public var omega: Double { (stiffness / mass).squareRoot() }

    /// Progress at `t` seconds: critically damped, 1 from the duration on.
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        let wt = omega * t
        return 1 - exp(-wt) * (1 + wt)
    }
}
