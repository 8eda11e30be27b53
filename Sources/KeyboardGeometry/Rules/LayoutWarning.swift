/// A warning with a stable code and a message that says the numbers.
public struct LayoutWarning: Hashable, Sendable {
    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The stable codes of DESIGN.md; other people's tests compare them.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        case keyboardZeroFrame = "keyboard-zero-frame"
        case keyboardUndocked = "keyboard-undocked"
        case keyboardCoversScreen = "keyboard-covers-screen"
        case keyboardNonLocalIgnored = "keyboard-non-local-ignored"
        case legacyMismatch = "legacy-mismatch"
        case offsetOutOfRange = "offset-out-of-range"
        case doubleAvoidance = "double-avoidance"
        case unknownCurve = "unknown-curve"
        case fieldCannotFit = "field-cannot-fit"
        case skippedText = "skipped-text"
        case skippedKey = "skipped-key"
    }
}

extension Double {
    /// A number for a warning message: `336`, `12.5`.
    package var pt: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String((self * 1000).rounded() / 1000)
    }
}
