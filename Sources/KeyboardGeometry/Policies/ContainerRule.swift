// The one rule by which a scene, which has frames and no layout engine, maps onto a framework that shrinks a
// container (React Native's KeyboardAvoidingView, Flutter's Scaffold body, SwiftUI's safe area): a child whose
// bottom rests on the container's bottom or on its safe area's bottom keeps that distance to the container's new
// bottom, a scroll view filling the container's height shrinks with it, and the other children keep their frames
// (docs/policies.md, "How a scene maps onto a framework").

/// How far a container's content area ends higher: for the children resting on its bottom, and for those resting
/// on its safe area's bottom (Flutter's SafeArea padding is used up by the inset before those move).
struct ContainerShrink {
    /// The points the children resting on the container's bottom move up (and a filling scroll view shrinks).
    var bottom: Double
    /// The points the children resting on the safe area's bottom move up.
    var safeBottom: Double
}

extension AdjustmentRun {
    /// The container rule on `container`'s direct children: those resting on its bottom move up by
    /// `shrink.bottom`, those resting on its safe area's bottom by `shrink.safeBottom`, a scroll view filling its
    /// height shrinks by `shrink.bottom` when `scrollViewsShrink` (SwiftUI's keep their frame and get an inset);
    /// the views a behavior step already placed (a bar, its resize view, a scroll behavior's scroll view) are
    /// left to it. Each moved child is reported and noted.
    mutating func applyContainerRule(
        _ container: Int, _ shrink: ContainerShrink, scrollViewsShrink: Bool, placedByBehaviors: Set<String> = []
    ) {
        let height = tree.restingFrames[container].height
        let safeBottom = tree.safeArea(container).bottom
        for c in tree.views.indices where tree.parents[c] == container && !placedByBehaviors.contains(tree.views[c].id)
        {
            let f = tree.restingFrames[c]
            if tree.views[c].scroll != nil, f.minY <= 0.5, abs(f.maxY - height) <= 0.5 {
                guard scrollViewsShrink, shrink.bottom > 0 else { continue }
                tree.frames[c] = f.with(height: max(0, f.height - shrink.bottom))
            } else if abs(f.maxY - height) <= 0.5, shrink.bottom > 0 {
                tree.frames[c] = f.with(y: f.y - shrink.bottom)
            } else if safeBottom > 0.5, abs(f.maxY - (height - safeBottom)) <= 0.5, shrink.safeBottom > 0 {
                tree.frames[c] = f.with(y: f.y - shrink.safeBottom)
            } else {
                continue
            }
            let id = tree.views[c].id
            let frame = tree.frames[c]
            noteCode(
                view: id, [("y", .number(frame.y)), ("height", .number(frame.height))],
                "the container rule: \(id) rests on its container's (safe) bottom and keeps that distance to the new "
                    + "bottom: y \(frame.y.pt), height \(frame.height.pt)")
            report(c)
        }
        refreshFrames()
    }

    /// The views the scene's behaviors place themselves: bars and their resize views, scroll behaviors' scroll
    /// views.
    var viewsPlacedByBehaviors: Set<String> {
        var out: Set<String> = []
        for behavior in scene.behaviors {
            switch behavior {
            case .attachToKeyboard(let b):
                out.insert(b.view)
                if let r = b.resize { out.insert(r) }
            case .insetScrollView(let b): out.insert(b.scrollView)
            case .offsetScrollView(let b): out.insert(b.scrollView)
            case .layoutGuide(let b): out.insert(b.view)
            case .shiftView: break
            }
        }
        return out
    }
}

extension TunableSetting {
    /// The views a KeyboardAvoidingView moves, as the container rule moves them: its direct children resting on
    /// its bottom or its safe area's bottom (their bottoms compared); without such a child, a scroll view filling
    /// its height (its visible band's bottom compared), or the KeyboardAvoidingView itself when it is a scroll view;
    /// with none of these, no view a `keyboardVerticalOffset` can place, unless the behavior is `position`
    /// (`movesItself`): then the KeyboardAvoidingView's content moves as one, the view itself with it, and its own
    /// bottom is compared (a bar that is the KeyboardAvoidingView, with no children).
    static func avoidingViewTargets(_ scene: Scene, kav id: String?, movesItself: Bool)
        -> Result<[SettingTarget], SettingUnsolvable>
    {
        guard let id, let tree = try? ViewTree(views: scene.views, window: scene.window), let kav = tree.index[id]
        else { return .failure(SettingUnsolvable(reason: "no KeyboardAvoidingView in the scene")) }
        let height = tree.restingFrames[kav].height
        let safeBottom = tree.safeArea(kav).bottom
        var resting: [SettingTarget] = []
        var filling: [SettingTarget] = []
        for c in tree.views.indices where tree.parents[c] == kav {
            let f = tree.restingFrames[c]
            if tree.views[c].scroll != nil, f.minY <= 0.5, abs(f.maxY - height) <= 0.5 {
                filling.append(SettingTarget(view: tree.id(c), edge: .visibleBottom))
            } else if abs(f.maxY - height) <= 0.5 || (safeBottom > 0.5 && abs(f.maxY - (height - safeBottom)) <= 0.5) {
                resting.append(SettingTarget(view: tree.id(c), edge: .bottom))
            }
        }
        if !resting.isEmpty { return .success(resting) }
        if !filling.isEmpty { return .success(filling) }
        // A KeyboardAvoidingView that is itself a scroll view (a form's root): its own visible band.
        if tree.views[kav].scroll != nil { return .success([SettingTarget(view: id, edge: .visibleBottom)]) }
        // `position` moves the KeyboardAvoidingView's content up by `bottom`, whatever rests where: the view itself
        // is what the offset places (a scene has no content view apart from it: the named view moves).
        if movesItself { return .success([SettingTarget(view: id, edge: .bottom)]) }
        return .failure(
            SettingUnsolvable(
                reason: "no child of the KeyboardAvoidingView (\(id)) rests on its bottom and no scroll view fills "
                    + "it: what it moves the reference does not place, so no keyboardVerticalOffset can help (with "
                    + "behavior position the view itself moves, and is compared)"))
    }

    /// A KeyboardAvoidingView's formula, `bottom = max(0, frame.maxY - (keyboardY - offset))`, solved for the
    /// offset that moves its resting children from `resting` to `wanted`: `bottom` must be `resting - wanted`, so
    /// `offset = bottom - (frame.maxY - keyboardY)`; a bottom of 0 takes the offset that just reaches it.
    static func solveAvoidingOffset(frameMaxY: Double, keyboardY: Double, resting: Double, wanted: Double)
        -> Result<Double, SettingUnsolvable>
    {
        let bottom = resting - wanted
        if bottom < -0.5 {
            return .failure(
                SettingUnsolvable(
                    reason: "the reference puts the view \((-bottom).pt) pt lower than it rests: a "
                        + "KeyboardAvoidingView only moves its content up"))
        }
        return .success(max(0, bottom) - (frameMaxY - keyboardY))
    }
}
