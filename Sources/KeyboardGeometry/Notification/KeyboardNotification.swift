/// What a keyboard notification holds, each value as given or nil when the input lacks it.
///
/// This is `parse`'s result. `adjust` reads it through ``ResolvedNotification``, which applies the defaults
/// of rule 9 (UIKit omits some keys: isLocal before iOS 9, the curve and duration for some frame changes).
public struct KeyboardNotification: Hashable, Sendable {
    /// Which of the six notifications it is; nil for a bare userInfo dump without a name.
    public var event: KeyboardEvent?
    /// `UIKeyboardFrameBeginUserInfoKey`: the keyboard's frame before the change, in screen coordinates.
    public var beginFrame: Rect?
    /// `UIKeyboardFrameEndUserInfoKey`: the keyboard's frame after the change, in screen coordinates; adjust needs it.
    public var endFrame: Rect?
    /// `UIKeyboardAnimationDurationUserInfoKey`: how long the keyboard animates, in seconds.
    public var duration: Double?
    /// `UIKeyboardAnimationCurveUserInfoKey`: the `UIView.AnimationCurve` raw value (7 is the keyboard's own spring).
    public var curve: Int?
    /// `UIKeyboardIsLocalUserInfoKey` (iOS 9 and later): false when the keyboard belongs to another app.
    public var isLocal: Bool?
    /// The deprecated `UIKeyboardBoundsUserInfoKey`: the keyboard's bounds, whose size should match the end frame's.
    public var bounds: Rect?
    /// The deprecated `UIKeyboardCenterBeginUserInfoKey`: the keyboard's center before the change.
    public var centerBegin: Point?
    /// The deprecated `UIKeyboardCenterEndUserInfoKey`: the keyboard's center after the change.
    public var centerEnd: Point?

    /// A notification holding the values given; each one left out is missing, as when the input lacks its key.
    public init(
        event: KeyboardEvent? = nil, beginFrame: Rect? = nil, endFrame: Rect? = nil, duration: Double? = nil,
        curve: Int? = nil, isLocal: Bool? = nil, bounds: Rect? = nil, centerBegin: Point? = nil,
        centerEnd: Point? = nil
    ) {
        self.event = event
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
        self.bounds = bounds
        self.centerBegin = centerBegin
        self.centerEnd = centerEnd
    }

    /// Stores a parsed value under its key.
    public mutating func set(_ key: UserInfoKey, _ value: UserInfoValue) {
        switch (key, value) {
        case (.frameBegin, .rect(let r)): beginFrame = r
        case (.frameEnd, .rect(let r)): endFrame = r
        case (.bounds, .rect(let r)): bounds = r
        case (.centerBegin, .point(let p)): centerBegin = p
        case (.centerEnd, .point(let p)): centerEnd = p
        case (.animationDuration, .number(let d)): duration = d
        case (.animationCurve, .integer(let c)): curve = c
        case (.isLocal, .boolean(let b)): isLocal = b
        default: break
        }
    }

    /// Whether the key already has a value (to report a key given twice).
    public func has(_ key: UserInfoKey) -> Bool {
        switch key {
        case .frameBegin: beginFrame != nil
        case .frameEnd: endFrame != nil
        case .bounds: bounds != nil
        case .centerBegin: centerBegin != nil
        case .centerEnd: centerEnd != nil
        case .animationDuration: duration != nil
        case .animationCurve: curve != nil
        case .isLocal: isLocal != nil
        }
    }
}

/// A typed userInfo value.
public enum UserInfoValue: Hashable, Sendable {
    /// A rectangle in points: the begin and end frames, and the legacy bounds.
    case rect(Rect)
    /// A point in points: the legacy begin and end centers.
    case point(Point)
    /// A real number: the animation's duration, in seconds.
    case number(Double)
    /// A whole number: the animation curve.
    case integer(Int)
    /// A flag: whether the keyboard is local.
    case boolean(Bool)
}
