// react-native-keyboard-controller's fourth component, KeyboardChatScrollView, on iOS, modelled from
// kirillzyusko/react-native-keyboard-controller at release 1.22.4 (commit af130ca4f9d77061ca098dd4aaec13dda3d5b11f);
// each line quoted is at that commit, under src/components/KeyboardChatScrollView/ unless said.
//
// index.tsx
//   L36-41   inverted = false, keyboardLiftBehavior = "always", offset = 0, extraContentPadding and blankSpace 0
//   L108-113 totalPadding = min(layout.height, max(blankSpace, padding + extraContentPadding))
//   L118-120 indicatorPadding = padding + extraContentPadding
// ../ScrollViewWithBottomPadding/index.tsx
//   L79-94   the padding is added to contentInset.top when inverted, to contentInset.bottom otherwise
//   L148-162 contentOffset = {0, contentOffsetY} only when the value differs from the last one written; the
//            first evaluation (the mount, 0) is swallowed
// useChatKeyboard/helpers.ts
//   L282     AT_END_THRESHOLD = 20
//   L298-314 getEffectiveHeight: height, or interpolate(height, [0, target], [0, max(target - offset, 0)])
//   L334-347 isScrollAtEnd: inverted scroll <= 20, else scroll + layout >= content - 20
//   L361-377 shouldShiftContent: always, persistent true; never false; whenAtEnd atEnd
//   L404-426 getVisibleMinimumPaddingFraction
//   L461-468 getScrollEffective = max(0, raw - absorbed)
//   L518-545 computeIOSContentOffset
// useChatKeyboard/index.ios.ts
//   L65-235  onStart, L246-260 onEnd (the library's own timer after the motion, KeyboardMovementObserver+Listeners
//            L98-116, with the same height: onEnd follows every onStart)
// useExtraContentPadding/index.ts
//   L88-152  the reaction to a change of extraContentPadding; L63-86: the offset ends at the target whether
//            Fabric writes contentOffsetY or the old architecture calls scrollTo
//
// Not modelled: `freeze` (a prop the app toggles; the design's props leave it out), `onInteractive` (simulate has no
// interactive dismissal), Android. The list is `frameworks.reactNativeKeyboardController.view`, else the first
// scroll behavior's scroll view; `layout` is its frame's height, `size` its contentSize's, `scroll` its offset now.

/// What the KeyboardChatScrollView's hooks keep between events (index.ios.ts L48-53; ScrollViewWithBottomPadding
/// L77): a simulation carries it from step to step.
struct ChatScrollState: Hashable, Sendable {
    /// `padding`: the keyboard's part of the inset, the effective height of the last event.
    var padding = 0.0
    /// `targetKeyboardHeight`: the last height above 0.
    var targetKeyboardHeight = 0.0
    /// `prevAbsorption`: how much of blankSpace absorbed the last lift.
    var prevAbsorption = 0.0
    /// The `extraContentPadding` shared value now.
    var extraContentPadding: Double
    /// `prevContentOffsetY`: the last contentOffsetY written to the list (0 at mount, swallowed).
    var writtenOffsetY = 0.0
}

/// The list as `useScrollState` reports it: offset, viewport height and content height.
struct ChatListGeometry: Sendable {
    var scroll: Double
    var layout: Double
    var content: Double
}

/// The KeyboardChatScrollView's props as its hooks read them.
struct ChatProps: Sendable {
    var lift: ReactNativeKeyboardController.LiftBehavior
    var inverted: Bool
    var offset: Double
    var blankSpace: Double
}

/// The library's formulas, one function a helper (helpers.ts) and one a handler (index.ios.ts, useExtraContentPadding).
enum KeyboardChatScrollView {
    /// helpers.ts L282.
    static let atEndThreshold = 20.0

    /// `getEffectiveHeight` (helpers.ts L298-314): the keyboard's height less `offset`, in proportion.
    static func effectiveHeight(_ height: Double, target: Double, offset: Double) -> Double {
        if offset == 0 || target == 0 { return height }
        // Reanimated's interpolate, linear between the two points and extrapolated the same way.
        return height / target * max(target - offset, 0)
    }

