/// A realistic sequence of keyboard notifications for a scene (docs/devices.md, "Streams"): what a device sends
/// in one situation, ready to play through `Simulation`.
public struct KeyboardStream: Hashable, Sendable {
    /// The stable name `?name=` picks it by (`show-hide`, `duplicate-willShow`, ...).
    public var name: String
    /// The issue, radar or documentation the sequence comes from.
    public var source: String
    /// What the device does and what the reference does about it, in a sentence or two.
    public var description: String
    /// The events, each with its `at` (seconds from the start), frames sized to the scene's screen.
    public var events: [TimedEvent]

    /// A stream with every member given.
    public init(name: String, source: String, description: String, events: [TimedEvent]) {
        self.name = name
        self.source = source
        self.description = description
        self.events = events
    }
}
