#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wall-clock time, for log lines' timestamps.
///
/// Owns the one pointer its call needs: clock_gettime(2) writes into a local `timespec` that lives for the
/// call; no pointer leaves this type.
public enum WallClock {
    /// Seconds and nanoseconds since 1970-01-01T00:00:00Z, from clock_gettime(CLOCK_REALTIME) (a vDSO call:
    /// no system call, no formatting).
    @inline(__always)
    public static func now() -> (seconds: Int, nanoseconds: Int) {
        var spec = timespec()
        _ = unsafe clock_gettime(CLOCK_REALTIME, &spec)
        return (Int(spec.tv_sec), Int(spec.tv_nsec))
    }
}
