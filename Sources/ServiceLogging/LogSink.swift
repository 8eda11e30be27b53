import Dispatch
import Logging
import Synchronization
import SystemIO

/// The bounded buffer every log line goes through, and the one thread that writes it out: logging never
/// stalls the service (docs/deployment.md, "Logs").
///
/// A logging thread only appends the line's fields to a ring under a lock: it never formats, never writes,
/// never waits for the reader of the output. When the ring is full (`capacity` lines or about `maxBytes`
/// bytes), the line is dropped and `dropped` is told, at once, so `/metrics` shows it while the reader is
/// still stuck. The writer thread sleeps on a semaphore while the ring is empty, takes everything there is
/// at once, formats it and writes it in one batch; when lines were dropped since its last batch, it adds one
/// line that says how many. `shutdown(timeout:)` writes what is left, then stops the thread.
///
/// Safe code: the state is a `Mutex`, the waits are Dispatch semaphores, the writer is a block on a serial
/// Dispatch queue of its own, and the bytes go out through SystemIO's `FileDescriptor`.
public final class LogSink: Sendable {
    /// Where the writer puts a batch of bytes; returns false when they could not be written (the lines are
    /// then counted as dropped). It may block: only the writer thread calls it.
    public typealias Output = @Sendable ([UInt8]) -> Bool

    /// How the writer formats each line (text or JSON).
    public let format: LogLineFormat
    /// The most lines the ring holds (at least 1); a line that does not fit is dropped.
    public let capacity: Int
    /// About how many bytes the ring holds (at least 1), whichever limit comes first.
    public let maxBytes: Int
    private let output: Output
    private let dropped: @Sendable (Int) -> Void
    /// The lines that arrive together are gathered for up to this long before the writer takes them, so that
    /// a busy server writes a few hundred lines a write(2) rather than one.
    private let gather: Duration
    /// The label of the line that says how many lines were dropped.
    private let noticeLabel: String

    private let state: Mutex<State>
    /// Signalled once when the ring gets its first line while the writer sleeps, and when closing starts.
    private let linesArrived = DispatchSemaphore(value: 0)
    /// Signalled once for each waiter of `flush` or `shutdown` when the writer finishes a batch or stops.
    private let progress = DispatchSemaphore(value: 0)
    /// Never signalled: the writer's gathering pause is a wait on it.
    private let pause = DispatchSemaphore(value: 0)

