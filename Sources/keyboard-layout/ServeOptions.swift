import ArgumentParser
import KeyboardLayoutAPI
import MicroHTTPD

/// A `serve` setting: the command-line option when given, else the `KEYBOARD_LAYOUT_*` environment
/// variable, else the default. A value that does not parse is a usage error naming where it came from.
struct Setting<Value: LosslessStringConvertible> {
    let option: Value?
    /// The option's name without its dashes' prefix (`max-body-bytes`).
    let name: String
    let fallback: Value

    /// The environment variable: `KEYBOARD_LAYOUT_` and the option's name in capitals (`KEYBOARD_LAYOUT_MAX_BODY_BYTES`).
    var variable: String { "KEYBOARD_LAYOUT_" + String(name.uppercased().map { $0 == "-" ? "_" : $0 }) }

    /// The value; `environment` looks up a variable by name.
    func resolve(_ environment: (String) -> String?) throws -> Value {
        if let option { return option }
        guard let text = environment(variable) else { return fallback }
        guard let value = Value(text.trimmingWhitespace()) else {
            throw ValidationError("\(variable)='\(text)' is not a valid \(Value.self)")
        }
        return value
    }
}

/// The defaults of `serve` that are not the libraries' own, with the libraries' for the help text: one place.
enum ServeDefaults {
    static let server = ServerConfiguration()
    static let limits = Limits()
    /// Seconds requests in flight get after SIGTERM or SIGINT.
    static let gracePeriod = 10.0
    /// The longest grace period: checked before it becomes whole milliseconds, where 1e300 s would trap.
    static let maxGracePeriod = 3600.0
    static let logLevel = "info"
    static let logFormat = "text"
}
