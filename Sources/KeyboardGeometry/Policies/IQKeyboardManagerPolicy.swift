// IQKeyboardManager (hackiftekhar/IQKeyboardManager, `IQKeyboardManagerSwift`), read at commit a55dbfc9 (8.0.2
// and later; 7.3.0's 887cc489 computes the same numbers): `adjustPosition()` and `restorePosition()` with the
// library's defaults (`isEnabled` set on, everything else as shipped), applied to the scene's revealed field.
// It ignores the scene's behaviors: the library finds the field's root view and scroll views by itself.
// Abbreviations: POS = IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift,
// KI = IQKeyboardNotification's IQKeyboardNotification/Classes/IQKeyboardInfo.swift,
// ACT = IQKeyboardManagerSwift/IQKeyboardManager/Configuration/IQActiveConfiguration.swift.
//
// - The keyboard (KI:185-200): the end frame's height becomes its on-screen part, `max(screen.h - end.minY, 0)`;
//   a frame narrower than the screen that ends above its bottom (floating) gets height 0, which moves nothing
//   from rest.
//   A duration of 0 (or none) becomes 0.25 (KI:112-117); a missing curve is easeOut, 2 (KI:104-109).
// - Events (ACT:181, ACT:75-132): only a change of that height acts: willShow and willChangeFrame adjust,
//   willHide restores, the did* events (same height) do nothing. A request is played from rest, so a willShow's
//   previous height is 0.
// - `adjustPosition` (POS:109-207): the keyboard grown up by `keyboardDistance` 10 and the root view's bottom safe
//   area (POS:280-284), intersected with the window (POS:289); `moveUp = min(field.minY - topGuide,
//   field.maxY - (H - cover) + bottomGuide)` truncated toward zero, `CGFloat(Int(moveUp))` (POS:327-332), with
//   both guides the root view's layout margins, taken as its safe area (the status bar is under it on every
//   iPhone that has one). The enclosing scroll views take it first, innermost outward (POS:397-492); the
//   innermost one's bottom inset becomes the cover's overlap, at least its original, less its own safe bottom,
//   and its indicators the same less 10 and the root's safe bottom (POS:606-647); the root view takes what is
//   left, never above `-keyboard height` (POS:689-718).
// - `restorePosition` (POS:210-250): the root view's origin and the scroll view's insets back; the content offset
//   stays (`restoreContentOffset` is false), only clamped when it is past the content's end (POS:755-796).
// - Every change animates with the notification's duration and `curve << 16 | allowUserInteraction (2) |
//   beginFromCurrentState (4)` (KI:155-179).
//
// Left out (docs/policies.md): table and collection view previous-row rules, UITextView inset resizing, the
// disabled controller classes, navigation bars, a second adjust from a moved state, the horizontal indicator
// insets the library leaves changed.

extension PolicyCode {
    static let iqKeyboardManager = PolicyCode(
        // It observes all six (IQKeyboardNotification.swift:59-66) and acts on a change of height only.
        observes: Set(KeyboardEvent.allCases),
        acts: [.willShow, .willChangeFrame, .willHide],
        whole: { (run: inout AdjustmentRun) throws(SceneError) in try run.iqKeyboardManager() },
        animation: { run in
            let n = run.delivered
            // The restore is always wrapped in `animate` (POS:214); an adjust animates each change it makes.
            guard n.event == .willHide || run.iqMoved else { return .none(curve: n.curve) }
            let curve = n.omitted.contains(.curve) ? 2 : n.curve
            return AnimationReport(
                animated: true, duration: n.duration == 0 ? 0.25 : n.duration, curve: curve,
                options: (curve << 16) | 2 | AnimationReport.beginFromCurrentState)
        })
}

extension AdjustmentRun {
    /// The library's `keyboardDistance` default (IQKeyboardManager.swift: `public var keyboardDistance: CGFloat
    /// = 10.0`).
    static let iqKeyboardDistance = 10.0

    /// The views the library moves for the revealed field: its root view (the field's outermost ancestor; nil
    /// when the field is itself top-level, as there is no view controller's view to move) and the scroll views
    /// around it, innermost first.
    func iqViews(_ field: Int) -> (root: Int?, chain: [Int]) {
        var root: Int?
        var chain: [Int] = []
        var cursor = tree.parents[field]
        while let c = cursor {
            if tree.views[c].scroll != nil { chain.append(c) }
            root = c
            cursor = tree.parents[c]
        }
        return (root, chain)
    }

