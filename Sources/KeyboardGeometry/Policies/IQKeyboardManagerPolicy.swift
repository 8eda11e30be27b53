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
// - In a sheet (`"avoidsKeyboard": "sheet"`): the field is read where it rests, before the sheet's own move
//   lands, so the library lifts it again, moving the sheet (its root) up by the whole moveUp on top of the
//   sheet's own rise: issue 1994 (6.5.16, "UI components raised more than I expected"). Listed as an assumption:
//   the issue shows it for 6.5.16, and later versions were not checked.
//
// Left out (docs/policies.md): table and collection view previous-row rules, UITextView inset resizing, the
// disabled controller classes, navigation bars, a second adjust from a moved state, the horizontal indicator
// insets the library leaves changed.

extension RuleSteps {
    static let iqKeyboardManager = RuleSteps.code(
        // It observes all six (IQKeyboardNotification.swift:59-66) and acts on a change of height only.
        observes: Set(KeyboardEvent.allCases),
        acts: [.willShow, .willChangeFrame, .willHide],
        assumptions: { run in
            guard let id = run.scene.revealedField, let field = run.tree.index[id], run.sheetMove(of: field) > 0
            else { return [] }
            return [
                Assumption(
                    pointer: "/views/\(id)",
                    because:
                        "the field is in a sheet that rose \(run.sheetMove(of: field).pt) pt by itself: the library is taken to read it where it rested and lift it again, as IQKeyboardManager 6.5.16 does (its issue 1994); later versions were not checked"
                )
            ]
        },
        whole: IQKeyboardManagerCode.whole,
        animation: { run in
            let n = run.delivered
            // The restore is always wrapped in `animate` (POS:214); an adjust animates each change it makes.
            guard n.event == .willHide || IQKeyboardManagerCode.moved(run) else { return .none(curve: n.curve) }
            let curve = n.omitted.contains(.curve) ? 2 : n.curve
            return .shiftedCurve(
                animated: true, duration: n.duration == 0 ? 0.25 : n.duration, curve: curve,
                extraOptions: 2 | AnimationReport.beginFromCurrentState)
        })
}

/// IQKeyboardManager's code, one step that decides by itself what to move; each function of the run it changes.
private enum IQKeyboardManagerCode {
    /// `keyboardDistance`: the request's `frameworks.iqKeyboardManager`, else the library's default
    /// (IQKeyboardManager.swift: `public var keyboardDistance: CGFloat = 10.0`).
    static func keyboardDistance(_ run: AdjustmentRun) -> Double {
        run.scene.frameworks.iqKeyboardManager?.keyboardDistance ?? IQKeyboardManagerSettings().keyboardDistance
    }

    /// The views the library moves for the revealed field: its root view (the field's outermost ancestor; nil
    /// when the field is itself top-level, as there is no view controller's view to move) and the scroll views
    /// around it, innermost first.
    static func views(_ run: AdjustmentRun, _ field: Int) -> (root: Int?, chain: [Int]) {
        var root: Int?
        var chain: [Int] = []
        var cursor = run.tree.parents[field]
        while let c = cursor {
            if run.tree.views[c].scroll != nil { chain.append(c) }
            root = c
            cursor = run.tree.parents[c]
        }
        return (root, chain)
    }

    /// Whether the step changed what the library moves (the root's frame, a scroll view's inset or offset); a
    /// layout guide's views, which UIKit moves, do not count.
    static func moved(_ run: AdjustmentRun) -> Bool {
        guard let id = run.scene.revealedField, let field = run.tree.index[id] else { return false }
        let (root, chain) = views(run, field)
        if let root, run.tree.frames[root] != run.tree.restingFrames[root] { return true }
        return chain.contains { i in
            guard let scroll = run.tree.views[i].scroll else { return false }
            return run.tree.insets[i] != scroll.contentInset || run.tree.offsets[i] != scroll.contentOffset
        }
    }

    /// KI:185-200: the end frame's on-screen height, 0 for a floating frame or one below the screen.
    static func keyboardHeight(_ run: AdjustmentRun) -> Double {
        let s = run.scene.screen.interfaceBounds
        let kb = run.deliveredEndFrame
        if kb.width < s.width, kb.maxY < s.height { return 0 }
        return max(s.height - kb.minY, 0)
    }

