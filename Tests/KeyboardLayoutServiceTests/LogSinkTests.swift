import Dispatch
import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutServer
import Logging
import ServiceLogging
import Synchronization
import Testing

/// The log's bounded buffer and its writer thread, with an output the test controls: what is dropped and
/// counted when the output is stuck, the notice once it catches up, the flush, and the two line formats.
@Suite struct LogSinkTests {
    /// An output that records what it is given and, while `held`, blocks in its first call until `release()`,
    /// like a pipe that nobody reads.
    final class StuckOutput: Sendable {
        let written = Mutex<[UInt8]>([])
        let calls = Mutex(0)
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let held: Bool

        init(held: Bool) { self.held = held }

        var output: LogSink.Output {
            { bytes in
                let first = self.calls.withLock { calls in
                    calls += 1
                    return calls == 1
                }
                if first && self.held {
                    self.entered.signal()
                    self.gate.wait()
                }
                self.written.withLock { $0.append(contentsOf: bytes) }
                return true
            }
        }

        func release() { gate.signal() }

        var lines: [String] {
            written.withLock { String(decoding: $0, as: UTF8.self) }.split(separator: "\n").map(String.init)
        }
    }

    static func access(_ n: Int, time: (seconds: Int, nanoseconds: Int)? = nil) -> LogRecord {
        LogRecord(
            level: .info, label: "keyboard-layout", source: "KeyboardLayoutServer",
            body: .access(
                AccessFields(
                    method: "GET", path: "/healthz", status: 200, durationNanoseconds: 41_234,
                    requestID: .given("req-\(n)")),
                metadata: [:]),
            time: time)
    }

    /// Capacity 8. The first line reaches the output, which blocks; the next 8 fill the buffer and the 5 after
    /// them are dropped: the counter hears of 5 at once, while the output is still stuck. Released, the writer
    /// writes the 8 and then one notice that says 5, and the request threads never waited (every enqueue
    /// returned while the output was blocked).
    @Test func dropsAndCountsWhenFullThenSaysHowMany() throws {
        let out = StuckOutput(held: true)
        let dropped = Mutex(0)
        let sink = LogSink(
            format: .text, capacity: 8, output: out.output, gather: .zero,
            dropped: { n in dropped.withLock { $0 += n } })
        defer { sink.shutdown(timeout: .seconds(5)) }

        sink.enqueue(Self.access(0))
        #expect(out.entered.wait(timeout: .now() + 5) == .success)  // the writer is stuck in its first write
        for n in 1...13 { sink.enqueue(Self.access(n)) }
        // 8 fit (the capacity), 13 - 8 = 5 did not.
        #expect(sink.buffered == 8)
        #expect(dropped.withLock { $0 } == 5)

        out.release()
        #expect(sink.flush(timeout: .seconds(5)))
        let lines = out.lines
        // Line 0 (the first write), lines 1 to 8 (the buffer), then the notice: 10 lines.
        #expect(lines.count == 10, "\(lines)")
        #expect(lines.prefix(9).map { $0.contains("request_id=req-") } == Array(repeating: true, count: 9))
        #expect(lines[8].contains("request_id=req-8"))
        #expect(lines[9].contains("warning keyboard-layout: dropped=5 [KeyboardLayoutServer] log lines dropped"))
        // Nothing more was dropped after the output caught up.
        #expect(dropped.withLock { $0 } == 5)
    }

    /// The buffer also bounds bytes: a line is estimated at 160 bytes + its label (15), path (1,000), method (3)
    /// and id (5), 1,183 bytes. With room for 2,000, while the output is stuck one fits and a second would
    /// make 2,366: of 10, 1 is buffered and 9 dropped.
    @Test func longLinesAreBoundedByBytes() throws {
        let out = StuckOutput(held: true)
        let dropped = Mutex(0)
        let sink = LogSink(
            format: .text, capacity: 100, maxBytes: 2_000, output: out.output, gather: .zero,
            dropped: { n in dropped.withLock { $0 += n } })
        defer { sink.shutdown(timeout: .seconds(5)) }
        var long = Self.access(0)
        if case .access(var fields, let metadata) = long.body {
            fields.path = "/" + String(repeating: "a", count: 999)
            long.body = .access(fields, metadata: metadata)
        }
        sink.enqueue(long)
        #expect(out.entered.wait(timeout: .now() + 5) == .success)
        for _ in 0..<10 { sink.enqueue(long) }
        #expect(sink.buffered == 1)
        #expect(dropped.withLock { $0 } == 9)
        out.release()
        #expect(sink.flush(timeout: .seconds(5)))
    }

