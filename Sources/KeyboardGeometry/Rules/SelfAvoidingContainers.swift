// The bottom obstruction and the containers that avoid the keyboard by themselves (docs/rules.md "The bottom
// obstruction"): played before any behavior, under every policy, since the system moves them, not app code.

extension AdjustmentRun {
    /// The bottom obstruction of `f`, the window frame of view `i` (or of a view inside it): the highest top among
    /// the keyboard and the overlays over `f`'s bottom edge. Their covers are never added: one edge.
    func obstructionTop(over f: Rect, of i: Int) -> Double { steps.obstruction(self, f, i) }

    /// The reference's obstruction (`obstructionTop`).
    func referenceObstructionTop(over f: Rect, of i: Int) -> Double {
        guard let overlay = tree.overlayTop(over: f, of: i) else { return keyboardTop }
        return min(keyboardTop, overlay)
    }

    /// How far the self-avoiding containers around view `i` (and `i` itself) moved it up or ended it above where
    /// it rested: what code that ignores their move lifts the content by a second time.
    func containerLift(of i: Int) -> Double {
        guard !containerLifts.isEmpty else { return 0 }
        var lift = containerLifts[i] ?? 0
        var cursor = tree.parents[i]
        while let c = cursor {
            lift += containerLifts[c] ?? 0
            cursor = tree.parents[c]
        }
        return lift
    }

    /// How far the sheets around view `i` (and `i` itself, a sheet) rose by themselves: where code that reads
    /// frames before the sheet's move lands still finds it.
    func sheetMove(of i: Int) -> Double {
        guard !containerLifts.isEmpty else { return 0 }
        var move = 0.0
        var cursor: Int? = i
        while let c = cursor {
            if tree.views[c].avoidsKeyboard == .sheet { move += containerLifts[c] ?? 0 }
            cursor = tree.parents[c]
        }
        return move
    }

    /// The self-avoiding containers' own moves, in the scene's order, when the keyboard counts on a show or a frame
    /// change: a sheet rides the keyboard's top (never past the window's top safe-area edge); a SwiftUI host ends
    /// the views it holds at the keyboard's top, as its keyboard safe area does. Each moved view is reported.
    mutating func moveSelfAvoidingContainers() {
        guard counts, !notification.event.isHide else { return }
        for c in tree.views.indices {
            switch tree.views[c].avoidsKeyboard {
            case nil: continue
            case .sheet: rideKeyboard(sheet: c)
            case .swiftUIHost: endHostedViewsAtKeyboard(host: c)
            }
        }
    }

    /// The sheet's bottom rides the keyboard's top: up by what the keyboard covers of it, at most until its top
    /// reaches the window's top safe-area edge.
    private mutating func rideKeyboard(sheet c: Int) {
        let f = tree.windowFrame(c)
        let covered = overlap(f)
        guard covered > 0 else { return }
        let move = min(covered, max(0, f.minY - scene.window.safeAreaInsets.top))
        tree.frames[c] = tree.frames[c].with(y: tree.frames[c].y - move)
        containerLifts[c, default: 0] += move
        containerAssumptions.append(
            Assumption(
                pointer: "/views/\(tree.id(c))/frame/y",
                because:
                    "'\(tree.id(c))' is a UISheetPresentationController sheet, which the system moves up for the keyboard; Apple documents no amount, so its bottom is taken to ride the keyboard's top: up \(move.pt) pt of the \(covered.pt) pt the keyboard covers"
            ))
        note(
            "sheet", view: tree.id(c), [("covered", .number(covered)), ("move", .number(move))],
            "the sheet moves by itself before any code: the keyboard covers \(covered.pt) pt of it, it rises \(move.pt) pt (its top stops at the top safe-area edge \(scene.window.safeAreaInsets.top.pt)); what it holds needs only what is still covered"
        )
        report(c)
        refreshFrames()
    }

    /// The host's keyboard safe area: each view it holds directly ends at the keyboard's top.
    private mutating func endHostedViewsAtKeyboard(host c: Int) {
        for v in tree.views.indices where tree.parents[v] == c {
            let f = tree.windowFrame(v)
            let covered = overlap(f)
            guard covered > 0 else { continue }
            tree.frames[v] = tree.frames[v].with(height: max(0, tree.frames[v].height - covered))
            containerLifts[v, default: 0] += covered
            note(
                "swiftUIHost", view: tree.id(v),
                [("covered", .number(covered)), ("result", .number(tree.frames[v].height))],
                "the SwiftUI host '\(tree.id(c))' raises its bottom safe-area edge to the keyboard's top before any code: '\(tree.id(v))' ends there, \(covered.pt) pt shorter (height \(tree.frames[v].height.pt)); what it holds needs only what is still covered"
            )
            report(v)
        }
        refreshFrames()
    }
}
