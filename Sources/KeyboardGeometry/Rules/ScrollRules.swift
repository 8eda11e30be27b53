// Rules 3 and 4: the behaviors that inset or scroll a scroll view.

extension ViewTree {
    /// The index of the view `id` names and its scroll state: what every behavior and policy step that insets or
    /// scrolls a scroll view starts from; an unknown id, or a view without `scroll`, is the scene's error.
    func lookupScrollView(_ id: String) throws(SceneError) -> (index: Int, scroll: ScrollState) {
        let s = try lookup(id)
        guard let scroll = views[s].scroll else { throw SceneError.notAScrollView(id) }
        return (s, scroll)
    }
}

extension Insets {
    /// Adds `points` to the edge a list shows at the bottom: its top when it is drawn upside down.
    mutating func addToVisualBottom(_ points: Double, inverted: Bool) {
        if inverted { top += points } else { bottom += points }
    }
}

extension AdjustmentRun {
    /// Rule 3: grow the bottom inset by the overlap less the safe area UIKit already adds, then bring `reveal`
    /// into view with scrollRectToVisible semantics.
    ///
    /// The resting inset is kept and added to, not covered by a maximum: a resting bottom inset is padding under
    /// the content, and UIKit's own mechanisms add to it (a scroll view pinned to `keyboardLayoutGuide` shrinks
    /// with its inset intact; `additionalSafeAreaInsets` and SwiftUI's keyboard safe area add to
    /// `adjustedContentInset`), as rule 5 does when it resizes the scroll view. Taking the maximum lost the
    /// padding: resting insets (10, 11, 12, 13) and a 222 pt keyboard gave 222 where 12 + 222 = 234 is right.
    mutating func insetScrollView(_ b: Behavior.InsetScrollView) throws(SceneError) {
        let (s, scroll) = try tree.lookupScrollView(b.scrollView)
        let resting = steps.restingInset(scroll.contentInset)
        let added = tree.addedInsets(s)
        let frame = viewFrame(s)
        // A chat list's composer padding goes on its visual bottom edge (the content's top when inverted).
        let padding = b.lift == nil ? 0 : extraContentPadding
        var inset = resting
        var offset = tree.offsets[s]
        if notification.event.isHide {
            inset.addToVisualBottom(padding, inverted: b.inverted)
            offset.y = try lifted(b, s, adjusted: inset + added, offset: offset.y, hide: true)
            note(
                "3", view: b.scrollView, [("resting", .number(resting.bottom)), ("contentOffsetY", .number(offset.y))],
                "a hide: contentInset back to its resting \(resting.bottom.pt) at the bottom\(Self.paddingText(padding)); contentOffset.y \(offset.y.pt), in its range"
            )
        } else if !counts {
            inset.addToVisualBottom(padding, inverted: b.inverted)
            offset.y = try lifted(b, s, adjusted: inset + added, offset: offset.y, hide: false)
            note(
                "3", view: b.scrollView, [("resting", .number(resting.bottom)), ("result", .number(resting.bottom))],
                "the keyboard does not count: contentInset.bottom stays at its resting \(resting.bottom.pt)\(Self.paddingText(padding))"
            )
        } else {
            // One bottom obstruction: the keyboard or an overlay over the scroll view's bottom edge, whichever top
            // is higher (an overlay's cover is in the safe area too, so it is never counted twice); bars riding on
            // the keyboard over the scroll view cover it from their top when that is higher.
            var top = obstructionTop(over: frame, of: s)
            for id in b.alsoAvoid {
                let a = tree.windowFrame(try tree.lookup(id))
                if a.maxX > frame.minX, a.minX < frame.maxX, a.minY < top { top = a.minY }
            }
            let covered = overlap(frame, top: top)
            // An inverted list's visual bottom is its content's top: the inset, and the safe area UIKit adds there
            // (flipped with the list, `ViewTree.addedInsets`), are its top's.
            if b.inverted {
                inset.top = steps.insetBottom(resting.top, covered, added.top) + padding
            } else {
                inset.bottom = steps.insetBottom(resting.bottom, covered, added.bottom) + padding
            }
            let edge = b.inverted ? "top" : "bottom"
            let restingEdge = b.inverted ? resting.top : resting.bottom
            let safe = b.inverted ? added.top : added.bottom
            let result = b.inverted ? inset.top : inset.bottom
            note(
                "3", view: b.scrollView,
                [
                    ("overlap", .number(covered)), ("safeBottom", .number(safe)),
                    ("resting", .number(restingEdge)),
                    ("result", .number(result)),
                ],
                "contentInset.\(edge) = resting \(restingEdge.pt) + max(0, overlap \(covered.pt) - safeBottom \(safe.pt))\(padding == 0 ? "" : " + extraContentPadding \(padding.pt)") = \(result.pt): '\(b.scrollView)' spans window y \(frame.minY.pt) to \(frame.maxY.pt)\(covered == 0 ? " and does not reach the keyboard" : ", the keyboard from \(top.pt)"); insetAdjustment adds \(safe.pt) of safe area at its visual bottom"
            )
            offset.y = try lifted(b, s, adjusted: inset + added, offset: offset.y, hide: false)
            offset.y = try table.steps.reveal(&self, b, s, inset + added, offset.y)
        }
        tree.insets[s] = inset
        tree.offsets[s] = offset
        reportScroll(s)
    }