    /// Shutdown writes every line that fit, even ones logged just before it, then stops the writer: 1,000
    /// lines in a buffer of 4,096 all arrive, in order, and no notice (nothing was dropped).
    @Test func shutdownWritesEverythingThatFit() throws {
        let out = StuckOutput(held: false)
        let sink = LogSink(format: .text, output: out.output)
        for n in 0..<1_000 { sink.enqueue(Self.access(n)) }
        #expect(sink.shutdown(timeout: .seconds(10)))
        let lines = out.lines
        #expect(lines.count == 1_000)
        #expect(lines.enumerated().allSatisfy { $0.element.contains("request_id=req-\($0.offset) ") })
        #expect(!lines.contains { $0.contains("dropped") })
    }

    /// Shutdown gives up after its timeout when the output never returns (a stuck reader must not keep the
    /// process from exiting): about 0.2 s, not forever.
    @Test func shutdownDoesNotWaitForeverOnAStuckOutput() throws {
        let out = StuckOutput(held: true)
        let sink = LogSink(format: .text, output: out.output, gather: .zero)
        sink.enqueue(Self.access(0))
        #expect(out.entered.wait(timeout: .now() + 5) == .success)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(!sink.shutdown(timeout: .milliseconds(200)))
        #expect(clock.now - start < .seconds(2))
        out.release()
        #expect(sink.shutdown(timeout: .seconds(5)))
    }

