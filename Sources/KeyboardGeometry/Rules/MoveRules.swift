// Rules 5, 6 and 8: the behaviors that move or resize views.

extension AdjustmentRun {
    /// Rule 5: `bar.y = min(restingY, kb.minY - bar.height)` in the bar's parent space; the `resize` view ends
    /// at the bar's top (window space); both resting when the keyboard does not count.
    mutating func attachToKeyboard(_ b: Behavior.AttachToKeyboard) throws(SceneError) {
        let bar = try tree.lookup(b.view)
        let resting = tree.restingFrames[bar]
        if counts {
            // The bar rests on the obstruction of its resting place: the keyboard, or an overlay above it.
            let restingWindow = tree.restingWindowFrame(bar)
            let kbTop = tree.parentY(of: bar, windowY: obstructionTop(over: restingWindow, of: bar))
            tree.frames[bar] = resting.with(y: min(resting.y, kbTop - resting.height))
            note(
                "5", view: b.view,
                [
                    ("restingY", .number(resting.y)), ("keyboardTop", .number(kbTop)),
                    ("result", .number(tree.frames[bar].y)),
                ],
                "y = min(resting \(resting.y.pt), keyboard top \(kbTop.pt) - height \(resting.height.pt)) = \(tree.frames[bar].y.pt), in its parent's space"
            )
        } else {
            tree.frames[bar] = resting
            note(
                "5", view: b.view, [("result", .number(resting.y))],
                "the keyboard does not count: at rest, y \(resting.y.pt)")
        }
        if let resizeID = b.resize {
            let r = try tree.lookup(resizeID)
            if counts {
                let (barTop, top) = endAtBarTop(r, bar: bar)
                note(
                    "5", view: resizeID,
                    [("barTop", .number(barTop)), ("top", .number(top)), ("result", .number(tree.frames[r].height))],
                    "ends at the bar's top: height = max(0, \(barTop.pt) - \(top.pt)) = \(tree.frames[r].height.pt)")
            } else {
                tree.frames[r] = tree.restingFrames[r]
            }
            report(r)
        }
        reportPinned(bar)
        refreshFrames()
    }

    /// A bar's `resize` view `r`, kept pinned to the bar's top by Auto Layout, made to end where the bar begins:
    /// height `max(0, bar top - its top)`, both tops in window space (returned, for the explanation).
    @discardableResult
    mutating func endAtBarTop(_ r: Int, bar: Int) -> (barTop: Double, top: Double) {
        let barTop = tree.windowFrame(bar).minY
        let top = tree.windowFrame(r).minY
        tree.frames[r] = tree.frames[r].with(height: max(0, barTop - top))
        return (barTop, top)
    }

    /// Reports a view that rides on the keyboard (or a guide) with its bottom constraint constants.
    mutating func reportPinned(_ bar: Int) {
        let toSuperview = tree.parentBoundsMaxY(bar) - tree.frames[bar].maxY
        let toSafeArea = steps.toSafeArea(toSuperview, tree.parentSafeBottom(bar))
        note(
            "5", view: tree.id(bar), [("toSuperview", .number(toSuperview)), ("toSafeArea", .number(toSafeArea))],
            "bottom constraint: toSuperview = \(tree.parentBoundsMaxY(bar).pt) - \(tree.frames[bar].maxY.pt) = \(toSuperview.pt); toSafeArea = max(0, \(toSuperview.pt) - safe bottom \(tree.parentSafeBottom(bar).pt)) = \(toSafeArea.pt)"
        )
        report(bar) { $0.bottomConstraint = BottomConstraint(toSuperview: toSuperview, toSafeArea: toSafeArea) }
    }

