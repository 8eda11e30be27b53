// The wrong version of each step a mistake makes (docs/check.md's table): each replaces one entry of the
// pipeline's table (`RuleSteps`) and leaves the steps around it as they are. Mistakes made together are applied
// in the catalogue's order; the ones that change what the code reads (`read`) add to each other.

extension Mistake {
    /// Puts this mistake's wrong step in `steps` in place of the right one.
    func replaceStep(in steps: inout RuleSteps) {
        switch self {
        case .safeAreaCountedTwice:
            // Rule 3 without `- safeBottom`, and rule 5's constraint to the safe area left at the superview's.
            steps.insetBottom = { resting, overlap, _ in resting + max(0, overlap) }
            steps.toSafeArea = { toSuperview, _ in toSuperview }
        case .keyboardHeightAsOverlap:
            steps.overlapAmount = { run, _, _ in run.keyboard.frameInWindow.height }
        case .screenSpaceAsViewSpace:
            // The window taken to sit at the screen's origin, and each view's frame as its parent gives it.
            steps.windowOffset = { _ in (0, 0) }
            steps.viewFrame = { run, i in run.tree.frames[i] }
        case .fixedPortraitNotTurned:
            steps.turn = { _, frame in frame }
        case .windowBottomAsViewBottom:
            steps.overlapTarget = { run, _ in run.scene.window.bounds }
        case .beginFrameAsEndFrame:
            steps.reading { n, _ in
                if let begin = n.beginFrame { n.endFrame = begin }
            }
        case .hideIgnored:
            // A hide read as the show the begin frame gives.
            steps.reading { n, _ in
                guard n.event.isHide, let begin = n.beginFrame else { return }
                n.event = n.event == .willHide ? .willShow : .didShow
                n.endFrame = begin
            }
        case .undockedKeyboardFollowed:
            steps.reading { _, options in options.followUndockedKeyboard = true }
        case .nonLocalKeyboardFollowed:
            steps.reading { _, options in options.ignoreNonLocal = false }
        case .animatedInTransition:
            // Rule 9 without its `inTransition` input.
            steps.reading { _, options in options.inTransition = false }
        case .curveNotShifted:
            steps.animationOptions = { _, curve in curve }
        case .noReveal:
            steps.reveal = { _, _, _, _, offset in offset }
        case .insetBeforeResize:
            steps.movesFirst = false
        case .restingInsetDropped:
            steps.restingInset = { _ in .zero }
        case .doubleAvoidance:
            // The keyboard's top, lowered by each other mover's share: what the enclosing self-avoiding containers
            // moved or shrank the view by, and what an overlay covers of it, added instead of one edge.
            steps.obstruction = { run, f, i in
                let overlay = run.tree.overlayTop(over: f, of: i).map { max(0, min(f.height, f.maxY - $0)) } ?? 0
                return run.keyboardTop - overlay - run.containerLift(of: i)
            }
        }
    }
}

extension RuleSteps {
    /// Adds `change` to what the `read` step does to the notification and the options, after what it did.
    fileprivate mutating func reading(
        _ change: @escaping @Sendable (inout ResolvedNotification, inout LayoutOptions) -> Void
    ) {
        let before = read
        read = { n, options in
            before?(&n, &options)
            change(&n, &options)
        }
    }
}
