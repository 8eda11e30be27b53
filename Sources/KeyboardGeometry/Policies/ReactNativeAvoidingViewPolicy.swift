// React Native's KeyboardAvoidingView on iOS, what a React Native screen gets instead of keyboard code. Modelled
// from facebook/react-native at commit 0ca1927f20489be3f7ab6ab53b7925308d3d7994:
//
// packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js
//   180  Keyboard.addListener('keyboardWillChangeFrame', this._onKeyboardChange)    (iOS; 184-185 are Android's)
//   94-95  const keyboardY = keyboardFrame.screenY - (this.props.keyboardVerticalOffset ?? 0);
//   106  return Math.max(frame.y + frame.height - keyboardY, 0);
//   115-117  _onLayout: this._frame = event.nativeEvent.layout;        (the frame in its parent's space)
//   217-219  height: { height: this._initialFrameHeight - bottomHeight, flex: 0 }
//   240-241  position: contentContainerStyle { bottom: bottomHeight }
//   252  padding: { paddingBottom: bottomHeight }
//   159-165  LayoutAnimation.configureNext with the event's duration and easing
//   84-91  a screenY of 0 with Prefer Cross-Fade Transitions gives 0     (not modelled: the setting is unknown)
//   No safe-area handling anywhere in the file.
// packages/react-native/React/CoreModules/RCTKeyboardObserver.mm
//   30-35  observes willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame
//   84-90, 114, 122  endCoordinates = {screenX, screenY, width, height} of UIKeyboardFrameEndUserInfoKey, unconverted
//
// So: bottom = max(0, frame.y + frame.height - (screenY - keyboardVerticalOffset)), a parent-space frame against a
// screen-space y, no safe area. KAV listens to willChangeFrame, which UIKit posts with every willShow and willHide
// (the same frames): the policy acts on all three, and a hide's frame below the screen gives 0.
//
// What a scene maps to (docs/policies.md): the KAV is the request's `frameworks.reactNative.view`, else the root
// view (the first view without a parent). A container the KAV shrinks (padding, height) takes its children by one
// rule: a child whose bottom rests on the container's bottom or its safe area's bottom keeps that distance to the
// new bottom, a scroll view filling the container's height shrinks with it, the others keep their frames.
// `position` moves the KAV itself up (a scene has no separate content view). The scene's behaviors are not React
// Native's: they rest. Inside a SwiftUI host (`avoidsKeyboard: swiftUIHost`), `padding` comes on top of the host's
// own shrink (react-native-bottom-tabs issue 266's blank area): `_onLayout` recomputes the bottom when the reported
// height changes, but the keyboard event that sets the padding arrives before the host's new frame does, and the
// model plays that moment.

extension RuleSteps {
    static let reactNativeAvoidingView = RuleSteps.code(
        observes: [.willShow, .willHide, .willChangeFrame],
        assumptions: { run in
            var out: [Assumption] = []
            if run.scene.frameworks.reactNative?.view == nil {
                let root = ReactNativeAvoidingViewCode.kavID(run) ?? "none"
                out.append(
                    Assumption(
                        pointer: "/frameworks/reactNative/view",
                        because: "no KeyboardAvoidingView named: the root view (\(root)) is taken"))
            }
            out.append(
                Assumption(
                    pointer: "/frameworks/reactNative/view",
                    because: "the KAV's children follow the container rule: those resting on its (safe) bottom "
                        + "move with it, a scroll view as high as it shrinks, the others keep their frames"))
            return out
        },
        whole: ReactNativeAvoidingViewCode.whole)
}

/// The KeyboardAvoidingView's code, one step that decides by itself what to move; each function of the run it
/// changes.
private enum ReactNativeAvoidingViewCode {
    /// The KeyboardAvoidingView's id: the named view, else the first view without a parent.
    static func kavID(_ run: AdjustmentRun) -> String? {
        run.scene.frameworks.reactNative?.view ?? run.scene.rootView?.id
    }

    /// How much shorter the SwiftUI hosts around the KAV made it (or the ancestor of it that a host holds) by
    /// themselves, before its code ran; a sheet's rise moves the KAV without shrinking it, and is not counted.
    static func hostShrink(_ run: AdjustmentRun, _ kav: Int) -> Double {
        var lift = 0.0
        var cursor: Int? = kav
        while let c = cursor {
            if let p = run.tree.parents[c], run.tree.views[p].avoidsKeyboard == .swiftUIHost {
                lift += run.containerLifts[c] ?? 0
            }
            cursor = run.tree.parents[c]
        }
        return lift
    }

