/// compare's `suggested` (docs/policies.md, "Suggested settings"): the value of a library's own setting
/// (`keyboardVerticalOffset`, `offset.opened`, `bottomOffset`, `keyboardDistance`) with which the policy puts the
/// views its component moves where the reference puts them, within 0.5 pt; or null, with the reason, where no
/// value can.
public struct SuggestedSetting: Hashable, Sendable {
    /// The library's name of the setting, as its users write it (`keyboardVerticalOffset`, `offset.opened`).
    public var setting: String
    /// The value, in points; nil where no value puts the views where the reference does.
    public var value: Double?
    /// What the value fixes and what stays wrong, or why there is no value.
    public var because: String
}

/// A library's numeric setting, as the suggestion solves it: where the request carries it, the views it moves,
/// and the policy's own formula solved for it.
struct TunableSetting: Sendable {
    /// The library's name of the setting.
    var name: String
    /// Where a request sets it: `"frameworks": {"reactNative": {"keyboardVerticalOffset": ...}}`.
    var requestKey: String
    /// The value the scene plays with now (the request's, else the library's default).
    var current: @Sendable (Scene) -> Double
    /// The scene with the setting at a value.
    var setting: @Sendable (Scene, Double) -> Scene
    /// The views the component moves and what of each is compared with the reference; or why none is.
    var targets: @Sendable (Scene) -> Result<[SettingTarget], SettingUnsolvable>
    /// How the compared value moves as the setting grows by 1 pt (+1: down, -1: up), for the one correction
    /// a rounding in the library's code (IQKeyboardManager's `Int(moveUp)`) may need.
    var slope: Double
    /// The policy's formula solved for the setting: the value that takes `target` from where it rests to
    /// `wanted` (window space), for the notification UIKit delivered; or why no value does.
    var solve:
        @Sendable (_ scene: Scene, _ delivered: Rect, _ target: SettingTarget, _ resting: Double, _ wanted: Double)
            -> Result<Double, SettingUnsolvable>
}

/// One view a setting moves, and which of its edges is compared (in the window).
struct SettingTarget: Sendable {
    /// Which edge of the view: its bottom, or the bottom of a scroll view's visible band (frame less the adjusted
    /// bottom inset), which a KeyboardAvoidingView moves by shrinking the scroll view and the reference by insetting.
    enum Edge: Sendable {
        case bottom, visibleBottom
        /// An inverted list's visual bottom: its frame's bottom less the adjusted *top* inset (drawn upside down).
        case invertedVisibleBottom
    }

    var view: String
    var edge: Edge
}

/// Why no value of a setting can place the views.
struct SettingUnsolvable: Error, Sendable {
    var reason: String
}

extension Policy {
    /// The setting of its own the policy's library takes from its user for `scene` (for
    /// react-native-keyboard-controller, its component's); nil for a policy with none.
    func tunableSetting(for scene: Scene) -> TunableSetting? {
        switch self {
        case .reactNativeAvoidingView: .reactNativeAvoidingViewOffset
        case .reactNativeKeyboardController: .reactNativeKeyboardController(scene)
        case .iqKeyboardManager: .iqKeyboardDistance
        default: nil
        }
    }

    /// compare's suggestion for this policy on one notification: nil for a policy without a setting; else the
    /// value solved from the policy's formula and checked by playing the policy again with it, against the
    /// reference's `reference` answer.
    public func suggestedSetting(
        for notification: ResolvedNotification, in scene: Scene, reference: Adjustment
    ) -> SuggestedSetting? {
        guard let tunable = tunableSetting(for: scene) else { return nil }
        return tunable.suggest(policy: self, notification: notification, scene: scene, reference: reference)
    }
}