    /// `isScrollAtEnd` (helpers.ts L334-347).
    static func isAtEnd(_ list: ChatListGeometry, inverted: Bool) -> Bool {
        inverted ? list.scroll <= atEndThreshold : list.scroll + list.layout >= list.content - atEndThreshold
    }

    /// `shouldShiftContent` (helpers.ts L361-377).
    static func shouldShift(_ lift: ReactNativeKeyboardController.LiftBehavior, atEnd: Bool) -> Bool {
        switch lift {
        case .always, .persistent: true
        case .never: false
        case .whenAtEnd: atEnd
        }
    }

    /// `getVisibleMinimumPaddingFraction` (helpers.ts L404-426): how much of blankSpace is on the screen, 0 to 1.
    static func visibleBlankFraction(_ list: ChatListGeometry, blankSpace: Double, inverted: Bool) -> Double {
        guard blankSpace > 0 else { return 0 }
        let past = inverted ? -list.scroll : list.scroll + list.layout - list.content
        return max(0, min(1, past / blankSpace))
    }

    /// `computeIOSContentOffset` (helpers.ts L518-545).
    static func iosContentOffset(
        relative: Double, keyboard: Double, _ list: ChatListGeometry, inverted: Bool, total: Double
    ) -> Double {
        if inverted {
            return max(min(relative - keyboard, max(list.content - list.layout, 0)), -total)
        }
        return min(max(keyboard + relative, 0), max(list.content - list.layout + total, 0))
    }

    /// The clamp of the persistent and never branches (index.ios.ts L132-152, L167-187).
    static func clamped(_ list: ChatListGeometry, inverted: Bool, total: Double) -> Double {
        if inverted { return max(-total, min(list.scroll, max(list.content - list.layout, 0))) }
        return max(0, min(list.scroll, max(list.content - list.layout + total, 0)))
    }

    /// `onStart` then `onEnd` (index.ios.ts L65-260) for a keyboard of `height` (0: hiding): the contentOffsetY
    /// the handler writes, with the state updated.
    static func keyboardMoves(
        height: Double, _ list: ChatListGeometry, _ props: ChatProps, _ state: inout ChatScrollState
    ) -> Double {
        defer {
            // onEnd (L253-259): the padding of the final height.
            state.padding = effectiveHeight(height, target: state.targetKeyboardHeight, offset: props.offset)
        }
        if height > 0 { state.targetKeyboardHeight = height }  // L72-75
        let effective = effectiveHeight(height, target: state.targetKeyboardHeight, offset: props.offset)  // L77-81
        let atEnd = isAtEnd(list, inverted: props.inverted)  // L83-88
        let visible = visibleBlankFraction(list, blankSpace: props.blankSpace, inverted: props.inverted)
        let absorbed = max(0, visible * props.blankSpace - state.extraContentPadding)  // L92-103
        let scrollEffective = max(0, effective - absorbed)  // L104-107
        let total = max(props.blankSpace, effective + state.extraContentPadding)  // L108-111
        // L125-155 persistent, L159-190 never at the end: the keyboard shrinks, the offset is clamped.
        if effective < state.padding, props.lift == .persistent || (props.lift == .never && atEnd) {
            state.padding = effective
            state.prevAbsorption = absorbed
            return clamped(list, inverted: props.inverted, total: total)
        }
        // L196-202: undo the displacement the last event applied.
        let previous = max(0, state.padding - state.prevAbsorption)
        let relative = props.inverted ? list.scroll + previous : list.scroll - previous
        state.padding = effective  // L204-205
        state.prevAbsorption = absorbed
        if !shouldShift(props.lift, atEnd: atEnd) { return list.scroll }  // L207-213
        if scrollEffective == 0, absorbed > 0, effective > 0 { return list.scroll }  // L217-225
        return iosContentOffset(
            relative: relative, keyboard: scrollEffective, list, inverted: props.inverted, total: total)  // L227-234
    }