    /// `adjustPosition()` on willShow and willChangeFrame (nothing when the keyboard shows 0 pt), `restorePosition()`
    /// on willHide.
    static func whole(_ run: inout AdjustmentRun) throws(SceneError) {
        guard let fieldID = run.scene.revealedField else {
            run.noteCode([], "no field to reveal: the library has no text field to work for, nothing changes")
            return
        }
        let field = try run.tree.lookup(fieldID)
        let (root, chain) = views(run, field)
        let height = keyboardHeight(run)
        if run.notification.event == .willHide {
            restore(&run, root: root, chain: chain)
            return
        }
        // ACT:181: a height that did not change does nothing; a request is played from rest (height 0 before),
        // so a keyboard of height 0 here (below the screen, or floating) moves nothing.
        guard height > 0 else {
            run.noteCode(
                [("height", .number(0))],
                "KI:185-200: the keyboard shows 0 pt on the screen (below it, or floating): the height did not change (ACT:181), nothing to adjust"
            )
            if let root { run.report(root) }
            for sv in chain { run.reportScroll(sv) }
            return
        }
        let kb = run.deliveredEndFrame
        let safe = root.map { run.tree.safeArea($0) } ?? run.scene.window.safeAreaInsets
        let d = keyboardDistance(run)
        // POS:275-297: the cover, the keyboard grown up by the distance and the root's bottom safe area.
        let cover = Rect(x: kb.minX, y: kb.minY - d - safe.bottom, width: kb.width, height: height + d + safe.bottom)
        let w = run.scene.window.frame
        let coverHeight = max(0, min(cover.maxY, w.maxY) - max(cover.minY, w.minY))
        let overlapsX = cover.maxX > w.minX && cover.minX < w.maxX
        let kbSizeH = overlapsX ? coverHeight : 0
        // POS:299-334.
        let topGuide = safe.top
        let bottomGuide = safe.bottom
        // In a sheet, where the field rested before the sheet's own move (issue 1994).
        let fieldW = run.tree.windowFrame(field).offsetBy(dx: 0, dy: run.sheetMove(of: field))
        let visibleHeight = w.height - kbSizeH
        let topMovement = fieldW.minY - topGuide
        let bottomMovement = fieldW.maxY - visibleHeight + bottomGuide
        let wanted = min(topMovement, bottomMovement)
        // `CGFloat(Int(moveUp))`: truncation toward zero; the bounds checked so that no input traps here.
        var moveUp = abs(wanted) < 1e15 ? Double(Int(wanted)) : wanted
        run.noteCode(
            view: fieldID,
            [
                ("cover", .number(kbSizeH)), ("topMovement", .number(topMovement)),
                ("bottomMovement", .number(bottomMovement)), ("moveUp", .number(moveUp)),
            ],
            "POS:280-332: the keyboard's \(height.pt) pt on screen grown by keyboardDistance \(d.pt) and the root's bottom safe area \(safe.bottom.pt) covers \(kbSizeH.pt) pt of the window; moveUp = Int(min(field top \(fieldW.minY.pt) - \(topGuide.pt), field bottom \(fieldW.maxY.pt) - \(visibleHeight.pt) + \(bottomGuide.pt))) = \(moveUp.pt)"
        )
        // POS:397-492: the scroll views take the move first, innermost outward.
        var lastView = field
        for (k, sv) in chain.enumerated() {
            let offset = run.tree.offsets[sv].y
            let isContinue: Bool
            if moveUp > 0 {
                isContinue = moveUp > -offset - run.tree.insets[sv].top
            } else {
                isContinue = fieldW.minY < topGuide
                if isContinue { moveUp = min(0, fieldW.minY - topGuide) }
            }
            guard isContinue else {
                moveUp = 0
                break
            }
            // lastView's frame in sv's coordinates, whose origin is its content offset.
            let rMinY = run.tree.windowFrame(lastView).minY - run.tree.windowFrame(sv).minY + offset
            let minimumMovement = min(offset, -moveUp)
            let suggested = min(offset - minimumMovement, rMinY)
            moveUp -= suggested - offset
            run.tree.offsets[sv].y = suggested
            run.noteCode(
                view: run.tree.id(sv), [("result", .number(suggested)), ("moveUp", .number(moveUp))],
                "POS:459-548: contentOffset.y = min(\(offset.pt) - min(\(offset.pt), -moveUp), \(rMinY.pt)) = \(suggested.pt); \(moveUp.pt) left for \(k + 1 < chain.count ? "the next scroll view" : "the root view")"
            )
            lastView = sv
        }
        if let sv = chain.first { inset(&run, sv, cover: kbSizeH, rootSafeBottom: safe.bottom) }
        // POS:689-718: the root view takes what is left, never above -(keyboard height).
        if let root, moveUp >= 0 {
            let restingY = run.tree.frames[root].y
            let y = max(restingY - moveUp, min(0, -height))
            run.tree.frames[root] = run.tree.frames[root].with(y: y)
            run.noteCode(
                view: run.tree.id(root), [("result", .number(y))],
                "POS:695: root y = max(\(restingY.pt) - \(moveUp.pt), min(0, -\(height.pt))) = \(y.pt)")
        }
        if let root { run.report(root) }
        for sv in chain { run.reportScroll(sv) }
        run.refreshFrames()
    }

