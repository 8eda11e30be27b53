import Testing

@testable import MicroHTTPD

extension MicroHTTPDTests {
    /// One connection's state machine on its own (`ConnectionMachine`): events fed in the order libmicrohttpd's
    /// callbacks, the compute pool and the sweep give them, the clock moved by hand; each test runs in microseconds
    /// and touches no socket. The deadline rules (DESIGN, "Slow clients"): a request must arrive whole within the
    /// request timeout, here 10 s; a request after the first gets the idle timeout too, here 5 s; a sweep cuts off a
    /// connection "more than" its allowance past the clock's start, less the time its bytes waited on the server.
    struct ConnectionMachineTests {
        static let timeout = Duration.seconds(10)
        static let idle = Duration.seconds(5)

        static func opened(_ clock: TestClock) -> ConnectionMachine {
            ConnectionMachine(openedAt: clock.now, timeout: timeout, idle: idle)
        }

        /// A cheap request, computed on the I/O thread: awaitingHead -> receivingBody -> received -> responding ->
        /// awaitingHead. The clock runs until the last call of the access handler (received) and is stopped while
        /// the answer is computed and sent, however long (60 s here), then starts again for the next request.
        @Test func aCheapRequestGoesThroughEachPhaseInTurn() {
            let clock = TestClock()
            var machine = Self.opened(clock)
            #expect(machine.phase == .awaitingHead)
            #expect(machine.since == clock.now)
            machine.headArrived()
            #expect(machine.phase == .receivingBody)
            #expect(machine.since != nil)
            machine.received()
            #expect(machine.phase == .received)
            #expect(machine.since == nil)
            machine.answerQueued()
            #expect(machine.phase == .responding)
            clock.advance(by: .seconds(60))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(60)) { false }
                #expect(!cut)
            }
            machine.answerSent(at: clock.now)
            #expect(machine.phase == .awaitingHead)
            #expect(machine.since == clock.now)
            // The next request's allowance: 10 s + 5 s.
            #expect(machine.allowance == .seconds(15))
        }

        /// The first request's deadline is 10 s from the open. Swept at 10 s exactly: not past ("more than"); at
        /// 10.001 s: past, cut off; at 70 s: not cut again (a connection is cut once).
        @Test func theFirstRequestHasTheTimeoutFromTheOpen() {
            let clock = TestClock()
            var machine = Self.opened(clock)
            machine.headArrived()
            clock.advance(by: .seconds(10))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(10)) { false }
                #expect(!cut)
            }
            clock.advance(by: .milliseconds(1))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .milliseconds(1)) { false }
                #expect(cut)
            }
            #expect(machine.cut)
            clock.advance(by: .seconds(60))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(60)) { false }
                #expect(!cut)
            }
        }

        /// After an answer sent at t, the next request has 10 s + 5 s = 15 s: not past at t + 15 s, past at
        /// t + 15.001 s, whether its head has come (receivingBody) or not (awaitingHead: a trickled head).
        @Test func aLaterRequestHasTheIdleTimeToo() {
            for headCame in [false, true] {
                let clock = TestClock()
                var machine = Self.opened(clock)
                machine.headArrived()
                machine.received()
                machine.answerQueued()
                clock.advance(by: .seconds(3))
                machine.answerSent(at: clock.now)
                if headCame { machine.headArrived() }
                clock.advance(by: .seconds(15))
                do {
                    let cut = machine.sweep(at: clock.now, elapsed: .seconds(15)) { false }
                    #expect(!cut)
                }
                clock.advance(by: .milliseconds(1))
                do {
                    let cut = machine.sweep(at: clock.now, elapsed: .milliseconds(1)) { false }
                    #expect(cut)
                }
            }
        }

        /// Bytes the server has not read: sweeps 200 ms apart, each finding unread bytes, give back the 200 ms each.
        /// After 100 sweeps (20 s, twice the timeout) the connection is on time; its clock started at 0 and was moved
        /// to 20 s. Once the bytes are read, 10 s more is on time (20 s + 10 s is not more than 10 s past 20 s), and
        /// 1 ms more is past. The unread-bytes check is not asked while the clock is stopped.
        @Test func timeTheServerTookIsGivenBack() {
            let clock = TestClock()
            let start = clock.now
            var machine = Self.opened(clock)
            for _ in 0..<100 {
                clock.advance(by: .milliseconds(200))
                do {
                    let cut = machine.sweep(at: clock.now, elapsed: .milliseconds(200)) { true }
                    #expect(!cut)
                }
            }
            #expect(machine.since == start + .seconds(20))
            clock.advance(by: .seconds(10))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(10)) { false }
                #expect(!cut)
            }
            clock.advance(by: .milliseconds(1))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .milliseconds(1)) { false }
                #expect(cut)
            }
            var stopped = Self.opened(clock)
            stopped.headArrived()
            stopped.received()
            var asked = false
            let stoppedCut = stopped.sweep(at: clock.now, elapsed: .seconds(1)) {
                asked = true
                return true
            }
            #expect(!stoppedCut)
            #expect(!asked)
        }

        /// A heavy request: received -> queued (suspended, in the pool's queue) -> computing (a worker took it) ->
        /// responding (the resumed connection's answer queued) -> awaitingHead. Suspended for 10 minutes, twice as
        /// long as any deadline: never cut, as the clock stopped when the request arrived whole.
        @Test func aSuspendedRequestIsNeverCutOff() {
            let clock = TestClock()
            var machine = Self.opened(clock)
            machine.headArrived()
            clock.advance(by: .seconds(9))
            machine.received()
            machine.suspended()
            #expect(machine.phase == .queued)
            clock.advance(by: .seconds(300))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(300)) { false }
                #expect(!cut)
            }
            machine.workerStarted()
            #expect(machine.phase == .computing)
            clock.advance(by: .seconds(300))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(300)) { false }
                #expect(!cut)
            }
            // A drain leaves it alone: its answer is on its way.
            do {
                let closed = machine.closeIfIdle()
                #expect(!closed)
            }
            machine.answerQueued()
            #expect(machine.phase == .responding)
            machine.answerSent(at: clock.now)
            #expect(machine.phase == .awaitingHead)
        }

        /// A request shed (the compute queue full, the body budget spent) or refused on its head (framing, a
        /// declared length over the limit): the answer is queued at once, and the clock stops with it, 9.999 s into
        /// the 10 s; a minute later the sweep leaves it (the answer is being sent), and the drain too.
        @Test func aShedRequestStopsTheClock() {
            let clock = TestClock()
            var machine = Self.opened(clock)
            machine.headArrived()
            clock.advance(by: .milliseconds(9_999))
            machine.answerQueued()
            #expect(machine.phase == .responding)
            #expect(machine.since == nil)
            clock.advance(by: .seconds(60))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(60)) { false }
                #expect(!cut)
            }
            do {
                let closed = machine.closeIfIdle()
                #expect(!closed)
            }
        }

        /// The drain closes a connection with no request in progress (awaitingHead), once; one whose head has come
        /// (receivingBody), or whose request is answered (responding), is left to finish; after its answer is sent
        /// it is idle again and closed.
        @Test func theDrainClosesOnlyIdleConnections() {
            let clock = TestClock()
            var idle = Self.opened(clock)
            do {
                let closed = idle.closeIfIdle()
                #expect(closed)
            }
            do {
                let closed = idle.closeIfIdle()
                #expect(!closed)
            }
            // Closed for the drain, it is not cut again past its deadline either.
            clock.advance(by: .seconds(11))
            do {
                let cut = idle.sweep(at: clock.now, elapsed: .seconds(11)) { false }
                #expect(!cut)
            }
            var busy = Self.opened(clock)
            busy.headArrived()
            do {
                let closed = busy.closeIfIdle()
                #expect(!closed)
            }
            busy.received()
            busy.answerQueued()
            do {
                let closed = busy.closeIfIdle()
                #expect(!closed)
            }
            busy.answerSent(at: clock.now)
            do {
                let closed = busy.closeIfIdle()
                #expect(closed)
            }
        }

        /// Once libmicrohttpd notified the close, no event moves the machine, and a sweep past any deadline does
        /// nothing: its socket may be another connection's by then.
        @Test func aClosedConnectionStaysClosed() {
            let clock = TestClock()
            var machine = Self.opened(clock)
            machine.headArrived()
            machine.closed()
            machine.received()
            machine.answerSent(at: clock.now)
            #expect(machine.phase == .closed)
            clock.advance(by: .seconds(100))
            do {
                let cut = machine.sweep(at: clock.now, elapsed: .seconds(100)) { true }
                #expect(!cut)
            }
            do {
                let closed = machine.closeIfIdle()
                #expect(!closed)
            }
        }
    }
}
