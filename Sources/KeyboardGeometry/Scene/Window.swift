/// The app's window on the screen.
public struct Window: Hashable, Sendable {
    /// In (interface) screen coordinates; not at the origin in iPad Split View or Stage Manager.
    public var frame: Rect
    /// The window's safe area (status bar, notch, home indicator), from which views' safe areas are derived.
    public var safeAreaInsets: Insets
    /// How the app shares the screen, which decides the device quirks applied to keyboard frames.
    public var mode: WindowMode

    /// A window at `frame` in screen coordinates, with no safe area unless given, full screen unless said.
    public init(frame: Rect, safeAreaInsets: Insets = .zero, mode: WindowMode = .fullScreen) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.mode = mode
    }

    /// The window's own coordinate space: its origin is its top left corner.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The safe area UIKit derives for a view at `f` (window coordinates): the part of the window's unsafe margins
    /// the view overlaps, clipped at the window's edges.
    public func safeArea(of f: Rect) -> Insets {
        let w = frame.width
        let h = frame.height
        let s = safeAreaInsets
        return Insets(
            top: max(0, min(f.maxY, s.top) - max(f.minY, 0)),
            left: max(0, min(f.maxX, s.left) - max(f.minX, 0)),
            bottom: max(0, min(f.maxY, h) - max(f.minY, h - s.bottom)),
            right: max(0, min(f.maxX, w) - max(f.minX, w - s.right)))
    }
}

/// How an iPad app's window shares the screen (`window.mode` on the wire).
public enum WindowMode: String, CaseIterable, Hashable, Sendable {
    /// The app has the whole screen (the default; every iPhone).
    case fullScreen
    /// Side by side with another app; the window may sit right of the screen's origin.
    case splitView
    /// A narrow window floating over another app, shorter than the screen: keyboard frames leave out the
    /// space below it.
    case slideOver
    /// A resizable window; the keyboard may be wider than it.
    case stageManager
}
