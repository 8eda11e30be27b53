/// Rule 1: where the keyboard is in the window, and whether it counts.
public struct KeyboardPlacement: Hashable, Sendable {
    /// The end frame in window coordinates as UIKit gave it (a hide frame below the screen stays below).
    public var frameInWindow: Rect
    /// The begin frame in window coordinates, when the notification had one.
    public var beginFrameInWindow: Rect?
    /// The end frame's part on the screen, in window coordinates; nil when none of it is on the screen.
    public var visiblePartInWindow: Rect?
    /// Whether any of the end frame is on the screen with a non-zero area.
    public var visible: Bool
    /// Visible, reaching the screen's bottom and spanning the window's width (0.5 pt tolerance).
    public var docked: Bool
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`; true when omitted).
    public var local: Bool
    /// A full-screen frame from the screen's top, which iOS posts with Prefer Cross-Fade Transitions.
    public var coversScreen: Bool
    /// What rule 1 warns of: a frame in the view's coordinates, a zero frame, an undocked or whole-screen keyboard.
    public var warnings: [LayoutWarning]
    private var event: KeyboardEvent
    private var ignoreNonLocal: Bool

    /// Rule 1 for `n` on `screen` and `window`: the frame turned and converted, and judged.
    public init(notification n: ResolvedNotification, screen: Screen, window: Window, options: LayoutOptions) {
        let steps = RuleSteps.reference
        self.init(
            notification: n, screen: screen, window: window, options: options, turn: steps.turn,
            windowOffset: steps.windowOffset)
    }

    /// Rule 1 with the pipeline's conversion steps: `turn` takes a screen-space frame to interface orientation,
    /// `windowOffset` from there to the window's space (a mistake replaces either).
    init(
        notification n: ResolvedNotification, screen: Screen, window: Window, options: LayoutOptions,
        turn: (Screen, Rect) -> Rect, windowOffset: (Window) -> (dx: Double, dy: Double)
    ) {
        event = n.event
        ignoreNonLocal = options.ignoreNonLocal
        local = n.isLocal
        warnings = []
        let screenRect = screen.interfaceBounds
        let end = turn(screen, n.endFrame)
        let (dx, dy) = windowOffset(window)
        frameInWindow = end.offsetBy(dx: dx, dy: dy)
        beginFrameInWindow = n.beginFrame.map { turn(screen, $0).offsetBy(dx: dx, dy: dy) }
        if let w = Self.viewSpaceWarning(event: n.event, end: end, screen: screenRect, window: window.frame) {
            warnings.append(w)
        }

        // Only the part on the screen counts: a hardware keyboard's frame is 313 pt high with 55 pt showing.
        let onScreen = end.intersection(screenRect)
        visiblePartInWindow = onScreen?.offsetBy(dx: dx, dy: dy)
        visible = onScreen != nil
        if n.endFrame.isEmpty {
            warnings.append(
                LayoutWarning(
                    .keyboardZeroFrame,
                    "the end frame {{\(n.endFrame.x.pt), \(n.endFrame.y.pt)}, {\(n.endFrame.width.pt), \(n.endFrame.height.pt)}} has no area: the keyboard is not visible"
                ))
        }
        coversScreen = false
        docked = false
        guard let part = onScreen, let inWindow = visiblePartInWindow else { return }
        if part.minY <= screenRect.minY + 0.5, part.height >= screenRect.height - 0.5,
            part.width >= screenRect.width - 0.5
        {
            // Implausible (seen with Prefer Cross-Fade Transitions): it does not count, but `visible` and `docked`
            // still say what the frame's geometry says (it reaches the bottom and spans the width: docked).
            coversScreen = true
            warnings.append(
                LayoutWarning(
                    .keyboardCoversScreen,
                    "the keyboard frame covers the whole \(screenRect.width.pt) x \(screenRect.height.pt) screen from its top: ignored"
                ))
        }
        docked = part.maxY >= screenRect.maxY - 0.5 && inWindow.minX <= 0.5 && inWindow.maxX >= window.frame.width - 0.5
        if !docked, !coversScreen {
            warnings.append(
                LayoutWarning(
                    .keyboardUndocked,
                    "the keyboard is floating or split: its bottom is at \(part.maxY.pt) of a screen \(screenRect.height.pt) high, it spans x \(inWindow.minX.pt) to \(inWindow.maxX.pt) of a window \(window.frame.width.pt) wide"
                ))
        }
    }

    /// Whether the keyboard moves anything, with `followUndocked` as the follow flag (the options' one, or a
    /// layout guide's own); adds the non-local warning when that is the only reason it does not.
    public func counts(followUndocked: Bool) -> Bool {
        guard visible, !coversScreen, !event.isHide, docked || followUndocked else { return false }
        return local || !ignoreNonLocal
    }

    /// The warning when `ignoreNonLocal` is what keeps an otherwise counting keyboard from counting.
    public func nonLocalWarning(followUndocked: Bool) -> LayoutWarning? {
        guard visible, !coversScreen, !event.isHide, docked || followUndocked, !local, ignoreNonLocal else {
            return nil
        }
        return LayoutWarning(.keyboardNonLocalIgnored, "the keyboard belongs to another app (isLocal false): ignored")
    }

    /// The top of the keyboard's on-screen part in window coordinates; the window's bottom when none shows.
    public var topInWindow: Double { visiblePartInWindow?.minY ?? .infinity }
}
