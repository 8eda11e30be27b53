/// The catalogue of notification streams (docs/devices.md, "Streams"): for a scene and a docked keyboard height,
/// each sequence a device of the scene's kind really sends, built from what its source shows and no more. The
/// device family (from the screen size, docs/device-table.md) and `screen.osVersion` decide which streams apply;
/// the others are listed with the reason. Each stream carries its source's facts (`evidence`) and says what it
/// assumed where the source is silent.
public enum StreamCatalogue {
    /// The names, in the catalogue's order.
    public static let names = entries.map(\.name)

    /// The streams that apply to `scene` and those that do not, with `keyboardHeight` the docked keyboard's
    /// height in the scene's orientation; `only` builds that one stream and no other (a request for one by name).
    /// `heightFromDeviceTable`: `keyboardHeight` is the device table's latest for a scene without
    /// `screen.osVersion`; each stream whose sources show a version then takes the table's height at that version,
    /// as it is generated for it, and its `assumed` says which (docs/devices.md, "The keyboard's height").
    public static func catalogue(
        for scene: Scene, keyboardHeight h: Double, heightFromDeviceTable: Bool = false, only: String? = nil
    ) -> (streams: [KeyboardStream], notApplicable: [NotApplicableStream]) {
        let latest = StreamContext(scene: scene, h: h)
        var streams: [KeyboardStream] = []
        var notApplicable: [NotApplicableStream] = []
        for entry in entries where only == nil || only == entry.name {
            var context = latest
            var heightUsed: [String] = []
            if heightFromDeviceTable, latest.os == nil, let shown = entry.shows,
                let atShown = shown.tableHeight(on: scene, latest: h)
            {
                context = StreamContext(scene: scene, h: atShown.height, tableVersion: shown.version)
                heightUsed = atShown.assumed
            }
            if let reason = entry.unless(context) {
                notApplicable.append(NotApplicableStream(name: entry.name, reason: reason))
            } else {
                var body = entry.make(context)
                body.assumed += heightUsed
                if let os = context.os, let shown = entry.shows, let carried = shown.carried(to: os) {
                    body.assumed.append(carried)
                }
                streams.append(body.stream(named: entry.name))
            }
        }
        return (streams, notApplicable)
    }

    /// The catalogue, in its order: each stream's name, the latest iOS its sources show (none where they name no
    /// version or are Apple's current documentation), why it does not apply to a scene, and how it is built.
    private static let entries: [Entry] = [
        Entry("show-hide") { $0.showHide() },
        // Issue 276: the handlers fire again on iOS 9 (PR 416 names no version).
        Entry("duplicate-willShow", shows: .init(9, "issue 276 shows iOS 9")) { $0.duplicateWillShow() },
        Entry("hardware-keyboard-toggle", unless: { $0.hardwareKeyboardToggleReason }) { $0.hardwareKeyboardToggle() },
        Entry(
            "predictive-bar-toggle", shows: .init(9, 0, "radar 22505056 shows iOS 9.0"),
            unless: { $0.predictiveBarToggleReason }
        ) { $0.predictiveBarToggle() },
        Entry("floating-drag", unless: { $0.floatingDragReason }) { $0.floatingDrag() },
        Entry("undock", unless: { $0.undockReason }) { $0.undock() },
        Entry("password-prompt") { $0.passwordPrompt() },
        Entry(
            "third-party-ramp", shows: .init(8, "a Stack Overflow answer gives the heights on iOS 8"),
            unless: { $0.thirdPartyRampReason }
        ) { $0.thirdPartyRamp() },
        Entry("rotation", shows: .init(8, 3, "Apple Developer Forums thread 5706 shows iOS 7.1 and 8.3")) {
            $0.rotation()
        },
        Entry("non-local", unless: { $0.nonLocalReason }) { $0.nonLocal() },
        Entry("cross-fade", unless: { $0.crossFadeReason }) { $0.crossFade() },
        Entry(
            "interactive-dismissal",
            shows: .init(12, "the radars show iOS 7.0.3 and KeyboardLayoutGuide issue 17 iOS 12"),
            unless: { $0.interactiveDismissalReason }
        ) { $0.interactiveDismissal() },
        Entry("emoji-switch", shows: .init(11, "the radars show iOS 11"), unless: { $0.emojiSwitchReason }) {
            $0.emojiSwitch()
        },
        Entry(
            "number-pad-switch", shows: .init(9, 0, "radar 22437233 shows iOS 9.0"),
            unless: { $0.numberPadSwitchReason }
        ) { $0.numberPadSwitch() },
        Entry(
            "secure-field-double-show", shows: .init(17, "PR 557 names iOS 17"),
            unless: { $0.secureFieldDoubleShowReason }
        ) { $0.secureFieldDoubleShow() },
        Entry("instant-hide") { $0.instantHide() },
        Entry(
            "cross-fade-early-didShow", shows: .init(26, 1, "issue 1242 shows iOS 26.0 and 26.1"),
            unless: { $0.crossFadeEarlyDidShowReason }
        ) { $0.crossFadeEarlyDidShow() },
        Entry("two-keyboard-managers", unless: { $0.twoKeyboardManagersReason }) { $0.twoKeyboardManagers() },
        Entry("floating-didChangeFrame-only", unless: { $0.floatingDidChangeFrameOnlyReason }) {
            $0.floatingDidChangeFrameOnly()
        },
        Entry(
            "hide-reversed-half-way", shows: .init(27, "PR 10006 names iOS 27"),
            unless: { $0.hideReversedHalfWayReason }
        ) { $0.hideReversedHalfWay() },
    ]

    /// Every applicable stream for `scene` (see `catalogue(for:keyboardHeight:)`).
    public static func streams(for scene: Scene, keyboardHeight h: Double) -> [KeyboardStream] {
        catalogue(for: scene, keyboardHeight: h).streams
    }
}

/// A stream of the catalogue: its name (written here only), the latest iOS its sources show, why it does not
/// apply to a scene (nil when it does), and how it is built for one.
private struct Entry: Sendable {
    let name: String
    let shows: ShownVersion?
    let unless: @Sendable (StreamContext) -> String?
    let make: @Sendable (StreamContext) -> StreamBody

    init(
        _ name: String, shows: ShownVersion? = nil,
        unless: @escaping @Sendable (StreamContext) -> String? = { _ in nil },
        make: @escaping @Sendable (StreamContext) -> StreamBody
    ) {
        self.name = name
        self.shows = shows
        self.unless = unless
        self.make = make
    }
}