    /// Whether the step changed what the library moves (the root's frame, a scroll view's inset or offset); a
    /// layout guide's views, which UIKit moves, do not count.
    var iqMoved: Bool {
        guard let id = scene.revealedField, let field = tree.index[id] else { return false }
        let (root, chain) = iqViews(field)
        if let root, tree.frames[root] != tree.restingFrames[root] { return true }
        return chain.contains { i in
            guard let scroll = tree.views[i].scroll else { return false }
            return tree.insets[i] != scroll.contentInset || tree.offsets[i] != scroll.contentOffset
        }
    }

    /// KI:185-200: the end frame's on-screen height, 0 for a floating frame or one below the screen.
    var iqKeyboardHeight: Double {
        let s = scene.screen.interfaceBounds
        let kb = scene.screen.toInterface(delivered.endFrame)
        if kb.width < s.width, kb.maxY < s.height { return 0 }
        return max(s.height - kb.minY, 0)
    }

    /// `adjustPosition()` on willShow and willChangeFrame (nothing when the keyboard shows 0 pt), `restorePosition()`
    /// on willHide.
    mutating func iqKeyboardManager() throws(SceneError) {
        guard let fieldID = scene.revealedField else {
            noteCode([], "no field to reveal: the library has no text field to work for, nothing changes")
            return
        }
        let field = try tree.lookup(fieldID)
        let (root, chain) = iqViews(field)
        let height = iqKeyboardHeight
        if notification.event == .willHide {
            iqRestore(root: root, chain: chain)
            return
        }
        // ACT:181: a height that did not change does nothing; a request is played from rest (height 0 before),
        // so a keyboard of height 0 here (below the screen, or floating) moves nothing.
        guard height > 0 else {
            noteCode(
                [("height", .number(0))],
                "KI:185-200: the keyboard shows 0 pt on the screen (below it, or floating): the height did not change (ACT:181), nothing to adjust"
            )
            if let root { report(root) }
            for sv in chain { reportScroll(sv) }
            return
        }
        let kb = scene.screen.toInterface(delivered.endFrame)
        let safe = root.map { tree.safeArea($0) } ?? scene.window.safeAreaInsets
        let d = Self.iqKeyboardDistance
        // POS:275-297: the cover, the keyboard grown up by the distance and the root's bottom safe area.
        let cover = Rect(x: kb.minX, y: kb.minY - d - safe.bottom, width: kb.width, height: height + d + safe.bottom)
        let w = scene.window.frame
        let coverHeight = max(0, min(cover.maxY, w.maxY) - max(cover.minY, w.minY))
        let overlapsX = cover.maxX > w.minX && cover.minX < w.maxX
        let kbSizeH = overlapsX ? coverHeight : 0
        // POS:299-334.
        let topGuide = safe.top
        let bottomGuide = safe.bottom
        let fieldW = tree.windowFrame(field)
        let visibleHeight = w.height - kbSizeH
        let topMovement = fieldW.minY - topGuide
        let bottomMovement = fieldW.maxY - visibleHeight + bottomGuide
        let wanted = min(topMovement, bottomMovement)
        // `CGFloat(Int(moveUp))`: truncation toward zero; the bounds checked so that no input traps here.
        var moveUp = abs(wanted) < 1e15 ? Double(Int(wanted)) : wanted
        noteCode(
            view: fieldID,
            [
                ("cover", .number(kbSizeH)), ("topMovement", .number(topMovement)),
                ("bottomMovement", .number(bottomMovement)), ("moveUp", .number(moveUp)),
            ],
            "POS:280-332: the keyboard's \(height.pt) pt on screen grown by keyboardDistance 10 and the root's bottom safe area \(safe.bottom.pt) covers \(kbSizeH.pt) pt of the window; moveUp = Int(min(field top \(fieldW.minY.pt) - \(topGuide.pt), field bottom \(fieldW.maxY.pt) - \(visibleHeight.pt) + \(bottomGuide.pt))) = \(moveUp.pt)"
        )
        // POS:397-492: the scroll views take the move first, innermost outward.
        var lastView = field
        for (k, sv) in chain.enumerated() {
            let offset = tree.offsets[sv].y
            let isContinue: Bool
            if moveUp > 0 {
                isContinue = moveUp > -offset - tree.insets[sv].top
            } else {
                isContinue = fieldW.minY < topGuide
                if isContinue { moveUp = min(0, fieldW.minY - topGuide) }
            }
            guard isContinue else {
                moveUp = 0
                break
            }
            // lastView's frame in sv's coordinates, whose origin is its content offset.
            let rMinY = tree.windowFrame(lastView).minY - tree.windowFrame(sv).minY + offset
            let minimumMovement = min(offset, -moveUp)
            let suggested = min(offset - minimumMovement, rMinY)
            moveUp -= suggested - offset
            tree.offsets[sv].y = suggested
            noteCode(
                view: tree.id(sv), [("result", .number(suggested)), ("moveUp", .number(moveUp))],
                "POS:459-548: contentOffset.y = min(\(offset.pt) - min(\(offset.pt), -moveUp), \(rMinY.pt)) = \(suggested.pt); \(moveUp.pt) left for \(k + 1 < chain.count ? "the next scroll view" : "the root view")"
            )
            lastView = sv
        }
        if let sv = chain.first { iqInset(sv, cover: kbSizeH, rootSafeBottom: safe.bottom) }
        // POS:689-718: the root view takes what is left, never above -(keyboard height).
        if let root, moveUp >= 0 {
            let restingY = tree.frames[root].y
            let y = max(restingY - moveUp, min(0, -height))
            tree.frames[root] = tree.frames[root].with(y: y)
            noteCode(
                view: tree.id(root), [("result", .number(y))],
                "POS:695: root y = max(\(restingY.pt) - \(moveUp.pt), min(0, -\(height.pt))) = \(y.pt)")
        }
        if let root { report(root) }
        for sv in chain { reportScroll(sv) }
        refreshFrames()
    }

