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
        let catalogue = StreamCatalogue.catalogue(for: scene, keyboardHeight: dockedHeight)
        func match(_ behavior: String, _ stream: String, _ indexes: [Int], _ because: String) -> ReplayMatch {
            if let s = catalogue.streams.first(where: { $0.name == stream }) {
                return ReplayMatch(
                    behavior: behavior, stream: stream, events: indexes, source: s.source, because: because)
            }
            let reason = catalogue.notApplicable.first { $0.name == stream }?.reason ?? "not in the catalogue"
            return ReplayMatch(
                behavior: behavior, stream: stream, events: indexes, source: nil,
                because: because + "; the stream does not apply to this scene (\(reason))")
        }
        let screen = scene.screen
        let bottom = screen.interfaceBounds.maxY
        var out: [ReplayMatch] = []
        // The keyboard's state as the notifications tell it: up from a show until a hide.
        var upSince: Int?
        var upFrame: Rect?
        /// The last willShow since the keyboard came up.
        var lastShow: Int?
        var lastHide: (index: Int, frame: Rect)?
        for (i, e) in events.enumerated() {
            let n = e.played
            let end = screen.toInterface(n.endFrame)
            let printedEnd = e.printed.endFrame.map { screen.toInterface($0) }
            if n.isLocal == false, e.printed.isLocal == false {
                out.append(match("non-local", "non-local", [i], "isLocal false: another app's keyboard (iPad)"))
            }
            if let f = printedEnd, f.height <= Replay.tolerance, !n.event.isHide {
                out.append(
                    match(
                        "empty-end-frame", "cross-fade", [i],
                        "the end frame \(f.text) is 0 high, as with Reduce Motion and Prefer Cross-Fade Transitions"))
            } else if let f = printedEnd, f.minY <= Replay.tolerance, f.height > Replay.tolerance,
                f.maxY < bottom - Replay.tolerance, n.event == .willChangeFrame
            {
                out.append(
                    match(
                        "floating-frame", "floating-drag", [i],
                        "the end frame \(f.text) starts at the screen's top and does not reach its bottom "
                            + "(\(bottom.pt)): a floating keyboard"))
            }
            switch n.event {
            case .willShow, .willChangeFrame:
                if let since = upSince, let up = upFrame, let f = printedEnd, f.height > Replay.tolerance,
                    abs(f.maxY - up.maxY) <= Replay.tolerance
                {
                    if abs(f.height - up.height) > Replay.tolerance, n.event == .willShow, f.height > up.height,
                        i >= 1, events[i - 1].played.event == .didShow
                    {
                        out.append(
                            match(
                                "secure-double-show", "secure-field-double-show", [since, i],
                                "willShow and didShow at \(up.height.pt) pt, then willShow again at event \(i) to "
                                    + "\(f.height.pt) pt with no hide, as iOS 17 does when a secure field is focused"))
                    } else if abs(f.height - up.height) > Replay.tolerance {
                        out.append(
                            match(
                                "keyboard-height-change", "predictive-bar-toggle", [since, i],
                                "the keyboard, up since event \(since) at \(up.height.pt) pt, becomes "
                                    + "\(f.height.pt) pt high at event \(i) without a hide (the QuickType bar "
                                    + "showing or hiding, or an input accessory)"))
                    } else if n.event == .willShow, let shown = lastShow {
                        out.append(
                            match(
                                "duplicate-willShow", "duplicate-willShow", [shown, i],
                                "willShow again at event \(i) while the keyboard is up since event \(since), to "
                                    + "the same frame \(f.text) as the willShow of event \(shown)"))
                    }
                    if n.event == .willChangeFrame, e.printed.duration == 0 {
                        out.append(
                            match(
                                "zero-duration-change", "password-prompt", [i],
                                "a willChangeFrame of duration 0 while the keyboard stays up, as moving to a "
                                    + "secure field sends"))
                    }
                }
                if n.event == .willShow, let hide = lastHide, let f = printedEnd,
                    abs(f.width - hide.frame.width) > Replay.tolerance,
                    e.t == nil || events[hide.index].t == nil || (e.t ?? 0) - (events[hide.index].t ?? 0) <= 1
                {
                    out.append(
                        match(
                            "rotation-pair", "rotation", [hide.index, i],
                            "willHide (event \(hide.index)) then willShow (event \(i)) with a keyboard "
                                + "\(hide.frame.width.pt) then \(f.width.pt) wide: the keyboard hidden and shown "
                                + "again in the new orientation"))
                    lastHide = nil
                }
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
                let from = n.beginFrame.map { screen.toInterface($0) } ?? upFrame ?? end
                lastHide = (i, from)
                upSince = nil
                upFrame = nil
                lastShow = nil
            case .didShow:
                // The show's willShow (the last since the keyboard came up) and when its motion should end.
                if let shown = lastShow, let tWill = events[shown].t, let tDid = e.t,
                    tDid - tWill < events[shown].played.duration - 0.1
                {
                    out.append(
                        match(
                            "early-didShow", "cross-fade-early-didShow", [shown, i],
                            "didShow \(((tDid - tWill) * 1000).rounded().pt) ms after its willShow, which claims "
                                + "\(events[shown].played.duration.pt) s: the show has not run yet (iOS 26.0 and 26.1 "
                                + "with Reduce Motion and Prefer Cross-Fade Transitions)"))
                }
            case .didHide:
                if i >= 1, events[i - 1].played.event == .willHide, let tWill = events[i - 1].t, let tDid = e.t,
                    tDid - tWill < 0.05, events[i - 1].played.duration >= 0.1
                {
                    out.append(
                        match(
                            "instant-hide", "instant-hide", [i - 1, i],
                            "didHide \(((tDid - tWill) * 1000).rounded().pt) ms after a willHide claiming "
                                + "\(events[i - 1].played.duration.pt) s: the keyboard was hidden at once"))
                }
            case .didChangeFrame:
                break
            }
        }
        for i in silentChanges {
            guard let begin = events[i].played.beginFrame else { continue }
            let before = events[i - 1].played.endFrame
            out.append(
                match(
                    "silent-change", "predictive-bar-toggle", [i - 1, i],
                    "event \(i - 1) left the keyboard at \(before.text), event \(i) says it was at \(begin.text): it "
                        + "moved and the app was told nothing (as iOS 9 does when the QuickType bar shows); the "
                        + "steps between are stale"))
        }
        return out.sorted { ($0.events.first ?? 0, $0.behavior) < ($1.events.first ?? 0, $1.behavior) }
    }
}
