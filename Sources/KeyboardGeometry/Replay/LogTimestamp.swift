// The time a console line was printed, as the loggers people paste from print it at the line's start:
//
//   NSLog               2015-09-10 14:23:01.123 App[12:34] ...          (date, time, milliseconds, process)
//   the unified log     2018-12-19 21:05:51.338401+0800 App[1870:1400885] ...   (microseconds, zone)
//   os_log / Logger     14:23:01.123456+0200 ...                         (Xcode's console, time only)
//   a bracketed time    [14:23:01.123] ... or [2015-09-10 14:23:01] ...
//
// Grammar (after leading blanks):
//   stamp    := "[" moment "]" | moment
//   moment   := (date ("T" | " "))? time zone?
//   date     := 4 digits "-" 2 digits "-" 2 digits
//   time     := 2 digits ":" 2 digits ":" 2 digits ("." digits)?
//   zone     := ("+" | "-") 4 digits | "Z"
//   process  := " " name ("(" name ")")? "[" digits (":" digits)? "]"      (NSLog's, skipped when present)
// The zone is read past and not applied: the lines of one log share it, and only differences are used.

/// A moment as a log line prints it, kept as its printed digits: whole seconds since an arbitrary day zero, and the
/// fraction's digits as an integer with their count (`.338401` is 338,401 in 6 digits). Differences are worked out on
/// those integers, in units of the finer of the two fractions, so that `.400 - .100` is 0.3 exactly as printed, not
/// the difference of two large binary floating-point numbers (0.2999999523...).
public struct LogTime: Hashable, Sendable {
    /// Days since 2000-01-01 (when the date is printed) times 86,400 plus the time of day's whole seconds.
    public var wholeSeconds: Int
    /// The fraction's digits as an integer (at most nine digits count).
    public var fraction: Int
    /// How many digits of the fraction were printed (0 to 9).
    public var digits: Int

    /// `self - earlier` in seconds, exact to the finer of the two printed precisions: the difference is an integer
    /// count of that precision's units, divided once by its power of ten, so the answer is the double nearest the
    /// decimal the log's digits give.
    public func seconds(since earlier: LogTime) -> Double {
        let d = max(digits, earlier.digits)
        let scale = Self.powersOfTen[d]
        let a = fraction * Self.powersOfTen[d - digits]
        let b = earlier.fraction * Self.powersOfTen[d - earlier.digits]
        let whole = wholeSeconds - earlier.wholeSeconds
        // Two stamps centuries apart overflow the units' count: then whole seconds and the fraction are added as
        // doubles (the precision of such a gap is not the log's concern).
        let (units, overflow) = whole.multipliedReportingOverflow(by: scale)
        let (total, overflow2) = units.addingReportingOverflow(a - b)
        if overflow || overflow2 || total.magnitude > 1 << 53 {
            return Double(whole) + Double(a - b) / Double(scale)
        }
        return Double(total) / Double(scale)
    }

    private static let powersOfTen: [Int] = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]
}

/// A timestamp at the start of a console line: the moment printed, and where the line's own text begins after the
/// stamp (and NSLog's process and thread, when printed).
struct LogTimestamp: Hashable, Sendable {
    /// The moment, as printed.
    var time: LogTime
    /// The byte offset in the line where its text begins.
    var textStart: Int

    /// The stamp at the start of `line` (UTF-8 bytes), or nil when the line starts with none.
    static func read(_ line: ArraySlice<UInt8>) -> LogTimestamp? {
        var s = Scanner(bytes: line, index: line.startIndex)
        s.skipBlanks()
        let bracketed = s.consume(UInt8(ascii: "["))
        var days = 0
        let mark = s.index
        if let y = s.digits(4), s.consume(UInt8(ascii: "-")), let m = s.digits(2), s.consume(UInt8(ascii: "-")),
            let d = s.digits(2), s.consume(UInt8(ascii: " ")) || s.consume(UInt8(ascii: "T"))
        {
            guard (1...12).contains(m), (1...31).contains(d) else { return nil }
            days = daysFromCivil(year: y, month: m, day: d)
        } else {
            s.index = mark
        }
        guard let h = s.digits(2), s.consume(UInt8(ascii: ":")), let mi = s.digits(2), s.consume(UInt8(ascii: ":")),
            let se = s.digits(2), h < 24, mi < 60, se < 61
        else { return nil }
        var time = LogTime(wholeSeconds: days * 86_400 + h * 3600 + mi * 60 + se, fraction: 0, digits: 0)
        if s.consume(UInt8(ascii: ".")) {
            var any = false
            while let c = s.peek, c >= 0x30, c <= 0x39 {
                // At most nine digits count (nanoseconds); the rest are read past.
                if time.digits < 9 {
                    time.fraction = time.fraction * 10 + Int(c - 0x30)
                    time.digits += 1
                }
                s.index += 1
                any = true
            }
            guard any else { return nil }
        }
        let zoneMark = s.index
        if s.consume(UInt8(ascii: "+")) || s.consume(UInt8(ascii: "-")) {
            if s.digits(4) == nil { s.index = zoneMark }
        } else {
            _ = s.consume(UInt8(ascii: "Z"))
        }
        if bracketed, !s.consume(UInt8(ascii: "]")) { return nil }
        // The stamp ends at a blank, a bracket's end or the line's end; `12:00:00abc` is no stamp.
        if let c = s.peek, c != 0x20, c != 0x09, !bracketed { return nil }
        s.skipProcess()
        return LogTimestamp(time: time, textStart: s.index)
    }

    /// Days from 2000-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil,
    /// shifted to 2000).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468 - 10_957
    }

    /// A cursor over one line.
    private struct Scanner {
        let bytes: ArraySlice<UInt8>
        var index: Int

        var peek: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

        mutating func skipBlanks() {
            while let c = peek, c == 0x20 || c == 0x09 { index += 1 }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// Exactly `count` decimal digits, as a number; nil (and nothing consumed) otherwise.
        mutating func digits(_ count: Int) -> Int? {
            guard bytes.endIndex - index >= count else { return nil }
            var value = 0
            for k in 0..<count {
                let c = bytes[index + k]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            if let next = bytes.endIndex > index + count ? bytes[index + count] : nil, next >= 0x30, next <= 0x39 {
                return nil
            }
            index += count
            return value
        }

        /// NSLog's ` App[123:4567] ` or ` App(Framework)[123:4567] `, when it follows the stamp.
        mutating func skipProcess() {
            let mark = index
            skipBlanks()
            var k = index
            while k < bytes.endIndex, bytes[k] != 0x20, bytes[k] != UInt8(ascii: "[") { k += 1 }
            guard k > index, k < bytes.endIndex, bytes[k] == UInt8(ascii: "[") else {
                index = mark
                return
            }
            var e = k + 1
            var sawDigit = false
            while e < bytes.endIndex, (bytes[e] >= 0x30 && bytes[e] <= 0x39) || bytes[e] == UInt8(ascii: ":") {
                sawDigit = true
                e += 1
            }
            guard sawDigit, e < bytes.endIndex, bytes[e] == UInt8(ascii: "]") else {
                index = mark
                return
            }
            index = e + 1
            skipBlanks()
        }
    }
}
