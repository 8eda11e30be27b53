import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bounded buffer every log line goes through, and the one thread that writes it out: logging never
/// stalls the service (docs/deployment.md, "Logs").
///
/// A logging thread only appends the line's fields to a ring under a lock: it never formats, never writes,
/// never waits for the reader of the output. When the ring is full (`capacity` lines or about `maxBytes`
/// bytes), the line is dropped and `dropped` is told, at once, so `/metrics` shows it while the reader is
/// still stuck. The writer thread sleeps on a condition variable while the ring is empty, takes everything
/// there is at once, formats it and writes it with write(2) in one batch; when lines were dropped since its
/// last batch, it adds one line that says how many. `shutdown(timeout:)` writes what is left, then stops
/// the thread.
///
/// `@unchecked Sendable`: every mutable field is read and written with `lock` held; the output closure and
/// the callbacks are `Sendable`.
public final class LogSink: @unchecked Sendable {
    /// Where the writer puts a batch of bytes; returns false when they could not be written (the lines are
    /// then counted as dropped). It may block: only the writer thread calls it.
    public typealias Output = @Sendable (UnsafeRawBufferPointer) -> Bool

    public let format: LogLineFormat
    public let capacity: Int
    public let maxBytes: Int
    private let output: Output
    private let dropped: @Sendable (Int) -> Void
    /// The lines that arrive together are gathered for up to this long before the writer takes them, so that
    /// a busy server writes a few hundred lines a write(2) rather than one.
    private let gather: Duration
    /// The label of the line that says how many lines were dropped.
    private let noticeLabel: String

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when the ring gets its first line while the writer sleeps, and when closing starts.
    private let linesArrived: UnsafeMutablePointer<pthread_cond_t>
    /// Broadcast when the writer finishes a batch or stops.
    private let progress: UnsafeMutablePointer<pthread_cond_t>

    // Guarded by `lock`.
    private var ring: [LogRecord?]
    private var head = 0
    private var count = 0
    private var bytes = 0
    private var droppedSinceNotice = 0
    private var writerSleeping = false
    private var closing = false
    private var stopped = false
    /// Lines accepted or dropped so far, and of those the ones the writer has finished with (written,
    /// failed or announced as dropped): `flush` waits for the second to reach the first.
    private var accepted: UInt64 = 0
    private var finished: UInt64 = 0

    /// Starts the writer thread.
    ///
    /// - Parameters:
    ///   - capacity: lines the buffer holds (4,096 by default).
    ///   - maxBytes: about how many bytes it holds (1 MiB by default), whichever limit comes first.
    ///   - output: where batches go; by default standard error (fd 2) with write(2).
    ///   - gather: how long the writer lets lines gather after the first one wakes it.
    ///   - dropped: told how many lines were dropped, on the thread that dropped them (a metric counter).
    public init(
        format: LogLineFormat = .text, capacity: Int = 4096, maxBytes: Int = 1 << 20,
        output: @escaping Output = LogSink.standardError, gather: Duration = .milliseconds(2),
        noticeLabel: String = "keyboard-layout", dropped: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.noticeLabel = noticeLabel
        self.format = format
        // At least one line and one byte: a ring of 0 lines has no slot to write (no request reaches these
        // values, but a bad setting must not trap the server).
        self.capacity = max(1, capacity)
        self.maxBytes = max(1, maxBytes)
        self.output = output
        self.dropped = dropped
        self.gather = gather
        ring = Array(repeating: nil, count: self.capacity)
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        linesArrived = .allocate(capacity: 1)
        linesArrived.initialize(to: pthread_cond_t())
        pthread_cond_init(linesArrived, nil)
        progress = .allocate(capacity: 1)
        progress.initialize(to: pthread_cond_t())
        pthread_cond_init(progress, nil)
        let thread = Thread { [self] in self.runWriter() }
        thread.name = "log-writer"
        thread.start()
    }

