// Seed article 000, "Observing keyboard visibility on iOS": a `KeyboardObserver` that observes all six
// notifications (lines 75-83) and force-casts every userInfo value (lines 102-113), and a view controller that
// sets one inset:
//
//     case .willShow:
//     self.scrollView.contentInset.bottom = info.endFrame.height      // line 37
//     case .willHide:
//     self.scrollView.contentInset.bottom = 0                         // line 39
//
// Only `bottom` is assigned (the other edges keep theirs), the end frame's height is taken whole (313 for a
// hardware keyboard that shows 55), the indicator insets are not touched and nothing is animated.

extension RuleSteps {
    static let seed000 = RuleSteps.code(
        observes: Set(KeyboardEvent.allCases),
        // The handler's switch sets nothing but on willShow and willHide (`default: break`, lines 40-41).
        acts: [.willShow, .willHide],
        // `Info.init(event:userInfo:)` runs for every notification, its forced casts in this order. Line 107's
        // `UIView.AnimationCurve(rawValue: rawValue)!` does not trap on 7: Swift's initializer of an imported
        // NS_ENUM keeps undocumented values (Xcode 6.1 release notes; Apple Developer Forums thread 701769).
        trap: { n in ForcedCast.firstTrap(seed000Casts, n) },
        insetScrollView: Seed000Code.insetScrollView,
        animation: { run in .none(curve: run.notification.curve) })
}

/// Lines 106-111.
private let seed000Casts = [
    ForcedCast(.curve, "seed 000 line 106", "let rawValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey]"),
    ForcedCast(
        .duration, "seed 000 line 109", "animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]"
    ),
    ForcedCast(.isLocal, "seed 000 line 110", "isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey]"),
    ForcedCast(.beginFrame, "seed 000 line 111", "beginFrame = userInfo[UIResponder.keyboardFrameBeginUserInfoKey]"),
]

/// Seed 000's code for the behaviors it handles, each step a function of the run it changes.
private enum Seed000Code {
    /// Lines 36-39: the bottom inset set to the end frame's height on willShow, to 0 on willHide.
    static func insetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView) throws(SceneError) {
        let (s, scroll) = try run.tree.lookupScrollView(b.scrollView)
        switch run.notification.event {
        case .willShow:
            run.tree.insets[s].bottom = run.delivered.endFrame.height
            run.noteCode(
                view: b.scrollView, [("result", .number(run.tree.insets[s].bottom))],
                "line 37: contentInset.bottom = info.endFrame.height = \(run.delivered.endFrame.height.pt)")
        case .willHide:
            run.tree.insets[s].bottom = 0
            run.noteCode(view: b.scrollView, [("result", .number(0))], "line 39: contentInset.bottom = 0")
        default:
            run.noteCode(view: b.scrollView, [], "line 40-41: `default: break`, nothing changes")
        }
        // The indicator insets are not assigned: they keep their resting values.
        run.indicatorBottom[s] = scroll.contentInset.bottom
        run.reportScroll(s)
    }
}
