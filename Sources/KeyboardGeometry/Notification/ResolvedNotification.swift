/// A notification with rule 9's defaults applied, as adjust and simulate use it.
public struct ResolvedNotification: Hashable, Sendable {
    public var event: KeyboardEvent
    public var beginFrame: Rect?
    public var endFrame: Rect
    public var duration: Double
    public var curve: Int
    public var isLocal: Bool
    public var bounds: Rect?
    public var centerBegin: Point?
    public var centerEnd: Point?

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
    }
}
