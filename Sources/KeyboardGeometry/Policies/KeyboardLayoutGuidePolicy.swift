// UIKeyboardLayoutGuide (iOS 15 and later), what an app that pins its bar to `view.keyboardLayoutGuide` gets instead
// of its own keyboard code. Modelled from UIKit's documentation (developer.apple.com/documentation/uikit/):
//
//   UIKeyboardLayoutGuide: "A layout guide that represents the space the keyboard occupies in your app's
//     layout." (iOS 15.0+)                                              -> the guide's top is the keyboard's top
//   UIView.keyboardLayoutGuide: "the layout guide that represents the space the keyboard occupies" of the view.
//   followsUndockedKeyboard: "A Boolean value that indicates whether the layout guide tracks the keyboard's
//     position when it's undocked." Default false: an undocked or floating keyboard leaves the guide at the
//     bottom.
//   usesBottomSafeArea (iOS 17.0+): "A Boolean value that indicates whether the layout guide uses the bottom
//     safe area ... when the keyboard is offscreen." Default true: the hidden guide's top is the safe area's
//     bottom. On iOS 15 and 16, before the property, the hidden guide was that band already: the default is
//     the behaviour those versions had.
//   keyboardDismissPadding (iOS 17.0+): default 0, interactive dismissal only: no effect here.
//
// What a scene maps to: every attachToKeyboard bar is a bar whose bottom is pinned to its superview's guide (the
// window's, for a top-level bar), and its `resize` view follows the bar's top as Auto Layout keeps it pinned. The
// guide sets no inset and scrolls nothing: every other behavior rests. The guide's settings are the scene's
// layoutGuide behavior's where it has one, else the defaults. The guide moves with the keyboard's own animation
// (UIKit animates it with the keyboard): rule 9's report.

extension RuleSteps {
    static let keyboardLayoutGuide = RuleSteps.code(
        observes: [.willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame],
        notApplicable: { scene in scene.needs(iOS: 15, for: "UIKeyboardLayoutGuide") },
        assumptions: { run in
            var out = run.scene.latestAssumed("the latest guide is assumed (iOS 17 and later)")
            if !run.scene.behaviors.contains(where: { if case .layoutGuide = $0 { true } else { false } }) {
                out.append(
                    Assumption(
                        pointer: "/behaviors",
                        because: "no layoutGuide behavior gives the guide's settings: UIKit's defaults, "
                            + "followsUndockedKeyboard false, usesBottomSafeArea true, keyboardDismissPadding 0"))
            }
            return out
        },
        attachToKeyboard: KeyboardLayoutGuideCode.attachToKeyboard)
}

/// The guide's step for the bars pinned to it, a function of the run it changes.
private enum KeyboardLayoutGuideCode {
    /// The bar's bottom pinned to its superview's keyboard layout guide: the docked keyboard's top, else (hidden,
    /// or undocked without followsUndockedKeyboard) the safe area's bottom (or the view's, without
    /// usesBottomSafeArea); a followed undocked keyboard's top.
    static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try run.tree.lookup(b.view)
        var follows = false
        var usesSafeArea = true
        for case .layoutGuide(let g) in run.scene.behaviors {
            follows = g.followsUndockedKeyboard
            usesSafeArea = g.usesBottomSafeArea
            break
        }
        let resting = run.tree.restingFrames[bar]
        let bottom = run.tree.parentBoundsMaxY(bar) - (usesSafeArea ? run.tree.parentSafeBottom(bar) : 0)
        var top = bottom
        var state = "hidden"
        if run.keyboard.counts(followUndocked: follows), let kb = run.keyboard.visiblePartInWindow {
            // The guide never drops below the safe-area edge.
            top = min(bottom, run.tree.parentY(of: bar, windowY: kb.minY))
            state = run.keyboard.docked ? "docked" : "undocked"
        }
        run.tree.frames[bar] = resting.with(y: top - resting.height)
        run.noteCode(
            view: b.view, [("guideTop", .number(top)), ("result", .number(run.tree.frames[bar].y))],
            "the guide is \(state): its top at \(top.pt) in the superview, the bar's bottom pinned to it: y \(run.tree.frames[bar].y.pt)"
        )
        try run.finishPinnedBar(bar, resize: b.resize)
    }
}

extension Scene {
    /// A framework's reason not to apply: the scene's iOS version is before the one it needs.
    func needs(iOS major: Int, for framework: String) -> String? {
        guard let v = screen.osVersion, v.major < major else { return nil }
        return "\(framework) needs iOS \(major); the scene is \(v)"
    }

    /// The assumption a framework policy makes when the scene gives no iOS version.
    func latestAssumed(_ what: String) -> [Assumption] {
        screen.osVersion == nil
            ? [Assumption(pointer: "/screen/osVersion", because: "no iOS version given: \(what)")] : []
    }
}
