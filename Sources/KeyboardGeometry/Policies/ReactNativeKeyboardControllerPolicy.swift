// react-native-keyboard-controller, what most React Native apps now use instead of the core KeyboardAvoidingView.
// Modelled from kirillzyusko/react-native-keyboard-controller at release 1.22.4 (commit af130ca4, "chore: release
// 1.22.4 (#1607)"); each line quoted is at that commit.
//
// The keyboard (ios/observers/movement/observer/KeyboardMovementObserver+Lifecycle.swift L16-27,
// +Listeners.swift L12-55, ios/extensions/Notification.swift L9-16): only keyboardWillShow and keyboardWillHide are
// observed (the did events are the library's own timers); the height sent is the end frame's
// `keyboardFrame.cgRectValue.size.height` on willShow, 0 on willHide; `isLocal` is never read. The window's height
// is the library's `useWindowDimensions`, the provider's `window.bounds.size` (the whole UIWindow).
//
// src/components/KeyboardAvoidingView/index.tsx
//   L86-87   keyboardVerticalOffset = 0, automaticOffset = false
//   L105-108 const keyboardY = screenHeight - heightWhenOpened - keyboardVerticalOffset;
//            return Math.max(frame.y + frame.height - keyboardY, 0);
//   L138     the frame: onLayout's `e.nativeEvent.layout`, in its parent's space
//   L140-159 with automaticOffset: `viewPositionInWindow` (ios/KeyboardControllerModule.mm L147:
//            `[view.superview convertRect:view.frame toView:nil]`, the frame in the window)
//   L180-186 height:   { height: frame.height - bottom, flex: 0 } while the keyboard is open
//   L190-191 position: { bottom } on the content container: the content moves up by `bottom`
//   L193-194 padding:  { paddingBottom: bottom }
//   L196-200 translate-with-padding: { paddingTop: bottom, transform: [{ translateY: -bottom }] }
//   hooks.ts L29-40: on hide the height when opened stays and the progress goes to 0: the bottom is 0.
// src/components/KeyboardStickyView/index.tsx
//   L50-52   offset: { closed = 0, opened = 0 }
//   L60-63   translateY: height.value + interpolate(progress, [0, 1], [closed, opened]); src/animated.tsx L158
//            `heightSV.value = -event.height`: open, the view moves up the keyboard's height less `opened`;
//            closed, it sits `closed` below its layout
// src/components/KeyboardAwareScrollView/index.tsx
//   L101-111 bottomOffset = 0, extraKeyboardSpace = 0, mode = "insets"
//   L181-184 point = absoluteY + height (the input's bottom in the root view; the caret's when one is known)
//   L186-201 if (height - keyboardHeight) - point <= bottomOffset: scroll by
//            keyboardHeight - (height - point) + bottomOffset, never by less than 0
//   L590-593 with ScrollViewWithBottomPadding L79-101: contentInset.bottom = keyboardHeight + extraKeyboardSpace
//   L401-406, L495-498 on hide: back to the offset from before the keyboard, the inset 0
//
// What a scene maps to (docs/policies.md): the component is `frameworks.reactNativeKeyboardController.view`, else
// the KeyboardAvoidingView the root view, the StickyView the first attachToKeyboard bar, the AwareScrollView the
// first scroll behavior's scroll view. A KeyboardAvoidingView's children follow the container rule; a scene has no
// caret, so the AwareScrollView's point is the revealed field's bottom. The scene's behaviors are not the
// library's: they rest.

extension RuleSteps {
    static let reactNativeKeyboardController = RuleSteps.code(
        observes: [.willShow, .willHide],
        assumptions: ReactNativeKeyboardControllerCode.assumptions,
        whole: ReactNativeKeyboardControllerCode.whole)
}

/// react-native-keyboard-controller's four components, one step that decides by itself what to move (the
/// KeyboardChatScrollView's formulas in KeyboardChatScrollViewCode.swift).
enum ReactNativeKeyboardControllerCode {
    /// The request's component and props, the defaults otherwise.
    static func settings(_ scene: Scene) -> ReactNativeKeyboardController {
        scene.frameworks.reactNativeKeyboardController ?? ReactNativeKeyboardController()
    }

    /// The component's view: the one named, else the component's default.
    static func viewID(_ scene: Scene) -> String? {
        let s = settings(scene)
        if let view = s.view { return view }
        switch s.component {
        case .keyboardAvoidingView:
            return scene.rootView?.id
        case .keyboardStickyView:
            for case .attachToKeyboard(let b) in scene.behaviors { return b.view }
            return nil
        case .keyboardAwareScrollView, .keyboardChatScrollView:
            return scene.behaviors.lazy.compactMap(\.scrollView).first
        }
    }

