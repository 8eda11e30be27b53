/// The catalogue of notification streams (docs/devices.md, "Streams"): for a scene and a docked keyboard height,
/// each sequence a device really sends, with its frames in the scene's screen coordinates.
public enum StreamCatalogue {
    /// The names, in the catalogue's order.
    public static let names = [
        "show-hide", "duplicate-willShow", "hardware-keyboard-toggle", "predictive-bar-toggle", "floating-drag",
        "undock", "password-prompt", "third-party-ramp", "rotation", "non-local", "cross-fade",
    ]

    /// Every stream for `scene`, with `keyboardHeight` as the docked keyboard's height in the scene's orientation.
    public static func streams(for scene: Scene, keyboardHeight h: Double) -> [KeyboardStream] {
        let k = Frames(screen: scene.screen)
        let shown = k.docked(h)
        let below = k.below(h)
        let show = Note(.willShow, from: below, to: shown)
        let hide = Note(.willHide, from: shown, to: below)
        func events(_ notes: [(Double, Note)]) -> [TimedEvent] {
            notes.map { at, n in TimedEvent(.notification(n.resolved(k)), at: at) }
        }
        let hardware = k.hardware
        let lower =
            h > 2 * KeyboardHeights.quickTypeBar ? h - KeyboardHeights.quickTypeBar : h + KeyboardHeights.quickTypeBar
        let floating = k.floating(h)
        let raised = k.undocked(h)
        let ramp = KeyboardHeights.thirdPartyRamp.map { k.docked($0) }
        let whole = k.wholeScreen
        return [
            KeyboardStream(
                name: "show-hide",
                source:
                    "UIKit documentation: UIResponder.keyboardWillShowNotification, keyboardDidShowNotification, keyboardWillHideNotification, keyboardDidHideNotification",
                description:
                    "The ordinary sequence: willShow and didShow with the keyboard sliding up, willHide and didHide with it sliding down. The reference moves the layout on the show and puts it back at rest on the hide.",
                events: events([
                    (0, show), (0.5, show.did), (1, hide), (1.5, hide.did),
                ])),
            KeyboardStream(
                name: "duplicate-willShow",
                source: "https://github.com/slackhq/SlackTextViewController/issues/276",
                description:
                    "reloadInputViews (or a new first responder with an input accessory view) sends willShow again while the keyboard is up, its begin frame equal to its end frame. The reference changes nothing the second time.",
                events: events([
                    (0, show), (0.5, show.did), (1, Note(.willShow, from: shown, to: shown)),
                    (1.5, Note(.didShow, from: shown, to: shown)),
                ])),
            KeyboardStream(
                name: "hardware-keyboard-toggle",
                source: "https://github.com/ionic-team/ionic-plugin-keyboard/pull/273",
                description:
                    "With a hardware keyboard attached iOS reports the whole 313 pt keyboard of which only the 55 pt shortcuts bar is on the screen; detached, the software keyboard follows with no willHide between, and attached again the frame drops back. The reference counts only the 55 pt on the screen.",
                events: events([
                    (0, Note(.willShow, from: k.below(KeyboardHeights.hardwareFrame), to: hardware)),
                    (0.5, Note(.didShow, from: k.below(KeyboardHeights.hardwareFrame), to: hardware)),
                    (1, Note(.willShow, from: hardware, to: shown)),
                    (2, Note(.willChangeFrame, from: shown, to: hardware)),
                ])),
            KeyboardStream(
                name: "predictive-bar-toggle",
                source: "https://github.com/lionheart/openradar-mirror/issues/5928",
                description:
                    "Moving to a field without autocorrection hides the QuickType bar (44 pt) and moving back shows it: willChangeFrame between the two heights while the keyboard stays up. The reference follows each height.",
                events: events([
                    (0, show), (1, Note(.willChangeFrame, from: shown, to: k.docked(lower))),
                    (2, Note(.willChangeFrame, from: k.docked(lower), to: shown)),
                ])),
            KeyboardStream(
                name: "floating-drag",
                source: "https://github.com/freshOS/KeyboardLayoutGuide/issues/37",
                description:
                    "The iPad keyboard made floating and dragged: while the finger moves iOS sends willChangeFrame with a zero frame, then frames where the keyboard lands. A zero frame is not visible (rule 1, keyboard-zero-frame) and a floating frame is undocked: neither counts unless followUndockedKeyboard is on, so the layout rests.",
                events: events([
                    (0, show), (1, Note(.willChangeFrame, from: shown, to: k.zero, duration: 0)),
                    (1.5, Note(.willChangeFrame, from: k.zero, to: floating.0, duration: 0)),
                    (2.5, Note(.willChangeFrame, from: floating.0, to: k.zero, duration: 0)),
                    (3, Note(.willChangeFrame, from: k.zero, to: floating.1, duration: 0)),
                ])),
            KeyboardStream(
                name: "undock",
                source: "https://github.com/hackiftekhar/IQKeyboardManager/issues/26",
                description:
                    "Undocking the iPad keyboard moves it up off the screen's bottom (willChangeFrame to an undocked frame), then iOS sends willHide although the keyboard is still on the screen. The undocked frame does not count (unless followUndockedKeyboard) and a hide rests: the layout ends at rest.",
                events: events([
                    (0, show), (1, Note(.willChangeFrame, from: shown, to: raised)),
                    (1.5, Note(.willHide, from: raised, to: raised)),
                ])),
            KeyboardStream(
                name: "password-prompt",
                source: "https://github.com/freshOS/KeyboardLayoutGuide/pull/31",
                description:
                    "A password field's AutoFill prompt: right after a willShow comes a willHide with duration 0, the keyboard leaving at once. The reference ends at rest, without an animation for the hide.",
                events: events([
                    (0, show), (0.05, Note(.willHide, from: shown, to: below, duration: 0)),
                ])),
            KeyboardStream(
                name: "third-party-ramp",
                source: "https://github.com/michaeltyson/TPKeyboardAvoiding/pull/139",
                description:
                    "A third-party keyboard (Swype, SwiftKey) sends willShow three times on one show, with heights 0, 216 and then 256. The zero-height frame is not visible and moves nothing; the layout follows 216, then ends at the last height, 256.",
                events: events([
                    (0, Note(.willShow, from: k.below(0), to: ramp[0])),
                    (0.05, Note(.willShow, from: ramp[0], to: ramp[1])),
                    (0.1, Note(.willShow, from: ramp[1], to: ramp[2])),
                ])),
            rotation(scene, k: k, show: show),
            KeyboardStream(
                name: "non-local",
                source: "https://github.com/react/react-native/pull/23245",
                description:
                    "Another app's keyboard in Split View or Slide Over: the notifications come with UIKeyboardIsLocalUserInfoKey false. The reference follows it unless options.ignoreNonLocal is on (then keyboard-non-local-ignored; a hide is never ignored).",
                events: events([
                    (0, Note(.willShow, from: below, to: shown, isLocal: false)),
                    (1, Note(.willHide, from: shown, to: below, isLocal: false)),
                ])),
            KeyboardStream(
                name: "cross-fade",
                source: "https://github.com/RxSwiftCommunity/RxKeyboard/pull/107",
                description:
                    "With Reduce Motion and Prefer Cross-Fade Transitions on, the keyboard fades in and a notification may carry a frame that is not the keyboard's, here one covering the whole screen. The reference ignores it (keyboard-covers-screen, overlap 0), follows the docked frame that comes next, and rests on the hide.",
                events: events([
                    (0, Note(.willShow, from: below, to: whole)), (0.5, Note(.willChangeFrame, from: whole, to: shown)),
                    (1.5, hide),
                ])),
        ]
    }

