import HTTPMessages
import Logging

/// How a log line is written: `text` for people (swift-log's stream format, with the time to the
/// microsecond), `json` for log pipelines (one object a line).
///
/// text: `2026-11-23T10:15:02.123456Z info keyboard-layout: duration_ms=0.041 method=POST path=/v1/keyboard/adjust request_id=5f0c... status=200 [KeyboardLayoutServer] request`
///
/// json: `{"time":"2026-11-23T10:15:02.123456Z","level":"info","message":"request","label":"keyboard-layout","source":"KeyboardLayoutServer","method":"POST","path":"/v1/keyboard/adjust","status":200,"duration_ms":0.041,"request_id":"5f0c..."}`
///
/// Metadata keys come after the fixed fields; in JSON a metadata key that is one of the fixed ones is
/// written as `metadata.<key>` so that no key repeats.
public enum LogLineFormat: String, Sendable, CaseIterable {
    case text
    case json
}

/// Writes records as lines into a byte buffer; used by the writer thread only (it caches the time's
/// date-and-seconds part, which changes once a second).
struct LogLineWriter {
    let format: LogLineFormat
    private var cachedSecond = Int.min
    private var cachedPrefix: [UInt8] = []

    init(format: LogLineFormat) { self.format = format }

    mutating func append(_ record: LogRecord, to out: inout [UInt8]) {
        switch format {
        case .text: appendText(record, to: &out)
        case .json: appendJSON(record, to: &out)
        }
        out.append(0x0A)
    }

    // MARK: text

    private mutating func appendText(_ record: LogRecord, to out: inout [UInt8]) {
        appendTime(record, to: &out)
        out.append(0x20)
        out.append(contentsOf: record.level.rawValue.utf8)
        if !record.label.isEmpty { out.append(0x20) }
        out.append(contentsOf: record.label.utf8)
        out.append(0x3A)  // ':'
        let message: String
        switch record.body {
        case .event(let text, let metadata):
            message = text.description
            for (key, value) in metadata.sorted(by: { $0.key < $1.key }) { appendPair(key, value.description, &out) }
        case .access(let fields, let metadata):
            message = "request"
            // Sorted by key, as swift-log's stream handler prints metadata; the access fields' keys are already
            // in that order, and the logger's own metadata (usually none) goes among them.
            let extra = metadata.sorted(by: { $0.key < $1.key })
            var next = 0
            func before(_ key: String) {
                while next < extra.count && extra[next].key < key {
                    appendPair(extra[next].key, extra[next].value.description, &out)
                    next += 1
                }
            }
            before("duration_ms")
            out.append(contentsOf: " duration_ms=".utf8)
            appendMilliseconds(fields.durationNanoseconds, &out)
            before("method")
            appendPair("method", fields.method, &out)
            before("path")
            appendPair("path", fields.path, &out)
            before("request_id")
            appendRequestID(fields.requestID, &out)
            before("status")
            out.append(contentsOf: " status=".utf8)
            appendDecimal(fields.status, &out)
            while next < extra.count {
                appendPair(extra[next].key, extra[next].value.description, &out)
                next += 1
            }
        case .dropped(let count):
            message = Self.droppedMessage
            out.append(contentsOf: " dropped=".utf8)
            appendDecimal(count, &out)
        }
        out.append(contentsOf: " [".utf8)
        out.append(contentsOf: record.source.utf8)
        out.append(contentsOf: "] ".utf8)
        out.append(contentsOf: message.utf8)
    }

    /// ` request_id=<id>`: a made id's digits written in place, not made into a String first.
    private func appendRequestID(_ id: RequestIdentifier, _ out: inout [UInt8]) {
        out.append(contentsOf: " request_id=".utf8)
        id.appendUTF8(to: &out)
    }

    static let droppedMessage = "log lines dropped: the reader of stderr fell behind"

    private func appendPair(_ key: String, _ value: String, _ out: inout [UInt8]) {
        out.append(0x20)
        out.append(contentsOf: key.utf8)
        out.append(0x3D)  // '='
        out.append(contentsOf: value.utf8)
    }

    // MARK: JSON

    private static let fixedKeys: Set<String> = ["time", "level", "message", "label", "source"]

