extension RuleSteps {
    /// The reference's steps, named: the rules of docs/rules.md, one static function a step, each the default of
    /// its entry in `RuleSteps` (as a policy's file names its code's steps). A rule's formula is here or in the
    /// run's function it calls (ScrollRules, MoveRules), never in a closure default.
    enum Reference {
        /// Rule 1: a screen-space frame turned to interface orientation (iOS 7's fixed portrait).
        static func turn(_ screen: Screen, _ frame: Rect) -> Rect { screen.toInterface(frame) }
        /// Rule 1: what is added to a screen-space frame to put it in the window's space.
        static func windowOffset(_ window: Window) -> (dx: Double, dy: Double) { (-window.frame.x, -window.frame.y) }
        /// Rules 2 to 6: a view's frame in window space.
        static func viewFrame(_ run: AdjustmentRun, _ i: Int) -> Rect { run.tree.windowFrame(i) }
        /// Rule 2: the overlap is measured against the view's own window frame.
        static func overlapTarget(_ run: AdjustmentRun, _ view: Rect) -> Rect { view }
        /// Rule 2: how far the keyboard, from `top` down, covers `view`: `min(V.height, max(0, V.maxY - top))`.
        static func overlapAmount(_ run: AdjustmentRun, _ view: Rect, _ top: Double) -> Double {
            min(view.height, max(0, view.maxY - top))
        }
        /// The bottom obstruction: one edge, the keyboard's top or an overlay's, whichever is higher.
        static func obstruction(_ run: AdjustmentRun, _ frame: Rect, _ view: Int) -> Double {
            run.referenceObstructionTop(over: frame, of: view)
        }
        /// Rule 3: inset the scroll view and reveal the field (`AdjustmentRun.insetScrollView`, ScrollRules).
        static func insetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView) throws(SceneError) {
            try run.insetScrollView(b)
        }
        /// Rule 4: offset the scroll view (`AdjustmentRun.offsetScrollView`, ScrollRules).
        static func offsetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.OffsetScrollView) throws(SceneError) {
            try run.offsetScrollView(b)
        }
        /// Rule 3: the resting insets are added to as they are.
        static func restingInset(_ insets: Insets) -> Insets { insets }
        /// Rule 3's bottom inset: `resting + max(0, overlap - safeBottom)`.
        static func insetBottom(_ resting: Double, _ overlap: Double, _ safeBottom: Double) -> Double {
            resting + max(0, overlap - safeBottom)
        }
        /// Rule 3's reveal: the content offset that brings the field into view (`AdjustmentRun.reveal`).
        static func reveal(
            _ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView, _ s: Int, _ adjusted: Insets, _ offset: Double
        ) throws(SceneError) -> Double {
            try run.reveal(b, in: s, adjusted: adjusted, offset: offset)
        }
        /// Rule 5: the bar rides the keyboard (`AdjustmentRun.attachToKeyboard`, MoveRules).
        static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
            try run.attachToKeyboard(b)
        }
        /// Rule 6: the view shifts to reveal its field (`AdjustmentRun.shiftView`, MoveRules).
        static func shiftView(_ run: inout AdjustmentRun, _ b: Behavior.ShiftView) throws(SceneError) {
            try run.shiftView(b)
        }
        /// Rule 8: UIKit's keyboard layout guide (`AdjustmentRun.layoutGuide`, MoveRules).
        static func layoutGuide(_ run: inout AdjustmentRun, _ b: Behavior.LayoutGuide) throws(SceneError) {
            try run.layoutGuide(b)
        }
        /// Rule 5's bottom constraint to the safe area: `max(0, toSuperview - safeBottom)`.
        static func toSafeArea(_ toSuperview: Double, _ safeBottom: Double) -> Double {
            max(0, toSuperview - safeBottom)
        }
        /// Rule 9's options, as its report gives them: `(curve << 16) | beginFromCurrentState`.
        static func animationOptions(_ report: AnimationReport, _ curve: Int) -> Int { report.options }
        /// Rule 9's animation, as its report gives it.
        static func animate(_ run: AdjustmentRun, _ rule9: AnimationReport) -> AnimationReport { rule9 }
        /// Rule 9's step in an explanation.
        static func explainAnimation(_ run: AdjustmentRun, _ animation: AnimationReport) {
            run.explainRule9(animation)
        }
    }
}