    /// The reaction to extraContentPadding going to `value` (useExtraContentPadding/index.ts L88-152): the offset
    /// it scrolls to, nil where it scrolls nothing; the state holds the new value either way.
    static func extraContentPaddingChanges(
        to value: Double, _ list: ChatListGeometry, _ props: ChatProps, _ state: inout ChatScrollState
    ) -> Double? {
        let previous = state.extraContentPadding
        state.extraContentPadding = value
        guard value != previous else { return nil }  // L95-99
        let previousTotal = max(props.blankSpace, state.padding + previous)  // L102-110
        let currentTotal = max(props.blankSpace, state.padding + value)
        let delta = currentTotal - previousTotal
        guard delta != 0 else { return nil }  // L112-115
        let atEnd = isAtEnd(list, inverted: props.inverted)
        if props.lift == .persistent, delta < 0, !atEnd { return nil }  // L125-131
        guard shouldShift(props.lift, atEnd: atEnd) else { return nil }  // L133-135
        if props.inverted { return max(list.scroll - delta, -currentTotal) }  // L137-140
        return min(list.scroll + delta, max(list.content - list.layout + currentTotal, 0))  // L142-148
    }

    /// The inset the list gets (index.tsx L108-113).
    static func totalPadding(layout: Double, _ props: ChatProps, _ state: ChatScrollState) -> Double {
        min(layout, max(props.blankSpace, state.padding + state.extraContentPadding))
    }
}

extension ReactNativeKeyboardControllerCode {
    /// The KeyboardChatScrollView's props for `scene`: the request's, else the scene's list's where it says (its
    /// `lift`, `inverted`), else the library's defaults.
    static func chatProps(_ scene: Scene) -> ChatProps {
        let s = settings(scene)
        let list = chatListBehavior(scene)
        let lift =
            s.keyboardLiftBehavior
            ?? list?.lift.flatMap { ReactNativeKeyboardController.LiftBehavior(rawValue: $0.rawValue) }
        return ChatProps(
            lift: lift ?? .always, inverted: s.inverted ?? list?.inverted ?? false, offset: s.chatOffset,
            blankSpace: s.blankSpace)
    }

    /// The scene's insetScrollView behavior on the component's list, whose `lift` and `inverted` say what the app
    /// wants of it.
    static func chatListBehavior(_ scene: Scene) -> Behavior.InsetScrollView? {
        guard let id = viewID(scene) else { return nil }
        for case .insetScrollView(let b) in scene.behaviors where b.scrollView == id { return b }
        return nil
    }

    /// The list's geometry as the library reads it, in the run's tree.
    static func chatList(_ run: AdjustmentRun, _ sv: Int) -> ChatListGeometry {
        ChatListGeometry(
            scroll: run.tree.offsets[sv].y, layout: run.tree.frames[sv].height,
            content: run.tree.views[sv].scroll?.contentSize.height ?? 0)
    }

    /// KeyboardChatScrollView (index.ios.ts L65-260, index.tsx L108-120): the keyboard's part of the inset and
    /// the offset written at the start of the motion, from the state the last event left.
    static func chat(_ run: inout AdjustmentRun, _ view: Int) throws(SceneError) {
        let sv = try run.tree.lookupScrollView(run.tree.id(view)).index
        let props = chatProps(run.scene)
        var state = run.chatBefore ?? ChatScrollState(extraContentPadding: settings(run.scene).extraContentPadding)
        let list = chatList(run, sv)
        let h = keyboardHeight(run)
        let offsetY = KeyboardChatScrollView.keyboardMoves(height: h, list, props, &state)
        // ScrollViewWithBottomPadding L158-161: written only when it differs from the value written last.
        let written = offsetY != state.writtenOffsetY
        if written {
            run.tree.offsets[sv].y = offsetY
            state.writtenOffsetY = offsetY
        }
        applyChatInsets(&run, sv, props, state)
        run.chatAfter = state
        run.noteCode(
            view: run.tree.id(sv),
            [
                ("keyboardHeight", .number(h)), ("padding", .number(state.padding)),
                ("contentOffsetY", .number(offsetY)),
            ],
            "index.ios.ts L65-260: keyboard height \(h.pt), effective \(state.padding.pt) (offset \(props.offset.pt)); \(props.lift.rawValue)\(props.inverted ? ", inverted" : ""), scroll \(list.scroll.pt) of content \(list.content.pt) in \(list.layout.pt): contentOffsetY \(offsetY.pt)\(written ? "" : " (the value written last: not written again)")"
        )
        run.reportScroll(sv)
    }

