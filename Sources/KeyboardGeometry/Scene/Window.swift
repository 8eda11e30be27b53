/// The app's window on the screen.
public struct Window: Hashable, Sendable {
    /// In (interface) screen coordinates; not at the origin in iPad Split View or Stage Manager.
    public var frame: Rect
    /// The window's safe area (status bar, notch, home indicator), from which views' safe areas are derived.
    public var safeAreaInsets: Insets

    /// A window at `frame` in screen coordinates, with no safe area unless given.
    public init(frame: Rect, safeAreaInsets: Insets = .zero) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
    }

    /// The window's own coordinate space: its origin is its top left corner.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
}