    /// The words a note adds for a chat list's composer padding (none without).
    private static func paddingText(_ padding: Double) -> String {
        padding == 0 ? "" : ", plus extraContentPadding \(padding.pt) at its visual bottom"
    }

    /// Chat lists (docs/rules.md "Chat lists"): the offset after the visible band changed by d (the band before
    /// less the band now), as `lift` says; before `reveal`. `always` moves it by d, `whenAtEnd` by d only when the
    /// offset was within `endDistance` of the list's end in the band before, `persistent` by d only when d > 0
    /// (the band shrank); an inverted list moves the other way (-d). A moved offset is clamped to the range; one
    /// that does not move is clamped on a hide, and by `persistent` when the band grew; otherwise it is left as it
    /// is (without `lift`, only the hide's clamp, as before).
    private mutating func lifted(
        _ b: Behavior.InsetScrollView, _ s: Int, adjusted: Insets, offset: Double, hide: Bool
    ) throws(SceneError) -> Double {
        let range = scrollRange(s, adjusted: adjusted)
        guard let lift = b.lift, lift != .never else { return hide ? clamp(offset, range) : offset }
        let now = tree.frames[s].height - adjusted.top - adjusted.bottom
        let before = try bandBefore(b.scrollView, s)
        let d = before.band - now
        let contentHeight = tree.views[s].scroll?.contentSize.height ?? tree.frames[s].height
        let distance = before.distanceToEnd(offset: offset, contentHeight: contentHeight, inverted: b.inverted)
        let moves: Bool
        switch lift {
        case .always: moves = true
        case .whenAtEnd: moves = distance <= Behavior.InsetScrollView.endDistance
        case .persistent: moves = d > 0
        case .never: moves = false
        }
        let shift = moves ? (b.inverted ? -d : d) : 0
        let result: Double
        if moves {
            result = clamp(offset + shift, range)
        } else if hide || (lift == .persistent && d < 0) {
            result = clamp(offset, range)
        } else {
            result = offset
        }
        note(
            "3", view: b.scrollView,
            [
                ("bandBefore", .number(before.band)), ("band", .number(now)), ("shift", .number(shift)),
                ("result", .number(result)),
            ],
            "lift \(lift.rawValue)\(b.inverted ? ", inverted" : ""): the visible band was \(before.band.pt) pt high and is \(now.pt) pt (height \(tree.frames[s].height.pt) - adjusted top \(adjusted.top.pt) - adjusted bottom \(adjusted.bottom.pt))\(lift == .whenAtEnd ? "; the list was \(distance.pt) pt from its end" : ""): contentOffset.y \(offset.pt) + \(shift.pt), clamped to [\(range.lowerBound.pt), \(range.upperBound.pt)] when it moves: \(result.pt)"
        )
        return result
    }

    /// The visible band before this notification: the one the simulation's previous step left, else the one the
    /// notification's begin frame gives (the keyboard where it was), else the resting one.
    private func bandBefore(_ id: String, _ s: Int) throws(SceneError) -> ListBand {
        if let band = bandsBefore[id] { return band }
        let resting = restingBand(s)
        guard anchorsFromBeginFrame, let begin = notification.beginFrame else { return resting }
        // The layout the begin frame gives, as a keyboard that stays where it is.
        let was = ResolvedNotification(event: .didShow, endFrame: begin, isLocal: notification.isLocal)
        var run = try AdjustmentRun(notification: was, scene: scene, table: table, policy: policy)
        run.anchorsFromBeginFrame = false
        run.extraContentPadding = extraContentPadding
        let before = try run.perform()
        guard let v = before.views.first(where: { $0.id == id }), let a = v.adjustedContentInset else { return resting }
        return ListBand(height: v.frame.height, top: a.top, bottom: a.bottom)
    }

    /// The band at rest: the resting frame's height less the resting insets and the safe area they add.
    private func restingBand(_ s: Int) -> ListBand {
        let inset = (tree.views[s].scroll?.contentInset ?? .zero) + tree.addedInsets(s, resting: true)
        return ListBand(height: tree.restingFrames[s].height, top: inset.top, bottom: inset.bottom)
    }

    /// Rule 3's reveal step: the behavior's `reveal` field, which must be inside the scroll view, brought into
    /// view (`reveal(_:in:margin:adjusted:offset:name:)`); `offset` unchanged when it names none.
    mutating func reveal(
        _ b: Behavior.InsetScrollView, in s: Int, adjusted: Insets, offset: Double
    ) throws(SceneError) -> Double {
        guard let revealID = b.reveal else { return offset }
        let field = try tree.lookup(revealID)
        guard tree.isInside(field, s, strictly: true) else {
            throw SceneError.notInside(field: revealID, container: b.scrollView)
        }
        return reveal(field, in: s, margin: b.margin, adjusted: adjusted, offset: offset, name: revealID)
    }