    /// index.tsx L108-120 with ScrollViewWithBottomPadding L79-94, L127-132: the inset at the list's visual bottom
    /// (its top when inverted), the bottom indicator without blankSpace (an inverted list's top indicator is
    /// reported as its inset: the run sets apart only bottom indicators; they differ only under a blankSpace).
    static func applyChatInsets(_ run: inout AdjustmentRun, _ sv: Int, _ props: ChatProps, _ state: ChatScrollState) {
        let resting = run.tree.views[sv].scroll?.contentInset ?? .zero
        let total = KeyboardChatScrollView.totalPadding(layout: run.tree.frames[sv].height, props, state)
        var inset = resting
        if props.inverted {
            inset.top += total
        } else {
            inset.bottom += total
            run.indicatorBottom[sv] = resting.bottom + state.padding + state.extraContentPadding
        }
        run.tree.insets[sv] = inset
    }
}

extension ReactNativeKeyboardControllerCode {
    /// What the KeyboardChatScrollView's answer lists: the props the request left to the scene or the defaults.
    static func chatAssumptions(_ run: AdjustmentRun) -> [Assumption] {
        let s = settings(run.scene)
        let p = chatProps(run.scene)
        var out: [Assumption] = []
        let list = chatListBehavior(run.scene)
        if s.keyboardLiftBehavior == nil {
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNativeKeyboardController/keyboardLiftBehavior",
                    because: list?.lift != nil
                        ? "not given: \(p.lift.rawValue), the scene's list's lift"
                        : "not given: \(p.lift.rawValue), the library's default (index.tsx L37)"))
        }
        if s.inverted == nil {
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNativeKeyboardController/inverted",
                    because: list?.inverted == true
                        ? "not given: true, the scene's list is inverted"
                        : "not given: false, the library's default (index.tsx L36)"))
        }
        return out
    }
}

extension ReactNativeKeyboardControllerCode {
    /// A simulation's `extraContentPadding` event under the KeyboardChatScrollView: useExtraContentPadding's
    /// reaction (index.ts L88-152) and the inset it widens (index.tsx L108-120), applied to the list in `last`, the
    /// answer of the step before; nil when the scene is not that component or has no such list.
    static func extraContentPaddingChanges(
        to value: Double, in scene: Scene, state: ChatScrollState?, last: Adjustment
    ) -> (adjustment: Adjustment, state: ChatScrollState)? {
        guard settings(scene).component == .keyboardChatScrollView, let id = viewID(scene),
            let view = scene.views.first(where: { $0.id == id }), let scroll = view.scroll,
            let k = last.views.firstIndex(where: { $0.id == id })
        else { return nil }
        let props = chatProps(scene)
        var state = state ?? ChatScrollState(extraContentPadding: settings(scene).extraContentPadding)
        var reported = last.views[k]
        let list = ChatListGeometry(
            scroll: scroll.contentOffset.y, layout: reported.frame.height, content: scroll.contentSize.height)
        var offsetY = list.scroll
        // L63-86: the target is scrolled to (the old architecture's scrollTo, and what the library's tests check)
        // or written as contentOffsetY (Fabric); the offset ends there. On Fabric a target equal to the value
        // written last is not sent again (ScrollViewWithBottomPadding L158-161), and a list the user scrolled since
        // would stay where the user left it: that corner is not modelled.
        if let target = KeyboardChatScrollView.extraContentPaddingChanges(to: value, list, props, &state) {
            offsetY = target
            state.writtenOffsetY = target
        }
        let total = KeyboardChatScrollView.totalPadding(layout: reported.frame.height, props, state)
        // What UIKit adds for the safe area, as the step before reported it.
        let a = reported.adjustedContentInset ?? .zero
        let c = reported.contentInset ?? .zero
        let added = Insets(
            top: a.top - c.top, left: a.left - c.left, bottom: a.bottom - c.bottom, right: a.right - c.right)
        var inset = scroll.contentInset
        var indicator = inset
        if props.inverted {
            inset.top += total
            indicator.top += total
        } else {
            inset.bottom += total
            indicator.bottom += state.padding + state.extraContentPadding
        }
        reported.contentInset = inset
        reported.verticalScrollIndicatorInsets = indicator
        reported.adjustedContentInset = inset + added
        reported.contentOffset = Point(x: scroll.contentOffset.x, y: offsetY)
        var adjustment = last
        adjustment.views[k] = reported
        adjustment.chatState = state
        return (adjustment, state)
    }
}