    /// The height the library sends: the end frame's on willShow, 0 on willHide.
    static func keyboardHeight(_ run: AdjustmentRun) -> Double {
        run.notification.event.isHide ? 0 : run.deliveredEndFrame.height
    }

    /// The KeyboardAvoidingView's frame as the library measures it: in its parent (onLayout), or in the window
    /// with `automaticOffset`.
    static func avoidingFrame(_ tree: ViewTree, _ kav: Int, automaticOffset: Bool) -> Rect {
        automaticOffset ? tree.restingWindowFrame(kav) : tree.restingFrames[kav]
    }

    /// `keyboardY` (index.tsx L105-107) for a keyboard of `height`.
    static func keyboardY(windowHeight: Double, height: Double, offset: Double) -> Double {
        windowHeight - height - offset
    }

    /// What the answer lists where the source is silent or the request left a prop out.
    static func assumptions(_ run: AdjustmentRun) -> [Assumption] {
        let s = settings(run.scene)
        var out: [Assumption] = []
        if run.scene.frameworks.reactNativeKeyboardController?.view == nil {
            let what: String
            switch s.component {
            case .keyboardAvoidingView: what = "the root view"
            case .keyboardStickyView: what = "the first attachToKeyboard bar"
            case .keyboardAwareScrollView, .keyboardChatScrollView: what = "the first scroll behavior's scroll view"
            }
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNativeKeyboardController/view",
                    because: "no \(s.component.rawValue) named: \(what) (\(viewID(run.scene) ?? "none")) is taken"))
        }
        switch s.component {
        case .keyboardAvoidingView:
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNativeKeyboardController/view",
                    because: "the KeyboardAvoidingView's children follow the container rule: those resting on its "
                        + "(safe) bottom move with it, a scroll view as high as it shrinks, the others keep their frames"
                ))
        case .keyboardStickyView:
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNativeKeyboardController/offset",
                    because: "the scene's frame is the StickyView's layout, before its translateY: closed, it sits "
                        + "offset.closed below it"))
        case .keyboardAwareScrollView:
            out.append(
                Assumption(
                    pointer: "/behaviors",
                    because: "a scene has no caret: the revealed field's rect is taken as the caret's, its bottom as "
                        + "the point the KeyboardAwareScrollView keeps bottomOffset above the keyboard"))
        case .keyboardChatScrollView:
            out += chatAssumptions(run)
        }
        return out
    }

    /// The component's step for the delivered notification.
    static func whole(_ run: inout AdjustmentRun) throws(SceneError) {
        guard let id = viewID(run.scene) else {
            run.noteCode([], "no view for the \(settings(run.scene).component.rawValue): nothing changes")
            return
        }
        let view = try run.tree.lookup(id)
        switch settings(run.scene).component {
        case .keyboardAvoidingView: avoid(&run, view)
        case .keyboardStickyView: stick(&run, view)
        case .keyboardAwareScrollView: try scroll(&run, view)
        case .keyboardChatScrollView: try chat(&run, view)
        }
        run.refreshFrames()
    }

    /// KeyboardAvoidingView (index.tsx L105-108, L180-200): the bottom from the keyboard's height and the
    /// window's, then the behavior's frames for the view and its children.
    static func avoid(_ run: inout AdjustmentRun, _ kav: Int) {
        let s = settings(run.scene)
        let h = keyboardHeight(run)
        let frame = avoidingFrame(run.tree, kav, automaticOffset: s.automaticOffset)
        let windowHeight = run.scene.window.frame.height
        let y = keyboardY(windowHeight: windowHeight, height: h, offset: s.keyboardVerticalOffset)
        // On hide the progress is 0 and the bottom with it (hooks.ts L29-40).
        let bottom = h > 0 ? max(0, frame.y + frame.height - y) : 0
        run.noteCode(
            view: run.tree.id(kav),
            [("keyboardHeight", .number(h)), ("keyboardY", .number(y)), ("bottom", .number(bottom))],
            "L105-108: keyboardY = window \(windowHeight.pt) - keyboard height \(h.pt) - offset \(s.keyboardVerticalOffset.pt) = \(y.pt); bottom = max(0, frame.y \(frame.y.pt) + height \(frame.height.pt) - keyboardY) = \(bottom.pt)\(s.automaticOffset ? " (the frame in the window: automaticOffset)" : ""); behavior \(s.behavior.rawValue)"
        )
        let resting = run.tree.restingFrames[kav]
        let shrink = ContainerShrink(bottom: bottom, safeBottom: bottom)
        switch s.behavior {
        case .position:
            run.tree.frames[kav] = resting.with(y: resting.y - bottom)
        case .height:
            // (The rule first, as for every behavior here: it reads the view's safe area where the view rests.)
            run.applyContainerRule(kav, shrink, scrollViewsShrink: true)
            run.tree.frames[kav] = resting.with(height: max(0, resting.height - bottom))
        case .padding:
            run.applyContainerRule(kav, shrink, scrollViewsShrink: true)
        case .translateWithPadding:
            // Up by the bottom, the top padded by as much: the children end where padding puts them in the window,
            // so in the moved view those padding leaves in place sit `bottom` lower.
            // (The rule first: it reads the view's safe area where the view rests.)
            run.applyContainerRule(kav, shrink, scrollViewsShrink: true)
            run.tree.frames[kav] = resting.with(y: resting.y - bottom)
            guard bottom > 0 else { break }
            for c in run.tree.views.indices where run.tree.parents[c] == kav {
                run.tree.frames[c] = run.tree.frames[c].with(y: run.tree.frames[c].y + bottom)
                run.report(c)
            }
        }
        run.report(kav)
    }

    /// KeyboardStickyView (index.tsx L60-63): open, up by the keyboard's height less `offset.opened`; closed,
    /// `offset.closed` below its layout.
    static func stick(_ run: inout AdjustmentRun, _ bar: Int) {
        let s = settings(run.scene)
        let h = keyboardHeight(run)
        let resting = run.tree.restingFrames[bar]
        let translateY = h > 0 ? -h + s.offset.opened : s.offset.closed
        run.tree.frames[bar] = resting.with(y: resting.y + translateY)
        run.noteCode(
            view: run.tree.id(bar), [("translateY", .number(translateY))],
            h > 0
                ? "L60-63: translateY = -keyboard height \(h.pt) + offset.opened \(s.offset.opened.pt) = \(translateY.pt)"
                : "L60-63: the keyboard closed: translateY = offset.closed \(s.offset.closed.pt)")
        run.report(bar)
    }

    /// KeyboardAwareScrollView (index.tsx L181-201, L590-593): inset by the keyboard's height, and the revealed
    /// field's bottom scrolled to `bottomOffset` above the keyboard when it is lower; on hide, the offset back and
    /// the inset 0.
    static func scroll(_ run: inout AdjustmentRun, _ view: Int) throws(SceneError) {
        let s = settings(run.scene)
        let sv = try run.tree.lookupScrollView(run.tree.id(view)).index
        let h = keyboardHeight(run)
        run.tree.insets[sv].bottom = h
        let resting = run.tree.views[sv].scroll?.contentOffset ?? .zero
        guard h > 0 else {
            run.tree.offsets[sv] = resting
            run.noteCode(
                view: run.tree.id(sv), [("contentInset", .number(0))],
                "L401-406, L495-498: the keyboard hides: the offset back to \(resting.y.pt), contentInset.bottom 0")
            run.reportScroll(sv)
            return
        }
        let windowHeight = run.scene.window.frame.height
        var scrolled = 0.0
        if let fieldID = run.scene.revealedField, let field = run.tree.index[fieldID],
            run.tree.isInside(field, sv, strictly: true)
        {
            let point = run.tree.windowFrame(field).maxY
            if windowHeight - h - point <= s.bottomOffset {
                scrolled = max(0, h - (windowHeight - point) + s.bottomOffset)
                run.tree.offsets[sv].y += scrolled
            }
            run.noteCode(
                view: fieldID, [("point", .number(point)), ("scrolled", .number(scrolled))],
                "L181-201: point \(point.pt); visible \((windowHeight - h).pt) - point <= bottomOffset \(s.bottomOffset.pt)? scroll by max(0, \(h.pt) - (\(windowHeight.pt) - point) + \(s.bottomOffset.pt)) = \(scrolled.pt)"
            )
        }
        run.noteCode(
            view: run.tree.id(sv), [("contentInset", .number(h))],
            "L590-593: contentInset.bottom = keyboard height \(h.pt) + extraKeyboardSpace 0")
        run.reportScroll(sv)
    }
}