    /// `_onKeyboardChange` and the KAV's style (KeyboardAvoidingView.js lines 94-106 and 217-252): its bottom
    /// height, then the behavior's frame for the KAV and its children.
    static func whole(_ run: inout AdjustmentRun) throws(SceneError) {
        guard let id = kavID(run) else { return }
        let settings = run.scene.frameworks.reactNative ?? ReactNativeAvoidingView()
        let kav = try run.tree.lookup(id)
        let frame = run.tree.restingFrames[kav]
        // endCoordinates.screenY: the end frame's y in (interface) screen coordinates, as UIKit delivered it.
        let screenY = run.deliveredEndFrame.minY
        let keyboardY = screenY - settings.keyboardVerticalOffset
        let bottom = max(0, frame.y + frame.height - keyboardY)
        run.noteCode(
            view: id,
            [("screenY", .number(screenY)), ("keyboardY", .number(keyboardY)), ("bottom", .number(bottom))],
            "bottom = max(0, frame.y \(frame.y.pt) + height \(frame.height.pt) - (screenY \(screenY.pt) - offset \(settings.keyboardVerticalOffset.pt))) = \(bottom.pt); behavior \(settings.behavior.rawValue)"
        )
        switch settings.behavior {
        case .position:
            run.tree.frames[kav] = frame.with(y: frame.y - bottom)
        case .height:
            // The rule first: it reads the KAV's safe area where the KAV rests (shrunk first, a KAV filling the
            // window would no longer reach the home indicator, and its children on the safe area's bottom stayed).
            run.applyContainerRule(kav, ContainerShrink(bottom: bottom, safeBottom: bottom), scrollViewsShrink: true)
            run.tree.frames[kav] = frame.with(height: max(0, frame.height - bottom))
        case .padding:
            // Inside a container that ended it at the keyboard by itself (a SwiftUI host's keyboard safe area), the
            // KAV keeps the host's frame, and its padding, computed from the frame its onLayout last reported
            // (the resting one: the keyboard event comes first), ends its content that much higher again: the
            // blank band of react-native-bottom-tabs issue 266. Elsewhere `hostLift` is 0.
            let hostLift = hostShrink(run, kav)
            if hostLift == 0 { run.tree.frames[kav] = frame }
            if hostLift > 0 {
                run.noteCode(
                    view: id, [("hostLift", .number(hostLift)), ("bottom", .number(bottom))],
                    "inside a container that already ended \(id) \(hostLift.pt) pt higher by itself, the padding \(bottom.pt) comes on top: its content ends \((hostLift + bottom).pt) pt higher, the keyboard counted twice"
                )
            }
            let lift = bottom + hostLift
            run.applyContainerRule(kav, ContainerShrink(bottom: lift, safeBottom: lift), scrollViewsShrink: true)
        }
        run.report(kav)
        run.refreshFrames()
    }
}

extension TunableSetting {
    /// The KAV's `keyboardVerticalOffset`: `bottom = max(0, frame.y + frame.height - (screenY - offset))` (lines
    /// 94-106) solved for the offset that moves the KAV's resting children where the reference puts them.
    static let reactNativeAvoidingViewOffset = TunableSetting(
        name: "keyboardVerticalOffset",
        requestKey: "frameworks.reactNative.keyboardVerticalOffset",
        current: { $0.frameworks.reactNative?.keyboardVerticalOffset ?? 0 },
        setting: { scene, value in
            var tuned = scene
            var kav = scene.frameworks.reactNative ?? ReactNativeAvoidingView()
            kav.keyboardVerticalOffset = value
            tuned.frameworks.reactNative = kav
            return tuned
        },
        targets: { scene in
            avoidingViewTargets(
                scene, kav: scene.frameworks.reactNative?.view ?? scene.rootView?.id,
                movesItself: scene.frameworks.reactNative?.behavior == .position)
        },
        slope: -1,
        solve: { scene, delivered, _, resting, wanted in
            guard let id = scene.frameworks.reactNative?.view ?? scene.rootView?.id,
                let frame = scene.views.first(where: { $0.id == id })?.frame
            else { return .failure(SettingUnsolvable(reason: "no KeyboardAvoidingView in the scene")) }
            return solveAvoidingOffset(
                frameMaxY: frame.maxY, keyboardY: delivered.minY, resting: resting, wanted: wanted)
        })
}
