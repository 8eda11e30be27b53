/// Plays a sequence of events over a scene (docs/wire.md "Simulate"): the layout after each event with state
/// carried over, and, for keyframes, how the keyboard and every reported view move between them.
public enum Simulation {
    /// - Parameters:
    ///   - fps: sample keyframes at this rate over the whole run; nil for none (maxBarGap is still computed,
    ///     sampling only the intervals in which something moves, at 60 frames a second).
    ///   - maxKeyframes: more keyframes than this is an error rather than a huge answer.
    ///   - mistakes: the steps of the rules done the wrong way at every event (check's diagnoses); none for the
    ///     reference.
    ///   - policy: whose code plays each event (docs/policies.md); an event it does not observe, or traps on,
    ///     leaves the layout of the step before.
    ///   - barGap: measure maxBarGap (0 without); check's reruns read only the steps.
    ///   - outcomes: give each step its `outcome` (compare's summary); nil without, so simulate and check build
    ///     no second view tree a step.
    public static func run(
        _ scene: Scene, events: [TimedEvent], policy: Policy = .reference, fps: Double? = nil,
        maxKeyframes: Int = 10_000, mistakes: Mistakes = [], explain: Bool = false, barGap: Bool = true,
        outcomes: Bool = false
    ) throws(SimulationError) -> SimulationResult {
        var run = SimulationRun(scene: scene, policy: policy, mistakes: mistakes, explain: explain)
        run.outcomes = outcomes
        for (i, e) in events.enumerated() {
            do {
                try run.play(e, index: i)
            } catch {
                throw .scene(error)
            }
        }
        var keyframes: [Keyframe]?
        if let fps {
            // In Double first: a run of 1e12 s would not fit an Int.
            let wanted = (run.endTime * fps - 1e-9).rounded(.up) + 1
            // Each keyframe holds every reported view: bound the frames written too (at most 16 views'
            // worth a keyframe on average), so 10,000 keyframes of 256 views cannot make a 250 MB answer.
            let views = Double(max(1, run.viewOrder.count))
            guard wanted.isFinite, wanted <= Double(maxKeyframes), wanted * views <= Double(maxKeyframes) * 16 else {
                throw .tooManyKeyframes(
                    count: wanted.isFinite && wanted < 1e15 ? Int(wanted) : Int.max, limit: maxKeyframes)
            }
            let count = Int(wanted)
            keyframes = run.keyframes(count: count, fps: fps)
        }
        return SimulationResult(
            steps: run.steps, keyframes: keyframes,
            // To the nearest 1/1000 pt (`toThousandthPoint`): a bar riding the keyboard exactly reads 0, not 1e-13.
            maxBarGap: barGap
                ? max(run.maxBarGap(fps: fps ?? 60, budget: 100_000), run.staleBarGap).toThousandthPoint : 0)
    }
}

/// The state of a simulation between events.
struct SimulationRun {
    var scene: Scene
    let policy: Policy
    let mistakes: Mistakes
    let explain: Bool
    /// Whether each step gets its `outcome`.
    var outcomes = false
    var steps: [SimulationStep] = []
    /// The time of the next event without `at`.
    var clock = 0.0
    var lastNotification: ResolvedNotification?
    var keyboard: Timeline
    /// Each reported view's frame and offset: [x, y, width, height, offsetX, offsetY].
    var views: [String: Timeline] = [:]
    var viewOrder: [String] = []
    var hasOffset: Set<String> = []
    /// The visible band each chat list (`insetScrollView` with `lift`) was left with by the last step.
    var bands: [String: ListBand] = [:]
    /// What a KeyboardChatScrollView's hooks kept from the last step that ran its code.
    var chat: ChatScrollState?
    /// The transition under way: when it began, how long it lasts, and what was presented at its start.
    var transition: (start: Double, duration: Double, keyboard: MotionValues, views: [String: MotionValues])?
    /// For each attachToKeyboard bar, the window y of its parent's bounds origin, from each geometry in force.
    var barParentY: [(start: Double, offsets: [String: Double])] = []
    /// How far the chat's composer reaches above the keyboard beyond its resting height (the last
    /// `extraContentPadding` event's points; 0 before any).
    var extraContentPadding = 0.0
    /// Whether the keyboard on the screen changed with no notification since the last one.
    var stale = false
    /// The largest gap between an attached bar and the keyboard on the screen at a stale step.
    var staleBarGap = 0.0

