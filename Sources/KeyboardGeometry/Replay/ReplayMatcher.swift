// The device streams' catalogue held against a log's sequence (docs/replay.md, "What the log shows"): each known
// behavior of the system is recognised by the frames and names of the events, never by the device, and named with
// the stream that plays it and the stream's source. A match is a claim about the sequence, with its evidence.
//
//   duplicate-willShow     a willShow while the keyboard is already up with the same frame   (duplicate-willShow)
//   keyboard-height-change a willShow or willChangeFrame while up, another height, same bottom (predictive-bar-toggle)
//   zero-duration-change   a willChangeFrame of duration 0 while the keyboard stays up       (password-prompt)
//   rotation-pair          a hide followed by a show whose frame is another width            (rotation)
//   silent-change          the keyboard moved between two events without a notification     (predictive-bar-toggle)
//   non-local              isLocal false: another app's keyboard                               (non-local)
//   empty-end-frame        an end frame 0 high                                                 (cross-fade)
//   floating-frame         an end frame at the screen's top that does not reach its bottom    (floating-drag)
//   secure-double-show     willShow, didShow, then willShow taller, no hide between          (secure-field-double-show)
//   instant-hide           willHide then didHide within 50 ms, the willHide claiming longer  (instant-hide)
//   early-didShow          didShow sooner after its willShow than the show's duration        (cross-fade-early-didShow)

enum ReplayMatcher {
    /// The matches of `events`, in the order of their first event.
    static func matches(_ events: [ReplayEvent], silentChanges: [Int], scene: Scene, dockedHeight: Double)
        -> [ReplayMatch]
    {
        var matching = ReplayMatching(
            events: events, screen: scene.screen,
            catalogue: StreamCatalogue.catalogue(for: scene, keyboardHeight: dockedHeight))
        for i in events.indices {
            matching.frameOddities(i)
            switch events[i].played.event {
            case .willShow, .willChangeFrame:
                matching.changeWhileUp(i)
                matching.rotationPair(i)
            case .didShow: matching.earlyDidShow(i)
            case .didHide: matching.instantHide(i)
            case .willHide, .didChangeFrame: break
            }
            matching.track(i)
        }
        for i in silentChanges { matching.silentChange(i) }
        return matching.out.sorted { ($0.events.first ?? 0, $0.behavior) < ($1.events.first ?? 0, $1.behavior) }
    }
}

/// One pass of the matcher over a replay's events: the keyboard's state as the notifications tell it (up from a
/// show until a hide), each rule a stage that reads it, and the matches found.
private struct ReplayMatching {
    let events: [ReplayEvent]
    let screen: Screen
    let catalogue: (streams: [KeyboardStream], notApplicable: [NotApplicableStream])
    var out: [ReplayMatch] = []
    /// The event since which the keyboard is up, and its frame now (interface coordinates).
    var upSince: Int?
    var upFrame: Rect?
    /// The last willShow since the keyboard came up.
    var lastShow: Int?
    /// The last willHide, and the frame the keyboard left.
    var lastHide: (index: Int, frame: Rect)?

    init(
        events: [ReplayEvent], screen: Screen,
        catalogue: (streams: [KeyboardStream], notApplicable: [NotApplicableStream])
    ) {
        self.events = events
        self.screen = screen
        self.catalogue = catalogue
    }

    /// A match naming `stream` with its source, or with the reason it does not apply to the scene.
    mutating func add(_ behavior: String, _ stream: String, _ indexes: [Int], _ because: String) {
        if let s = catalogue.streams.first(where: { $0.name == stream }) {
            out.append(
                ReplayMatch(behavior: behavior, stream: stream, events: indexes, source: s.source, because: because))
            return
        }
        let reason = catalogue.notApplicable.first { $0.name == stream }?.reason ?? "not in the catalogue"
        out.append(
            ReplayMatch(
                behavior: behavior, stream: stream, events: indexes, source: nil,
                because: because + "; the stream does not apply to this scene (\(reason))"))
    }

    /// The end frame as printed, in interface coordinates.
    func printedEnd(_ i: Int) -> Rect? { events[i].printed.endFrame.map { screen.toInterface($0) } }

    /// Another app's keyboard, an empty end frame, a floating one: read from one event alone.
    mutating func frameOddities(_ i: Int) {
        let n = events[i].played
        if n.isLocal == false, events[i].printed.isLocal == false {
            add("non-local", "non-local", [i], "isLocal false: another app's keyboard (iPad)")
        }
        let bottom = screen.interfaceBounds.maxY
        guard let f = printedEnd(i) else { return }
        if f.height <= Replay.tolerance, !n.event.isHide {
            add(
                "empty-end-frame", "cross-fade", [i],
                "the end frame \(f.text) is 0 high, as with Reduce Motion and Prefer Cross-Fade Transitions")
        } else if f.minY <= Replay.tolerance, f.height > Replay.tolerance, f.maxY < bottom - Replay.tolerance,
            n.event == .willChangeFrame
        {
            add(
                "floating-frame", "floating-drag", [i],
                "the end frame \(f.text) starts at the screen's top and does not reach its bottom "
                    + "(\(bottom.pt)): a floating keyboard")
        }
    }