    /// Seed 001's order: the keyboard up, then inside the turn willHide, willShow in the new orientation, the end.
    private static func rotation(_ scene: Scene, k: Frames, show: Note) -> KeyboardStream {
        let turned = scene.turned()
        let t = Frames(screen: turned.screen)
        let h = KeyboardHeights.docked(screen: turned.screen.interfaceBounds, window: turned.window)
        let geometry = TransitionGeometry(
            duration: 0.4, screen: turned.screen, window: turned.window, views: turned.views)
        return KeyboardStream(
            name: "rotation",
            source: "https://developer.apple.com/forums/thread/5706?answerId=13271022",
            description:
                "A rotation with the keyboard up, in seed 001's order: the transition begins, willHide and willShow come inside it with the new orientation's frames, then the transition ends. The reference sets the frames without an animation of its own inside the transition, so a bar riding the keyboard never leaves it.",
            events: [
                TimedEvent(.notification(show.resolved(k)), at: 0),
                TimedEvent(.transitionBegin(geometry), at: 0.6),
                // As seed 001's log has them: the hide from and the show to the new orientation's keyboard.
                TimedEvent(.notification(Note(.willHide, from: t.docked(h), to: t.below(h)).resolved(t)), at: 0.6),
                TimedEvent(.notification(Note(.willShow, from: t.below(h), to: t.docked(h)).resolved(t)), at: 0.6),
                TimedEvent(.transitionEnd, at: 1),
            ])
    }
}

