// A log's notifications played on the user's scene (docs/replay.md): each event with what it printed and what was
// assumed in its place, the silent changes between them, and the timed events simulate plays.

/// One notification of the log as the replay plays it.
public struct ReplayEvent: Hashable, Sendable {
    /// Its first line in the log, 1-based.
    public var line: Int
    /// What the log printed: the name (nil for a bare userInfo) and the values.
    public var printed: KeyboardNotification
    /// Seconds since the first keyboard notification, where the log prints timestamps; nil otherwise.
    public var t: Double?
    /// The notification played: the printed values, and for the rest the defaults listed in `assumed`.
    public var played: ResolvedNotification
    /// Each value the log did not print and the replay supplied, with why (pointers into `events`).
    public var assumed: [Assumption]
    /// What reading its text warns of that the user should know (`key-spelled-loosely`).
    public var warnings: [LayoutWarning] = []
}

/// A known behavior of the system that the log's sequence shows, and the catalogue's stream that plays it.
public struct ReplayMatch: Hashable, Sendable {
    /// What the sequence shows: `duplicate-willShow`, `keyboard-height-change`, `zero-duration-change`,
    /// `rotation-pair`, `silent-change`, `non-local`, `empty-end-frame`, `floating-frame`.
    public var behavior: String
    /// The stream of the catalogue (docs/devices.md) that plays it.
    public var stream: String
    /// The indexes of the events that show it.
    public var events: [Int]
    /// The stream's source, when the stream applies to the scene; nil with the reason in `because` otherwise.
    public var source: String?
    /// What the events show, with the numbers.
    public var because: String
}

/// A replay: the events, the silent changes, what simulate plays, the timing assumed and the matches.
public struct Replay: Hashable, Sendable {
    /// Each notification, in the log's order.
    public var events: [ReplayEvent]
    /// The indexes i >= 1 whose begin frame is more than 0.5 pt from event i-1's end frame.
    public var silentChanges: [Int]
    /// What simulate plays: the notifications, each silent change as a `keyboardOnScreen` just before its event.
    public var timedEvents: [TimedEvent]
    /// The warnings of reading each of `timedEvents` (its event's; none for a silent change's).
    public var timedWarnings: [[LayoutWarning]] = []
    /// The timing assumed where the log prints no timestamps.
    public var assumptions: [Assumption]
    /// The known behaviors the sequence shows.
    public var matches: [ReplayMatch]

    /// The points below which two frames are the same (check's default tolerance).
    static let tolerance = 0.5

    /// The replay of `log` on `scene`.
    public static func build(_ log: NotificationLog, scene: Scene) -> Replay {
        let screen = scene.screen
        let first = log.notifications.first?.stamp
        var events: [ReplayEvent] = []
        var previousEnd: Rect?
        let dockedHeight = KeyboardHeights.docked(
            screen: screen.interfaceBounds, window: scene.window, osVersion: screen.osVersion)
        for (i, n) in log.notifications.enumerated() {
            let p = "/events/\(i)"
            let printed = n.notification
            var (event, assumed) = playedEvent(n, screen: screen, at: p)
            let end = playedEndFrame(
                printed, event: event, previousEnd: previousEnd, screen: screen, dockedHeight: dockedHeight,
                at: p, assumed: &assumed)
            let played = playedValues(printed, event: event, endFrame: end, at: p, assumed: &assumed)
            // Worked out on the printed digits, so `t` is exact to the log's precision (LogTime).
            let t: Double? = first.flatMap { f in n.stamp.map { $0.seconds(since: f) } }
            let warnings = n.skipped.filter { $0.kind == .looseKey }.map(\.looseKeyWarning)
            events.append(
                ReplayEvent(
                    line: n.line, printed: printed, t: t, played: played, assumed: assumed, warnings: warnings))
            previousEnd = end
        }
        let silent = silentChanges(events)
        let timeline = Timeline(events, silentChanges: silent)
        let matches = ReplayMatcher.matches(events, silentChanges: silent, scene: scene, dockedHeight: dockedHeight)
        return Replay(
            events: events, silentChanges: silent, timedEvents: timeline.timed, timedWarnings: timeline.warnings,
            assumptions: timeline.assumptions, matches: matches)
    }

