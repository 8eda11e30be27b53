/// One application of the rules pipeline (`RuleSteps`): the inputs as its steps read them, the view tree they
/// change, and what they report and warn of. It runs the table's steps in order (`perform()`) and decides
/// nothing a step could: a policy or a mistake changes the table, not this type.
struct AdjustmentRun {
    /// The notification as the steps read it (the table's `read` applied).
    let notification: ResolvedNotification
    /// The scene, its options as the steps read them.
    let scene: Scene
    /// The pipeline's table: the reference's, a policy's, with any mistakes made.
    let table: RuleTable
    /// Whose code plays the notification: the name the explanation gives its steps.
    let policy: Policy
    /// The notification as UIKit delivered it, before device quirks were undone: what a policy's code reads.
    let delivered: ResolvedNotification
    let keyboard: KeyboardPlacement
    var tree: ViewTree
    var warnings: [LayoutWarning] = []
    /// The steps applied, when an explanation is asked for; nil (and never appended to) otherwise.
    var trace: RuleTrace?
    /// Views to report, with what applies to them, in the order of their index in the scene (the answer's
    /// order). A short list (only views that behaviors name are reported), so it is searched, not hashed: no
    /// table, and no sorting of its keys at the end.
    var reported: [(index: Int, view: ViewAdjustment)] = []
    /// Whether a notification reaches the code at all (not at a simulation's transition steps).
    var codeCalled = true
    /// Indicator bottom insets a policy's code set apart from the content inset (by scroll view index); the
    /// reference's indicators equal the content inset.
    var indicatorBottom: [Int: Double] = [:]
    /// Chat lists (`lift`): each list's visible band before this notification, when a simulation carries it over
    /// from its previous step.
    var bandsBefore: [String: ListBand] = [:]
    /// Chat lists: whether a band not carried over is read from the begin frame's layout (off in that inner run
    /// itself, which compares with the resting band).
    var anchorsFromBeginFrame = true
    /// react-native-keyboard-controller's KeyboardChatScrollView: what its hooks kept from the last event, when a
    /// simulation carries it over (nil: the list as it mounts).
    var chatBefore: ChatScrollState?
    /// What they keep after this one (nil when its code did not run).
    var chatAfter: ChatScrollState?
    /// The chat composer's height above its resting one (a simulation's last `extraContentPadding` event; 0 in
    /// adjust): every chat list (`insetScrollView` with `lift`) adds it to the inset at its visual bottom.
    var extraContentPadding = 0.0
    /// What the self-avoiding containers' moves assume (a sheet's amount), listed in every policy's answer.
    var containerAssumptions: [Assumption] = []
    /// What each self-avoiding container's move took, by the index of the view it moved or shrank.
    var containerLifts: [Int: Double] = [:]

    init(
        notification: ResolvedNotification, scene: Scene, table: RuleTable = .reference, policy: Policy = .reference,
        delivered: ResolvedNotification? = nil
    ) throws(SceneError) {
        self.policy = policy
        self.delivered = delivered ?? notification
        var notification = notification
        var scene = scene
        // Rule 1's inputs as the code reads them.
        table.steps.read?(&notification, &scene.options)
        self.notification = notification
        self.scene = scene
        self.table = table
        self.keyboard = KeyboardPlacement(
            notification: notification, screen: scene.screen, window: scene.window, options: scene.options,
            turn: table.steps.turn, windowOffset: table.steps.windowOffset)
        self.tree = try ViewTree(views: scene.views, window: scene.window)
        for case .insetScrollView(let b) in scene.behaviors where b.inverted {
            if let i = try? tree.lookup(b.scrollView) { tree.inverted.append(i) }
        }
        // Every view a behavior names, at most, is reported: one allocation instead of one a growth.
        reported.reserveCapacity(min(scene.views.count, 2 * scene.behaviors.count + 2))
    }

    /// The table's steps, read in place (no step is copied but the one called).
    var steps: RuleSteps {
        _read { yield table.steps }
    }

    /// Whether the keyboard counts under the options' follow flag (rule 1).
    var counts: Bool { keyboard.counts(followUndocked: scene.options.followUndockedKeyboard) }

    /// The keyboard's top in window space, for the rules that move views.
    var keyboardTop: Double { keyboard.topInWindow }

    /// A view's frame in window space for rules 2-6 (the table's `viewFrame`).
    func viewFrame(_ i: Int) -> Rect { steps.viewFrame(self, i) }

    /// Rule 2: how far the keyboard covers `v` (window space), 0 when it does not count or miss `v`.
    func overlap(_ v: Rect, top: Double? = nil) -> Double {
        guard counts, let kb = keyboard.visiblePartInWindow else { return 0 }
        let v = steps.overlapTarget(self, v)
        guard kb.maxX > v.minX, kb.minX < v.maxX, kb.maxY > v.minY else { return 0 }
        return steps.overlapAmount(self, v, top ?? kb.minY)
    }

