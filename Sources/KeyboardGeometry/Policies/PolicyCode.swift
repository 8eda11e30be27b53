extension RuleSteps {
    /// What a policy's code does, declared by its file: the reference's table with the code's steps in place of
    /// the rules they replace. Which notifications it observes (`acts`: those on which it sets anything, nil for
    /// every one it observes; on the others, seed 000's `default: break`, the layout stays as it was), where it
    /// traps on the notification UIKit delivered, a framework's reason not to apply (the iOS version it needs),
    /// what it assumes where its source is silent, its step for each kind of behavior (a kind it has no step for
    /// rests: its views keep their current values; `layoutGuide` is UIKit's own and runs as rule 8 under every
    /// policy), a step that decides by itself what to move (`whole`: the behaviors then only rest and report
    /// their views), a step after the behaviors' (a framework's container rule), and how it animates what it set
    /// (by default UIKit's own, as rule 9 reports it, for what a framework lays out with the keyboard). Rules 1
    /// and 2 stay UIKit's.
    static func code(
        observes: Set<KeyboardEvent>, acts: Set<KeyboardEvent>? = nil,
        trap: @escaping @Sendable (ResolvedNotification) -> String? = { _ in nil },
        notApplicable: @escaping @Sendable (Scene) -> String? = { _ in nil },
        assumptions: @escaping @Sendable (AdjustmentRun) -> [Assumption] = { _ in [] },
        insetScrollView: Step<Behavior.InsetScrollView>? = nil,
        offsetScrollView: Step<Behavior.OffsetScrollView>? = nil,
        attachToKeyboard: Step<Behavior.AttachToKeyboard>? = nil, shiftView: Step<Behavior.ShiftView>? = nil,
        whole: (@Sendable (inout AdjustmentRun) throws(SceneError) -> Void)? = nil,
        afterBehaviors: (@Sendable (inout AdjustmentRun) throws(SceneError) -> Void)? = nil,
        animation: @escaping @Sendable (AdjustmentRun) -> AnimationReport = { run in run.frameworkAnimation }
    ) -> RuleSteps {
        var steps = RuleSteps()
        steps.observes = observes
        steps.acts = acts
        steps.trap = trap
        steps.notApplicable = notApplicable
        steps.assumptions = assumptions
        steps.insetScrollView = insetScrollView
        steps.offsetScrollView = offsetScrollView
        steps.attachToKeyboard = attachToKeyboard
        steps.shiftView = shiftView
        steps.whole = whole
        steps.afterBehaviors = afterBehaviors
        steps.animate = { run, _ in animation(run) }
        steps.explainAnimation = { run, animation in run.explainCodeAnimation(animation) }
        return steps
    }
}

extension AnimationReport {
    /// What code that sets its values without an animation block reports: not animated, duration 0, no options.
    static func none(curve: Int) -> AnimationReport {
        var report = AnimationReport(animated: false, duration: 0, curve: curve, options: 0)
        report.timing = .linear(duration: 0)
        return report
    }

    /// What a policy's animation block reports (`UIView.animate(withDuration:delay:options:)`, `beginAnimations`):
    /// the curve shifted into the options as the code writes it (`curve << 16`), with `extraOptions` or'ed in
    /// (`beginFromCurrentState`, `allowUserInteraction`), and the timing of `curve` over `duration`.
    static func shiftedCurve(animated: Bool, duration: Double, curve: Int, extraOptions: Int = 0) -> AnimationReport {
        AnimationReport(animated: animated, duration: duration, curve: curve, options: (curve << 16) | extraOptions)
    }

    /// An animation a policy's code asks for, with the timing of `curve` over `duration`.
    init(animated: Bool, duration: Double, curve: Int, options: Int) {
        self.animated = animated
        self.duration = duration
        self.curve = curve
        self.options = options
        self.timing = AnimationTiming(curve: curve, duration: duration) ?? .linear(duration: duration)
    }
}

extension AdjustmentRun {
    /// A behavior the code does not handle, or a notification it does not observe or traps on: its views keep
    /// the values they have (frames, insets and offsets as the scene gives them).
    mutating func rest(_ behavior: Behavior) throws(SceneError) {
        switch behavior {
        case .insetScrollView(let b):
            let s = try tree.lookupScrollView(b.scrollView).index
            reportScroll(s)
        case .offsetScrollView(let b):
            let s = try tree.lookupScrollView(b.scrollView).index
            reportScroll(s)
        case .attachToKeyboard(let b):
            let bar = try tree.lookup(b.view)
            if let resizeID = b.resize { report(try tree.lookup(resizeID)) }
            reportPinned(bar)
        case .shiftView(let b):
            report(try tree.lookup(b.view))
        case .layoutGuide(let b):
            try table.steps.layoutGuide(&self, b)
        }
    }

    /// Records a step of a policy's code in the explanation: the article's line and what it set.
    func noteCode(
        view: String? = nil, _ values: @autoclosure () -> [(name: String, value: RuleStep.Value)],
        _ text: @autoclosure () -> String
    ) {
        note(policy.rawValue, view: view, values(), text())
    }

    /// The end frame of the notification UIKit delivered, in interface screen coordinates (turned on a
    /// fixed-portrait screen): the frame a policy's code reads from its userInfo, not yet in window space.
    var deliveredEndFrame: Rect { scene.screen.toInterface(delivered.endFrame) }