    /// The event a logged notification plays: its printed name's, else the one its frames show (a bare
    /// userInfo); with the assumption where the name is a label the app wrote or is not printed at all.
    private static func playedEvent(
        _ n: LoggedNotification, screen: Screen, at p: String
    ) -> (KeyboardEvent, [Assumption]) {
        var assumed: [Assumption] = []
        let printed = n.notification
        let event: KeyboardEvent
        if let e = printed.event {
            event = e
            // Only `UIKeyboardWillShowNotification` is how a notification prints its own name (NSLog, print,
            // po, `notification.name`); `keyboardWillShow` and the other spellings are a handler's or a label
            // written by the app, which may not be the notification received.
            if let written = n.nameAsWritten, written != e.notificationName {
                assumed.append(
                    Assumption(
                        pointer: p + "/name",
                        because: "'\(written)' on line \(n.line) is how the app labels it, not a notification's "
                            + "printed name (\(e.notificationName)): \(e.rawValue) taken from the label"))
            }
        } else {
            event = inferredEvent(printed, screen: screen)
            assumed.append(
                Assumption(
                    pointer: p + "/name",
                    because: "a userInfo printed without the notification's name: \(event.rawValue)"
                        + (event == .willChangeFrame
                            ? ", which UIKit posts with every move of the keyboard"
                            : ", as its frames go \(event == .willShow ? "onto" : "off") the screen")))
        }
        return (event, assumed)
    }

    /// The end frame played: the printed one; else for a hide below the screen, else the previous
    /// notification's, else the scene's docked keyboard; with the assumption for each that is not printed.
    private static func playedEndFrame(
        _ printed: KeyboardNotification, event: KeyboardEvent, previousEnd: Rect?, screen: Screen,
        dockedHeight: Double, at p: String, assumed: inout [Assumption]
    ) -> Rect {
        if let e = printed.endFrame { return e }
        if event.isHide {
            let from = previousEnd.map { screen.toInterface($0) } ?? docked(screen, dockedHeight)
            let below = screen.fromInterface(
                Rect(x: from.x, y: screen.interfaceBounds.maxY, width: from.width, height: from.height))
            assumed.append(
                Assumption(
                    pointer: p + "/endFrame",
                    because: "not printed: a hide ends below the screen, \(below.text)"))
            return below
        }
        if let previousEnd {
            assumed.append(
                Assumption(
                    pointer: p + "/endFrame",
                    because: "not printed: the previous notification's end frame, \(previousEnd.text)"))
            return previousEnd
        }
        let end = screen.fromInterface(docked(screen, dockedHeight))
        assumed.append(
            Assumption(
                pointer: p + "/endFrame",
                because: "not printed, and no notification before it: the scene's docked keyboard, "
                    + "\(dockedHeight.pt) pt, \(end.text)"))
        return end
    }

    /// The notification played: the printed values, simulate's defaults for the ones not printed (marked
    /// omitted, with an assumption each).
    private static func playedValues(
        _ printed: KeyboardNotification, event: KeyboardEvent, endFrame end: Rect, at p: String,
        assumed: inout [Assumption]
    ) -> ResolvedNotification {
        var played = ResolvedNotification(
            event: event, beginFrame: printed.beginFrame, endFrame: end, duration: printed.duration ?? 0,
            curve: printed.curve ?? 0, isLocal: printed.isLocal ?? true)
        if printed.duration == nil {
            played.omitted.insert(.duration)
            assumed.append(Assumption(pointer: p + "/duration", because: "not printed: 0, simulate's default"))
        }
        if printed.curve == nil {
            played.omitted.insert(.curve)
            assumed.append(Assumption(pointer: p + "/curve", because: "not printed: 0, simulate's default"))
        }
        if printed.isLocal == nil {
            played.omitted.insert(.isLocal)
            assumed.append(
                Assumption(
                    pointer: p + "/isLocal",
                    because: "not printed: true, simulate's default (UIKit omitted it before iOS 9)"))
        }
        return played
    }