    init(scene: Scene, policy: Policy, mistakes: Mistakes = [], explain: Bool = false) {
        self.mistakes = mistakes
        self.explain = explain
        var scene = scene
        scene.options.inTransition = false
        self.scene = scene
        self.policy = policy
        keyboard = Timeline(rest: .top(Self.screenBottomInWindow(scene)))
    }

    /// The window y of the screen's bottom: where a hidden keyboard's top is.
    static func screenBottomInWindow(_ scene: Scene) -> Double {
        scene.screen.interfaceBounds.maxY - scene.window.frame.y
    }

    var endTime: Double {
        max(clock, keyboard.end, views.values.map(\.end).max() ?? 0)
    }

    mutating func play(_ timed: TimedEvent, index: Int) throws(SceneError) {
        let t = max(timed.at ?? clock, steps.last?.time ?? 0)
        switch timed.event {
        case .notification(let n):
            stale = false
            lastNotification = n
            let adjustment = try adjust(n)
            move(to: adjustment, at: t, notification: n)
            steps.append(step(index, t, adjustment))
            if transition == nil {
                clock = adjustment.animation.animated ? t + adjustment.animation.timing.duration : t
            } else {
                clock = t
            }
        case .transitionBegin(let geometry):
            transition = (
                t, geometry.duration, keyboard.value(at: t),
                views.mapValues { $0.value(at: t) }
            )
            if let s = geometry.screen { scene.screen = s }
            if let w = geometry.window { scene.window = w }
            if let v = geometry.views { scene.views = v }
            recordBarOffsets(at: t)
            let adjustment = try adjust(lastNotification ?? hidden, transitionBegins: true)
            moveViews(to: adjustment, at: t, timing: nil)
            steps.append(step(index, t, adjustment))
            clock = t
        case .transitionEnd:
            let end = transition.map { $0.start + $0.duration } ?? t
            let at = timed.at ?? max(t, end)
            transition = nil
            var adjustment = try adjust(lastNotification ?? hidden, transitionEnds: true)
            adjustment.animation.animated = false
            steps.append(step(index, at, adjustment))
            clock = at
        case .keyboardOnScreen(let frame):
            try playSilentChange(frame, index: index, at: t)
        case .userScroll(let view, let y):
            try playUserScroll(view, y: y, index: index, at: t)
        case .extraContentPadding(let points):
            // The composer changes height: the last notification is laid out again with the new padding, at once
            // (the composer grows as the user types, with no animation of the keyboard's).
            extraContentPadding = points
            var adjustment = try adjust(lastNotification ?? hidden, relayout: true)
            adjustment.animation.animated = false
            if policy == .reactNativeKeyboardController { reactToExtraContentPadding(points, &adjustment) }
            moveViews(to: adjustment, at: t, timing: nil)
            steps.append(step(index, t, adjustment))
            clock = t
        }
    }

    /// A KeyboardChatScrollView hears the composer's padding change (useExtraContentPadding's reaction): its list's
    /// inset and offset as the reaction leaves them, the offset the current one from here on.
    private mutating func reactToExtraContentPadding(_ points: Double, _ adjustment: inout Adjustment) {
        guard
            let (reacted, state) = ReactNativeKeyboardControllerCode.extraContentPaddingChanges(
                to: points, in: scene, state: chat, last: adjustment)
        else { return }
        adjustment = reacted
        chat = state
        for v in reacted.views {
            guard let offset = v.contentOffset, let i = scene.views.firstIndex(where: { $0.id == v.id }) else {
                continue
            }
            scene.views[i].scroll?.contentOffset = offset
        }
    }

