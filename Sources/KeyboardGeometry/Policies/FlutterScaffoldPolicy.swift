// Flutter's Scaffold with resizeToAvoidBottomInset true (its default), on the iOS engine, what a Flutter screen gets
// instead of keyboard code. Modelled from these lines of flutter/flutter (quoted; the stored copies read here are
// not numbered, so each is placed by commit and the code around it):
//
// packages/flutter/lib/src/material/scaffold.dart at 0008ef17ebc67507629932a915ce5ca16aacb8ec
//   /// If true the [body] and the scaffold's floating widgets should size themselves to avoid the onscreen
//   /// keyboard whose height is defined by the ambient [MediaQuery]'s [MediaQueryData.viewInsets] `bottom`
//   /// property. ... Defaults to true.                                     (the resizeToAvoidBottomInset doc)
//   final EdgeInsets minInsets = MediaQuery.paddingOf(context).copyWith(
//     bottom: _resizeToAvoidBottomInset ? MediaQuery.viewInsetsOf(context).bottom : 0.0);        (in build)
//   final double contentBottom = math.max(0.0, bottom - math.max(minInsets.bottom, bottomWidgetsHeight));
//                                                        (_ScaffoldLayout.performLayout: the body ends higher)
//   if (removeBottomInset) { data = data.removeViewInsets(removeBottom: true); }  (the body's own padding)
// packages/flutter/lib/src/widgets/editable_text.dart at 003dc1a8602d5a99245162c7b36e8d4846b3924d
//   this.scrollPadding = const EdgeInsets.all(20.0),                     (the caret scrolled in 20 pt clear)
// engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm at
// 57f980a826654f0b27caa7122c287a5dcded7f8e
//   keyboardWillShowNotification:, keyboardWillChangeFrame:, keyboardWillBeHidden: -> handleKeyboardNotification:
//   if (notification.name == UIKeyboardWillHideNotification) { return FlutterKeyboardModeHidden; }
//   if (CGRectEqualToRect(keyboardFrame, CGRectZero)) { return FlutterKeyboardModeFloating; }
//   if (round(adjustedKeyboardBottom) < screenHeight) { return FlutterKeyboardModeFloating; }
//   // Only docked keyboards will have an inset. ... return portionOfKeyboardInView * scale; ... return 0;
// packages/flutter/lib/src/widgets/media_query.dart at 000a6d6447e77b91fc31894c20a6e0bd74941c66
//   viewInsets = EdgeInsets.fromViewPadding(view.viewInsets, view.devicePixelRatio),  (back to points)
//
// So viewInsets.bottom is the docked keyboard's portion in the Flutter view (0 hidden or floating; another app's
// keyboard counts as not this app's, as docs/policies.md says); the body ends that far above the view's bottom; the
// SafeArea's bottom padding under it becomes max(0, padding - inset).
//
// What a scene maps to: the Flutter view is the window and the Scaffold's body the root view (the first view
// without a parent). The body ends viewInsets.bottom above the view's bottom; an attachToKeyboard bar is the body's
// bottom child (its bottom at the body's new bottom less the remaining padding), its `resize` view following its
// top; a scroll view that is the body, or fills it, shrinks with it and scrolls the revealed field into view with
// the 20 pt padding (no content inset: Flutter resizes instead). shiftView has no counterpart: it rests.

extension RuleSteps {
    static let flutterScaffold = RuleSteps.code(
        observes: [.willShow, .willHide, .willChangeFrame],
        assumptions: { run in
            [
                Assumption(
                    pointer: "/views",
                    because: "the Flutter view is taken to be the window and the Scaffold's body the root view "
                        + "(\(run.scene.rootView?.id ?? "none"))"),
                Assumption(
                    pointer: "/behaviors",
                    because: "the revealed field is scrolled into view with EditableText's default scrollPadding, 20 pt"
                ),
                Assumption(
                    pointer: "/views",
                    because: "the body's children follow the container rule: those resting on its bottom move up by "
                        + "viewInsets.bottom, those on its safe area's bottom by what the inset leaves of the padding, a "
                        + "scroll view as high as it shrinks, the others keep their frames"),
            ]
        },
        insetScrollView: FlutterScaffoldCode.scroll,
        offsetScrollView: FlutterScaffoldCode.scroll,
        attachToKeyboard: FlutterScaffoldCode.attachToKeyboard,
        afterBehaviors: FlutterScaffoldCode.containerRule)
}