    private struct State {
        var ring: [LogRecord?]
        var head = 0
        var count = 0
        var bytes = 0
        var droppedSinceNotice = 0
        var writerSleeping = false
        var closing = false
        var stopped = false
        /// Lines accepted or dropped so far, and of those the ones the writer has finished with (written,
        /// failed or announced as dropped): `flush` waits for the second to reach the first.
        var accepted: UInt64 = 0
        var finished: UInt64 = 0
        /// Callers waiting on `progress`.
        var waiters = 0
    }

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
        state = Mutex(State(ring: Array(repeating: nil, count: self.capacity)))
        // A serial queue of its own: its one block is the writer's loop, on a thread Dispatch gives it.
        DispatchQueue(label: "log-writer").async { [self] in self.runWriter() }
    }

    /// Adds a line, or drops it when the buffer is full. Never blocks on the output; holds the lock only
    /// to store the record (and to wake the writer when it sleeps).
    public func enqueue(_ record: LogRecord) {
        let size = record.estimatedBytes
        let (stored, wake) = state.withLock { state -> (Bool, Bool) in
            state.accepted &+= 1
            guard !state.stopped, state.count < capacity, state.bytes + size <= maxBytes || state.count == 0 else {
                state.droppedSinceNotice += 1
                state.finished &+= 1
                return (false, false)
            }
            state.ring[(state.head + state.count) % capacity] = record
            state.count += 1
            state.bytes += size
            let wake = state.writerSleeping
            if wake { state.writerSleeping = false }
            return (true, wake)
        }
        if !stored { dropped(1) }
        if wake { linesArrived.signal() }
    }

    /// Waits until every line enqueued before the call is written (or found unwritable), or `timeout`
    /// passes; returns whether it got there.
    @discardableResult
    public func flush(timeout: Duration) -> Bool {
        let target = state.withLock { state in
            if state.writerSleeping {
                state.writerSleeping = false
                linesArrived.signal()
            }
            return state.accepted
        }
        return wait(until: timeout) { state in state.finished >= target || state.stopped }
            && state.withLock { $0.finished >= target }
    }

    /// Writes what is buffered and stops the writer; waits at most `timeout` (the output may be stuck: the
    /// process must still exit). Lines logged after this are dropped. Returns whether everything was written.
    @discardableResult
    public func shutdown(timeout: Duration) -> Bool {
        state.withLock { state in
            state.closing = true
            state.writerSleeping = false
        }
        linesArrived.signal()
        return wait(until: timeout) { $0.stopped }
    }

    /// Lines waiting to be written (for tests).
    public var buffered: Int {
        state.withLock { $0.count }
    }

    /// Waits on `progress` until `done` holds or `timeout` passes; returns whether `done` held.
    private func wait(until timeout: Duration, _ done: (borrowing State) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + .nanoseconds(Self.nanoseconds(timeout))
        while true {
            let finished = state.withLock { state in
                if done(state) { return true }
                state.waiters += 1
                return false
            }
            if finished { return true }
            // A signal meant for a waiter that timed out wakes a later one early: it looks again and waits.
            if progress.wait(timeout: deadline) == .timedOut { return state.withLock { done($0) } }
        }
    }

    // MARK: The writer thread

    private func runWriter() {
        var writer = LogLineWriter(format: format)
        var batch: [LogRecord] = []
        batch.reserveCapacity(capacity)
        var bytesOut: [UInt8] = []
        while true {
            // Sleep while there is nothing to do; stop when closing with nothing left.
            let next = state.withLock { state -> Bool? in
                if state.count == 0 && state.droppedSinceNotice == 0 {
                    if state.closing { return nil }
                    state.writerSleeping = true
                    return false
                }
                return true
            }
            guard let ready = next else { break }
            if !ready {
                linesArrived.wait()
                continue
            }
            let gathering = state.withLock { !$0.closing && $0.count < capacity / 2 }
            if gathering && gather > .zero {
                // Let more lines come before taking them, without holding the lock (and without spinning).
                _ = pause.wait(timeout: .now() + .nanoseconds(Self.nanoseconds(gather)))
            }
            let droppedCount = state.withLock { state in
                while state.count > 0 {
                    if let line = state.ring[state.head].take() { batch.append(line) }
                    state.head = (state.head + 1) % capacity
                    state.count -= 1
                }
                state.bytes = 0
                defer { state.droppedSinceNotice = 0 }
                return state.droppedSinceNotice
            }

            bytesOut.removeAll(keepingCapacity: true)
            for record in batch { writer.append(record, to: &bytesOut) }
            if droppedCount > 0 {
                let notice = LogRecord(
                    level: .warning, label: noticeLabel, source: "KeyboardLayoutServer",
                    body: .dropped(count: droppedCount))
                writer.append(notice, to: &bytesOut)
            }
            let written = output(bytesOut)
            let lines = batch.count
            batch.removeAll(keepingCapacity: true)
            if !written && lines > 0 { dropped(lines) }
            if bytesOut.count > 1 << 22 { bytesOut = [] }  // do not keep a huge buffer after a burst

            wakeWaiters { $0.finished &+= UInt64(lines) }
        }
        wakeWaiters { $0.stopped = true }
    }

    /// Applies `change` to the state, then signals `progress` once for each waiter of `flush` or `shutdown`, so
    /// that each looks at the state again.
    private func wakeWaiters(after change: (inout State) -> Void) {
        let waiters = state.withLock { state in
            change(&state)
            defer { state.waiters = 0 }
            return state.waiters
        }
        for _ in 0..<waiters { progress.signal() }
    }

    /// Standard error with write(2): the whole buffer, through partial writes and interruptions; false on
    /// any other error (a closed pipe: SIGPIPE is ignored by `serve`, so that is EPIPE here).
    public static let standardError: Output = { bytes in FileDescriptor.standardError.writeAll(bytes) }

    /// `duration` in whole nanoseconds, 0 for a negative one, at most a day.
    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        return Int(min(seconds, 86_400)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }
}