    /// POS:606-647: the innermost scroll view's bottom inset and indicator insets.
    private static func inset(_ run: inout AdjustmentRun, _ sv: Int, cover: Double, rootSafeBottom: Double) {
        let resting = run.tree.views[sv].scroll?.contentInset ?? .zero
        let svW = run.tree.windowFrame(sv)
        var bottom = cover - (run.scene.window.frame.height - svW.maxY)
        var indicator = bottom - (keyboardDistance(run) + rootSafeBottom)
        bottom = max(resting.bottom, bottom)
        indicator = max(resting.bottom, indicator)
        let ownSafeBottom = run.tree.safeArea(sv).bottom
        bottom -= ownSafeBottom
        indicator -= ownSafeBottom
        // POS:633: an inset that does not change returns early, leaving the indicators as they are.
        guard bottom != run.tree.insets[sv].bottom else { return }
        run.tree.insets[sv].bottom = bottom
        run.indicatorBottom[sv] = indicator
        run.noteCode(
            view: run.tree.id(sv), [("contentInset", .number(bottom)), ("indicator", .number(indicator))],
            "POS:616-628: contentInset.bottom = max(original \(resting.bottom.pt), cover overlap \((bottom + ownSafeBottom).pt)) - own safe bottom \(ownSafeBottom.pt) = \(bottom.pt); indicators \(indicator.pt)"
        )
    }

    /// POS:210-250 and 755-796: the root's origin and the insets back; an offset past the content's end clamped.
    private static func restore(_ run: inout AdjustmentRun, root: Int?, chain: [Int]) {
        if let root { run.tree.frames[root] = run.tree.restingFrames[root] }
        for sv in chain {
            run.tree.insets[sv] = run.tree.views[sv].scroll?.contentInset ?? .zero
            let contentHeight = run.tree.views[sv].scroll?.contentSize.height ?? 0
            let maxY = max(contentHeight, run.tree.frames[sv].height) - run.tree.frames[sv].height
            if run.tree.offsets[sv].y > maxY { run.tree.offsets[sv].y = maxY }
        }
        run.noteCode(
            view: root.map { run.tree.id($0) }, [],
            "POS:210-250: restorePosition: the root view's origin and the scroll views' insets back; contentOffset kept (restoreContentOffset is false), clamped to the content's end"
        )
        if let root { run.report(root) }
        for sv in chain { run.reportScroll(sv) }
        run.refreshFrames()
    }
}

extension TunableSetting {
    /// `keyboardDistance`: POS:280-332 move the field's bottom to the window's visible height less the bottom
    /// guide, `visibleHeight = (keyboard top in the window) - keyboardDistance - safe bottom`; so the distance that
    /// ends the field at `wanted` is `keyboard top - 2 x safe bottom - wanted`.
    static let iqKeyboardDistance = TunableSetting(
        name: "keyboardDistance", requestKey: "frameworks.iqKeyboardManager.keyboardDistance",
        current: { $0.frameworks.iqKeyboardManager?.keyboardDistance ?? IQKeyboardManagerSettings().keyboardDistance },
        setting: { scene, value in
            var tuned = scene
            tuned.frameworks.iqKeyboardManager = IQKeyboardManagerSettings(keyboardDistance: value)
            return tuned
        },
        targets: { scene in
            guard let field = scene.revealedField else {
                return .failure(SettingUnsolvable(reason: "no revealed field: IQKeyboardManager has nothing to place"))
            }
            return .success([SettingTarget(view: field, edge: .bottom)])
        }, slope: -1,
        solve: { scene, delivered, target, _, wanted in
            guard let tree = try? ViewTree(views: scene.views, window: scene.window),
                let field = tree.index[target.view]
            else { return .failure(SettingUnsolvable(reason: "no revealed field in the scene")) }
            var root = field
            while let p = tree.parents[root] { root = p }
            let safeBottom = root == field ? scene.window.safeAreaInsets.bottom : tree.safeArea(root).bottom
            let keyboardTop = delivered.minY - scene.window.frame.minY
            return .success(keyboardTop - 2 * safeBottom - wanted)
        })
}
