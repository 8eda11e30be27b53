/// What a keyboard notification holds, each value as given or nil when the input lacks it.
///
/// This is `parse`'s result. `adjust` reads it through ``ResolvedNotification``, which applies the defaults
/// of rule 9 (UIKit omits some keys: isLocal before iOS 9, the curve and duration for some frame changes).
public struct KeyboardNotification: Hashable, Sendable {
    public var event: KeyboardEvent?
    public var beginFrame: Rect?
    public var endFrame: Rect?
    public var duration: Double?
    public var curve: Int?
    public var isLocal: Bool?
    public var bounds: Rect?
    public var centerBegin: Point?
    public var centerEnd: Point?

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
    case rect(Rect)
    case point(Point)
    case number(Double)
    case integer(Int)
    case boolean(Bool)
}
