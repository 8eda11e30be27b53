/// What the routes need to know of the service's configuration.
public struct ServiceSettings: Sendable {
    /// The limits on what one request may ask for (body bytes, views, events, keyframes).
    public var limits: Limits

    /// Settings with `limits` (the documented defaults unless given).
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }
}
