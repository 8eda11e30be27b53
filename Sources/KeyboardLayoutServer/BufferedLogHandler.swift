public import Logging

/// A swift-log handler that hands each event to a `LogSink` as its fields: the calling thread never
/// formats the line or waits for the output. Bootstrap with it so that every module logs through the sink:
///
/// ```swift
/// let sink = LogSink(format: .json)
/// LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, sink: sink, logLevel: .info) }
/// ```
public struct BufferedLogHandler: LogHandler {
    public let label: String
    public let sink: LogSink
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?

    public init(
        label: String, sink: LogSink, logLevel: Logger.Level = .info,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.label = label
        self.sink = sink
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

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