    /// Runs the table's steps in order: rule 1's warnings, the animation's inputs (rule 9), the code hearing the
    /// notification, the behaviors in rule 7's order (or the code's whole step), the animation, the report.
    mutating func perform() throws(SceneError) -> Adjustment {
        // The steps are read through this local reference, not through `self`: reading them through the run
        // while passing the run to them had the whole run copied for the call (a retain of each of its arrays).
        let table = self.table
        warnings += keyboard.warnings
        if let w = keyboard.nonLocalWarning(followUndocked: scene.options.followUndockedKeyboard) {
            warnings.append(w)
        }
        warnings += legacyWarnings()
        if trace != nil { explainKeyboard() }
        guard
            var rule9 = AnimationReport(
                event: notification.event, duration: notification.duration, curve: notification.curve,
                inTransition: scene.options.inTransition)
        else { throw SceneError.curveOutOfRange(notification.curve) }
        rule9.options = table.steps.animationOptions(rule9, notification.curve)
        if !AnimationTiming.isKnown(curve: notification.curve) {
            warnings.append(
                LayoutWarning(
                    .unknownCurve,
                    "animation curve \(notification.curve) is not a UIViewAnimationCurve UIKit documents: timed as linear over \(notification.duration.pt) s"
                ))
        }
        try checkDoubleAvoidance()
        // The containers that avoid by themselves move first, whoever's code runs after them.
        moveSelfAvoidingContainers()
        // Rule 7: move and resize first, in list order; then scroll, in list order, on the new frames.
        note(
            "7", [("behaviors", .number(Double(scene.behaviors.count)))],
            "the behaviors that move or resize views (attachToKeyboard, shiftView, layoutGuide) first, in list order, then the scroll behaviors on the new frames"
        )
        // The code hears the notification: it observes it, does not trap, applies to the scene and acts on it.
        let observed = table.steps.observes.contains(notification.event)
        let heard = codeCalled || table.steps.runsWithoutNotification
        let trap = heard && observed ? table.steps.trap?(delivered) : nil
        let notApplicable = table.steps.notApplicable?(scene)
        let runs = heard && trap == nil && notApplicable == nil && table.steps.acts(on: notification.event)
        for pass in 0..<2 {
            let movesViews = (pass == 0) == table.steps.movesFirst
            for behavior in scene.behaviors where behavior.movesViews == movesViews {
                if runs, table.steps.whole == nil { try table.apply(behavior, to: &self) } else { try rest(behavior) }
            }
        }
        if runs, let whole = table.steps.whole { try whole(&self) }
        if runs, table.steps.whole == nil, let after = table.steps.afterBehaviors { try after(&self) }
        let animation: AnimationReport
        if runs {
            animation = table.steps.animate(self, rule9)
        } else if heard {
            animation = .none(curve: notification.curve)
        } else {
            // A transition's step: no code runs, the transition animates (rule 9's report, not animated).
            rule9.animated = false
            animation = rule9
        }
        let assumptions = containerAssumptions + (runs ? table.steps.assumptions?(self) ?? [] : [])
        if trace != nil {
            if !runs { explainCode(observed: observed, acts: table.steps.acts(on: notification.event), trap: trap) }
            table.steps.explainAnimation(self, animation)
            for w in warnings { note("warning", [("code", .string(w.code.rawValue))], w.message) }
        }
        let views = reported.map(\.view)
        let report = KeyboardReport(
            frameInWindow: keyboard.frameInWindow, beginFrameInWindow: keyboard.beginFrameInWindow,
            visible: keyboard.visible, docked: keyboard.docked, local: keyboard.local,
            overlap: overlap(scene.window.bounds))
        return Adjustment(
            event: notification.event, keyboard: report, animation: animation, views: views, warnings: warnings,
            policy: policy, trap: trap, explanation: trace?.steps, notApplicable: notApplicable,
            assumptions: assumptions, chatState: chatAfter)
    }

    /// Rule 9 in the explanation: animated or not, and the options.
    func explainRule9(_ animation: AnimationReport) {
        note(
            "9", animationValues(animation),
            "animated \(animation.animated): \(notification.event.rawValue) is \(notification.event.isWill ? "a will event" : "a did event"), duration \(notification.duration.pt) s\(scene.options.inTransition ? ", inside a transition (frames are set without an animation of their own)" : ""); options = (curve \(notification.curve) << 16) | beginFromCurrentState 4 = \(animation.options)"
        )
    }

    /// A policy's animation in the explanation: the code's own, not rule 9's.
    func explainCodeAnimation(_ animation: AnimationReport) {
        noteCode(
            animationValues(animation),
            animation.animated
                ? "the code animates over \(animation.duration.pt) s with options \(animation.options)"
                : "the code sets its values without an animation block: not animated, duration 0, options 0")
    }

    /// The values the animation step records.
    private func animationValues(_ animation: AnimationReport) -> [(name: String, value: RuleStep.Value)] {
        [
            ("animated", .bool(animation.animated)), ("duration", .number(animation.duration)),
            ("curve", .number(Double(animation.curve))), ("options", .number(Double(animation.options))),
        ]
    }

