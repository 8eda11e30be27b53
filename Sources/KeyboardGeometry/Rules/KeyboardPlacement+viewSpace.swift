// chockenberry/KeyboardAvoider, its README's FB18129544 ("REGRESSION: iOS 26: Keyboard layout frame is reported in
// view coordinates, not screen coordinates"): on iPadOS 26, with an inputAccessoryView on a UITextView,
// keyboardWillShowNotification and keyboardWillHideNotification give keyboardFrameEndUserInfoKey in the view's
// coordinates, where iPadOS 18 gave the screen's. Its ViewController.swift: a full-width keyboard's frame then has
// a negative x, "the distance from the left edge of the keyboard to the left edge of the window on iPadOS".

extension KeyboardPlacement {
    /// The warning `frame-in-view-space` for a will* end frame `end` (interface coordinates) that is exactly a
    /// keyboard across the screen's width, docked at its bottom or just below it, moved by minus the window's
    /// origin: the frame the screen would give, in the window's (its root view's) coordinates instead. Nil for any
    /// other frame, for a did* notification, and for a window at the screen's origin, where the two spaces are one.
    /// Each edge within 0.5 pt, rule 1's tolerance. The rules still take the frame as given.
    static func viewSpaceWarning(event: KeyboardEvent, end: Rect, screen b: Rect, window w: Rect) -> LayoutWarning? {
        let tolerance = 0.5
        guard event.isWill, abs(w.x) > tolerance || abs(w.y) > tolerance, end.width > 0, end.height > 0 else {
            return nil
        }
        let onScreen = end.offsetBy(dx: w.x, dy: w.y)
        guard abs(onScreen.minX - b.minX) <= tolerance, abs(onScreen.maxX - b.maxX) <= tolerance else { return nil }
        let docked = abs(onScreen.maxY - b.maxY) <= tolerance
        guard docked || abs(onScreen.minY - b.maxY) <= tolerance else { return nil }
        return LayoutWarning(
            .frameInViewSpace,
            "the end frame \(end.text) is the screen's \(docked ? "docked keyboard" : "keyboard just below it") "
                + "\(onScreen.text) moved by minus the window's origin (\(w.x.pt), \(w.y.pt)): it looks given in the "
                + "view's coordinates, not the screen's, as iPadOS 26 does with an input accessory view "
                + "(FB18129544); the rules take it as given")
    }
}