extension TunableSetting {
    /// Solves, checks, and says why.
    func suggest(policy: Policy, notification: ResolvedNotification, scene: Scene, reference: Adjustment)
        -> SuggestedSetting
    {
        let current = current(scene)
        func answer(_ value: Double?, _ because: String) -> SuggestedSetting {
            SuggestedSetting(setting: name, value: value, because: because)
        }
        guard reference.keyboard.visible, !reference.event.isHide else {
            return answer(
                current,
                "the keyboard does not show in this notification: \(name) places nothing here (solve it on a willShow)")
        }
        let targets: [SettingTarget]
        switch self.targets(scene) {
        case .success(let t): targets = t
        case .failure(let e): return answer(nil, e.reason)
        }
        guard let wanted = PlayedLayout(scene: scene, adjustment: reference),
            let resting = PlayedLayout(scene: scene, adjustment: nil)
        else { return answer(nil, "the scene cannot be laid out") }
        let first = targets[0]
        let delivered = scene.screen.toInterface(notification.endFrame)
        func play(_ value: Double) -> (layout: PlayedLayout, adjustment: Adjustment, worst: Double, first: Double)? {
            let tuned = setting(scene, value)
            guard let a = try? KeyboardLayout.adjust(notification, in: tuned, policy: policy),
                let layout = PlayedLayout(scene: tuned, adjustment: a)
            else { return nil }
            let misses = targets.map { layout.measure($0) - wanted.measure($0) }
            return (layout, a, misses.map(abs).max() ?? 0, misses[0])
        }
        // The value the scene plays with may already do it; its play is also what `because` compares against.
        let now = play(current)
        if let now, now.worst <= 0.5 {
            return answer(current, describe(current, fixes: nil, targets, wanted, now.adjustment, scene))
        }
        var value: Double
        switch solve(scene, delivered, first, resting.measure(first), wanted.measure(first)) {
        // Suggested to a hundredth of a point, and checked as suggested.
        case .success(let v): value = (v * 100).rounded() / 100
        case .failure(let e): return answer(nil, e.reason)
        }
        guard var played = play(value) else { return answer(nil, "the policy cannot play the scene") }
        if played.worst > 0.5, abs(played.first) > 0.5 {
            // One correction along the formula's slope: the library's own rounding may leave a fraction.
            value = ((value - played.first / slope) * 100).rounded() / 100
            guard let again = play(value) else { return answer(nil, "the policy cannot play the scene") }
            played = again
        }
        guard played.worst <= 0.5 else {
            let wrong = targets.filter { abs(played.layout.measure($0) - wanted.measure($0)) > 0.5 }
            let names = wrong.map {
                "the \($0.edge == .bottom ? "bottom" : "visible bottom") of \($0.view) is at "
                    + "\(played.layout.measure($0).pt) where the reference has \(wanted.measure($0).pt)"
            }
            return answer(
                nil,
                "no value of \(name) puts what it moves where the reference does: with \(value.pt), the value its "
                    + "formula gives for \(first.view), \(names.joined(separator: "; ")) (in the window)")
        }
        return answer(value, describe(value, fixes: now?.layout, targets, wanted, played.adjustment, scene))
    }

    /// `because`: what the value fixes (against the current value's play, `before`), and what stays wrong after
    /// playing the policy with it.
    private func describe(
        _ value: Double, fixes before: PlayedLayout?, _ targets: [SettingTarget], _ wanted: PlayedLayout,
        _ adjustment: Adjustment, _ scene: Scene
    ) -> String {
        let t = targets[0]
        let edge = t.edge == .bottom ? "bottom" : "visible bottom"
        var text: String
        if let before {
            let miss = before.measure(t) - wanted.measure(t)
            text =
                "\(name) \(value.pt) puts the \(edge) of \(t.view) where the reference does (\(wanted.measure(t).pt) in "
                + "the window); with \(current(scene).pt) it ends \(abs(miss).pt) pt \(miss < 0 ? "higher" : "lower")"
        } else {
            text =
                "\(name) \(value.pt), the value the scene plays with, already puts the \(edge) of \(t.view) where the "
                + "reference does (\(wanted.measure(t).pt) in the window)"
        }
        if targets.count > 1 { text += ", and \(targets.dropFirst().map(\.view).joined(separator: ", ")) with it" }
        text += "; try it with \(requestKey): \(value.pt)"
        var wrong: [String] = []
        let outcome = StepOutcome(scene: setting(scene, value), adjustment: adjustment)
        if let field = scene.revealedField, outcome.fieldFullyVisible == false {
            wrong.append(
                outcome.fieldCovered > 0.5
                    ? "\(field) stays covered by \(outcome.fieldCovered.pt) pt"
                    : "\(field) stays outside its scroll view's visible band")
        }
        let beyond = adjustment.insetBeyond(wanted.adjustment, scene: scene)
        if beyond > 0.5 { wrong.append("a contentInset.bottom \(beyond.pt) pt beyond the reference's") }
        text += wrong.isEmpty ? "; nothing else stays wrong" : "; still wrong: " + wrong.joined(separator: ", ")
        return text
    }
}

