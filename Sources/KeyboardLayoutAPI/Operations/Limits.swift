/// The configurable limits of docs/errors-and-limits.md.
public struct Limits: Hashable, Sendable {
    /// Views per scene.
    public var maxViews: Int
    /// Events per simulation.
    public var maxEvents: Int
    /// Keyframes per simulate response.
    public var maxKeyframes: Int
    /// Request body bytes.
    public var maxBodyBytes: Int
    /// Request body bytes of the routes that take a pasted view dump or log (`Route.takesDumps`: scene/parse,
    /// check, compare, replay): real dumps hold thousands of views.
    public var maxDumpBodyBytes: Int = 4 * 1_048_576

    /// Limits with the documented defaults (docs/errors-and-limits.md) unless given.
    public init(maxViews: Int = 256, maxEvents: Int = 1000, maxKeyframes: Int = 10_000, maxBodyBytes: Int = 65_536) {
        self.maxViews = maxViews
        self.maxEvents = maxEvents
        self.maxKeyframes = maxKeyframes
        self.maxBodyBytes = maxBodyBytes
    }
}