/// The latest iOS a stream's sources show: a whole major line where they name only it ("iOS 17": every 17.x), or
/// a release ("iOS 9.0"). A stream generated for a later version than this is carried past its sources, and its
/// `assumed` says so: that the device still sends the sequence is then the stream's assumption, not its source's
/// fact (docs/devices.md, "Carried past its source").
private struct ShownVersion: Sendable {
    var major: Int
    /// nil for the whole major line.
    var minor: Int?
    /// Which source shows which versions, in the catalogue's words.
    var because: String

    /// A whole major line: `ShownVersion(17, "PR 557 names iOS 17")`.
    init(_ major: Int, _ because: String) {
        self.major = major
        self.minor = nil
        self.because = because
    }

    /// A release: `ShownVersion(8, 3, "the thread shows iOS 8.3")`.
    init(_ major: Int, _ minor: Int, _ because: String) {
        self.major = major
        self.minor = minor
        self.because = because
    }

    /// The line `assumed` gets when the scene's version `os` is past what the sources show; nil when it is not.
    func carried(to os: OSVersion) -> String? {
        let past: Bool
        if os.major != major {
            past = os.major > major
        } else if let minor {
            past = os.minor > minor
        } else {
            past = false
        }
        guard past else { return nil }
        return "carried to iOS \(os), past its sources: \(because), and none shows a later version; that iOS "
            + "\(os) still sends this sequence is assumed"
    }

    /// The version a stream is generated for when the scene gives none: the release, or the major line's first.
    var version: OSVersion { OSVersion(major, minor ?? 0) }

    /// "17" for the whole line, "9.0" for a release.
    var named: String { minor.map { "\(major).\($0)" } ?? "\(major)" }

    /// The device table's docked keyboard for `scene` at `version`, with the `assumed` lines that say so; nil
    /// when the table has no height for the scene's screen. `latest` is the height the answer took (the latest).
    func tableHeight(on scene: Scene, latest: Double) -> (height: Double, assumed: [String])? {
        let docked = KeyboardHeights.dockedOnDevice(
            screen: scene.screen.interfaceBounds, window: scene.window, osVersion: version)
        guard let device = docked.device else { return nil }
        var assumed = [
            "keyboard height: \(docked.height.pt) pt, the device table's \(device.name) at iOS \(named), the "
                + "latest version its sources show (\(because)), as the scene gives no iOS version; the answer's "
                + "keyboardHeight, \(latest.pt) pt, is the table's latest"
        ]
        if let entry = device.sources.first(where: { $0.metric == "keyboardHeight" }), version < entry.since {
            assumed.append(
                "iOS \(named) is before the earliest keyboard height the device table has for \(device.name) "
                    + "(iOS \(entry.since)): that one is taken")
        }
        return (docked.height, assumed)
    }
}

/// A stream but its name, which its entry gives.
private struct StreamBody {
    var source: String
    var description: String
    var evidence: String
    var assumed: [String]
    var events: [TimedEvent]

    /// The stream, named.
    func stream(named name: String) -> KeyboardStream {
        KeyboardStream(
            name: name, source: source, description: description, evidence: evidence, assumed: assumed,
            events: events)
    }
}

/// What the streams are built from: the scene, its docked keyboard's height `h`, its device family and iOS
/// version, the keyboard's frames on its screen, the ordinary show and hide, and what most streams assume.
private struct StreamContext {
    let scene: Scene
    let h: Double
    let family: DeviceFamily
    let os: OSVersion?
    let k: Frames
    /// The docked keyboard.
    let shown: Rect
    /// The docked keyboard just below the screen.
    let below: Rect
    /// willShow from below the screen to docked.
    let show: Note
    /// willHide from docked to below the screen.
    let hide: Note
    /// What a stream whose source gives no frames or durations assumes.
    let ordinary: [String]
    /// "iPad only" on a device that is not an iPad.
    let iPadOnly: String?
    /// The iOS version `h` was read from the device table at, for a scene without one: the stream's sources'.
    let tableVersion: OSVersion?

    init(scene: Scene, h: Double, tableVersion: OSVersion? = nil) {
        self.scene = scene
        self.h = h
        self.tableVersion = tableVersion
        family = DeviceFamily.of(screen: scene.screen.interfaceBounds.size)
        os = scene.screen.osVersion
        k = Frames(screen: scene.screen)
        shown = k.docked(h)
        below = k.below(h)
        show = Note(.willShow, from: below, to: shown)
        hide = Note(.willHide, from: shown, to: below)
        ordinary = [
            "frames: this scene's docked keyboard (\(h.pt) pt high, the screen's width), from just below the screen",
            "duration 0.25 s and curve 7 for every notification the source gives no duration for",
        ]
        iPadOnly = family == .iPad ? nil : "iPad only"
    }

    /// Notifications at their times, resolved on the scene's screen.
    func events(_ notes: [(Double, Note)]) -> [TimedEvent] {
        notes.map { at, n in TimedEvent(.notification(n.resolved(k)), at: at) }
    }

    /// A silent change: the keyboard on the screen at `frame` (interface coordinates), nobody told.
    func silent(_ frame: Rect, at t: Double, _ k: Frames) -> TimedEvent {
        TimedEvent(.keyboardOnScreen(k.screen.fromInterface(frame)), at: t)
    }
}

// Each stream of the catalogue: why it does not apply (`...Reason`), and the stream.
extension StreamContext {
    /// The ordinary show and hide.
    func showHide() -> StreamBody {
        StreamBody(
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification",
            description:
                "The ordinary sequence: willShow and didShow with the keyboard sliding up, willHide and didHide with it sliding down. The reference moves the layout on the show and puts it back at rest on the hide.",
            evidence:
                "UIKit posts keyboardWillShowNotification immediately before the keyboard is displayed and keyboardWillHideNotification immediately before it is dismissed, each followed by its did notification; the object is nil before iOS 16.1 and the UIScreen from iOS 16.1. The documentation gives no frames or durations.",
            assumed: ordinary + ["0.5 s between the notifications"],
            events: events([(0, show), (0.5, show.did), (1, hide), (1.5, hide.did)]))
    }

