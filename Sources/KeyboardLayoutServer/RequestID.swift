public import HTTPMessages
public import HTTPTypes
import Synchronization

/// The `X-Request-Id` of a request: the client's own when it sent a usable one, else a new one. Echoed in
/// the answer and written in its access-log line, so a client's report and the server's log meet.
public enum RequestID {
    /// The longest id taken from a request.
    public static let maxLength = 128

    /// `value` when it can be used as an id as it is: 1 to 128 bytes, each printable ASCII (0x21-0x7E, no
    /// space or control character, so it cannot break a log line or a header); else nil.
    public static func accept(_ value: String?) -> String? {
        guard let value else { return nil }
        var length = 0
        for byte in value.utf8 {
            guard (0x21...0x7E).contains(byte) else { return nil }
            length += 1
            if length > maxLength { return nil }
        }
        return length > 0 ? value : nil
    }

    /// The id a request should carry: its own `X-Request-Id` if acceptable, else a new one (`next()`). Kept as
    /// its value: a made one is its number, not a String (what the server carries to the answer and the log line,
    /// where its digits are written in place; `description` gives its text).
    public static func identifier(of headers: HTTPFields) -> RequestIdentifier {
        accept(headers[headerName]).map { .given($0) } ?? next()
    }

    // swift-format-ignore: NeverForceUnwrap
    // Cannot fire: `HTTPField.Name(_:)` fails only on a name with a character outside RFC 9110's token
    // characters, and this is a constant with none (no input reaches it); a test checks the name.
    /// `X-Request-Id` (HTTPFields compares names without case).
    public static let headerName = HTTPField.Name("X-Request-Id")!

    /// A random starting point for this process, then one step a request.
    private static let counter = Atomic<UInt64>(UInt64.random(in: .min ... .max))

    /// A new id, kept as its number (`RequestIdentifier.made`), whose text is 16 lowercase hex digits. A counter
    /// (one atomic add) from a random start, mixed by SplitMix64's finalizer, a bijection: ids never repeat
    /// within a process and do not show the count.
    public static func next() -> RequestIdentifier {
        var z = counter.wrappingAdd(0x9E37_79B9_7F4A_7C15, ordering: .relaxed).newValue
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return .made(z)
    }
}
