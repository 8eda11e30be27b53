// Seed article 002: `KeyboardPayload` force-casts five userInfo values (lines 54-61) for each observed
// notification, willShow and willHide (lines 65-66), and the view controller (lines 69-80) does:
//
//     let contentInset = UIEdgeInsetsMake(0.0, 0.0, payload.endFrame.height, 0.0)    // line 71
//     self.scrollView.contentInset = contentInset                                   // line 72
//     self.scrollView.scrollIndicatorInsets = contentInset                          // line 73
//     self.scrollView.scrollRectToVisible(self.textField.frame, animated: true)     // line 74
//     ...
//     let contentInset = UIEdgeInsets.zero                                          // line 77, on willHide
//
// The end frame's height is the inset (the safe area that insetAdjustment adds is counted again; a hardware
// keyboard's 313 pt whole), the resting insets are replaced, and the field's frame in its superview's space is
// scrolled to as if it were in the scroll view's content space. Nothing is wrapped in an animation block
// (scrollRectToVisible animates the offset by itself).

extension RuleSteps {
    static let seed002 = RuleSteps.code(
        observes: [.willShow, .willHide],
        // `KeyboardPayload.init(note:)`'s forced casts, in the order it runs them.
        trap: { n in ForcedCast.firstTrap(seed002Casts, n) },
        insetScrollView: Seed002Code.insetScrollView,
        animation: { run in .none(curve: run.notification.curve) })
}

/// Lines 56-60.
private let seed002Casts = [
    ForcedCast(.beginFrame, "seed 002 line 56", "beginFrame = userInfo?[UIKeyboardFrameBeginUserInfoKey]"),
    // Text, not code: the article's line 58 as quoted in the trap message (its `)!` is the article's, never run).
    ForcedCast(
        .curve, "seed 002 line 58",
        "curve = UIViewAnimationCurve(rawValue: userInfo?[UIKeyboardAnimationCurveUserInfoKey]", suffix: ")!"),
    ForcedCast(.duration, "seed 002 line 59", "duration = userInfo?[UIKeyboardAnimationDurationUserInfoKey]"),
    ForcedCast(.isLocal, "seed 002 line 60", "isLocal = userInfo?[UIKeyboardIsLocalUserInfoKey]"),
]

/// Seed 002's code for the behaviors it handles, each step a function of the run it changes.
private enum Seed002Code {
    /// Lines 70-80: insets of the end frame's height and scrollRectToVisible(textField.frame) on willShow; zero
    /// insets on willHide.
    static func insetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView) throws(SceneError) {
        let s = try run.tree.lookupScrollView(b.scrollView).index
        if run.notification.event == .willShow {
            let height = run.delivered.endFrame.height
            run.tree.insets[s] = Insets(top: 0, left: 0, bottom: height, right: 0)
            run.noteCode(
                view: b.scrollView, [("result", .number(height))],
                "lines 71-73: contentInset = scrollIndicatorInsets = (0, 0, endFrame.height \(height.pt), 0)")
            if let revealID = b.reveal {
                let field = try run.tree.lookup(revealID)
                // `textField.frame`: in its superview's space, taken as the scroll view's content space.
                let f = run.tree.frames[field]
                let offset = run.tree.offsets[s].y
                run.tree.offsets[s].y = run.scrollToVisible(
                    top: f.minY, bottom: f.maxY, in: s, adjusted: run.tree.insets[s] + run.tree.addedInsets(s),
                    offset: offset, name: revealID)
                run.noteCode(
                    view: b.scrollView, [("result", .number(run.tree.offsets[s].y))],
                    "line 74: scrollRectToVisible(textField.frame \(f.text)) from offset \(offset.pt): contentOffset.y \(run.tree.offsets[s].y.pt)"
                )
            }
        } else {
            run.tree.insets[s] = .zero
            run.noteCode(
                view: b.scrollView, [("result", .number(0))],
                "lines 77-79: contentInset = scrollIndicatorInsets = .zero")
        }
        run.reportScroll(s)
    }
}
