import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bounded pool that computes the heavy requests (a pasted view dump, a simulate of many events), so that
/// libmicrohttpd's threads never do: they go on reading, writing and answering `/healthz` while a request is
/// computed here (DESIGN, Performance: "The I/O threads never compute").
///
/// `threads` workers, each on a thread of its own (not a task: a busy cooperative pool must not leave one
/// unscheduled), take jobs in their order of arrival from a queue of at most `queueLength`. A job that finds
/// every worker busy and the queue full is refused at once (`submit` returns false): the caller answers 503
/// with `Retry-After`, never a wait that ends in a timeout. A job accepted is run or, when the pool shuts down
/// first, cancelled: exactly one of its two closures is called, so a suspended connection is always resumed.
final class ComputePool: Sendable {
    /// One request's work: `run` on a worker, or `cancel` (on the thread that shuts the pool down) instead.
    struct Job: Sendable {
        let run: @Sendable () -> Void
        let cancel: @Sendable () -> Void
    }

    private struct State {
        var queue: [Job] = []
        /// The index of the queue's first job not yet taken (the queue is compacted when it empties).
        var head = 0
        /// Jobs a worker is running.
        var running = 0
        var closed = false
        var threads: [pthread_t] = []

        var waiting: Int { queue.count - head }
    }

    let threads: Int
    let queueLength: Int
    private let state = Mutex(State())
    /// Counts the jobs queued (and, at shutdown, one wake-up a worker): a worker waits on it for the next job.
    private let available = DispatchSemaphore(value: 0)
    /// Called on the worker that leaves the pool idle (no job running or waiting) after a job: the server trims
    /// the allocator's free memory there (`Daemon.trimMemory`), after a burst rather than after each job.
    private let onIdle: @Sendable () -> Void

    init(threads: Int, queueLength: Int, onIdle: @escaping @Sendable () -> Void = {}) {
        self.threads = threads
        self.queueLength = queueLength
        self.onIdle = onIdle
    }

    /// Starts the workers; false when a thread could not be made (the jobs then run on those that were).
    @discardableResult
    func start() -> Bool {
        var made: [pthread_t] = []
        for _ in 0..<threads {
            // The thread holds the pool until its loop ends (`shutdown` joins it).
            guard let thread = startThread({ self.work() }) else { break }
            made.append(thread)
        }
        let all = made
        state.withLock { $0.threads = all }
        return made.count == threads
    }

    /// Queues `job` unless the pool is full (every worker busy and `queueLength` jobs waiting) or shut down.
    /// `admitted` is called first, under the pool's lock, before any worker can take the job: the caller suspends
    /// the connection there, so that the job's resume never comes before the suspension.
    func submit(_ job: Job, admitted: () -> Void) -> Bool {
        let queued = state.withLock { state -> Bool in
            guard !state.closed, state.waiting + state.running < threads + queueLength else {
                return false
            }
            admitted()
            state.queue.append(job)
            return true
        }
        if queued { available.signal() }
        return queued
    }

    /// Jobs waiting and running now.
    var load: (waiting: Int, running: Int) { state.withLock { ($0.waiting, $0.running) } }

    /// Stops taking jobs: the waiting ones are cancelled (here), the running ones finish, and the workers are
    /// joined. Idempotent.
    func shutdown() {
        let (cancelled, threads) = state.withLock { state -> ([Job], [pthread_t]) in
            if state.closed { return ([], []) }
            state.closed = true
            let waiting = Array(state.queue[state.head...])
            state.queue = []
            state.head = 0
            defer { state.threads = [] }
            return (waiting, state.threads)
        }
        for job in cancelled { job.cancel() }
        for _ in threads { available.signal() }
        for thread in threads { _ = pthread_join(thread, nil) }
    }

    /// A worker's loop: the next job, until the pool is shut down.
    private func work() {
        while true {
            available.wait()
            let next = state.withLock { state -> Job? in
                guard state.head < state.queue.count else { return nil }
                let job = state.queue[state.head]
                state.head += 1
                if state.head == state.queue.count {
                    state.queue.removeAll(keepingCapacity: true)
                    state.head = 0
                }
                state.running += 1
                return job
            }
            guard let job = next else {
                // A shutdown's wake-up (the queue is empty only then: each job signals once).
                if state.withLock({ $0.closed }) { return }
                continue
            }
            job.run()
            let idle = state.withLock { state in
                state.running -= 1
                return state.running == 0 && state.waiting == 0
            }
            if idle { onIdle() }
        }
    }
}