    /// 1,700,000,000 s after 1970 is 2023-11-14 22:13:20 UTC; 123,456,789 ns is written to the microsecond
    /// (.123456). 41,234 ns is 0.041 ms.
    @Test func textLineIsTheStreamFormatWithMicroseconds() throws {
        let out = StuckOutput(held: false)
        let sink = LogSink(format: .text, output: out.output)
        sink.enqueue(Self.access(7, time: (1_700_000_000, 123_456_789)))
        sink.shutdown(timeout: .seconds(5))
        #expect(
            out.lines == [
                "2023-11-14T22:13:20.123456Z info keyboard-layout: duration_ms=0.041 method=GET path=/healthz "
                    + "request_id=req-7 status=200 [KeyboardLayoutServer] request"
            ])
    }

    /// The calendar without gmtime: each time worked out by counting days. 951,782,400 s is 11,016 days:
    /// 30 years to 2000-01-01 are 10,957 days (7 leap years, 1972 to 1996), then 31 of January and 28 of
    /// February make 2000-02-29 (2000 is a leap year: divisible by 400). 4,107,542,400 s is 47,541 days:
    /// 130 years to 2100-01-01 are 47,482 days (32 leap years, 1972 to 2096), then 31 + 28 days reach
    /// 2100-03-01, with no February 29 between, because 2100 is not a leap year (divisible by 100, not by 400). -1 s is the last second of 1969.
    @Test(arguments: [
        (951_782_400, "2000-02-29T00:00:00.000000Z"),
        (4_107_542_400, "2100-03-01T00:00:00.000000Z"),
        (-1, "1969-12-31T23:59:59.000000Z"),
        (86_399, "1970-01-01T23:59:59.000000Z"),
    ])
    func timestampsFollowTheGregorianCalendar(seconds: Int, expected: String) throws {
        let out = StuckOutput(held: false)
        let sink = LogSink(format: .text, output: out.output)
        sink.enqueue(Self.access(1, time: (seconds, 0)))
        sink.shutdown(timeout: .seconds(5))
        #expect(out.lines.first?.split(separator: " ").first.map(String.init) == expected)
    }

    /// Every JSON line parses and carries its fields: an access line (status and duration as numbers), an
    /// ordinary event with metadata (a key that is also a fixed field is renamed, so none repeats; a quote
    /// and a newline escaped), and the drop notice.
    @Test func jsonLinesParseAndCarryTheFields() throws {
        let out = StuckOutput(held: false)
        let sink = LogSink(format: .json, output: out.output)
        let time = (seconds: 1_700_000_000, nanoseconds: 5_000)
        sink.enqueue(Self.access(1, time: time))
        sink.enqueue(
            LogRecord(
                level: .warning, label: "MicroHTTPD", source: "MicroHTTPD",
                body: .event(
                    message: "say \"hi\"\nthen go", metadata: ["port": "8080", "level": "mine", "list": ["a", "b"]]),
                time: time))
        sink.shutdown(timeout: .seconds(5))
        let objects = try out.lines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(objects.count == 2)
        let access = objects[0]
        // 5,000 ns is 5 us: .000005.
        #expect(access["time"] as? String == "2023-11-14T22:13:20.000005Z")
        #expect(access["level"] as? String == "info")
        #expect(access["message"] as? String == "request")
        #expect(access["label"] as? String == "keyboard-layout")
        #expect(access["method"] as? String == "GET")
        #expect(access["path"] as? String == "/healthz")
        #expect(access["status"] as? Int == 200)
        #expect(access["duration_ms"] as? Double == 0.041)
        #expect(access["request_id"] as? String == "req-1")

        let event = objects[1]
        #expect(event["level"] as? String == "warning")
        #expect(event["message"] as? String == "say \"hi\"\nthen go")
        #expect(event["label"] as? String == "MicroHTTPD")
        #expect(event["port"] as? String == "8080")
        #expect(event["metadata.level"] as? String == "mine")
        #expect(event["list"] as? [String] == ["a", "b"])
    }

    /// The drop notice in JSON: `dropped` is the count, a number.
    @Test func jsonDropNotice() throws {
        let out = StuckOutput(held: true)
        let sink = LogSink(format: .json, capacity: 2, output: out.output, gather: .zero)
        sink.enqueue(Self.access(0))
        #expect(out.entered.wait(timeout: .now() + 5) == .success)
        for n in 1...5 { sink.enqueue(Self.access(n)) }  // 2 fit, 3 are dropped
        out.release()
        sink.shutdown(timeout: .seconds(5))
        let last = try #require(out.lines.last)
        let notice = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(notice["dropped"] as? Int == 3)
        #expect(notice["level"] as? String == "warning")
        #expect(out.lines.count == 4)  // line 0, the 2 that fit, the notice
    }

    /// Through swift-log: a Logger whose handler is a BufferedLogHandler puts its events in the sink, with the
    /// handler's metadata and the call's merged, and honours its level (debug is below info: not logged).
    @Test func swiftLogEventsGoThroughTheSink() throws {
        let out = StuckOutput(held: false)
        let sink = LogSink(format: .json, output: out.output)
        var logger = Logger(label: "test") { label in BufferedLogHandler(label: label, sink: sink, logLevel: .info) }
        logger[metadataKey: "pod"] = "a"
        logger.info("hello", metadata: ["n": "1"])
        logger.debug("not this")
        sink.shutdown(timeout: .seconds(5))
        #expect(out.lines.count == 1)
        let line = try #require(out.lines.first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "hello")
        #expect(object["label"] as? String == "test")
        #expect(object["pod"] as? String == "a")
        #expect(object["n"] as? String == "1")
    }

    /// A request's own id is kept when it is 1 to 128 printable ASCII characters (0x21-0x7E); anything else
    /// (empty, 129 characters, a space, a control character, non-ASCII) gets a new one.
    @Test func requestIDsAreTakenOnlyWhenUsable() {
        #expect(RequestID.accept("abc-123_XYZ.~!") == "abc-123_XYZ.~!")
        #expect(RequestID.accept(String(repeating: "a", count: 128)) != nil)
        #expect(RequestID.accept(String(repeating: "a", count: 129)) == nil)
        #expect(RequestID.accept("") == nil)
        #expect(RequestID.accept("a b") == nil)
        #expect(RequestID.accept("a\tb") == nil)
        #expect(RequestID.accept("caf\u{E9}") == nil)
        // Header names compare without case (HTTPFields): x-REQUEST-id is the same field.
        #expect(RequestID.identifier(of: [HTTPField.Name("x-REQUEST-id")!: "mine"]).description == "mine")
        #expect(RequestID.identifier(of: [RequestID.headerName: "not mine"]).description != "not mine")
    }

    /// Made ids are 16 lowercase hex digits and do not repeat (10,000 made, 10,000 distinct).
    @Test func madeRequestIDsAreSixteenHexDigitsAndDistinct() {
        let ids = (0..<10_000).map { _ in RequestID.next().description }
        #expect(Set(ids).count == 10_000)
        #expect(
            ids.allSatisfy {
                $0.utf8.count == 16 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            })
    }
}