    /// reloadInputViews with the keyboard up: willShow again, its frames equal.
    func duplicateWillShow() -> StreamBody {
        StreamBody(
            source: "https://github.com/slackhq/SlackTextViewController/pull/416",
            description:
                "reloadInputViews while the keyboard is up sends willShow again, its begin frame equal to its end frame. The reference changes nothing the second time.",
            evidence:
                "Calling reloadInputViews while the keyboard is up (after setting a custom inputView) posts keyboardWillShow again with the begin frame equal to the end frame (SlackTextViewController PR 416); issue 276 reports the will and did handlers firing again on iOS 9.",
            assumed: ordinary + [
                "the didShow after the second willShow, as issue 276 reports the did handler firing"
            ],
            events: events([
                (0, show), (0.5, show.did), (1, Note(.willShow, from: shown, to: shown)),
                (1.5, Note(.didShow, from: shown, to: shown)),
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var hardwareKeyboardToggleReason: String? {
        iPadOnly.map {
            "\($0): its numbers (a 313 pt frame of which 55 pt are on the screen) were measured on an iPad "
                + "(ionic-plugin-keyboard PR 273), and no source gives an iPhone's frames"
        }
    }

    /// A hardware keyboard attached: a 313 pt keyboard of which 55 pt show.
    func hardwareKeyboardToggle() -> StreamBody {
        let hardware = k.hardware
        return StreamBody(
            source: "https://github.com/ionic-team/ionic-plugin-keyboard/pull/273",
            description:
                "With a hardware keyboard attached iOS reports the whole 313 pt keyboard of which only the 55 pt shortcuts bar is on the screen. The reference counts only the 55 pt on the screen.",
            evidence:
                "On an iPad (the Simulator) with a hardware keyboard attached, iOS posts keyboardWillShow with an end frame 313 pt high of which only 55 pt, the shortcuts bar, is on the screen (ionic-plugin-keyboard PR 273, from its diff); no iOS version is named. Detaching and attaching again are not shown.",
            assumed: [
                "the frame spans this screen's width", "the begin frame just below the screen",
                "duration 0.25 s and curve 7",
            ],
            events: events([
                (0, Note(.willShow, from: k.below(KeyboardHeights.hardwareFrame), to: hardware))
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var predictiveBarToggleReason: String? {
        if family == .iPad { return "iPhone only: the sources show an iPhone 6 (radar 22505056, the iOS 8.4 log)" }
        if let os, os.major >= 10 { return "iOS \(os): no source shows the QuickType bar's change after iOS 9" }
        return nil
    }

    /// The QuickType bar shown and hidden on a change of field: notified before iOS 9, silent on iOS 9.
    func predictiveBarToggle() -> StreamBody {
        let lower = k.docked(max(0, h - 33))
        let evidence =
            "On an iPhone 6, iOS 9.0 posts no willChangeFrame or didChangeFrame when the keyboard changes height because the predictive bar hides or shows on a change of field; iOS 8 did notify (radar 22505056). A log on an iPhone 6 (iOS 8.4) of the bar shown again: willChangeFrame, willShow, didChangeFrame, didShow, each from (0, 442, 375, 225) to (0, 409, 375, 258): a 33 pt bar."
        let assumed = [
            "the bar's 33 pt from the iPhone 6 log (225 and 258 on 375 x 667); this scene's keyboard is "
                + "\(h.pt) pt with the bar, \(max(0, h - 33).pt) without",
            "duration 0.25 s and curve 7", "1 s between the changes",
        ]
        if let os, os.major < 9 {
            return StreamBody(
                source: "https://github.com/lionheart/openradar-mirror/issues/5928",
                description:
                    "Before iOS 9, moving to a field with autocorrection shows the QuickType bar and moving back hides it: the four notifications of the log to the taller keyboard, then willChangeFrame back, while the keyboard stays up. The reference follows each height.",
                evidence: evidence, assumed: assumed,
                events: events([
                    (0, Note(.willShow, from: k.below(max(0, h - 33)), to: lower)),
                    (1, Note(.willChangeFrame, from: lower, to: shown)),
                    (1, Note(.willShow, from: lower, to: shown)),
                    (1, Note(.didChangeFrame, from: lower, to: shown)), (1, Note(.didShow, from: lower, to: shown)),
                    (2, Note(.willChangeFrame, from: shown, to: lower)),
                ]))
        }
        return StreamBody(
            source: "https://github.com/lionheart/openradar-mirror/issues/5928",
            description:
                "iOS 9: moving to a field with autocorrection shows the QuickType bar and the keyboard grows, with no notification; moving back it shrinks, again silently. The layout stays where the last notification left it: the steps are stale, and a bar riding the keyboard is covered by the bar's height."
                + (os == nil
                    ? " Generated for iOS 9.0, the version the radar names (before iOS 9 the change is notified)."
                    : ""),
            evidence: evidence, assumed: assumed,
            events: events([(0, Note(.willShow, from: k.below(max(0, h - 33)), to: lower))]) + [
                silent(shown, at: 1, k), silent(lower, at: 2, k),
            ])
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var floatingDragReason: String? {
        iPadOnly.map { "\($0): the floating keyboard is an iPad's (KeyboardLayoutGuide issue 37)" }
            ?? os.flatMap { $0.major < 13 ? "iPadOS \($0): the floating keyboard came with iPadOS 13" : nil }
    }

    /// The iPad keyboard made floating and moved.
    func floatingDrag() -> StreamBody {
        StreamBody(
            source: "https://github.com/freshOS/KeyboardLayoutGuide/issues/37",
            description:
                "The iPad keyboard made floating and moved: iOS posts willHide as the keyboard leaves the dock, then, while it moves, willChangeFrame with an end frame at the screen's top. Neither moves the layout: it rests.",
            evidence:
                "On an iPad, while the floating keyboard moves, the keyboard height the library computes (the screen's height less the end frame's top) equals the screen's height: the end frame's top is at y 0 (KeyboardLayoutGuide issue 37; PR 43 treats begin or end frames at y 0 as floating). Going from docked to floating posts keyboardWillHideNotification (Flutter engine PR 37719). No source gives the floating frames' sizes or the durations.",
            assumed: [
                "the willHide's end frame and the moving keyboard's frame: an empty frame at the screen's origin",
                "duration 0.25 s for the willHide, 0 for the move",
            ],
            events: events([
                (0, show), (1, Note(.willHide, from: shown, to: k.zero)),
                (1.5, Note(.willChangeFrame, from: k.zero, to: k.zero, duration: 0)),
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var undockReason: String? {
        iPadOnly.map { "\($0): only an iPad's keyboard undocks" }
    }

    /// The iPad keyboard undocked from its menu: a willHide while it stays on the screen.
    func undock() -> StreamBody {
        let raised = k.undocked(h)
        return StreamBody(
            source: "https://github.com/lionheart/openradar-mirror/issues/12171",
            description:
                "Undocking the iPad keyboard from its menu: iOS sends willHide although the keyboard stays on the screen, raised. A hide rests: the layout ends at rest.",
            evidence:
                "On iOS 8, willHide and didHide are sent when the user long-presses the hide-keyboard key and chooses Undock or Split, and not when undocking with a gesture (radar 18010127); the Flutter engine (PR 37719) and React Native (PR 48131, an iPad mini simulator) rely on willHide for any detached keyboard. No source gives that willHide's frames.",
            assumed: [
                "the willHide's end frame: the whole keyboard raised to the screen's middle",
                "duration 0.25 s and curve 7",
            ],
            events: events([
                (0, show), (1, Note(.willHide, from: shown, to: raised)),
                (1.5, Note(.didHide, from: shown, to: raised)),
            ]))
    }

    /// From a plain field to a secure one: willChangeFrame three times, the first with duration 0.
    func passwordPrompt() -> StreamBody {
        StreamBody(
            source: "https://github.com/freshOS/KeyboardLayoutGuide/pull/31",
            description:
                "Moving from a plain field to a secure one while the keyboard is up: willChangeFrame three times, the first with duration 0, the keyboard staying up. The reference keeps the layout where the keyboard is.",
            evidence:
                "Switching from a normal text field to a secure one posts keyboardWillChangeFrame three times, the first with a wrong value; the fix animates only when the duration is above 0 (KeyboardLayoutGuide PR 31, December 2019, no device or iOS version named). The keyboard stays up: nothing hides.",
            assumed: [
                "the first notification's wrong value is not given: every end frame is the docked keyboard's",
                "durations: 0 for the first, 0.25 s for the others",
            ],
            events: events([
                (0, show), (1, Note(.willChangeFrame, from: shown, to: shown, duration: 0)),
                (1.05, Note(.willChangeFrame, from: shown, to: shown)),
                (1.1, Note(.willChangeFrame, from: shown, to: shown)),
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var thirdPartyRampReason: String? {
        family == .iPad
            ? "iPhone only: the sources show third-party keyboards on iPhones (iOS 8)"
            : os.flatMap { $0.major < 8 ? "iOS \($0): third-party keyboards came with iOS 8" : nil }
    }

    /// A third-party keyboard: willShow three times, heights 0, 216, 256.
    func thirdPartyRamp() -> StreamBody {
        let ramp = KeyboardHeights.thirdPartyRamp.map { k.docked($0) }
        return StreamBody(
            source: "https://github.com/michaeltyson/TPKeyboardAvoiding/pull/138",
            description:
                "A third-party keyboard (Swype) sends willShow three times on one show, with heights 0, 216 and then 256. The zero-height frame is not visible and moves nothing; the layout follows 216, then ends at 256.",
            evidence:
                "Each third-party input method posts the notification three times, the first with an empty rect (TPKeyboardAvoiding PR 138; PR 139: one more willShow with a higher rect while on the screen). On iOS 8 in portrait the Swype keyboard's three willShow carry heights 0, 216 and 256, SwiftKey's 0, 216 and 259, the system keyboard's one 224 (a Stack Overflow answer, 'can't get correct value of keyboard height in iOS8'). No durations or begin frames are shown.",
            assumed: [
                "frames of those heights at the screen's bottom, the screen's width", "duration 0.25 s and curve 7",
                "0.05 s between the notifications",
            ],
            events: events([
                (0, Note(.willShow, from: k.below(0), to: ramp[0])),
                (0.05, Note(.willShow, from: ramp[0], to: ramp[1])),
                (0.1, Note(.willShow, from: ramp[1], to: ramp[2])),
            ]))
    }

    /// Seed 001's order: the keyboard up, then inside the turn willHide, willShow in the new orientation, the end;
    /// on iOS 8.3 the pair twice (Apple Developer Forums thread 5706).
    func rotation() -> StreamBody {
        let twice = os.map { $0.major == 8 && $0.minor == 3 } ?? false
        let turned = scene.turned()
        let t = Frames(screen: turned.screen)
        let h = KeyboardHeights.docked(
            screen: turned.screen.interfaceBounds, window: turned.window,
            osVersion: turned.screen.osVersion ?? tableVersion)
        let geometry = TransitionGeometry(
            duration: 0.4, screen: turned.screen, window: turned.window, views: turned.views)
        let pair = [
            TimedEvent(.notification(Note(.willHide, from: t.docked(h), to: t.below(h)).resolved(t)), at: 0.6),
            TimedEvent(.notification(Note(.willShow, from: t.below(h), to: t.docked(h)).resolved(t)), at: 0.6),
        ]
        return StreamBody(
            source: "https://developer.apple.com/forums/thread/5706?answerId=13271022",
            description:
                "A rotation with the keyboard up: the transition begins, willHide and willShow come inside it with the new orientation's frames"
                + (twice ? ", twice as on iOS 8.3" : "")
                + ", then the transition ends. The reference sets the frames without an animation of its own inside the transition, so a bar riding the keyboard never leaves it.",
            evidence:
                "On an iPad (the Simulator, 'the same on iPad devices'), rotating with the keyboard up posts willHide then willShow from willRotateToInterfaceOrientation, inside performWithoutAnimation: twice on iOS 8.3, once on iOS 7.1 (Apple Developer Forums thread 5706). Seed 001 (an iPhone before iOS 8) shows the same order: the keyboard hides and shows again inside the rotation. Neither gives frames or durations.",
            assumed: [
                "frames: the new orientation's docked keyboard (\(h.pt) pt), from and to just below the screen",
                "duration 0.25 s and curve 7", "the transition 0.4 s long",
            ],
            events: [
                TimedEvent(.notification(show.resolved(k)), at: 0), TimedEvent(.transitionBegin(geometry), at: 0.6),
            ]
                + pair + (twice ? pair : []) + [TimedEvent(.transitionEnd, at: 1)])
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var nonLocalReason: String? {
        iPadOnly.map { "\($0): another app's keyboard shows only beside it, in Split View or Slide Over" }
            ?? os.flatMap { $0.major < 9 ? "iOS \($0): UIKeyboardIsLocalUserInfoKey came with iOS 9" : nil }
    }

    /// Another app's keyboard: UIKeyboardIsLocalUserInfoKey false.
    func nonLocal() -> StreamBody {
        StreamBody(
            source: "https://github.com/facebook/react-native/pull/23245",
            description:
                "Another app's keyboard in Split View or Slide Over: the notifications come with UIKeyboardIsLocalUserInfoKey false. The reference follows it unless options.ignoreNonLocal is on (then keyboard-non-local-ignored; a hide is never ignored).",
            evidence:
                "With two apps side by side, the other app's keyboard appearing reaches this app with keyboardIsLocalUserInfoKey false (React Native PR 23245); with multitasking the system notifies every visible app when the keyboard appears and disappears, and the key is false in the apps that do not own it (UIKit documentation, iOS 9). No frames or durations are shown.",
            assumed: ordinary,
            events: events([
                (0, Note(.willShow, from: below, to: shown, isLocal: false)),
                (1, Note(.willHide, from: shown, to: below, isLocal: false)),
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var crossFadeReason: String? {
        os.flatMap { $0.major < 14 ? "iOS \($0): Prefer Cross-Fade Transitions came with iOS 14" : nil }
    }

    /// Prefer Cross-Fade Transitions: frames that are not the keyboard's.
    func crossFade() -> StreamBody {
        let empty = Rect(x: 0, y: 0, width: k.bounds.width, height: 0)
        let short = Rect(x: k.bounds.minX, y: k.bounds.maxY, width: k.bounds.width, height: 71)
        return StreamBody(
            source: "https://github.com/RxSwiftCommunity/RxKeyboard/pull/107",
            description:
                "With Reduce Motion and Prefer Cross-Fade Transitions on, the keyboard fades instead of sliding and its notifications carry frames that are not the keyboard's: an empty end frame at the screen's top, and a hide whose end frame at the screen's bottom is 71 pt high. Neither covers anything; the layout rests after the hide.",
            evidence:
                "On a 375 x 812 screen with Prefer Cross-Fade Transitions, the keyboard showed at (0, 521, 375, 291) and its hide gave (0, 812, 375, 71): at the screen's bottom, 71 pt high, not the keyboard's 291 (RxKeyboard PR 107, its output frames). With the setting on a notification returns an empty end frame (FinniversKit PR 1208); on iOS 14 and later the willChangeFrame end frame is 0 high at y 0 (React Native PR 34503). No source shows a frame covering the screen.",
            assumed: [
                "the order: the empty willChangeFrame, then the hide",
                "the hide's 71 pt from the 375 x 812 report, at this screen's bottom",
                "duration 0.25 s and curve 7",
            ],
            events: events([
                (0, show), (1, Note(.willChangeFrame, from: shown, to: empty)),
                (1.5, Note(.willHide, from: shown, to: short)),
            ]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var interactiveDismissalReason: String? {
        os.flatMap { $0.major < 7 ? "iOS \($0): keyboardDismissMode came with iOS 7" : nil }
    }

    /// An interactive dismissal: no notification while the keyboard is dragged.
    func interactiveDismissal() -> StreamBody {
        let half = Rect(x: shown.minX, y: shown.minY + h / 2, width: shown.width, height: h)
        return StreamBody(
            source: "https://github.com/lionheart/openradar-mirror/issues/4307",
            description:
                "A scroll view with keyboardDismissMode .interactive: the user drags the keyboard down and no notification comes while it moves; willHide comes only when the drag ends and the keyboard leaves. During the drag the layout is stale: a bar that rode the keyboard stands apart from it.",
            evidence:
                "During an interactive dismissal the keyboard notifications are not fired; none is triggered until the keyboard is dragged completely off the screen (radar 15341512, iOS 7.0.3; radar 14847817: willChangeFrame and didChangeFrame are not sent as the frame is updated). On iOS 12 keyboardWillChangeFrameNotification comes only when the pan gesture ends, 'since at least iOS 9' (KeyboardLayoutGuide issue 17, issue 35). No frames or devices are given.",
            assumed: [
                "the drag: the keyboard on the screen halfway down, then gone below the screen, with no notification",
                "the notification at the end: willHide to just below the screen, duration 0.25 s, curve 7",
                "1 s for the drag",
            ],
            events: events([(0, show)]) + [silent(half, at: 1, k), silent(below, at: 1.5, k)]
                + events([(1.5, hide)]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var emojiSwitchReason: String? {
        family == .iPad
            ? "iPhone only: the sources show iPhones (radar 33990607, an iPhone 6)"
            : os.flatMap {
                $0.major != 11 ? "iOS \($0): the sources show iOS 11 (radar 35735170, radar 33990607)" : nil
            }
    }

    /// iOS 11, Predictive off: the switch to emoji grows the keyboard silently.
    func emojiSwitch() -> StreamBody {
        let letters = k.docked(max(0, h - KeyboardHeights.quickTypeBar))
        return StreamBody(
            source: "https://github.com/lionheart/openradar-mirror/issues/18973",
            description:
                "iOS 11 with Predictive off: long-pressing the globe key to switch to the emoji keyboard makes the keyboard taller with no notification; switching back is notified. Between the two the layout is stale and a bar riding the keyboard is covered."
                + (os == nil ? " Generated for iOS 11, the version the radars name." : ""),
            evidence:
                "On iOS 11 with the Predictive setting off, long-pressing to switch to the emoji keyboard posts no UIKeyboardWillChangeFrameNotification although the keyboard's height changes (radar 35735170). On an iPhone 6 (iOS 11 beta 6) switching through the long-press picker posts nothing, tapping the emoji key notifies, and switching back notifies (radar 33990607). No heights are given.",
            assumed: [
                "the letters keyboard without the QuickType bar, \(max(0, h - KeyboardHeights.quickTypeBar).pt) pt; "
                    + "the emoji keyboard as tall as this scene's keyboard with the bar, \(h.pt) pt",
                "switching back: willChangeFrame to the letters keyboard, duration 0.25 s, curve 7",
            ],
            events: events([
                (0, Note(.willShow, from: k.below(max(0, h - KeyboardHeights.quickTypeBar)), to: letters))
            ])
                + [silent(shown, at: 1, k)] + events([(2, Note(.willChangeFrame, from: shown, to: letters))]))
    }

    /// Why the stream below does not apply to this scene; nil when it does.
    var numberPadSwitchReason: String? {
        family == .iPad
            ? "iPhone only: the source shows an iPhone 5s (radar 22437233)"
            : os.flatMap { $0.major != 9 ? "iOS \($0): the source shows iOS 9.0 (radar 22437233)" : nil }
    }

    /// iOS 9.0: a number pad after a standard keyboard, silently.
    func numberPadSwitch() -> StreamBody {
        let pad = k.docked(216)
        return StreamBody(
            source: "https://github.com/lionheart/openradar-mirror/issues/5888",
            description:
                "iOS 9.0: tapping a number-pad field after a standard one changes the keyboard's height and posts nothing. The layout stays where the standard keyboard left it: stale."
                + (os == nil ? " Generated for iOS 9.0, the version the radar names." : ""),
            evidence:
                "On an iPhone 5s with iOS 9.0, UIKeyboardWillChangeFrameNotification and UIKeyboardDidChangeFrameNotification fire when a standard field with correction is tapped, but not when a number-pad field is tapped next (radar 22437233). No frames or heights are given.",
            assumed: [
                "the standard keyboard this scene's \(h.pt) pt, the number pad 216 pt",
                "the first show: willShow, duration 0.25 s, curve 7",
            ],
            events: events([(0, show)]) + [silent(pad, at: 1, k)])
    }

    // react-native-keyboard-controller PR 331 (merged as ceb6bfd69a, "Tested on iPhone 15 Pro"), its log of
    // focusing a secureTextEntry field:
    //   onStart height 291 / onEnd height 291 / onStart height 336 / ... // onMove / onEnd height 336
    // At that commit ios/observers/KeyboardMovementObserver.swift sends onStart from willShow with the end
    // frame's height and onEnd from didShow (L211); a willHide's onStart reports height 0 (L189), so the four
    // events are willShow, didShow, willShow, didShow, with no hide. PR 557: "iOS 17 with secureTextEntry
    // randomly attaches/detaches inputAccessoryView". Issue 327 reports the same double show.
    /// Why the stream below does not apply to this scene; nil when it does.
    var secureFieldDoubleShowReason: String? {
        family == .iPad
            ? "iPhone only: the source shows an iPhone 15 Pro (react-native-keyboard-controller PR 331)"
            : os.flatMap { $0.major < 17 ? "iOS \($0): the source shows iOS 17 (PR 557)" : nil }
    }

    /// iOS 17, a secure field: the keyboard shows twice, 45 pt lower the first time.
    func secureFieldDoubleShow() -> StreamBody {
        let plain = k.docked(max(0, h - 45))
        return StreamBody(
            source: "https://github.com/kirillzyusko/react-native-keyboard-controller/pull/331",
            description:
                "iOS 17 on an iPhone, focusing a secure text field: the keyboard shows 45 pt lower than it ends (291 then 336 pt on an iPhone 15 Pro), the first show ending at once, then shows again taller. willShow, didShow, willShow, didShow, with no hide. The reference follows each height."
                + (os == nil ? " Generated for iOS 17, the version the source names." : ""),
            evidence:
                "react-native-keyboard-controller PR 331 (tested on an iPhone 15 Pro) logs focusing a secureTextEntry field: onStart height 291, onEnd height 291, onStart height 336, onEnd height 336; in the library at that commit onStart comes from keyboardWillShow and onEnd from keyboardDidShow, and a willHide would report height 0, so the device posted willShow, didShow, willShow, didShow. PR 557 names iOS 17 and the secure field's accessory attached and detached; issue 327 reports the double show. No durations, curves, frames or times are logged. In compare no policy's verdict changes against show-hide: each of them hears the second willShow and follows it; the stream catches code that acts on the first show only.",
            assumed: [
                "heights: this scene's keyboard, \(h.pt) pt, for the second show and 45 pt less, "
                    + "\(max(0, h - 45).pt) pt, for the first (291 and 336 pt on the iPhone 15 Pro of the source)",
                "the frames: the screen's width, at its bottom; the first show from just below the screen, the "
                    + "second from the first's frame",
                "durations 0.25 s and curve 7 for both willShow; the first didShow 0.05 s after its willShow "
                    + "(\"ends at once\"), the second willShow 0.1 s after the first",
                "no willChangeFrame or didChangeFrame: the library listens to neither, so the log cannot show them",
            ],
            events: events([
                (0, Note(.willShow, from: k.below(max(0, h - 45)), to: plain)),
                (0.05, Note(.didShow, from: k.below(max(0, h - 45)), to: plain)),
                (0.1, Note(.willShow, from: plain, to: shown)), (0.35, Note(.didShow, from: plain, to: shown)),
            ]))
    }

    // react-native-keyboard-controller PR 539 (merged as 6861faf60e, 2024-08-07) logs the hide it fixes:
    //   {"duration": 250, "height": 0, ...} 1723043957135   (keyboardWillHide)
    //   {"duration": 250, "height": 0, ...} 1723043957142   (keyboardDidHide)
    // willHide maps to keyboardWillDisappear and didHide to keyboardDidDisappear (KeyboardMovementObserver.swift
    // at 54dc6d72d2, L63-68 and L81-86). PR 557: "keyboard can be hidden immediately but with duration === 250".
    /// The keyboard hidden at once while its notifications claim 0.25 s.
    func instantHide() -> StreamBody {
        StreamBody(
            source: "https://github.com/kirillzyusko/react-native-keyboard-controller/pull/539",
            description:
                "The keyboard is hidden at once while its willHide and didHide both claim a 0.25 s animation, 7 ms apart. Code that animates its views down over the claimed 0.25 s moves them after a keyboard that is already gone: a bar riding the keyboard floats for a quarter of a second."
                + " No device or version is named, so the stream applies to every device (an assumption).",
            evidence:
                "react-native-keyboard-controller PR 539 logs a keyboardWillHide and a keyboardDidHide, both with duration 250 ms and height 0, received 7 ms apart (1723043957135 and 1723043957142); PR 557 says the keyboard can be hidden immediately but with a duration of 250 ms. No device, version or frames are named for the log. In compare no policy's verdict changes against show-hide (each hears the willHide); the bar gap does: the views stay where the shown keyboard put them while it is already gone (maxBarGap 336 for the reference on the example iPhone 15).",
            assumed: [
                "every device and version: the source names none",
                "the show before it: this scene's docked keyboard, \(h.pt) pt, willShow and didShow 0.5 s apart",
                "the keyboard leaves the screen at once (PR 557): played as a silent change just before the "
                    + "willHide",
                "the hide's frames: from the docked keyboard to just below the screen; curve 7",
            ],
            events: events([(0, show), (0.5, show.did)])
                + [TimedEvent(.keyboardOnScreen(nil), at: 1)]
                + events([(1, hide), (1.007, hide.did)]))
    }

    // react-native-keyboard-controller issue 1242 (iPhone 16 Pro and 16 Pro Max, iOS 26.0 and 26.1, Reduce
    // Motion with Prefer Cross-Fade Transitions): the didShow's event reads "duration": 383 and "progress": 0.
    // PR 1161 (merged as 8041105fea): "iOS 26 dispatches keyboardDidShow after ~40ms if cross-fade + reduced
    // motion enabled". At 04670f4baa, KeyboardMovementObserver+Listeners.swift L44-74 takes the duration from
    // the didShow notification itself.
    /// Why the stream below does not apply to this scene; nil when it does.
    var crossFadeEarlyDidShowReason: String? {
        family == .iPad
            ? "iPhone only: the source shows an iPhone 16 Pro and 16 Pro Max (react-native-keyboard-controller "
                + "issue 1242)"
            : os.flatMap { v in
                v.major == 26 && v.minor <= 1 ? nil : "iOS \(v): the source shows iOS 26.0 and 26.1 (issue 1242)"
            }
    }

    /// iOS 26.0 and 26.1 with cross-fade: didShow 40 ms after willShow.
    func crossFadeEarlyDidShow() -> StreamBody {
        StreamBody(
            source: "https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1242",
            description:
                "iOS 26.0 and 26.1 with Reduce Motion and Prefer Cross-Fade Transitions: didShow arrives about 40 ms after willShow, long before the 0.383 s the notifications claim for the show has run. Code that waits for didShow to lay out late, or that reads didShow as the end of the motion, acts while the keyboard is still fading in."
                + (os == nil ? " Generated for iOS 26.0, the version the source names." : ""),
            evidence:
                "react-native-keyboard-controller issue 1242 (iPhone 16 Pro and 16 Pro Max, iOS 26.0 and 26.1, Reduce Motion with Prefer Cross-Fade Transitions) logs the didShow's event with duration 383 ms; PR 1161 says iOS 26 dispatches keyboardDidShow about 40 ms after the show when cross-fade and reduced motion are on. The issue's reporter expected a height of about 318; no frames are logged. In compare no policy's verdict changes against show-hide: the policies lay out on willShow, which comes as usual; the stream catches code that lays out on didShow or takes it for the end of the motion.",
            assumed: [
                "the frames: this scene's docked keyboard, \(h.pt) pt, from just below the screen (the end frame "
                    + "non-empty, as the issue's progress 0 rather than NaN implies)",
                "the willShow's duration the didShow's 0.383 s; curve 7",
                "didShow 0.04 s after willShow (\"~40ms\")",
            ],
            events: events([
                (0, Note(.willShow, from: below, to: shown, duration: 0.383)),
                (0.04, Note(.didShow, from: below, to: shown, duration: 0.383)),
            ]))
    }
}

// The second batch of iOS 26 streams (docs/devices.md, "Streams"), each only as far as its source goes.
extension StreamContext {
    // react-native-keyboard-controller issue 1284 (an iPhone 17, iOS 26.2, React Native 0.79.6, the library at
    // 1.20.6): keyboardWillShow's end frame is 335 pt high the first time the keyboard opens and 369 every later
    // time, 34 pt more, the bottom of useSafeAreaInsets(); the reporter then found react-native-keyboard-manager
    // (a second keyboard manager, IQKeyboardManager's wrapper) to be the cause and closed the issue.
    /// Why the stream below does not apply to this scene; nil when it does.
    var twoKeyboardManagersReason: String? {
        if family == .iPad {
            return "iPhone only: the source shows an iPhone 17 (react-native-keyboard-controller issue 1284)"
        }
        if scene.window.safeAreaInsets.bottom <= 0 {
            return "the later shows are taller by the window's bottom safe area (34 pt on the source's iPhone 17); "
                + "this window has none"
        }
        return os.flatMap { $0 < OSVersion(26, 2) ? "iOS \($0): the source shows iOS 26.2 (issue 1284)" : nil }
    }

    /// Two keyboard managers in one app: the first show at the docked height, every later one taller by the
    /// bottom safe area.
    func twoKeyboardManagers() -> StreamBody {
        let extra = scene.window.safeAreaInsets.bottom
        let taller = k.docked(h + extra)
        let version =
            os.map { $0 > OSVersion(26, 2) ? ["iOS \($0): carried from iOS 26.2, the version the source shows"] : [] }
            ?? []
        return StreamBody(
            source: "https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1284",
            description:
                "Two keyboard managers in one app (react-native-keyboard-manager beside another): the first willShow ends at the docked keyboard's height, every later one taller by the window's bottom safe area (335, then 369 pt on an iPhone 17 on iOS 26.2). Code that trusts the later frames lifts its views the safe area too high."
                + (os == nil ? " Generated for iOS 26.2, the version the source names." : ""),
            evidence:
                "react-native-keyboard-controller issue 1284 (an iPhone 17, iOS 26.2) prints the height of keyboardWillShow's end frame: 335 the first time the keyboard opens and 369 after that; the difference, 34, is the bottom of the safe area insets. The reporter found react-native-keyboard-manager to be the cause and closed the issue. No durations, times, hides or other notifications are logged.",
            assumed: version + [
                "heights: this scene's docked keyboard, \(h.pt) pt, for the first show, and \((h + extra).pt) pt "
                    + "(its window's bottom safe area, \(extra.pt) pt, more) for the second (335 and 369 pt on the "
                    + "source's iPhone 17)",
                "the frames: the screen's width, at its bottom, each show from just below the screen",
                "a hide between the two shows (willHide, didHide) and didShow after each willShow, 0.25 s later; "
                    + "duration 0.25 s and curve 7 for each",
            ],
            events: events([
                (0, show), (0.25, show.did), (1, hide), (1.25, hide.did),
                (2, Note(.willShow, from: k.below(h + extra), to: taller)),
                (2.25, Note(.didShow, from: k.below(h + extra), to: taller)),
            ]))
    }

    // flutter_keyboard_visibility PR 162 (2024-07-09): "The iOS floating keyboard does not trigger observers
    // UIKeyboardDidShowNotification, UIKeyboardWillShowNotification, UIKeyboardWillHideNotification. It does
    // trigger UIKeyboardDidChangeFrameNotification."
    /// Why the stream below does not apply to this scene; nil when it does.
    var floatingDidChangeFrameOnlyReason: String? {
        iPadOnly.map { "\($0): the floating keyboard is an iPad's (flutter_keyboard_visibility PR 162)" }
            ?? os.flatMap { $0.major < 13 ? "iPadOS \($0): the floating keyboard came with iPadOS 13" : nil }
    }

    /// The iPad's floating keyboard shown and dismissed with didChangeFrame only.
    func floatingDidChangeFrameOnly() -> StreamBody {
        StreamBody(
            source: "https://github.com/MisterJimson/flutter_keyboard_visibility/pull/162",
            description:
                "The iPad's floating keyboard comes and goes with didChangeFrame only: no willShow, didShow or willHide. Code that waits for willShow never learns of it; a floating keyboard covers without pushing, so the layout rests."
                + " No iPadOS version is named, so the stream applies from iPadOS 13, when the floating keyboard came (an assumption).",
            evidence:
                "flutter_keyboard_visibility PR 162 says the iOS floating keyboard triggers neither UIKeyboardWillShowNotification, UIKeyboardDidShowNotification nor UIKeyboardWillHideNotification, and does trigger UIKeyboardDidChangeFrameNotification, and adds an observer for it. No frames, durations, device or version are given.",
            assumed: [
                "every iPad from iPadOS 13: the source names no device or version",
                "the frames: an empty frame at the screen's origin, as a floating keyboard's frames are reported "
                    + "in floating-drag (KeyboardLayoutGuide issue 37); the source gives none",
                "one didChangeFrame as the keyboard appears and one as it leaves, 1 s apart, duration 0",
            ],
            events: events([
                (0, Note(.didChangeFrame, from: k.zero, to: k.zero, duration: 0)),
                (1, Note(.didChangeFrame, from: k.zero, to: k.zero, duration: 0)),
            ]))
    }
}

// manaflow-ai/cmux PR 10006 ("Fix iOS 27 keyboard re-open animation", merged 2026-08), its test
// KeyboardNotificationTransitionLifecycleTests.staleHideCompletionDoesNotReplaceNewerShowTarget
// (Packages/iOS/CmuxMobileTerminal/Tests/CmuxMobileTerminalTests/, read at 6ef20e5024): on a 402 x 874 window it
// posts, each with duration 0.35 and curve easeInOut,
//   keyboardWillChangeFrame  begin (0, 574, 402, 300)  end (0, 874, 402, 300)   the hide
//   keyboardWillChangeFrame  begin (0, 720, 402, 300)  end (0, 574, 402, 300)   the reversal, 146 pt down
//   keyboardDidChangeFrame   begin (0, 574, 402, 300)  end (0, 874, 402, 300)   the hide's, late
// and expects the keyboard up with a 300 pt target. The diff's comment: "A superseded leg can be redelivered after
// a reversal has already become active. Treat an exact historical pair as stale". The test forces the iOS 27
// keyboard dock (CMUX_UITEST_FORCE_IOS27_KEYBOARD_DOCK); PR 9958 runs that dock on iOS 27 only.
extension StreamContext {
    /// Why the stream below does not apply to this scene; nil when it does.
    var hideReversedHalfWayReason: String? {
        if family == .iPad {
            return "iPhone only: the source's test posts its sequence on a 402 x 874 window, an iPhone's "
                + "(manaflow-ai/cmux PR 10006)"
        }
        guard let os, os.major < 27 else { return nil }
        return "iOS \(os): the source shows iOS 27 (manaflow-ai/cmux PR 10006 fixes its iOS 27 keyboard)"
    }

    /// A hide reversed half-way, then the hide's didChangeFrame after the reversal: a developer's constructed test.
    func hideReversedHalfWay() -> StreamBody {
        let down = min(146, h)
        let reversal = Rect(x: shown.minX, y: shown.minY + down, width: shown.width, height: h)
        let hideLeg = Note(.willChangeFrame, from: shown, to: below, duration: 0.35, curve: 0)
        return StreamBody(
            source: "https://github.com/manaflow-ai/cmux/pull/10006",
            description:
                "A hide reversed half-way: willChangeFrame down, then, before the keyboard is down, willChangeFrame back up from where it was, then the hide's didChangeFrame arrives late, after the reversal, with the hide's frames. The keyboard stays up. The reference takes each notification as its rules say: a did* gives the layout of its own end frame (rule 9), here below the screen, so the last notification puts the layout at rest under a keyboard that is up, and the step after it is stale."
                + (os == nil ? " Generated for iOS 27, the version the source names." : ""),
            evidence:
                "manaflow-ai/cmux PR 10006 (\"Fix iOS 27 keyboard re-open animation\") adds a unit test that posts, on a 402 x 874 window, keyboardWillChangeFrame from (0, 574, 402, 300) to (0, 874, 402, 300), then keyboardWillChangeFrame from (0, 720, 402, 300) back to (0, 574, 402, 300), then keyboardDidChangeFrame from (0, 574, 402, 300) to (0, 874, 402, 300), each with duration 0.35 and curve easeInOut, and expects the keyboard up with a 300 pt target: the late didChangeFrame of the superseded hide is taken as stale. This is a developer's constructed test sequence posted to NotificationCenter, not a device log: the PR's code says a superseded leg can be redelivered after a reversal, and the test forces the app's iOS 27 keyboard path, but no device or log shows the sequence.",
            assumed: [
                "every iPhone: the source's window is 402 x 874 (an iPhone 17's); no device is named",
                "the show before the hide: willShow from just below the screen to the docked keyboard at 0 s, as "
                    + "the hide's begin frame is the docked keyboard; the source posts no show",
                "frames: this scene's docked keyboard, \(h.pt) pt, the screen's width (the source's 300 pt on 402 x "
                    + "874); the reversal starts \(down.pt) pt below the docked top, as the source's (0, 720) is "
                    + "146 pt below (0, 574)",
                "duration 0.35 s and curve 0 (easeInOut) for every notification, the source's",
                "times: the source posts the three at once; here the hide at 1 s, the reversal half-way through "
                    + "the hide's 0.35 s (1.175 s), the late didChangeFrame as the reversal's motion ends (1.525 s)",
                "the keyboard on the screen stays docked after the late didChangeFrame, as the source's test "
                    + "expects (keyboard up, a 300 pt target): played as a silent change to the docked frame at "
                    + "1.525 s",
            ],
            events: events([
                (0, Note(.willShow, from: below, to: shown, duration: 0.35, curve: 0)), (1, hideLeg),
                (1.175, Note(.willChangeFrame, from: reversal, to: shown, duration: 0.35, curve: 0)),
                (1.525, hideLeg.did),
            ]) + [silent(shown, at: 1.525, k)])
    }
}

/// A notification of a stream, its frames in interface coordinates.
private struct Note {
    var event: KeyboardEvent
    var from: Rect
    var to: Rect
    var duration = 0.25
    var isLocal = true
    /// The curve the source gives; nil for the keyboard's own, 7 (0 when the duration is 0).
    var curve: Int?

    init(
        _ event: KeyboardEvent, from: Rect, to: Rect, duration: Double = 0.25, isLocal: Bool = true,
        curve: Int? = nil
    ) {
        self.event = event
        self.from = from
        self.to = to
        self.duration = duration
        self.isLocal = isLocal
        self.curve = curve
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
            duration: duration, curve: curve ?? (duration > 0 ? 7 : 0), isLocal: isLocal)
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

    /// Undocked: the full keyboard raised to the middle of the screen.
    func undocked(_ height: Double) -> Rect {
        Rect(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - height) / 2), width: bounds.width, height: height)
    }
}