extension TunableSetting {
    /// The scene's component's setting: the KeyboardAvoidingView's `keyboardVerticalOffset`, the StickyView's
    /// `offset.opened`, the AwareScrollView's `bottomOffset`, each solved from its formula above.
    static func reactNativeKeyboardController(_ scene: Scene) -> TunableSetting {
        typealias Code = ReactNativeKeyboardControllerCode
        @Sendable func tuned(_ scene: Scene, _ change: (inout ReactNativeKeyboardController) -> Void) -> Scene {
            var out = scene
            var props = Code.settings(scene)
            change(&props)
            out.frameworks.reactNativeKeyboardController = props
            return out
        }
        let key = "frameworks.reactNativeKeyboardController"
        switch Code.settings(scene).component {
        case .keyboardAvoidingView:
            return TunableSetting(
                name: "keyboardVerticalOffset", requestKey: key + ".keyboardVerticalOffset",
                current: { Code.settings($0).keyboardVerticalOffset },
                setting: { scene, value in tuned(scene) { $0.keyboardVerticalOffset = value } },
                targets: { scene in
                    avoidingViewTargets(
                        scene, kav: Code.viewID(scene), movesItself: Code.settings(scene).behavior == .position)
                }, slope: -1,
                solve: { scene, delivered, _, resting, wanted in
                    // L105-108 with the frame as the library measures it (in the window with automaticOffset).
                    guard let id = Code.viewID(scene),
                        let tree = try? ViewTree(views: scene.views, window: scene.window),
                        let kav = tree.index[id]
                    else { return .failure(SettingUnsolvable(reason: "no KeyboardAvoidingView in the scene")) }
                    let frame = Code.avoidingFrame(tree, kav, automaticOffset: Code.settings(scene).automaticOffset)
                    let y = Code.keyboardY(
                        windowHeight: scene.window.frame.height, height: delivered.height, offset: 0)
                    return solveAvoidingOffset(frameMaxY: frame.maxY, keyboardY: y, resting: resting, wanted: wanted)
                })
        case .keyboardStickyView:
            return TunableSetting(
                name: "offset.opened", requestKey: key + ".offset.opened",
                current: { Code.settings($0).offset.opened },
                setting: { scene, value in tuned(scene) { $0.offset.opened = value } },
                targets: { scene in
                    guard let id = Code.viewID(scene) else {
                        return .failure(SettingUnsolvable(reason: "no KeyboardStickyView in the scene"))
                    }
                    return .success([SettingTarget(view: id, edge: .bottom)])
                }, slope: 1,
                // L60-63: open, the view ends at its rest - height + opened; so opened = wanted - (rest - height).
                solve: { _, delivered, _, resting, wanted in .success(wanted - (resting - delivered.height)) })
        case .keyboardAwareScrollView:
            return TunableSetting(
                name: "bottomOffset", requestKey: key + ".bottomOffset",
                current: { Code.settings($0).bottomOffset },
                setting: { scene, value in tuned(scene) { $0.bottomOffset = value } },
                targets: { scene in
                    guard let sv = Code.viewID(scene), let field = scene.revealedField,
                        let tree = try? ViewTree(views: scene.views, window: scene.window),
                        let s = tree.index[sv], let f = tree.index[field], tree.isInside(f, s, strictly: true)
                    else {
                        return .failure(
                            SettingUnsolvable(
                                reason: "no revealed field inside the KeyboardAwareScrollView: bottomOffset places "
                                    + "nothing"))
                    }
                    return .success([SettingTarget(view: field, edge: .bottom)])
                }, slope: -1,
                // L186-201: a scrolled input's bottom ends at (window height - keyboard height) - bottomOffset.
                solve: { scene, delivered, _, resting, wanted in
                    guard wanted <= resting + 0.5 else {
                        return .failure(
                            SettingUnsolvable(
                                reason: "the reference puts the field lower than it rests: the KeyboardAwareScrollView "
                                    + "only scrolls content up"))
                    }
                    return .success(scene.window.frame.height - delivered.height - wanted)
                })
        case .keyboardChatScrollView:
            return TunableSetting(
                name: "offset", requestKey: key + ".offset",
                current: { Code.settings($0).chatOffset },
                setting: { scene, value in tuned(scene) { $0.chatOffset = value } },
                targets: { scene in
                    guard let id = Code.viewID(scene) else {
                        return .failure(SettingUnsolvable(reason: "no KeyboardChatScrollView in the scene"))
                    }
                    let edge: SettingTarget.Edge =
                        Code.chatProps(scene).inverted ? .invertedVisibleBottom : .visibleBottom
                    return .success([SettingTarget(view: id, edge: edge)])
                }, slope: 1,
                // index.tsx L108-113, helpers.ts L298-314: the list's visual bottom inset grows by the keyboard's
                // height less offset, plus extraContentPadding; so offset = height + extra - (resting - wanted).
                solve: { scene, delivered, _, resting, wanted in
                    .success(delivered.height + Code.settings(scene).extraContentPadding - (resting - wanted))
                })
        }
    }
}