    /// UIKit animates what a framework lays out with the keyboard itself: rule 9's report.
    var frameworkAnimation: AnimationReport {
        AnimationReport(
            event: notification.event, duration: notification.duration, curve: notification.curve,
            inTransition: scene.options.inTransition) ?? .none(curve: notification.curve)
    }

    /// The end of every framework's step for a bar pinned to the keyboard (the guide, seed 004, SwiftUI, Flutter),
    /// once the bar is placed: its `resize` view, kept pinned to the bar's top by Auto Layout, ends where the bar
    /// begins; the bar is reported and the frames refreshed.
    mutating func finishPinnedBar(_ bar: Int, resize resizeID: String?) throws(SceneError) {
        if let resizeID {
            let r = try tree.lookup(resizeID)
            endAtBarTop(r, bar: bar)
            report(r)
        }
        reportPinned(bar)
        refreshFrames()
    }

    /// A framework's step for a bar whose bottom rides an edge (SwiftUI's keyboard safe area, the end of Flutter's
    /// body): with an `edge` (nil while nothing moves the bar), the bar rises until its bottom is at the edge's
    /// `windowY`, never below its rest (rule 5's `y = min(resting y, edge - height)` in its parent's space), and
    /// `note` records the step with the bar's new y; without one, the bar rests. Then `finishPinnedBar`.
    mutating func pinBar<Edge>(
        _ bar: Int, resize: String?, to edge: Edge?, windowY: (Edge) -> Double,
        note: (AdjustmentRun, Edge, _ y: Double) -> Void
    ) throws(SceneError) {
        let resting = tree.restingFrames[bar]
        if let edge {
            let bottom = tree.parentY(of: bar, windowY: windowY(edge))
            tree.frames[bar] = resting.with(y: min(resting.y, bottom - resting.height))
            note(self, edge, tree.frames[bar].y)
        } else {
            tree.frames[bar] = resting
        }
        try finishPinnedBar(bar, resize: resize)
    }
}

extension AdjustmentRun {
    /// The explanation's step for a notification the code does not run on.
    func explainCode(observed: Bool, acts: Bool, trap: String?) {
        if !codeCalled {
            noteCode(
                [],
                "a transition: no notification reaches \(policy.rawValue)'s code; the views rest in the new geometry")
        } else if let trap {
            noteCode([("trap", .string(trap))], "the code traps: \(trap); the layout stays as it was")
        } else if !observed {
            noteCode(
                [("observed", .bool(false))],
                "\(policy.rawValue) does not observe \(notification.event.notificationName): nothing changes")
        } else if !acts {
            noteCode(
                [("observed", .bool(true))],
                "\(policy.rawValue) observes \(notification.event.notificationName) but sets nothing on it: nothing changes"
            )
        }
    }
}

/// A forced cast, in an article's code, of a userInfo value that a notification may leave out: the cast of nil
/// traps. The seed policies list theirs in the order the code runs them; the first that fails is the trap.
struct ForcedCast: Sendable {
    /// The userInfo value the line casts.
    enum Value: Sendable {
        case curve, duration, isLocal, beginFrame

        /// The type the value is cast to, the same in every article: `Int`, `TimeInterval`, `Bool`, `CGRect`.
        var type: String {
            switch self {
            case .curve: "Int"
            case .duration: "TimeInterval"
            case .isLocal: "Bool"
            case .beginFrame: "CGRect"
            }
        }
    }

    var value: Value
    /// Where the line is: "seed 000 line 110".
    var line: String
    /// The line up to its cast, and what follows the cast's type (`)!` in seed 002's line 58).
    var expression: String
    var suffix = ""

    /// The cast of `value` on `line`, `expression` up to the cast, `suffix` after its type.
    init(_ value: Value, _ line: String, _ expression: String, suffix: String = "") {
        self.value = value
        self.line = line
        self.expression = expression
        self.suffix = suffix
    }

    /// The trap's message when `n` lacks the value, else nil.
    func trap(_ n: ResolvedNotification) -> String? {
        let what: String
        switch value {
        case .curve:
            guard n.omitted.contains(.curve) else { return nil }
            what = "no curve"
        case .duration:
            guard n.omitted.contains(.duration) else { return nil }
            what = "no duration"
        case .isLocal:
            guard n.omitted.contains(.isLocal) else { return nil }
            what = "no UIKeyboardIsLocalUserInfoKey (UIKit omitted it before iOS 9)"
        case .beginFrame:
            guard n.beginFrame == nil else { return nil }
            what = "no begin frame"
        }
        // Text, not code: the article's line quoted in the trap message. The service models the article's
        // forced cast (this function says when it would trap) and performs none, so this line cannot fire.
        let quoted = "\(expression) as! \(value.type)\(suffix)"
        return "\(line): `\(quoted)`: the notification has \(what), and the forced cast of nil traps"
    }

    /// The first trap of `casts`, run in order, on `n`.
    static func firstTrap(_ casts: [ForcedCast], _ n: ResolvedNotification) -> String? {
        for cast in casts {
            if let trap = cast.trap(n) { return trap }
        }
        return nil
    }
}
