public import Logging

/// A swift-log handler that hands each event to a `LogSink` as its fields: the calling thread never
/// formats the line or waits for the output. Bootstrap with it so that every module logs through the sink:
///
/// ```swift
/// let sink = LogSink(format: .json)
/// LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, sink: sink, logLevel: .info) }
/// ```
public struct BufferedLogHandler: LogHandler {
    /// The label of the logger this handler serves (such as `keyboard-layout`), written in each of its lines.
    public let label: String
    /// The buffer the events go to; its writer thread formats and writes them.
    public let sink: LogSink
    /// The least severe level logged: events below it are discarded before they reach the sink.
    public var logLevel: Logger.Level
    /// The handler's own metadata, added to every event (the provider's and the call's win on a clash).
    public var metadata: Logger.Metadata = [:]
    /// Metadata computed at each event (such as task-local context), merged over the handler's own.
    public var metadataProvider: Logger.MetadataProvider?

    /// A handler for the logger named `label` that enqueues its events of `logLevel` and above on `sink`.
    public init(
        label: String, sink: LogSink, logLevel: Logger.Level = .info,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.label = label
        self.sink = sink
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
    }

    /// One entry of the handler's own metadata, read or set by key.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Merges the metadata (handler, then provider, then the call's) and enqueues the event as a `LogRecord`;
    /// it neither formats nor writes.
    public func log(event: LogEvent) {
        let explicit = event.metadata
        var merged = self.metadata
        if let provided = metadataProvider?.get(), !provided.isEmpty {
            merged.merge(provided) { _, new in new }
        }
        if let explicit, !explicit.isEmpty {
            if merged.isEmpty { merged = explicit } else { merged.merge(explicit) { _, new in new } }
        }
        sink.enqueue(
            LogRecord(
                level: event.level, label: label, source: event.source,
                body: .event(message: event.message, metadata: merged)))
    }
}