/// A notification of a stream, its frames in interface coordinates.
private struct Note {
    var event: KeyboardEvent
    var from: Rect
    var to: Rect
    var duration = 0.25
    var isLocal = true

    init(_ event: KeyboardEvent, from: Rect, to: Rect, duration: Double = 0.25, isLocal: Bool = true) {
        self.event = event
        self.from = from
        self.to = to
        self.duration = duration
        self.isLocal = isLocal
    }

    /// The did* notification that follows this will*, with the same frames.
    var did: Note {
        var n = self
        n.event = event == .willShow ? .didShow : event == .willHide ? .didHide : .didChangeFrame
        return n
    }

    /// The notification as the scene's screen reports it: curve 7, the keyboard's own, with a duration.
    func resolved(_ k: Frames) -> ResolvedNotification {
        ResolvedNotification(
            event: event, beginFrame: k.screen.fromInterface(from), endFrame: k.screen.fromInterface(to),
            duration: duration, curve: duration > 0 ? 7 : 0, isLocal: isLocal)
    }
}

/// Keyboard frames sized to a screen, in its interface coordinates.
private struct Frames {
    let screen: Screen
    var bounds: Rect { screen.interfaceBounds }

    /// Docked: the screen's width, `height` high, at the screen's bottom.
    func docked(_ height: Double) -> Rect {
        Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Just below the screen: where a show starts and a hide ends.
    func below(_ height: Double) -> Rect {
        Rect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
    }

    /// With a hardware keyboard: 313 pt high, 55 of them on the screen.
    var hardware: Rect {
        Rect(
            x: bounds.minX, y: bounds.maxY - KeyboardHeights.hardwareVisible, width: bounds.width,
            height: KeyboardHeights.hardwareFrame)
    }

    var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// Covering the whole screen from its top.
    var wholeScreen: Rect { bounds }

    /// Two places of a floating keyboard (320 wide, at most `height` and 260 high): centred 100 pt above the
    /// screen's bottom, then near the top left.
    func floating(_ height: Double) -> (Rect, Rect) {
        let w = min(320, bounds.width)
        let h = max(0, min(height, 260, bounds.height / 2))
        let first = Rect(
            x: bounds.minX + (bounds.width - w) / 2, y: max(bounds.minY, bounds.maxY - 100 - h), width: w, height: h)
        let second = Rect(
            x: bounds.minX + min(20, bounds.width - w), y: bounds.minY + bounds.height / 4, width: w, height: h)
        return (first, second)
    }

    /// Undocked: the full keyboard raised to the middle of the screen.
    func undocked(_ height: Double) -> Rect {
        Rect(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - height) / 2), width: bounds.width, height: height)
    }
}