    /// The user scrolls `id` to `contentOffset.y == y`: the offset is the current one from here on (the scene's),
    /// every other value stays as the last step left it, and the view jumps there.
    private mutating func playUserScroll(_ id: String, y: Double, index: Int, at t: Double) throws(SceneError) {
        guard let i = scene.views.firstIndex(where: { $0.id == id }), scene.views[i].scroll != nil else {
            throw SceneError.notAScrollView(id)
        }
        var adjustment: Adjustment
        if let last = steps.last {
            adjustment = last.adjustment
        } else {
            adjustment = try adjust(hidden)
        }
        scene.views[i].scroll?.contentOffset.y = y
        adjustment.animation.animated = false
        adjustment.warnings = []
        // No rule ran: the explanation says what happened, not the last notification's steps again.
        if explain {
            adjustment.explanation = [
                RuleStep(
                    rule: "3", view: id, values: [("contentOffsetY", .number(y))],
                    text: "the user scrolled '\(id)' to contentOffset.y \(y.pt); nothing else moves")
            ]
        }
        var scrolled = adjustment
        scrolled.views = []
        if let k = adjustment.views.firstIndex(where: { $0.id == id }) {
            adjustment.views[k].contentOffset?.y = y
            scrolled.views = [adjustment.views[k]]
        }
        moveViews(to: scrolled, at: t, timing: nil)
        steps.append(step(index, t, adjustment))
        clock = t
    }

    /// The keyboard on the screen moves and nobody is told: the views keep what the last step gave them, the
    /// step reports the keyboard on the screen (placed by the rules' own first step, as a notification to that
    /// frame would be), and each attached bar's distance from it counts toward maxBarGap.
    private mutating func playSilentChange(_ frame: Rect?, index: Int, at t: Double) throws(SceneError) {
        stale = true
        var rules = scene
        rules.options.inTransition = transition != nil
        let placed = try KeyboardLayout.placement(ofKeyboardOnScreen: frame, in: rules)
        var adjustment: Adjustment
        if let last = steps.last {
            adjustment = last.adjustment
        } else {
            adjustment = try adjust(hidden)
        }
        adjustment.keyboard = placed.keyboard
        adjustment.animation = placed.animation
        adjustment.animation.animated = false
        adjustment.warnings = placed.warnings
        let top = keyboardTop(adjustment)
        keyboard.begin(Motion(from: .top(top), to: .top(top), start: t, timing: nil))
        for case .attachToKeyboard(let bar) in scene.behaviors {
            guard let v = views[bar.view]?.value(at: t) else { continue }
            let parentY = barParentY.last(where: { $0.start <= t })?.offsets[bar.view] ?? 0
            staleBarGap = max(staleBarGap, abs(v[1] + v[3] + parentY - top))
        }
        steps.append(step(index, t, adjustment))
        clock = t
    }

    private func step(_ index: Int, _ time: Double, _ adjustment: Adjustment) -> SimulationStep {
        SimulationStep(
            index: index, time: time, adjustment: adjustment,
            outcome: outcomes ? StepOutcome(scene: scene, adjustment: adjustment) : nil, stale: stale)
    }

    /// A notification standing for "no keyboard yet", for a transition before any notification.
    private var hidden: ResolvedNotification {
        let b = scene.screen.interfaceBounds
        return ResolvedNotification(
            event: .didHide, beginFrame: nil, endFrame: Rect(x: 0, y: b.maxY, width: b.width, height: 0),
            duration: 0, curve: 0, isLocal: true)
    }

    /// The rules (or the policy's code) for `n` in the geometry in force. At a transition's begin or end the
    /// reference lays the scene out again for the last notification; a policy's code is not called there (no
    /// notification comes): at the begin its views take their resting values in the new geometry, at the end
    /// they keep what the steps inside the transition gave them.
    ///
    /// At a `relayout` (the composer's padding changed) no notification comes either: a policy's views keep what
    /// the step before gave them.
    private mutating func adjust(
        _ n: ResolvedNotification, transitionBegins: Bool = false, transitionEnds: Bool = false,
        relayout: Bool = false
    ) throws(SceneError) -> Adjustment {
        var rules = scene
        rules.options.inTransition = transition != nil
        let atTransition = transitionBegins || transitionEnds || relayout
        var adjustment = try KeyboardLayout.adjust(
            n, in: rules, mistakes: mistakes, explain: explain, policy: policy,
            codeCalled: !atTransition || policy == .reference, bandsBefore: bands,
            extraContentPadding: extraContentPadding, chatBefore: chat)
        if let state = adjustment.chatState { chat = state }
        // Code that does not observe the event, or traps on it, changes nothing: the views keep the values the
        // step before gave them (the resting ones before any step).
        if policy != .reference, !transitionBegins,
            transitionEnds || relayout || adjustment.trap != nil || !policy.acts(on: n.event), let last = steps.last
        {
            adjustment.views = last.adjustment.views
        }
        // The chat lists' state: the visible band each list is left with.
        for case .insetScrollView(let b) in scene.behaviors where b.lift != nil {
            guard let v = adjustment.views.first(where: { $0.id == b.scrollView }), let a = v.adjustedContentInset
            else { continue }
            bands[b.scrollView] = ListBand(height: v.frame.height, top: a.top, bottom: a.bottom)
        }
        // State carries over: the scroll offsets the step set are the current ones for the next.
        for v in adjustment.views {
            guard let offset = v.contentOffset, let i = scene.views.firstIndex(where: { $0.id == v.id }) else {
                continue
            }
            scene.views[i].scroll?.contentOffset = offset
        }
        if barParentY.isEmpty { recordBarOffsets(at: 0) }
        return adjustment
    }