/// A scene with an answer's frames, insets and offsets applied: where each view ends in the window.
struct PlayedLayout {
    var tree: ViewTree
    /// The answer the layout shows, nil for the scene at rest.
    var adjustment: Adjustment?
    /// Scroll views whose answer reports only adjustedContentInset (SwiftUI's keyboard safe area).
    var adjustedOnly: [Int: Insets] = [:]

    /// The scene with `adjustment` applied (at rest without one); nil when the scene's views cannot form a tree.
    init?(scene: Scene, adjustment: Adjustment?) {
        guard let tree = try? ViewTree(views: scene.views, window: scene.window) else { return nil }
        self.tree = tree
        self.adjustment = adjustment
        for v in adjustment?.views ?? [] {
            guard let i = tree.index[v.id] else { continue }
            self.tree.frames[i] = v.frame
            if let o = v.contentOffset { self.tree.offsets[i] = o }
            if let inset = v.contentInset { self.tree.insets[i] = inset }
            if v.contentInset == nil, let adjusted = v.adjustedContentInset { adjustedOnly[i] = adjusted }
        }
    }

    /// A scroll view's adjusted insets: reported, or its inset plus what UIKit adds for the safe area.
    func adjustedInsets(_ i: Int) -> Insets {
        adjustedOnly[i] ?? tree.insets[i] + tree.addedInsets(i)
    }

    /// The target's compared edge in the window; 0 for a view the scene lacks.
    func measure(_ target: SettingTarget) -> Double {
        guard let i = tree.index[target.view] else { return 0 }
        let f = tree.windowFrame(i)
        switch target.edge {
        case .bottom: return f.maxY
        case .visibleBottom: return f.maxY - adjustedInsets(i).bottom
        case .invertedVisibleBottom: return f.maxY - adjustedInsets(i).top
        }
    }
}

extension Adjustment {
    /// The most a scroll view's bottom inset goes beyond `reference`'s (compare's `insetBeyondReference` for one
    /// step), to the nearest 1/1000 pt (`toThousandthPoint`): an answer that reports only adjustedContentInset (SwiftUI) is
    /// compared by it; a view the reference does not report is expected at rest, as in check.
    public func insetBeyond(_ reference: Adjustment?, scene: Scene) -> Double {
        var beyond = 0.0
        for v in views {
            if v.contentInset == nil, let adjusted = v.adjustedContentInset?.bottom,
                let expected = reference?.views.first(where: { $0.id == v.id })?.adjustedContentInset?.bottom
            {
                beyond = max(beyond, adjusted - expected)
                continue
            }
            guard let inset = v.contentInset?.bottom else { continue }
            let expected =
                reference?.views.first(where: { $0.id == v.id })?.contentInset?.bottom
                ?? scene.views.first(where: { $0.id == v.id })?.scroll?.contentInset.bottom ?? 0
            beyond = max(beyond, inset - expected)
        }
        return beyond.toThousandthPoint
    }
}