    /// scrollRectToVisible: the minimal change of contentOffset.y that brings the field (grown by `margin`
    /// below) inside `[offset + adjusted.top, offset + height - adjusted.bottom]`, its top aligned when it
    /// is taller than that band; clamped to the scrollable range.
    private mutating func reveal(
        _ field: Int, in s: Int, margin: Double, adjusted: Insets, offset: Double, name: String
    )
        -> Double
    {
        let f = tree.windowFrame(field)
        // The field in the scroll view's content coordinates, whose visible origin is the offset.
        let top = f.minY - tree.windowFrame(s).minY + offset
        return scrollToVisible(
            top: top, bottom: top + f.height + margin, in: s, adjusted: adjusted, offset: offset, name: name,
            margin: margin)
    }

    /// `scrollRectToVisible` of the content-space span `top...bottom`: the minimal change of contentOffset.y that
    /// brings it inside the visible band, its top aligned when it is taller; clamped to the scrollable range.
    mutating func scrollToVisible(
        top: Double, bottom: Double, in s: Int, adjusted: Insets, offset: Double, name: String, margin: Double = 0
    ) -> Double {
        let height = tree.frames[s].height
        let bandTop = offset + adjusted.top
        let bandBottom = offset + height - adjusted.bottom
        var target = offset
        defer {
            if trace != nil {
                let range = scrollRange(s, adjusted: adjusted)
                let result = clamp(target, range)
                note(
                    "3", view: tree.id(s),
                    [
                        ("fieldTop", .number(top)), ("fieldBottom", .number(bottom)), ("bandTop", .number(bandTop)),
                        ("bandBottom", .number(bandBottom)), ("result", .number(result)),
                    ],
                    "reveal '\(name)': its content y \(top.pt) to \(bottom.pt) (margin \(margin.pt)) against the visible band [\(bandTop.pt), \(bandBottom.pt)] at offset \(offset.pt): contentOffset.y \(target.pt), clamped to [\(range.lowerBound.pt), \(range.upperBound.pt)]: \(result.pt)"
                )
            }
        }
        if bottom - top > bandBottom - bandTop {
            warnings.append(
                LayoutWarning(
                    .fieldCannotFit,
                    "'\(name)' is \((bottom - top).pt) pt tall with its margin, the visible band is \(max(0, bandBottom - bandTop).pt) pt: its top is aligned"
                ))
            target = top - adjusted.top
        } else if top < bandTop {
            target = top - adjusted.top
        } else if bottom > bandBottom {
            target = bottom - height + adjusted.bottom
        }
        return clamp(target, scrollRange(s, adjusted: adjusted))
    }

    /// `[-adjusted.top, max(-adjusted.top, contentHeight + adjusted.bottom - height)]`.
    func scrollRange(_ s: Int, adjusted: Insets) -> ClosedRange<Double> {
        let contentHeight = tree.views[s].scroll?.contentSize.height ?? tree.frames[s].height
        let low = -adjusted.top
        return low...max(low, contentHeight + adjusted.bottom - tree.frames[s].height)
    }

    func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// Rule 4: scroll by how far the field's bottom (plus margin) is below the keyboard's top, not clamped.
    mutating func offsetScrollView(_ b: Behavior.OffsetScrollView) throws(SceneError) {
        let s = try tree.lookupScrollView(b.scrollView).index
        let field = try tree.lookup(b.reveal)
        guard tree.isInside(field, s, strictly: true) else {
            throw SceneError.notInside(field: b.reveal, container: b.scrollView)
        }
        if counts, !notification.event.isHide {
            let f = viewFrame(field)
            let delta = max(0, f.maxY + b.margin - obstructionTop(over: f, of: field))
            let y = tree.offsets[s].y + delta
            note(
                "4", view: b.scrollView, [("delta", .number(delta)), ("result", .number(y))],
                "contentOffset.y = \(tree.offsets[s].y.pt) + max(0, field bottom \(viewFrame(field).maxY.pt) + margin \(b.margin.pt) - keyboard top \(keyboardTop.pt)) = \(y.pt), not clamped"
            )
            let range = scrollRange(s, adjusted: tree.insets[s] + tree.addedInsets(s))
            if !range.contains(y) {
                warnings.append(
                    LayoutWarning(
                        .offsetOutOfRange,
                        "contentOffset.y \(y.pt) of '\(b.scrollView)' is outside its scrollable range \(range.lowerBound.pt) to \(range.upperBound.pt); UIKit does not clamp a programmatic offset"
                    ))
            }
            tree.offsets[s].y = y
        }
        reportScroll(s)
    }

    /// Reports a scroll view with all its scroll values, insets written with all four edges.
    mutating func reportScroll(_ s: Int) {
        let inset = tree.insets[s]
        let adjusted = inset + tree.addedInsets(s)
        let offset = tree.offsets[s]
        var indicator = inset
        if let bottom = indicatorBottom[s] { indicator.bottom = bottom }
        report(s) {
            $0.contentInset = inset
            $0.verticalScrollIndicatorInsets = indicator
            $0.adjustedContentInset = adjusted
            $0.contentOffset = offset
        }
    }
}