    /// Starts the motions a notification's step causes (docs/wire.md "Motion").
    private mutating func move(to adjustment: Adjustment, at t: Double, notification n: ResolvedNotification) {
        let kbTarget = MotionValues.top(keyboardTop(adjustment))
        if let tr = transition {
            // The keyboard follows the transition, whoever handles the notification.
            let timing = AnimationTiming.cubicBezier(.easeInOut, duration: tr.duration)
            keyboard.begin(Motion(from: tr.keyboard, to: kbTarget, start: tr.start, timing: timing))
            // Code that animates inside the transition (seed 001's first code) starts its own animation with the
            // notification's timing, from where the views are; other code sets frames the transition animates.
            if adjustment.animation.animated {
                moveViews(to: adjustment, at: t, timing: adjustment.animation.timing, naive: true)
            } else {
                moveViews(to: adjustment, at: t, timing: nil)
            }
            return
        }
        let timing = adjustment.animation.animated ? adjustment.animation.timing : nil
        let from = adjustment.keyboard.beginFrameInWindow.map { .top(Self.top($0, scene)) } ?? keyboard.value(at: t)
        keyboard.begin(Motion(from: timing == nil ? kbTarget : from, to: kbTarget, start: t, timing: timing))
        moveViews(to: adjustment, at: t, timing: timing)
    }

    /// Moves every reported view to its new values: inside a transition (and not naive) with the transition's
    /// timing from where it was at the transition's start; else with `timing` (nil: a jump) from where it is.
    private mutating func moveViews(
        to adjustment: Adjustment, at t: Double, timing: AnimationTiming?, naive: Bool = false
    ) {
        for v in adjustment.views {
            let target = MotionValues.view(v.frame, offset: v.contentOffset ?? .zero)
            if views[v.id] == nil {
                views[v.id] = Timeline(rest: restingValue(v.id) ?? target)
                viewOrder.append(v.id)
            }
            if v.contentOffset != nil { hasOffset.insert(v.id) }
            // The motion is begun on the timeline in place: a copy taken out of the dictionary and put back
            // would share its motions, and each event would copy them all (quadratic in events).
            let motion: Motion
            if let tr = transition, !naive {
                let from = tr.views[v.id] ?? views[v.id]?.value(at: tr.start) ?? target
                let timing = AnimationTiming.cubicBezier(.easeInOut, duration: tr.duration)
                motion = Motion(from: from, to: target, start: tr.start, timing: timing)
            } else {
                let from = views[v.id]?.value(at: t) ?? target
                motion = Motion(from: timing == nil ? target : from, to: target, start: t, timing: timing)
            }
            views[v.id]?.begin(motion)
        }
    }

    /// A view's values in the scene at rest (before any event moved it).
    private func restingValue(_ id: String) -> MotionValues? {
        guard let v = scene.views.first(where: { $0.id == id }) else { return nil }
        return .view(v.frame, offset: v.scroll?.contentOffset ?? .zero)
    }

    /// The keyboard's top in window space; a keyboard that is not visible (a zero frame) sits at the
    /// screen's bottom.
    private func keyboardTop(_ a: Adjustment) -> Double {
        a.keyboard.visible
            ? a.keyboard.frameInWindow.minY : max(a.keyboard.frameInWindow.minY, Self.screenBottomInWindow(scene))
    }

    private static func top(_ frame: Rect, _ scene: Scene) -> Double {
        frame.width * frame.height > 0 ? frame.minY : max(frame.minY, screenBottomInWindow(scene))
    }

