import ArgumentParser
import Foundation

/// A `serve` setting: the command-line option when given, else the `KEYBOARD_LAYOUT_*` environment
/// variable, else the default. A value that does not parse is a usage error naming where it came from.
struct Setting<Value: LosslessStringConvertible> {
    let option: Value?
    let variable: String
    let fallback: Value

    func resolve(_ environment: [String: String]) throws -> Value {
        if let option { return option }
        guard let text = environment[variable] else { return fallback }
        guard let value = Value(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("\(variable)='\(text)' is not a valid \(Value.self)")
        }
        return value
    }
}