    /// A willShow or willChangeFrame while the keyboard is up, at the same bottom: another height (the secure
    /// field's double show after a didShow, else the QuickType bar), the same frame again (a duplicate willShow),
    /// or a change of duration 0.
    mutating func changeWhileUp(_ i: Int) {
        let n = events[i].played
        guard let since = upSince, let up = upFrame, let f = printedEnd(i), f.height > Replay.tolerance,
            abs(f.maxY - up.maxY) <= Replay.tolerance
        else { return }
        let taller = abs(f.height - up.height) > Replay.tolerance
        if taller, n.event == .willShow, f.height > up.height, i >= 1, events[i - 1].played.event == .didShow {
            add(
                "secure-double-show", "secure-field-double-show", [since, i],
                "willShow and didShow at \(up.height.pt) pt, then willShow again at event \(i) to "
                    + "\(f.height.pt) pt with no hide, as iOS 17 does when a secure field is focused")
        } else if taller {
            add(
                "keyboard-height-change", "predictive-bar-toggle", [since, i],
                "the keyboard, up since event \(since) at \(up.height.pt) pt, becomes \(f.height.pt) pt high at event "
                    + "\(i) without a hide (the QuickType bar showing or hiding, or an input accessory)")
        } else if n.event == .willShow, let shown = lastShow {
            add(
                "duplicate-willShow", "duplicate-willShow", [shown, i],
                "willShow again at event \(i) while the keyboard is up since event \(since), to the same frame "
                    + "\(f.text) as the willShow of event \(shown)")
        }
        if n.event == .willChangeFrame, events[i].printed.duration == 0 {
            add(
                "zero-duration-change", "password-prompt", [i],
                "a willChangeFrame of duration 0 while the keyboard stays up, as moving to a secure field sends")
        }
    }

    /// A willShow after a willHide, within 1 s where both are timed, to a keyboard of another width.
    mutating func rotationPair(_ i: Int) {
        let e = events[i]
        guard e.played.event == .willShow, let hide = lastHide, let f = printedEnd(i),
            abs(f.width - hide.frame.width) > Replay.tolerance,
            e.t == nil || events[hide.index].t == nil || (e.t ?? 0) - (events[hide.index].t ?? 0) <= 1
        else { return }
        add(
            "rotation-pair", "rotation", [hide.index, i],
            "willHide (event \(hide.index)) then willShow (event \(i)) with a keyboard \(hide.frame.width.pt) then "
                + "\(f.width.pt) wide: the keyboard hidden and shown again in the new orientation")
        lastHide = nil
    }

    /// A didShow sooner after its willShow than the show's claimed duration (less 0.1 s).
    mutating func earlyDidShow(_ i: Int) {
        guard let shown = lastShow, let tWill = events[shown].t, let tDid = events[i].t,
            tDid - tWill < events[shown].played.duration - 0.1
        else { return }
        add(
            "early-didShow", "cross-fade-early-didShow", [shown, i],
            "didShow \(((tDid - tWill) * 1000).rounded().pt) ms after its willShow, which claims "
                + "\(events[shown].played.duration.pt) s: the show has not run yet (iOS 26.0 and 26.1 with Reduce "
                + "Motion and Prefer Cross-Fade Transitions)")
    }

    /// A didHide within 50 ms of a willHide that claims 0.1 s or more.
    mutating func instantHide(_ i: Int) {
        guard i >= 1, events[i - 1].played.event == .willHide, let tWill = events[i - 1].t, let tDid = events[i].t,
            tDid - tWill < 0.05, events[i - 1].played.duration >= 0.1
        else { return }
        add(
            "instant-hide", "instant-hide", [i - 1, i],
            "didHide \(((tDid - tWill) * 1000).rounded().pt) ms after a willHide claiming "
                + "\(events[i - 1].played.duration.pt) s: the keyboard was hidden at once")
    }

    /// The keyboard's state after event `i`: up from a show or change onto the screen, down after a hide or a
    /// change off it.
    mutating func track(_ i: Int) {
        let n = events[i].played
        let end = screen.toInterface(n.endFrame)
        switch n.event {
        case .willShow, .willChangeFrame:
            if Replay.isOnScreen(n.endFrame, screen) {
                if upSince == nil { upSince = i }
                upFrame = end
                if n.event == .willShow { lastShow = i }
            } else if n.event == .willChangeFrame {
                upSince = nil
                upFrame = nil
                lastShow = nil
            }
        case .willHide:
            lastHide = (i, n.beginFrame.map { screen.toInterface($0) } ?? upFrame ?? end)
            upSince = nil
            upFrame = nil
            lastShow = nil
        case .didShow, .didHide, .didChangeFrame:
            break
        }
    }

    /// A silent change between events i-1 and i.
    mutating func silentChange(_ i: Int) {
        guard let begin = events[i].played.beginFrame else { return }
        let before = events[i - 1].played.endFrame
        add(
            "silent-change", "predictive-bar-toggle", [i - 1, i],
            "event \(i - 1) left the keyboard at \(before.text), event \(i) says it was at \(begin.text): it moved "
                + "and the app was told nothing (as iOS 9 does when the QuickType bar shows); the steps between are "
                + "stale")
    }
}