    private mutating func recordBarOffsets(at t: Double) {
        guard let tree = try? ViewTree(views: scene.views, window: scene.window) else { return }
        var offsets: [String: Double] = [:]
        for case .attachToKeyboard(let b) in scene.behaviors {
            guard let i = try? tree.lookup(b.view) else { continue }
            offsets[b.view] = tree.windowFrame(i).y - scene.views[i].frame.y
        }
        barParentY.append((t, offsets))
    }

    /// `count` keyframes, one every 1/`fps` s from 0, each position to the nearest 1/1000 pt (`toThousandthPoint`:
    /// a motion's end reads 444, not 443.99999999999994). Each view's timeline, and whether it reports an offset, is
    /// looked up once for them all (two hashes of its id a keyframe were a tenth of a long simulation).
    func keyframes(count: Int, fps: Double) -> [Keyframe] {
        let tracks = viewOrder.compactMap { id in
            views[id].map { (id: id, timeline: $0, hasOffset: hasOffset.contains(id)) }
        }
        return (0..<count).map { k in
            let t = Double(k) / fps
            return Keyframe(
                t: t, keyboardTop: keyboard.value(at: t)[0].toThousandthPoint,
                views: tracks.map { track in
                    let v = track.timeline.value(at: t)
                    return KeyframeView(
                        id: track.id,
                        frame: Rect(
                            x: v[0].toThousandthPoint, y: v[1].toThousandthPoint, width: v[2].toThousandthPoint,
                            height: v[3].toThousandthPoint),
                        contentOffset: track.hasOffset
                            ? Point(x: v[4].toThousandthPoint, y: v[5].toThousandthPoint) : nil)
                })
        }
    }

    /// docs/wire.md "Simulate": over each episode (from when a bar or the keyboard starts moving until both are
    /// at rest) in which the bar rides the keyboard at both ends (within 0.5 pt), the largest
    /// |bar.maxY - keyboardTop| in window space, sampled at `fps`; the largest over all bars, 0 if none.
    ///
    /// At most `budget` samples in all: over very long motions (a notification may say any duration) the step
    /// grows, so a request cannot make the server sample for hours.
    func maxBarGap(fps: Double, budget: Int) -> Double {
        var worst = 0.0
        for case .attachToKeyboard(let b) in scene.behaviors {
            guard let bar = views[b.view] else { continue }
            // The bar's parent offsets, looked up once, not a hash a sample.
            let parents = barParentY.map { (start: $0.start, offset: $0.offsets[b.view]) }
            let firstParent = parents.first?.offset
            func parentY(_ t: Double) -> Double {
                parents.last(where: { $0.start <= t })?.offset ?? firstParent ?? 0
            }
            func gap(_ value: MotionValues, _ kb: MotionValues, _ t: Double) -> Double {
                abs(value[1] + value[3] + parentY(t) - kb[0])
            }
            let motions = bar.movingIntervals + keyboard.movingIntervals
            let episodes = Self.merged(motions)
            let moving = episodes.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) }
            let step = max(1 / fps, moving / Double(budget))
            // Every instant at which a motion starts or ends is sampled too, so no gap falls between samples.
            let bounds = motions.flatMap { [$0.lowerBound, $0.upperBound] }.sorted()
            for episode in episodes {
                let s = episode.lowerBound
                let e = episode.upperBound
                let before = gap(bar.value(justBefore: s), keyboard.value(justBefore: s), s)
                let after = gap(bar.value(at: e), keyboard.value(at: e), e)
                guard before <= 0.5, after <= 0.5 else { continue }
                var t = s
                while t < e {
                    worst = max(worst, gap(bar.value(at: t), keyboard.value(at: t), t))
                    t += step
                }
                // The bounds are sorted: from the first after `s`, found by halving (a scan of them all an
                // episode was quadratic in events), to the last at or before `e`.
                var k = bounds.partitionPoint { $0 > s }
                while k < bounds.count, bounds[k] <= e {
                    let t = bounds[k]
                    worst = max(worst, gap(bar.value(at: t), keyboard.value(at: t), t))
                    k += 1
                }
            }
        }
        return worst
    }

    /// Intervals that overlap, merged into episodes. Intervals that only touch stay apart: an episode ends at the
    /// first instant at which nothing moves, even when the next motion starts at that instant (a show whose
    /// spring ends exactly when a rotation begins is one episode, the rotation another).
    static func merged(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var out: [ClosedRange<Double>] = []
        for r in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound < last.upperBound {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }
}