    /// Rule 6: move the view up until the field's bottom (plus margin) clears the keyboard, but never so far
    /// that the field's top passes the window's top safe-area edge.
    mutating func shiftView(_ b: Behavior.ShiftView) throws(SceneError) {
        let v = try tree.lookup(b.view)
        let field = try tree.lookup(b.reveal)
        guard tree.isInside(field, v, strictly: true) else {
            throw SceneError.notInside(field: b.reveal, container: b.view)
        }
        let resting = tree.restingFrames[v]
        tree.frames[v] = resting
        if counts {
            let f = viewFrame(field)
            let wanted = max(0, f.maxY + b.margin - obstructionTop(over: f, of: field))
            let limit = max(0, f.minY - scene.window.safeAreaInsets.top)
            if wanted > limit {
                warnings.append(
                    LayoutWarning(
                        .fieldCannotFit,
                        "'\(b.reveal)' needs \(wanted.pt) pt to clear the keyboard but can move only \(limit.pt) pt before its top passes the top safe-area edge at \(scene.window.safeAreaInsets.top.pt)"
                    ))
            }
            tree.frames[v] = resting.with(y: resting.y - min(wanted, limit))
            note(
                "6", view: b.view,
                [("wanted", .number(wanted)), ("limit", .number(limit)), ("result", .number(tree.frames[v].y))],
                "up by min(wanted \(wanted.pt), limit \(limit.pt)): y = \(resting.y.pt) - \(min(wanted, limit).pt) = \(tree.frames[v].y.pt)"
            )
        }
        report(v)
        refreshFrames()
    }

    /// Rule 8: the keyboard layout guide of a view, and the views pinned to it.
    mutating func layoutGuide(_ b: Behavior.LayoutGuide) throws(SceneError) {
        let g = try tree.lookup(b.view)
        let origin = tree.boundsOrigin(g)
        let size = tree.frames[g].size
        let gWindow = tree.windowFrame(g)
        let safeBottom = b.usesBottomSafeArea ? tree.safeArea(g).bottom : 0
        let guideCounts = keyboard.counts(followUndocked: b.followsUndockedKeyboard)
        let guide: LayoutGuideFrame
        if guideCounts, keyboard.docked, let kb = keyboard.visiblePartInWindow {
            // The guide never drops below the safe-area edge.
            let kbTop = kb.minY - gWindow.minY + origin.y
            let top = min(kbTop, origin.y + size.height - safeBottom)
            guide = LayoutGuideFrame(
                frame: Rect(x: origin.x, y: top, width: size.width, height: origin.y + size.height - top),
                state: .docked)
        } else if guideCounts, let kb = keyboard.visiblePartInWindow {
            guide = LayoutGuideFrame(
                frame: kb.offsetBy(dx: origin.x - gWindow.minX, dy: origin.y - gWindow.minY), state: .undocked)
        } else {
            guide = LayoutGuideFrame(
                frame: Rect(x: origin.x, y: origin.y + size.height - safeBottom, width: size.width, height: safeBottom),
                state: .hidden)
        }
        note(
            "8", view: b.view, [("state", .string(guide.state.rawValue)), ("top", .number(guide.frame.minY))],
            "the keyboard layout guide is \(guide.state.rawValue): frame \(guide.frame.text) in the view's coordinates")
        report(g) { $0.layoutGuide = guide }
        // The guide's top in window space, for the views pinned to it.
        let guideTop = guide.frame.minY - origin.y + gWindow.minY
        for p in tree.views.indices where try pinnedGuideOwner(p) == g {
            let resting = tree.restingFrames[p]
            let top = tree.parentY(of: p, windowY: guideTop)
            tree.frames[p] = resting.with(y: min(resting.y, top - resting.height))
            reportPinned(p)
        }
        refreshFrames()
    }

    /// The view whose guide `p` is pinned to, or nil when it is not pinned.
    func pinnedGuideOwner(_ p: Int) throws(SceneError) -> Int? {
        switch tree.views[p].pinnedTo {
        case nil:
            return nil
        case .view(let id):
            return try tree.lookup(id)
        case .nearest:
            var cursor = tree.parents[p]
            while let c = cursor {
                if guideOwners.contains(c) { return c }
                cursor = tree.parents[c]
            }
            throw SceneError.noGuide(tree.id(p))
        }
    }

    /// The views that have a layout guide behavior.
    var guideOwners: Set<Int> {
        var owners = Set<Int>()
        for case .layoutGuide(let b) in scene.behaviors {
            if let i = tree.index[b.view] { owners.insert(i) }
        }
        return owners
    }
}