    deinit {
        // The writer thread holds the sink until it stops, so this runs only after `shutdown`.
        pthread_cond_destroy(progress)
        progress.deallocate()
        pthread_cond_destroy(linesArrived)
        linesArrived.deallocate()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Adds a line, or drops it when the buffer is full. Never blocks on the output; holds the lock only
    /// to store the record (and to wake the writer when it sleeps).
    public func enqueue(_ record: LogRecord) {
        let size = record.estimatedBytes
        pthread_mutex_lock(lock)
        accepted &+= 1
        guard !stopped, count < capacity, bytes + size <= maxBytes || count == 0 else {
            droppedSinceNotice += 1
            finished &+= 1
            pthread_mutex_unlock(lock)
            dropped(1)
            return
        }
        ring[(head + count) % capacity] = record
        count += 1
        bytes += size
        let wake = writerSleeping
        if wake { writerSleeping = false }
        pthread_mutex_unlock(lock)
        if wake { pthread_cond_signal(linesArrived) }
    }

    /// Waits until every line enqueued before the call is written (or found unwritable), or `timeout`
    /// passes; returns whether it got there.
    @discardableResult
    public func flush(timeout: Duration) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let target = accepted
        if writerSleeping {
            writerSleeping = false
            pthread_cond_signal(linesArrived)
        }
        let deadline = Self.deadline(after: timeout)
        while finished < target && !stopped {
            var until = deadline
            if pthread_cond_timedwait(progress, lock, &until) == ETIMEDOUT { break }
        }
        return finished >= target
    }

    /// Writes what is buffered and stops the writer; waits at most `timeout` (the output may be stuck: the
    /// process must still exit). Lines logged after this are dropped. Returns whether everything was written.
    @discardableResult
    public func shutdown(timeout: Duration) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        closing = true
        writerSleeping = false
        pthread_cond_signal(linesArrived)
        let deadline = Self.deadline(after: timeout)
        while !stopped {
            var until = deadline
            if pthread_cond_timedwait(progress, lock, &until) == ETIMEDOUT { break }
        }
        return stopped
    }

    /// Lines waiting to be written (for tests).
    public var buffered: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return count
    }

    // MARK: The writer thread

    private func runWriter() {
        var writer = LogLineWriter(format: format)
        var batch: [LogRecord] = []
        batch.reserveCapacity(capacity)
        var bytesOut: [UInt8] = []
        pthread_mutex_lock(lock)
        while true {
            while count == 0 && droppedSinceNotice == 0 && !closing {
                writerSleeping = true
                pthread_cond_wait(linesArrived, lock)
            }
            if count == 0 && droppedSinceNotice == 0 && closing { break }
            if !closing && count < capacity / 2 && gather > .zero {
                // Let more lines come before taking them, without holding the lock (and without spinning).
                pthread_mutex_unlock(lock)
                Self.sleep(gather)
                pthread_mutex_lock(lock)
            }
            while count > 0 {
                if let line = ring[head].take() { batch.append(line) }
                head = (head + 1) % capacity
                count -= 1
            }
            bytes = 0
            let droppedCount = droppedSinceNotice
            droppedSinceNotice = 0
            pthread_mutex_unlock(lock)

            bytesOut.removeAll(keepingCapacity: true)
            for record in batch { writer.append(record, to: &bytesOut) }
            if droppedCount > 0 {
                let notice = LogRecord(
                    level: .warning, label: noticeLabel, source: "KeyboardLayoutServer",
                    body: .dropped(count: droppedCount))
                writer.append(notice, to: &bytesOut)
            }
            let written = bytesOut.withUnsafeBytes { output($0) }
            let lines = batch.count
            batch.removeAll(keepingCapacity: true)
            if !written && lines > 0 { dropped(lines) }
            if bytesOut.count > 1 << 22 { bytesOut = [] }  // do not keep a huge buffer after a burst

            pthread_mutex_lock(lock)
            finished &+= UInt64(lines)
            pthread_cond_broadcast(progress)
        }
        stopped = true
        pthread_cond_broadcast(progress)
        pthread_mutex_unlock(lock)
    }

    /// Standard error with write(2): the whole buffer, through partial writes and interruptions; false on
    /// any other error (a closed pipe: SIGPIPE is ignored by `serve`, so that is EPIPE here).
    public static let standardError: Output = { buffer in writeAll(fd: 2, buffer) }

    /// Writes all of `buffer` to `fd`; waits with poll(2) when the descriptor is non-blocking and full.
    public static func writeAll(fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard var pointer = buffer.baseAddress else { return true }
        var left = buffer.count
        while left > 0 {
            let n = write(fd, pointer, left)
            if n > 0 {
                pointer += n
                left -= n
            } else if n < 0 && errno == EINTR {
                continue
            } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, 1000)
            } else {
                return false
            }
        }
        return true
    }

    private static func deadline(after timeout: Duration) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let (seconds, attoseconds) = timeout.components
        var nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
        var wholeSeconds = Int(now.tv_sec) + Int(seconds)
        wholeSeconds += nanoseconds / 1_000_000_000
        nanoseconds %= 1_000_000_000
        return timespec(tv_sec: time_t(wholeSeconds), tv_nsec: .init(nanoseconds))
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: time_t(seconds), tv_nsec: .init(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
