// Seed article 001, "Synchronizing rotation animation between the keyboard and the attached view": a view
// controller that observes willShow and willHide only (lines 109-114) and, for both, places the comment bar on
// the keyboard and ends the table at the bar:
//
//     CGRect finalKeyboardFrame = [[notificationInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
//     finalKeyboardFrame = [self.view convertRect:finalKeyboardFrame fromView:self.view.window];   // line 157
//     commentBarFrame.origin.y = finalKeyboardFrame.origin.y - commentBarFrame.size.height;       // line 161
//     tableViewFrame.size.height = commentBarFrame.origin.y;                                     // line 165
//
// The screen-space frame is converted as if it were in the window's space (the same when the window fills the
// screen; on iOS 7 the conversion turns a fixed-portrait frame, as the article says it should). The bar is not
// kept at its resting y (`min` is missing): on a hide it drops to the frame's top less its height, over the
// home indicator. The table's height is the bar's y, its own y not taken off. The final code (lines 106-186)
// animates with the notification's duration and curve from the current state except between
// willRotateToInterfaceOrientation and didRotateFromInterfaceOrientation (`animatingRotation`, lines 127-139:
// the transition); the first code (lines 17-76) animates inside the rotation too. ObjC messages to a missing
// key return 0 and `setAnimationCurve:` takes 7: nothing traps.

extension RuleSteps {
    static func seed001(naive: Bool) -> RuleSteps {
        RuleSteps.code(
            observes: [.willShow, .willHide],
            attachToKeyboard: Seed001Code.attachToKeyboard,
            animation: { run in
                let n = run.notification
                // `beginAnimations` with the duration, `setAnimationCurve:` and `setAnimationBeginsFromCurrentState:
                // YES` (lines 173-176): the options of rule 9.
                return .shiftedCurve(
                    animated: n.duration > 0 && (naive || !run.scene.options.inTransition), duration: n.duration,
                    curve: n.curve, extraOptions: AnimationReport.beginFromCurrentState)
            })
    }
}

/// Seed 001's code for the behaviors it handles, each step a function of the run it changes.
private enum Seed001Code {
    /// Lines 153-165 (and 49-64): the bar on the keyboard's top, the table ending at the bar's y.
    static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try run.tree.lookup(b.view)
        // The screen-space frame taken as window space (only turned on a fixed-portrait screen).
        let kbTop = run.tree.parentY(of: bar, windowY: run.deliveredEndFrame.minY)
        let height = run.tree.frames[bar].height
        run.tree.frames[bar] = run.tree.frames[bar].with(y: kbTop - height)
        run.noteCode(
            view: b.view, [("keyboardTop", .number(kbTop)), ("result", .number(kbTop - height))],
            "line 161: commentBarFrame.origin.y = finalKeyboardFrame.origin.y \(kbTop.pt) - height \(height.pt) = \((kbTop - height).pt)"
        )
        if let resizeID = b.resize {
            let r = try run.tree.lookup(resizeID)
            run.tree.frames[r] = run.tree.frames[r].with(height: run.tree.frames[bar].y)
            run.noteCode(
                view: resizeID, [("result", .number(run.tree.frames[bar].y))],
                "line 165: tableViewFrame.size.height = commentBarFrame.origin.y = \(run.tree.frames[bar].y.pt)")
            run.report(r)
        }
        run.reportPinned(bar)
        run.refreshFrames()
    }
}
