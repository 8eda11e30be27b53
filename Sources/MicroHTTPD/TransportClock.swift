/// The clock the transport reads its deadlines from, injected: the server reads the system's monotonic clock
/// (`MonotonicClock`), the unit tests a clock they move by hand, so a 10 s deadline is tested in microseconds.
protocol TransportClock: Sendable {
    /// The time now. Monotonic: it never goes back, whatever is done to the wall clock.
    var now: ContinuousClock.Instant { get }
}

/// The system's monotonic clock: `ContinuousClock`, which "measures the time ... from some arbitrary point" and
/// keeps running while the system sleeps (CLOCK_BOOTTIME on Linux), so no setting of the date moves a deadline.
struct MonotonicClock: TransportClock {
    var now: ContinuousClock.Instant { .now }
}
