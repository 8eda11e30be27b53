/// A notification with rule 9's defaults applied, as adjust and simulate use it.
public struct ResolvedNotification: Hashable, Sendable {
    /// Which of the six notifications it is.
    public var event: KeyboardEvent
    /// The keyboard's frame before the change, in screen coordinates; nil when the notification has none.
    public var beginFrame: Rect?
    /// The keyboard's frame after the change, in screen coordinates: where rule 1 places the keyboard.
    public var endFrame: Rect
    /// How long the keyboard animates, in seconds; 0 when the notification leaves it out.
    public var duration: Double
    /// The `UIView.AnimationCurve` raw value, 0-15 (7 is the keyboard's spring); 0 when left out.
    public var curve: Int
    /// Whether the keyboard belongs to this app; true when left out, as before iOS 9.
    public var isLocal: Bool
    /// The deprecated `UIKeyboardBoundsUserInfoKey`, if given: its size is checked against the end frame's.
    public var bounds: Rect?
    /// The deprecated `UIKeyboardCenterBeginUserInfoKey`, if given: checked against the begin frame's center.
    public var centerBegin: Point?
    /// The deprecated `UIKeyboardCenterEndUserInfoKey`, if given: checked against the end frame's center.
    public var centerEnd: Point?
    /// The keys the notification left out, whose defaults were applied: code that force-casts them traps
    /// (docs/policies.md). A missing begin frame is `beginFrame == nil`.
    public var omitted: OmittedKeys = []

    /// Keys with a default that a notification may leave out.
    public struct OmittedKeys: OptionSet, Hashable, Sendable {
        /// The bit set.
        public let rawValue: UInt8
        /// A set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `UIKeyboardAnimationDurationUserInfoKey`.
        public static let duration = OmittedKeys(rawValue: 1)
        /// `UIKeyboardAnimationCurveUserInfoKey`.
        public static let curve = OmittedKeys(rawValue: 2)
        /// `UIKeyboardIsLocalUserInfoKey` (before iOS 9).
        public static let isLocal = OmittedKeys(rawValue: 4)
    }

    /// A notification with every value given; the defaults are rule 9's (duration 0, curve 0, isLocal true).
    public init(
        event: KeyboardEvent, beginFrame: Rect? = nil, endFrame: Rect, duration: Double = 0, curve: Int = 0,
        isLocal: Bool = true, bounds: Rect? = nil, centerBegin: Point? = nil, centerEnd: Point? = nil
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

    /// Applies the defaults of rule 9 (duration 0, curve 0, isLocal true, which UIKit omitted before iOS 9);
    /// nil when the event or the end frame, which have no default, is missing.
    public init?(_ notification: KeyboardNotification) {
        guard let event = notification.event, let end = notification.endFrame else { return nil }
        self.init(
            event: event, beginFrame: notification.beginFrame, endFrame: end, duration: notification.duration ?? 0,
            curve: notification.curve ?? 0, isLocal: notification.isLocal ?? true, bounds: notification.bounds,
            centerBegin: notification.centerBegin, centerEnd: notification.centerEnd)
        if notification.duration == nil { omitted.insert(.duration) }
        if notification.curve == nil { omitted.insert(.curve) }
        if notification.isLocal == nil { omitted.insert(.isLocal) }
    }
}
