/// A warning with a stable code and a message that says the numbers.
public struct LayoutWarning: Hashable, Sendable {
    /// Which warning this is; stable, so tests may compare it.
    public var code: Code
    /// What was found, stating the numbers; for people, and may be reworded.
    public var message: String

    /// A warning with `code` and a message that states the numbers.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The stable codes of docs/warnings.md; other people's tests compare them.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        /// A will* end frame is exactly a keyboard across the screen, docked or just below it, moved by minus the
        /// window's origin: given in the view's coordinates (iPadOS 26 with an input accessory view, FB18129544).
        case frameInViewSpace = "frame-in-view-space"
        /// The end frame has a width or height of 0 (iPadOS, while a floating keyboard is dragged): it moves nothing.
        case keyboardZeroFrame = "keyboard-zero-frame"
        /// The end frame is visible but floats or is split: off the screen's bottom or the window's width by over 0.5 pt.
        case keyboardUndocked = "keyboard-undocked"
        /// The end frame covers the whole screen (Prefer Cross-Fade Transitions): not a real keyboard, so ignored.
        case keyboardCoversScreen = "keyboard-covers-screen"
        /// Another app's keyboard would have counted but `ignoreNonLocal` is set, so nothing moves; never on a hide.
        case keyboardNonLocalIgnored = "keyboard-non-local-ignored"
        /// A deprecated bounds or center key disagrees with the frames by more than 0.5 pt; one per failed check.
        case legacyMismatch = "legacy-mismatch"
        /// Rule 4 set `contentOffset.y` outside the scrollable range; reported unclamped, as UIKit leaves it.
        case offsetOutOfRange = "offset-out-of-range"
        /// A bar's `resize` is an inset scroll view (or an ancestor) the keyboard overlaps: where code often counts it twice.
        case doubleAvoidance = "double-avoidance"
        /// The curve is 4-6 or 8-15, which UIKit does not document; it is timed as linear over the duration.
        case unknownCurve = "unknown-curve"
        /// The field cannot come fully into view: taller than the visible band (rule 3), or too far down to shift (rule 6).
        case fieldCannotFit = "field-cannot-fit"
        /// Notification text held prose that was not a key-value pair; one per run of it on a line.
        case skippedText = "skipped-text"
        /// A userInfo key the service does not know was skipped with its value (real dumps carry private keys).
        case skippedKey = "skipped-key"
        /// A userInfo key was written with blanks inside its name (`UIKeyboard FrameEnd UserInfoKey`) and was read
        /// as the key its words spell.
        case keySpelledLoosely = "key-spelled-loosely"
    }
}

extension Double {
    /// A number for a warning message: `336`, `12.5`.
    package var pt: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String((self * 1000).rounded() / 1000)
    }
}