    /// Marks a view as reported with its current frame; the rules fill in what applies.
    mutating func report(_ i: Int, _ update: (inout ViewAdjustment) -> Void = { _ in }) {
        // The first entry at or after `i`, halving: a policy that reports every view (up to the views limit) stays
        // O(n log n) in comparisons, not O(n^2).
        let k = reported.partitionPoint { $0.index >= i }
        if k < reported.count, reported[k].index == i {
            reported[k].view.frame = tree.frames[i]
            update(&reported[k].view)
        } else {
            var entry = ViewAdjustment(id: tree.id(i), frame: tree.frames[i])
            update(&entry)
            reported.insert((i, entry), at: k)
        }
    }

    /// Refreshes the frames of every reported view after a rule moved some.
    mutating func refreshFrames() {
        for k in reported.indices { reported[k].view.frame = tree.frames[reported[k].index] }
    }

    /// The warning of rule 7 when the scene asks both to resize a scroll view above the keyboard and to inset it.
    private mutating func checkDoubleAvoidance() throws(SceneError) {
        for case .attachToKeyboard(let attach) in scene.behaviors {
            guard let resizeID = attach.resize else { continue }
            let r = try tree.lookup(resizeID)
            for case .insetScrollView(let inset) in scene.behaviors {
                let s = try tree.lookup(inset.scrollView)
                guard tree.isInside(s, r, strictly: false) else { continue }
                let restingOverlap = overlap(tree.restingWindowFrame(s))
                let safeBottom = tree.addedInsets(s, resting: true).bottom
                if restingOverlap - safeBottom > 0 {
                    warnings.append(
                        LayoutWarning(
                            .doubleAvoidance,
                            "'\(resizeID)' is resized above the keyboard and '\(inset.scrollView)' is also inset: the keyboard covers \(restingOverlap.pt) pt of its resting frame, \((restingOverlap - safeBottom).pt) pt beyond its \(safeBottom.pt) pt bottom safe area; naive code counts the keyboard twice"
                        ))
                }
            }
        }
    }

    /// The legacy keys cross-checked against the (turned) frames, 0.5 pt tolerance.
    private func legacyWarnings() -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        let screen = scene.screen
        let end = screen.toInterface(notification.endFrame)
        if let b = notification.bounds,
            abs(b.width - end.width) > 0.5 || abs(b.height - end.height) > 0.5
        {
            out.append(
                LayoutWarning(
                    .legacyMismatch,
                    "UIKeyboardBoundsUserInfoKey size \(b.width.pt) x \(b.height.pt) differs from the end frame's \(end.width.pt) x \(end.height.pt)"
                ))
        }
        if let c = notification.centerEnd, c.distance(to: end.center) > 0.5 {
            out.append(
                LayoutWarning(
                    .legacyMismatch,
                    "UIKeyboardCenterEndUserInfoKey {\(c.x.pt), \(c.y.pt)} differs from the end frame's center {\(end.midX.pt), \(end.midY.pt)}"
                ))
        }
        if let c = notification.centerBegin, let beginFrame = notification.beginFrame {
            let begin = screen.toInterface(beginFrame)
            if c.distance(to: begin.center) > 0.5 {
                out.append(
                    LayoutWarning(
                        .legacyMismatch,
                        "UIKeyboardCenterBeginUserInfoKey {\(c.x.pt), \(c.y.pt)} differs from the begin frame's center {\(begin.midX.pt), \(begin.midY.pt)}"
                    ))
            }
        }
        return out
    }
}

extension AdjustmentRun {
    /// Rules 1 and 2 for the explanation: the conversion, whether the keyboard counts and why, its overlap.
    func explainKeyboard() {
        let k = keyboard
        let why: String
        if notification.event.isHide {
            why = "a hide: the layout rests"
        } else if !k.visible {
            why = "no part of it is on the screen"
        } else if k.coversScreen {
            why = "it covers the whole screen from the top: ignored"
        } else if !k.docked, !scene.options.followUndockedKeyboard {
            why = "it floats or is split and followUndockedKeyboard is off"
        } else if !k.local, scene.options.ignoreNonLocal {
            why = "it is another app's and ignoreNonLocal is on"
        } else {
            why =
                "visible, \(k.docked ? "docked" : "followed while undocked"), \(k.local ? "this app's" : "another app's, not ignored")"
        }
        let f = k.frameInWindow
        note(
            "1",
            [
                ("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height)),
                ("visible", .bool(k.visible)), ("docked", .bool(k.docked)), ("local", .bool(k.local)),
                ("counts", .bool(counts)),
            ],
            "the end frame \(notification.endFrame.text) is \(f.text) in window space (the window at (\(scene.window.frame.x.pt), \(scene.window.frame.y.pt)))\(scene.screen.coordinateSpace == .fixedPortrait ? ", turned from the fixed-portrait space" : ""); visible \(k.visible), docked \(k.docked): it \(counts ? "counts" : "does not count") (\(why))"
        )
        let covered = overlap(scene.window.bounds)
        note(
            "2", [("overlap", .number(covered))],
            counts
                ? "the keyboard's on-screen part from window y \(keyboardTop.pt) covers \(covered.pt) pt of the \(scene.window.frame.height.pt) pt window"
                : "the keyboard does not count: overlap 0")
    }
}
