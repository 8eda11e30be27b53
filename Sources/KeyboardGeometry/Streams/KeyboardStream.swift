/// A realistic sequence of keyboard notifications for a scene (docs/devices.md, "Streams"): what a device sends
/// in one situation, as its source shows it, ready to play through `Simulation`.
public struct KeyboardStream: Hashable, Sendable {
    /// The stable name `?name=` picks it by (`show-hide`, `duplicate-willShow`, ...).
    public var name: String
    /// The issue, radar, log or documentation the sequence comes from (a URL).
    public var source: String
    /// What the device does and what the reference does about it, in a sentence or two.
    public var description: String
    /// The facts of the source the stream is built from, with the source's numbers (device, iOS version, the
    /// notifications seen, frames, durations), in the project's words.
    public var evidence: String
    /// What the stream takes that its source does not show (a frame, a duration), each said.
    public var assumed: [String]
    /// The events, each with its `at` (seconds from the start), frames sized to the scene's screen.
    public var events: [TimedEvent]
}

/// A stream of the catalogue that the scene's device does not send, and why.
public struct NotApplicableStream: Hashable, Sendable {
    /// The stream's name.
    public var name: String
    /// Why not, with the source: `iPad only: ...`.
    public var reason: String
}
