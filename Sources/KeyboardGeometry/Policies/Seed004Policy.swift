// Seed article 004, "How to handle keyboard hide/show events in your view": `adjustForKeyboard:showing:`
// (lines 71-115), for willShow and willHide (lines 45-51):
//
//     CGRect convertedFrame = [self.view convertRect:keyboardFrame fromView:self.view.window];   // line 74
//     CGSize kbSize = convertedFrame.size;                                                     // line 75
//     newInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);                             // line 81
//     newInsets = UIEdgeInsetsMake(0, 0, 0, 0);                                                // line 84
//     _textView.contentInset = newInsets; _textView.scrollIndicatorInsets = newInsets;          // lines 86-87
//     UIViewAnimationOptions animationOption = animationCurve << 16;                           // line 96
//     if (animationDuration == 0) animationDuration = 0.1;                                     // lines 97-98
//     _toolbarBottomSpace.constant = kbSize.height;   (or 0 when hiding)                       // lines 108-111
//
// `_toolbarBottomSpace` is the toolbar's constraint to the bottom layout guide (line 126): its constant is the
// toolbar's distance above the safe area, so the keyboard's whole height there leaves the toolbar floating the
// bottom safe area above the keyboard, and the inset counts the safe area twice. A view pinned to the toolbar
// (the behavior's `resize`) follows it through Auto Layout. The changes animate with the duration (0 becomes
// 0.1) and the curve shifted, without beginFromCurrentState. ObjC messages to a missing key leave the local
// uninitialised, taken here as 0: nothing traps.

extension RuleSteps {
    static let seed004 = RuleSteps.code(
        observes: [.willShow, .willHide],
        insetScrollView: Seed004Code.insetScrollView,
        attachToKeyboard: Seed004Code.attachToKeyboard,
        animation: { run in
            let n = run.notification
            return .shiftedCurve(animated: true, duration: n.duration == 0 ? 0.1 : n.duration, curve: n.curve)
        })
}

/// Seed 004's code for the behaviors it handles, each step a function of the run it changes.
private enum Seed004Code {
    /// `kbSize.height`: the end frame's height, converted from the window (turned on a fixed-portrait screen).
    static func keyboardHeight(_ run: AdjustmentRun) -> Double {
        run.notification.event == .willShow ? run.deliveredEndFrame.height : 0
    }

    /// Lines 78-87: the text view's insets and indicator insets.
    static func insetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView) throws(SceneError) {
        let s = try run.tree.lookupScrollView(b.scrollView).index
        let height = keyboardHeight(run)
        run.tree.insets[s] = Insets(top: 0, left: 0, bottom: height, right: 0)
        run.noteCode(
            view: b.scrollView, [("result", .number(height))],
            "lines 80-87: contentInset = scrollIndicatorInsets = (0, 0, \(height.pt), 0)")
        run.reportScroll(s)
    }

    /// Lines 107-112: the toolbar's bottom-layout-guide constraint set to the keyboard's height, or 0.
    static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try run.tree.lookup(b.view)
        let constant = keyboardHeight(run)
        let maxY = run.tree.parentBoundsMaxY(bar) - run.tree.parentSafeBottom(bar) - constant
        run.tree.frames[bar] = run.tree.frames[bar].with(y: maxY - run.tree.frames[bar].height)
        run.noteCode(
            view: b.view, [("constant", .number(constant)), ("result", .number(run.tree.frames[bar].y))],
            "lines 108-111: _toolbarBottomSpace.constant = \(constant.pt): the toolbar's bottom \(constant.pt) above the safe area, y \(run.tree.frames[bar].y.pt)"
        )
        try run.finishPinnedBar(bar, resize: b.resize)
    }
}