    /// What simulate plays, and when: each event at its time (one earlier than the event before it played at
    /// that one's), each silent change as a `keyboardOnScreen` just before its event, and the timing assumed
    /// where the log prints no timestamps.
    private struct Timeline {
        var timed: [TimedEvent] = []
        var warnings: [[LayoutWarning]] = []
        var assumptions: [Assumption] = []

        init(_ events: [ReplayEvent], silentChanges silent: [Int]) {
            let timestamps = events.contains { $0.t != nil }
            if !timestamps {
                assumptions.append(
                    Assumption(
                        pointer: "/simulation",
                        because: "the log prints no timestamps: each event happens when the previous one's motion "
                            + "has ended, simulate's rule"))
            } else if events.contains(where: { $0.t == nil }) {
                assumptions.append(
                    Assumption(
                        pointer: "/simulation",
                        because: "some events print no timestamp: each of those happens when the previous one's "
                            + "motion has ended, simulate's rule"))
            }
            var lastAt = 0.0
            for (i, e) in events.enumerated() {
                var at = e.t
                if let t = at {
                    if t < lastAt {
                        assumptions.append(
                            Assumption(
                                pointer: "/events/\(i)/t",
                                because:
                                    "\(t.pt) s is before the event before it (\(lastAt.pt) s): played at \(lastAt.pt)"
                            ))
                        at = lastAt
                    }
                    lastAt = max(lastAt, t)
                }
                if silent.contains(i), let begin = e.played.beginFrame {
                    timed.append(TimedEvent(.keyboardOnScreen(begin), at: at))
                    warnings.append([])
                }
                timed.append(TimedEvent(.notification(e.played), at: at))
                warnings.append(e.warnings)
            }
        }
    }

    /// The indexes whose begin frame is more than 0.5 pt from the previous event's end frame; an event repeating
    /// the previous one's two frames (a did* after its will*, a willShow after its willChangeFrame) is the same
    /// move and is not compared, and neither is one whose frame is not printed.
    static func silentChanges(_ events: [ReplayEvent]) -> [Int] {
        var out: [Int] = []
        for i in events.indices.dropFirst() {
            let a = events[i - 1].printed
            let b = events[i].printed
            guard let end = a.endFrame, let begin = b.beginFrame else { continue }
            if let aBegin = a.beginFrame, let bEnd = b.endFrame, aBegin.isClose(to: begin),
                end.isClose(to: bEnd)
            {
                continue
            }
            if !begin.isClose(to: end) { out.append(i) }
        }
        return out
    }

    /// The name of a bare userInfo: willShow when its frames go onto the screen, willHide when they go off it,
    /// else willChangeFrame, which UIKit posts with every move.
    static func inferredEvent(_ n: KeyboardNotification, screen: Screen) -> KeyboardEvent {
        guard let begin = n.beginFrame, let end = n.endFrame else { return .willChangeFrame }
        let onBefore = isOnScreen(begin, screen)
        let onAfter = isOnScreen(end, screen)
        if !onBefore, onAfter { return .willShow }
        if onBefore, !onAfter { return .willHide }
        return .willChangeFrame
    }

    /// Whether a frame in screen coordinates covers any of the screen.
    static func isOnScreen(_ f: Rect, _ screen: Screen) -> Bool {
        let i = screen.toInterface(f)
        let b = screen.interfaceBounds
        return i.width > 0 && i.height > 0 && min(i.maxY, b.maxY) - max(i.minY, b.minY) > tolerance
            && min(i.maxX, b.maxX) - max(i.minX, b.minX) > tolerance
    }

    /// The docked keyboard of `height` at the bottom of the screen, in interface coordinates.
    static func docked(_ screen: Screen, _ height: Double) -> Rect {
        let b = screen.interfaceBounds
        return Rect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
    }
}

extension Rect {
    /// Every edge within the replay's tolerance of `other`'s.
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) <= Replay.tolerance && abs(y - other.y) <= Replay.tolerance
            && abs(width - other.width) <= Replay.tolerance && abs(height - other.height) <= Replay.tolerance
    }
}