    /// POS:606-647: the innermost scroll view's bottom inset and indicator insets.
    private mutating func iqInset(_ sv: Int, cover: Double, rootSafeBottom: Double) {
        let resting = tree.views[sv].scroll?.contentInset ?? .zero
        let svW = tree.windowFrame(sv)
        var bottom = cover - (scene.window.frame.height - svW.maxY)
        var indicator = bottom - (Self.iqKeyboardDistance + rootSafeBottom)
        bottom = max(resting.bottom, bottom)
        indicator = max(resting.bottom, indicator)
        let ownSafeBottom = tree.safeArea(sv).bottom
        bottom -= ownSafeBottom
        indicator -= ownSafeBottom
        // POS:633: an inset that does not change returns early, leaving the indicators as they are.
        guard bottom != tree.insets[sv].bottom else { return }
        tree.insets[sv].bottom = bottom
        indicatorBottom[sv] = indicator
        noteCode(
            view: tree.id(sv), [("contentInset", .number(bottom)), ("indicator", .number(indicator))],
            "POS:616-628: contentInset.bottom = max(original \(resting.bottom.pt), cover overlap \((bottom + ownSafeBottom).pt)) - own safe bottom \(ownSafeBottom.pt) = \(bottom.pt); indicators \(indicator.pt)"
        )
    }

    /// POS:210-250 and 755-796: the root's origin and the insets back; an offset past the content's end clamped.
    private mutating func iqRestore(root: Int?, chain: [Int]) {
        if let root { tree.frames[root] = tree.restingFrames[root] }
        for sv in chain {
            tree.insets[sv] = tree.views[sv].scroll?.contentInset ?? .zero
            let contentHeight = tree.views[sv].scroll?.contentSize.height ?? 0
            let maxY = max(contentHeight, tree.frames[sv].height) - tree.frames[sv].height
            if tree.offsets[sv].y > maxY { tree.offsets[sv].y = maxY }
        }
        noteCode(
            view: root.map { tree.id($0) }, [],
            "POS:210-250: restorePosition: the root view's origin and the scroll views' insets back; contentOffset kept (restoreContentOffset is false), clamped to the content's end"
        )
        if let root { report(root) }
        for sv in chain { reportScroll(sv) }
        refreshFrames()
    }
}