    private mutating func appendJSON(_ record: LogRecord, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"time":""#.utf8)
        appendTime(record, to: &out)
        out.append(contentsOf: #"","level":""#.utf8)
        out.append(contentsOf: record.level.rawValue.utf8)
        out.append(contentsOf: #"","message":"#.utf8)
        let metadata: Logger.Metadata
        switch record.body {
        case .event(let message, let m):
            appendJSONString(message.description, &out)
            metadata = m
        case .access(_, let m):
            appendJSONString("request", &out)
            metadata = m
        case .dropped:
            appendJSONString(Self.droppedMessage, &out)
            metadata = [:]
        }
        out.append(contentsOf: #","label":"#.utf8)
        appendJSONString(record.label, &out)
        out.append(contentsOf: #","source":"#.utf8)
        appendJSONString(record.source, &out)
        switch record.body {
        case .access(let fields, _):
            out.append(contentsOf: #","method":"#.utf8)
            appendJSONString(fields.method, &out)
            out.append(contentsOf: #","path":"#.utf8)
            appendJSONString(fields.path, &out)
            out.append(contentsOf: #","status":"#.utf8)
            appendDecimal(fields.status, &out)
            out.append(contentsOf: #","duration_ms":"#.utf8)
            appendMilliseconds(fields.durationNanoseconds, &out)
            out.append(contentsOf: #","request_id":"#.utf8)
            switch fields.requestID {
            case .given(let text):
                appendJSONString(text, &out)
            case .made:
                // Hex digits: nothing to escape.
                out.append(0x22)
                fields.requestID.appendUTF8(to: &out)
                out.append(0x22)
            }
        case .dropped(let count):
            out.append(contentsOf: #","dropped":"#.utf8)
            appendDecimal(count, &out)
        case .event:
            break
        }
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            out.append(0x2C)
            let taken: Bool
            switch record.body {
            case .access: taken = Self.fixedKeys.contains(key) || Self.accessKeys.contains(key)
            default: taken = Self.fixedKeys.contains(key)
            }
            appendJSONString(taken ? "metadata." + key : key, &out)
            out.append(0x3A)
            appendJSONValue(value, &out)
        }
        out.append(0x7D)
    }

    private static let accessKeys: Set<String> = ["method", "path", "status", "duration_ms", "request_id"]

    private func appendJSONValue(_ value: Logger.MetadataValue, _ out: inout [UInt8]) {
        switch value {
        case .string(let s): appendJSONString(s, &out)
        case .stringConvertible(let c): appendJSONString(c.description, &out)
        case .array(let values):
            out.append(0x5B)
            for (i, v) in values.enumerated() {
                if i > 0 { out.append(0x2C) }
                appendJSONValue(v, &out)
            }
            out.append(0x5D)
        case .dictionary(let d):
            out.append(0x7B)
            for (i, (k, v)) in d.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(0x2C) }
                appendJSONString(k, &out)
                out.append(0x3A)
                appendJSONValue(v, &out)
            }
            out.append(0x7D)
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A JSON string (RFC 8259): `"` and `\` escaped, control characters as `\u00XX`, other bytes as they are.
    private func appendJSONString(_ s: String, _ out: inout [UInt8]) {
        out.append(0x22)
        for byte in s.utf8 {
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: out.append(contentsOf: [0x5C, 0x72])
            case 0x09: out.append(contentsOf: [0x5C, 0x74])
            case 0..<0x20, 0x7F:
                out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }

    // MARK: numbers and time

    private func appendDecimal(_ value: Int, _ out: inout [UInt8]) {
        if value < 0 {
            out.append(0x2D)
            appendDecimal(-value, &out)  // a count or status is never Int.min
            return
        }
        if value >= 10 { appendDecimal(value / 10, &out) }
        out.append(0x30 + UInt8(value % 10))
    }

    /// Nanoseconds as milliseconds with three decimals (microseconds): 41_234 ns is `0.041`.
    private func appendMilliseconds(_ nanoseconds: Int64, _ out: inout [UInt8]) {
        let microseconds = max(0, (nanoseconds + 500) / 1000)
        appendDecimal(Int(microseconds / 1000), &out)
        out.append(0x2E)
        let fraction = Int(microseconds % 1000)
        out.append(0x30 + UInt8(fraction / 100))
        out.append(0x30 + UInt8(fraction / 10 % 10))
        out.append(0x30 + UInt8(fraction % 10))
    }

    /// RFC 3339 in UTC with microseconds, `2026-11-23T10:15:02.123456Z`: the part up to the seconds is made
    /// once a second and reused.
    private mutating func appendTime(_ record: LogRecord, to out: inout [UInt8]) {
        if record.seconds != cachedSecond {
            cachedSecond = record.seconds
            let parts = CivilTime(secondsSince1970: record.seconds)
            var prefix: [UInt8] = []
            prefix.reserveCapacity(19)
            func two(_ v: Int) {
                prefix.append(0x30 + UInt8(v / 10 % 10))
                prefix.append(0x30 + UInt8(v % 10))
            }
            for divisor in [1000, 100, 10, 1] { prefix.append(0x30 + UInt8(max(0, parts.year) / divisor % 10)) }
            prefix.append(0x2D)
            two(parts.month)
            prefix.append(0x2D)
            two(parts.day)
            prefix.append(0x54)  // 'T'
            two(parts.hour)
            prefix.append(0x3A)
            two(parts.minute)
            prefix.append(0x3A)
            two(parts.second)
            cachedPrefix = prefix
        }
        out.append(contentsOf: cachedPrefix)
        out.append(0x2E)
        let microseconds = record.nanoseconds / 1000
        var divisor = 100_000
        while divisor > 0 {
            out.append(0x30 + UInt8(microseconds / divisor % 10))
            divisor /= 10
        }
        out.append(0x5A)  // 'Z'
    }
}

/// A moment in UTC as a calendar date and time of day, from seconds since 1970 (proleptic Gregorian, no leap
/// seconds, as POSIX time counts them).
struct CivilTime: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    /// Howard Hinnant's `civil_from_days` ("chrono-Compatible Low-Level Date Algorithms"): days are counted
    /// from 0000-03-01 in eras of 400 years (146,097 days), so that February, with its leap day, ends the
    /// year and every other month has a fixed length in the cycle.
    init(secondsSince1970 seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        hour = inDay / 3600
        minute = inDay / 60 % 60
        second = inDay % 60
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097  // [0, 146096]
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // [0, 399]
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // [0, 365]
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // [0, 11], March is 0
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
