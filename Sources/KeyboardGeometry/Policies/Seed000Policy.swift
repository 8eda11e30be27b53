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

extension PolicyCode {
    static let seed000 = PolicyCode(
        observes: Set(KeyboardEvent.allCases),
        // The handler's switch sets nothing but on willShow and willHide (`default: break`, lines 40-41).
        acts: [.willShow, .willHide],
        trap: { n in
            // `Info.init(event:userInfo:)` runs for every notification, its forced casts in this order.
            if n.omitted.contains(.curve) {
                return
                    "seed 000 line 106: `let rawValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as! Int`: the notification has no curve, and the forced cast of nil traps"
            }
            if n.omitted.contains(.duration) {
                return
                    "seed 000 line 109: `animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! TimeInterval`: the notification has no duration, and the forced cast of nil traps"
            }
            if n.omitted.contains(.isLocal) {
                return
                    "seed 000 line 110: `isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey] as! Bool`: the notification has no UIKeyboardIsLocalUserInfoKey (UIKit omitted it before iOS 9), and the forced cast of nil traps"
            }
            if n.beginFrame == nil {
                return
                    "seed 000 line 111: `beginFrame = userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as! CGRect`: the notification has no begin frame, and the forced cast of nil traps"
            }
            // Line 107's `UIView.AnimationCurve(rawValue: rawValue)!` does not trap on 7: Swift's initializer
            // of an imported NS_ENUM keeps undocumented values (Xcode 6.1 release notes; Apple Developer Forums
            // thread 701769).
            return nil
        },
        insetScrollView: { (run: inout AdjustmentRun, b: Behavior.InsetScrollView) throws(SceneError) in
            try run.seed000Inset(b)
        },
        animation: { run in .none(curve: run.notification.curve) })
}

extension AdjustmentRun {
    /// Lines 36-39: the bottom inset set to the end frame's height on willShow, to 0 on willHide.
    mutating func seed000Inset(_ b: Behavior.InsetScrollView) throws(SceneError) {
        let s = try tree.lookup(b.scrollView)
        guard let scroll = tree.views[s].scroll else { throw SceneError.notAScrollView(b.scrollView) }
        switch notification.event {
        case .willShow:
            tree.insets[s].bottom = delivered.endFrame.height
            noteCode(
                view: b.scrollView, [("result", .number(tree.insets[s].bottom))],
                "line 37: contentInset.bottom = info.endFrame.height = \(delivered.endFrame.height.pt)")
        case .willHide:
            tree.insets[s].bottom = 0
            noteCode(view: b.scrollView, [("result", .number(0))], "line 39: contentInset.bottom = 0")
        default:
            noteCode(view: b.scrollView, [], "line 40-41: `default: break`, nothing changes")
        }
        // The indicator insets are not assigned: they keep their resting values.
        indicatorBottom[s] = scroll.contentInset.bottom
        reportScroll(s)
    }
}
