// Seed article 003: `Controller.willShowKeyboard(from:)` (lines 36-87) and `willHideKeyboard(from:)` (lines
// 116-120), observing willShow and willHide (lines 130-147):
//
//     guard let screen = notification.object as? UIScreen else { ... return }                 // line 39
//     guard let animationDuration = duration as? Double, let animationCurve = curve as? UInt   // lines 56-58
//     let keyboardFrame = globalCoordinateSpace.convert(frame.cgRectValue, to: viewCoordinateSpace)  // line 66
//     let textFieldFrame = self.body.textField.frame                                           // line 68
//     let keyboardTopMargin: CGFloat = 20                                                     // line 72
//     let haveToBeVisibleY = textFieldFrame.origin.y + textFieldFrame.height + keyboardTopMargin  // line 73
//     let yDifference = haveToBeVisibleY - keyboardMinY                                        // line 74
//     if yDifference > .zero {                                                                 // line 76
//     let options: UIView.AnimationOptions = .init(rawValue: animationCurve << 16)              // line 78
//     let newOffset = CGPoint(x: offsetBefore.x, y: offsetBefore.y + offset)                   // line 81
//     UIView.animate(withDuration: animationDuration, delay: .zero, options: options) { ... }  // line 83
//     ...
//     self.body.scrollView.contentOffset = .zero                                               // line 119
//
// As printed the code does not compile (`frame`, `offset` and `globalCoordinateSpace` are not declared); read
// as the article explains it: the end frame converted from the screen's coordinate space to the body's (the
// scroll view's superview, or the window when it has none), and the offset grown by yDifference. The frame is
// converted correctly (right in Split View), the margin is 20 whatever the scene says, the field's frame is
// in its own superview's space (the content's, when that is the scroll view), and nothing is inset. Every cast
// is conditional: a missing duration or curve returns without doing anything, and so does a notification
// without a screen as its object, which UIKit sends from iOS 16.1 only.

extension RuleSteps {
    static let seed003 = RuleSteps.code(
        observes: [.willShow, .willHide],
        insetScrollView: Seed003Code.scroll,
        offsetScrollView: Seed003Code.scroll,
        animation: { run in
            let n = run.notification
            // Only a willShow that moved the offset animates (line 83), with the curve shifted and no
            // beginFromCurrentState (line 78).
            guard n.event == .willShow, Seed003Code.moved(run) else { return .none(curve: n.curve) }
            return .shiftedCurve(animated: n.duration > 0, duration: n.duration, curve: n.curve)
        })
}

/// Seed 003's code for the behaviors it handles, each step a function of the run it changes.
private enum Seed003Code {
    /// Whether the willShow handler gets past its guards (lines 39-62): a screen as the object (iOS 16.1 and
    /// later: "In iOS 16.1 and later, the notification object is the UIScreen", UIKit's documentation of the
    /// keyboard notifications; or a version not given), a duration and a curve.
    static func runs(_ run: AdjustmentRun) -> Bool {
        if let v = run.scene.screen.osVersion, v.major < 16 || (v.major == 16 && v.minor < 1) { return false }
        return !run.delivered.omitted.contains(.duration) && !run.delivered.omitted.contains(.curve)
    }

    /// Whether the willShow moved a scroll view's offset.
    static func moved(_ run: AdjustmentRun) -> Bool {
        run.scene.behaviors.contains { b in
            guard let id = b.scrollView, let s = run.tree.index[id] else { return false }
            return run.tree.offsets[s] != run.tree.views[s].scroll?.contentOffset
        }
    }

    /// Lines 63-85 on willShow, line 119 on willHide, for an inset or an offset scroll view alike: the article's
    /// handler does not tell the behaviors apart.
    static func scroll(_ run: inout AdjustmentRun, _ b: some ScrollBehavior) throws(SceneError) {
        let scrollID = b.scrollView
        let s = try run.tree.lookupScrollView(scrollID).index
        // The article's handler runs once for its scroll view: a second behavior on the same one adds nothing.
        let first = run.scene.behaviors.first { $0.scrollView == scrollID }
        if first != b.behavior {
            run.reportScroll(s)
            return
        }
        if run.notification.event == .willHide {
            run.tree.offsets[s] = .zero
            run.noteCode(view: scrollID, [("result", .number(0))], "line 119: contentOffset = .zero")
        } else if !runs(run) {
            run.noteCode(
                view: scrollID, [],
                "lines 39-62: a guard returns (no screen as the notification's object before iOS 16, or no duration or curve): nothing changes"
            )
        } else if let reveal = b.revealedField {
            let field = try run.tree.lookup(reveal)
            // The keyboard's top in the body's space (the scroll view's superview): a correct conversion.
            let kbWindowY = run.deliveredEndFrame.minY - run.scene.window.frame.y
            let kbMinY = run.tree.parentY(of: s, windowY: kbWindowY)
            let fieldFrame = run.tree.frames[field]
            let yDifference = fieldFrame.maxY + 20 - kbMinY
            if yDifference > 0 {
                run.tree.offsets[s].y += yDifference
            }
            run.noteCode(
                view: scrollID,
                [("yDifference", .number(yDifference)), ("result", .number(run.tree.offsets[s].y))],
                "lines 73-84: yDifference = textField maxY \(fieldFrame.maxY.pt) + 20 - keyboard minY \(kbMinY.pt) = \(yDifference.pt)\(yDifference > 0 ? ": contentOffset.y += \(yDifference.pt) = \(run.tree.offsets[s].y.pt)" : ": not positive, nothing changes")"
            )
        }
        run.reportScroll(s)
    }
}
