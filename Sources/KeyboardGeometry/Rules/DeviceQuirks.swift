/// What real devices put in keyboard frames that a clean model never sees, undone before the rules run
/// (docs/devices.md). Each quirk applies only when the request says what it depends on (`window.mode`,
/// `screen.osVersion`); a request that says neither is laid out exactly as before.
public enum DeviceQuirks {
    /// The notification with the quirks of `scene`'s device undone, and the quirks that were.
    public static func apply(to notification: ResolvedNotification, in scene: Scene) -> (
        ResolvedNotification, [AppliedQuirk]
    ) {
        var n = notification
        var applied: [AppliedQuirk] = []
        // Both quirks are about frames in interface coordinates, as iOS 8 and later give them.
        guard scene.screen.coordinateSpace == .interface else { return (n, applied) }
        let screen = scene.screen.interfaceBounds
        let window = scene.window.frame

        // Slide Over: the window floats above the screen's bottom, and the keyboard's frame leaves out the space
        // below it; a frame that does not reach the screen's bottom is moved down by that space (the Flutter
        // engine's FlutterViewController does the same). A frame that already reaches the bottom is left.
        let below = screen.maxY - window.maxY
        if scene.window.mode == .slideOver, below > 0.5 {
            func shifted(_ frame: Rect) -> Rect? {
                guard frame.width * frame.height > 0, frame.maxY < screen.maxY - 0.5 else { return nil }
                return frame.offsetBy(dx: 0, dy: below)
            }
            if let end = shifted(n.endFrame) {
                applied.append(
                    AppliedQuirk(
                        .slideOverFrameShift,
                        "Slide Over: the end frame ends at \(n.endFrame.maxY.pt), \(below.pt) pt above the screen's bottom (the space below the window): moved down \(below.pt) pt to y \(end.y.pt)"
                    ))
                n.endFrame = end
            }
            if let begin = n.beginFrame, let moved = shifted(begin) { n.beginFrame = moved }
        }

        // Before iOS 13 a keyboard frame's x is 0 whatever the window's position (a Split View app on the right
        // gets x 0): the window's x in screen space is what it means (niw/KeyboardGuide reads it so).
        if let version = scene.screen.osVersion, version.major < 13, window.minX != 0 {
            if n.endFrame.x == 0 {
                applied.append(
                    AppliedQuirk(
                        .preIOS13FrameX,
                        "iOS \(version): the end frame's x is 0 although the window starts at x \(window.minX.pt): read as x \(window.minX.pt)"
                    ))
                n.endFrame = n.endFrame.offsetBy(dx: window.minX, dy: 0)
            }
            if let begin = n.beginFrame, begin.x == 0 { n.beginFrame = begin.offsetBy(dx: window.minX, dy: 0) }
        }
        return (n, applied)
    }
}

/// A device quirk undone in a request's keyboard frames, reported in the answer's `quirks` with its source.
public struct AppliedQuirk: Hashable, Sendable {
    /// The quirks the service knows; their codes are stable.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        /// In Slide Over, frames leave out the space below the window: moved down by it.
        case slideOverFrameShift = "slide-over-frame-shift"
        /// Before iOS 13, frames have x 0 wherever the window is: the window's x is used.
        case preIOS13FrameX = "pre-ios13-frame-x"

        /// Where the quirk is documented or handled in public code.
        public var source: String {
            switch self {
            case .slideOverFrameShift:
                "flutter/engine: FlutterViewController.mm, the keyboard frame in Slide Over (calculateKeyboardInset)"
            case .preIOS13FrameX: "niw/KeyboardGuide: the keyboard frame's x before iOS 13"
            }
        }
    }

    /// Which quirk.
    public var code: Code
    /// What was changed, with the numbers.
    public var message: String

    /// A quirk applied, with its message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