/// The Scaffold's resizing for the behaviors it has a counterpart of, each step a function of the run it changes.
private enum FlutterScaffoldCode {
    /// viewInsets.bottom: the docked, local keyboard's overlap with the Flutter view (the window); 0 otherwise.
    static func viewInsetsBottom(_ run: AdjustmentRun) -> Double {
        guard run.keyboard.visible, run.keyboard.docked, run.keyboard.local else { return 0 }
        return run.overlap(run.scene.window.bounds)
    }

    /// The body's new bottom in window space, and the bottom padding left of its safe area.
    private static func bodyBottom(_ run: AdjustmentRun) -> (bottom: Double, padding: Double)? {
        guard let root = run.scene.rootView, let i = run.tree.index[root.id] else { return nil }
        let inset = viewInsetsBottom(run)
        return (run.tree.windowFrame(i).maxY - inset, max(0, run.tree.safeArea(i).bottom - inset))
    }

    /// The container rule on the body (the root view): its children resting on its bottom move up by
    /// viewInsets.bottom, those on its safe area's bottom by `max(0, inset - padding)` (the padding becomes
    /// `max(0, padding - inset)`), a scroll view as high as the body shrinks by the inset.
    static func containerRule(_ run: inout AdjustmentRun) throws(SceneError) {
        guard let root = run.scene.rootView, let i = run.tree.index[root.id] else { return }
        let inset = viewInsetsBottom(run)
        guard inset > 0 else { return }
        let padding = run.tree.safeArea(i).bottom
        run.applyContainerRule(
            i, ContainerShrink(bottom: inset, safeBottom: max(0, inset - padding)), scrollViewsShrink: true,
            placedByBehaviors: run.viewsPlacedByBehaviors)
    }

    /// The bar at the body's bottom, above the padding left of the safe area; at rest while nothing is inset.
    static func attachToKeyboard(_ run: inout AdjustmentRun, _ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try run.tree.lookup(b.view)
        let inset = viewInsetsBottom(run)
        let body = inset > 0 ? bodyBottom(run) : nil
        try run.pinBar(bar, resize: b.resize, to: body, windowY: { $0.bottom - $0.padding }) { run, body, y in
            run.noteCode(
                view: b.view, [("viewInsetsBottom", .number(inset)), ("result", .number(y))],
                "viewInsets.bottom \(inset.pt): the body ends at \(body.bottom.pt), padding \(body.padding.pt); the bar at its bottom, y \(y.pt)"
            )
        }
    }

    /// The Scaffold's step for an inset or an offset scroll view alike (Flutter resizes instead of insetting): a
    /// scroll view that is the body or fills it shrinks with it, and scrolls the revealed field 20 pt clear.
    static func scroll(_ run: inout AdjustmentRun, _ b: some ScrollBehavior) throws(SceneError) {
        let id = b.scrollView
        let s = try run.tree.lookupScrollView(id).index
        if let body = bodyBottom(run), viewInsetsBottom(run) > 0 {
            let frame = run.tree.windowFrame(s)
            let rootBottom = body.bottom + viewInsetsBottom(run)
            // The body itself, or a scroll view as high as the body reaches: it shrinks with it.
            if abs(frame.maxY - rootBottom) <= 0.5 {
                run.tree.frames[s] = run.tree.frames[s].with(
                    height: max(0, run.tree.frames[s].height - viewInsetsBottom(run)))
                run.refreshFrames()
            }
        }
        if let reveal = b.revealedField, viewInsetsBottom(run) > 0 {
            let f = try run.tree.lookup(reveal)
            // The field's frame in the scroll view's content space, scrolled 20 pt clear of the visible bottom.
            let fieldBottom = run.tree.windowFrame(f).maxY - run.tree.windowFrame(s).minY + run.tree.offsets[s].y
            let needed = fieldBottom + 20 - run.tree.frames[s].height
            if needed > run.tree.offsets[s].y { run.tree.offsets[s].y = needed }
            run.noteCode(
                view: id, [("contentOffset", .number(run.tree.offsets[s].y))],
                "the caret scrolled into view with scrollPadding 20: offset \(run.tree.offsets[s].y.pt)")
            run.refreshFrames()
        }
        run.reportScroll(s)
    }
}
