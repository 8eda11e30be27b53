// SwiftUI's keyboard safe area (iOS 14 and later), what an app written in SwiftUI gets without keyboard code.
// Modelled from SwiftUI's documentation (developer.apple.com/documentation/swiftui/):
//
//   SafeAreaRegions.keyboard: "The safe area matching the current extent of any software keyboard displayed
//     over the view content." (iOS 14.0+)                      -> the bottom safe edge rises to the keyboard's top
//   ignoresSafeArea(_:edges:): views that do not call it with .keyboard "stay within the safe area", so the
//     container's bottom safe edge is the higher of its own (the home indicator) and the keyboard's top.
//
// What a scene maps to (docs/policies.md): the bottom safe edge in the window is min(the safe area's bottom, the
// docked keyboard's top). A bar (attachToKeyboard) whose bottom rests on the safe area's or its superview's bottom
// rides that edge, its `resize` view following its top; a scroll view keeps its content and frame and gets the
// difference as an adjusted inset: adjustedContentInset.bottom = the safe edge's overlap with it (reported there,
// not in contentInset, which the app never set, reported beside it at rest). The root view's other children follow
// the container rule (ContainerRule.swift): one resting on its (safe) bottom rises with the safe edge. Whether SwiftUI scrolls the focused field into view is not
// documented: the policy assumes it does not, and says so. shiftView has no SwiftUI counterpart: it rests. An
// undocked or floating keyboard is not in the keyboard safe area: nothing moves.

extension RuleSteps {
    static let swiftUI = RuleSteps.code(
        observes: [.willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame],
        notApplicable: { scene in scene.needs(iOS: 14, for: "SwiftUI's keyboard safe area") },
        assumptions: { run in
            run.scene.latestAssumed("the latest SwiftUI keyboard safe area is assumed")
                + run.scene.behaviors.compactMap(\.scrollView).map(SwiftUICode.noScroll)
                + [
                    Assumption(
                        pointer: "/views",
                        because: "the root view (\(run.scene.rootView?.id ?? "none")) is the container whose safe "
                            + "area the keyboard raises: its children resting on its (safe) bottom rise with the edge, "
                            + "the others keep their frames")
                ]
        },
        insetScrollView: SwiftUICode.scrollView,
        offsetScrollView: SwiftUICode.scrollView,
        attachToKeyboard: SwiftUICode.attachToKeyboard,
        afterBehaviors: SwiftUICode.containerRule)
}

/// SwiftUI's keyboard safe area for the behaviors it has a counterpart of, each step a function of the run it
/// changes.
private enum SwiftUICode {
    /// The assumption that SwiftUI does not scroll the focused field in scroll view `id` into view.
    static func noScroll(_ id: String) -> Assumption {
        Assumption(
            pointer: "/views/\(id)/contentOffset/y",
            because: "SwiftUI does not document scrolling the focused field into view: assumed it does not")
    }

    /// The bottom safe edge in window space: the higher of the window's safe-area bottom and the docked keyboard's
    /// top (the keyboard safe area); nil while no docked keyboard counts.
    static func keyboardEdge(_ run: AdjustmentRun) -> Double? {
        guard run.keyboard.counts(followUndocked: false), run.keyboard.docked,
            let kb = run.keyboard.visiblePartInWindow
        else {
            return nil
        }
        return min(run.scene.window.frame.height - run.scene.window.safeAreaInsets.bottom, kb.minY)
    }

    /// A bar resting on its superview's safe-area bottom (or its bottom) rides the safe edge.
    static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try run.tree.lookup(b.view)
        let resting = run.tree.restingFrames[bar]
        let parentBottom = run.tree.parentBoundsMaxY(bar)
        let onSafeBottom = abs(resting.maxY - (parentBottom - run.tree.parentSafeBottom(bar))) <= 0.5
        let onBottom = abs(resting.maxY - parentBottom) <= 0.5
        let edge = onSafeBottom || onBottom ? keyboardEdge(run) : nil
        try run.pinBar(bar, resize: b.resize, to: edge, windowY: { $0 }) { run, edge, y in
            run.noteCode(
                view: b.view, [("edge", .number(edge)), ("result", .number(y))],
                "the keyboard safe area's bottom edge is at \(edge.pt) in the window: the bar rests on it, y \(y.pt)")
        }
    }

    /// SwiftUI's own step for an inset or an offset scroll view alike, SwiftUI not telling the app's intents
    /// apart: a scroll view keeps its frame and content; its adjusted bottom inset is the safe edge's overlap with it.
    static func scrollView(_ run: inout AdjustmentRun, _ b: some ScrollBehavior) throws(SceneError) {
        let id = b.scrollView
        let s = try run.tree.lookupScrollView(id).index
        let frame = run.tree.windowFrame(s)
        var adjusted = run.tree.insets[s] + run.tree.addedInsets(s)
        if let edge = keyboardEdge(run) {
            adjusted.bottom = max(adjusted.bottom, run.tree.insets[s].bottom + max(0, frame.maxY - edge))
        }
        let offset = run.tree.offsets[s]
        run.noteCode(
            view: id, [("adjustedBottom", .number(adjusted.bottom))],
            "the keyboard safe area: adjustedContentInset.bottom \(adjusted.bottom.pt); contentInset unchanged, no scroll"
        )
        let resting = run.tree.insets[s]
        run.report(s) {
            // contentInset stays what the app set (SwiftUI reports the keyboard in adjustedContentInset only).
            $0.contentInset = resting
            $0.adjustedContentInset = adjusted
            $0.contentOffset = offset
        }
    }

    /// The container rule on the root view: a child resting on its safe area's bottom (or its bottom) rises by
    /// the safe edge's rise; scroll views keep their frames (they get the inset above).
    static func containerRule(_ run: inout AdjustmentRun) throws(SceneError) {
        guard let root = run.scene.rootView, let i = run.tree.index[root.id], let edge = keyboardEdge(run) else {
            return
        }
        let safeBottomY = run.tree.windowFrame(i).maxY - run.tree.safeArea(i).bottom
        let rise = max(0, safeBottomY - edge)
        run.applyContainerRule(
            i, ContainerShrink(bottom: rise, safeBottom: rise), scrollViewsShrink: false,
            placedByBehaviors: run.viewsPlacedByBehaviors)
    }
}
