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
// keyboard counts as not this app's, as the design says); the body ends that far above the view's bottom; the
// SafeArea's bottom padding under it becomes max(0, padding - inset).
//
// What a scene maps to: the Flutter view is the window and the Scaffold's body the root view (the first view
// without a parent). The body ends viewInsets.bottom above the view's bottom; an attachToKeyboard bar is the body's
// bottom child (its bottom at the body's new bottom less the remaining padding), its `resize` view following its
// top; a scroll view that is the body, or fills it, shrinks with it and scrolls the revealed field into view with
// the 20 pt padding (no content inset: Flutter resizes instead). shiftView has no counterpart: it rests.

extension PolicyCode {
    static let flutterScaffold = PolicyCode(
        observes: [.willShow, .willHide, .willChangeFrame],
        assumptions: { run in
            [
                Assumption(
                    pointer: "/views",
                    because: "the Flutter view is taken to be the window and the Scaffold's body the root view "
                        + "(\(run.scene.views.first { $0.parent == nil }?.id ?? "none"))"),
                Assumption(
                    pointer: "/behaviors",
                    because: "the revealed field is scrolled into view with EditableText's default scrollPadding, 20 pt"
                ),
            ]
        },
        insetScrollView: { (run: inout AdjustmentRun, b: Behavior.InsetScrollView) throws(SceneError) in
            try run.flutterScroll(b.scrollView, reveal: b.reveal)
        },
        offsetScrollView: { (run: inout AdjustmentRun, b: Behavior.OffsetScrollView) throws(SceneError) in
            try run.flutterScroll(b.scrollView, reveal: b.reveal)
        },
        attachToKeyboard: { (run: inout AdjustmentRun, b: Behavior.AttachToKeyboard) throws(SceneError) in
            try run.flutterBar(b)
        },
        animation: { run in run.frameworkAnimation })
}

extension AdjustmentRun {
    /// viewInsets.bottom: the docked, local keyboard's overlap with the Flutter view (the window); 0 otherwise.
    var flutterInset: Double {
        guard keyboard.visible, keyboard.docked, keyboard.local else { return 0 }
        return overlap(scene.window.bounds)
    }

    /// The body's new bottom in window space, and the bottom padding left of its safe area.
    private var flutterBody: (bottom: Double, padding: Double)? {
        guard let root = scene.views.first(where: { $0.parent == nil }), let i = tree.index[root.id] else {
            return nil
        }
        let inset = flutterInset
        return (tree.windowFrame(i).maxY - inset, max(0, tree.safeArea(i).bottom - inset))
    }

    mutating func flutterBar(_ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try tree.lookup(b.view)
        let resting = tree.restingFrames[bar]
        if let body = flutterBody, flutterInset > 0 {
            let bottom = tree.parentY(of: bar, windowY: body.bottom - body.padding)
            tree.frames[bar] = resting.with(y: min(resting.y, bottom - resting.height))
            noteCode(
                view: b.view, [("viewInsetsBottom", .number(flutterInset)), ("result", .number(tree.frames[bar].y))],
                "viewInsets.bottom \(flutterInset.pt): the body ends at \(body.bottom.pt), padding \(body.padding.pt); the bar at its bottom, y \(tree.frames[bar].y.pt)"
            )
        } else {
            tree.frames[bar] = resting
        }
        if let resizeID = b.resize { try followBarTop(resizeID, bar: bar) }
        reportPinned(bar)
        refreshFrames()
    }

    mutating func flutterScroll(_ id: String, reveal: String?) throws(SceneError) {
        let s = try tree.lookupScrollView(id).index
        if let body = flutterBody, flutterInset > 0 {
            let frame = tree.windowFrame(s)
            let rootBottom = body.bottom + flutterInset
            // The body itself, or a scroll view as high as the body reaches: it shrinks with it.
            if abs(frame.maxY - rootBottom) <= 0.5 {
                tree.frames[s] = tree.frames[s].with(height: max(0, tree.frames[s].height - flutterInset))
                refreshFrames()
            }
        }
        if let reveal, flutterInset > 0 {
            let f = try tree.lookup(reveal)
            // The field's frame in the scroll view's content space, scrolled 20 pt clear of the visible bottom.
            let fieldBottom = tree.windowFrame(f).maxY - tree.windowFrame(s).minY + tree.offsets[s].y
            let needed = fieldBottom + 20 - tree.frames[s].height
            if needed > tree.offsets[s].y { tree.offsets[s].y = needed }
            noteCode(
                view: id, [("contentOffset", .number(tree.offsets[s].y))],
                "the caret scrolled into view with scrollPadding 20: offset \(tree.offsets[s].y.pt)")
            refreshFrames()
        }
        reportScroll(s)
    }
}
