// The stages that make the answer: the behaviors suggested for the focus and the bars, the keyboard and the
// notification it gives, and the scene with everything read about it.
extension DumpSceneBuilder {
    /// Behaviors suggested: the focused field's nearest scroll view is inset; each bar at an edge rides the
    /// keyboard; with neither, the root view holding the focus is shifted up.
    mutating func behaviors(
        _ kept: Kept, focus: Focus, bars: Bars, ids: [String], window: Window, _ placed: Placement
    ) -> [Behavior] {
        let up = placed.tree.up
        var behaviors: [Behavior] = []
        if let f = focus.index, kept.set.contains(f) {
            var k = up[f]
            while let c = k, !(kept.set.contains(c) && roles[c].contains(.scrollView)) { k = up[c] }
            if let s = k {
                behaviors.append(.insetScrollView(.init(scrollView: ids[s], reveal: ids[f])))
                assumptions.append(
                    Assumption(
                        pointer: "/behaviors/\(behaviors.count - 1)",
                        because: "suggested: the focused field's nearest scroll view (\(elements[s].className), line "
                            + "\(elements[s].line)) is inset for the keyboard and reveals it"))
            }
        }
        for b in bars.atEdge where kept.set.contains(b) {
            behaviors.append(.attachToKeyboard(.init(view: ids[b])))
            let edge = barEdge(placed.screenFrame[b], window: window, keyboardTop: bars.keyboardTop)
            assumptions.append(
                Assumption(
                    pointer: "/behaviors/\(behaviors.count - 1)",
                    because: "suggested: \(elements[b].className) (line \(elements[b].line)) is a full-width bar whose "
                        + "bottom sits on the \(edge); it rides the keyboard"
                ))
        }
        if behaviors.isEmpty, let f = focus.index, kept.set.contains(f) {
            var root = f
            while let p = up[root], kept.set.contains(p) { root = p }
            if root != f {
                behaviors.append(.shiftView(.init(view: ids[root], reveal: ids[f])))
                assumptions.append(
                    Assumption(
                        pointer: "/behaviors/0",
                        because: "suggested: no scroll view holds the focused field and no bar sits at the bottom, so "
                            + "the root view (\(elements[root].className)) is shifted up to reveal it"))
            }
        }
        return behaviors
    }

    /// Which edge a bar's bottom sits on, for its assumption.
    private func barEdge(_ f: Rect, window: Window, keyboardTop: Double?) -> String {
        if let k = keyboardTop, abs(f.maxY - k) <= 0.5 { return "keyboard's top" }
        if abs(f.maxY - window.frame.maxY) <= 0.5 { return "window's bottom" }
        return "safe area's bottom"
    }

    /// The keyboard, and the notification it gives: the keyboard's element (turned back to portrait space for an
    /// old rotation), else the device table's docked keyboard when asked for, else none.
    mutating func keyboardShown(_ placed: Placement, turned: OldRotation?, pose: Pose, window: Window)
        -> DumpKeyboard?
    {
        let screenBounds = pose.bounds
        let interfaceScreen = pose.interfaceScreen
        if let kb = placed.keyboard.index {
            var f = placed.keyboard.frame(placed.screenFrame) ?? placed.screenFrame[kb]
            if let t = turned {
                f = Self.portrait(f, interface: t.orientation, screen: screenBounds)
            }
            let visible = f.width > 0 && f.height > 0 && f.minY < screenBounds.maxY - 0.5
            var extent = ""
            if let e = placed.keyboard.extent {
                let container = "\(elements[e.from].className) (line \(elements[e.from].line))"
                extent =
                    (e.isHost
                        ? ", and the element that holds it, \(container)"
                        : ", and what lies beside it at the bottom of \(container)")
                    + ", \(f.text): UIKit's keyboard frame holds the input accessory and the bottom row, not the keys "
                    + "alone"
            }
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because:
                        "a willShow to the keyboard's frame (\(elements[kb].className), line \(elements[kb].line)"
                        + "\(extent)), beginning just below the screen, 0.25 s, curve 7, as iOS sends for a keyboard "
                        + "that shows"))
            return DumpKeyboard(frame: f, from: elements[kb].className, line: elements[kb].line, visible: visible)
        } else if hints.dockedKeyboard {
            let h = dockedHeight(screen: interfaceScreen, window: window)
            let f = Rect(x: 0, y: interfaceScreen.height - h.height, width: interfaceScreen.width, height: h.height)
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because: "the dump shows no keyboard and ?keyboard=docked asks for one: \(h.from), "
                        + "a willShow from below the screen, 0.25 s, curve 7"))
            return DumpKeyboard(frame: f, from: "device table", line: nil, visible: true)
        } else {
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because: "no keyboard found by any rule, so the request has no notification and a verdict on this "
                        + "snapshot is inconclusive; the keyboard docked (?keyboard=docked, \"keyboard\": \"docked\") "
                        + "takes the device table's"))
            return nil
        }
    }

    /// The docked keyboard's height for `?keyboard=docked`: the device table's, else the streams' default.
    private func dockedHeight(screen: Rect, window: Window) -> (height: Double, from: String) {
        let landscape = screen.width > screen.height
        if let model = model(for: screen),
            let h = model.resolved(osVersion: hints.osVersion, landscape: landscape).keyboardHeight
        {
            let version = hints.osVersion.map { " on iOS \($0)" } ?? " on the latest iOS it has (no osVersion given)"
            return (
                h, "the device table's docked keyboard for \(model.name)\(version), \(h.pt) pt with the QuickType bar"
            )
        }
        let h = KeyboardHeights.docked(screen: screen, window: window, osVersion: hints.osVersion)
        return (h, "a docked keyboard of \(h.pt) pt (the streams' default for this screen)")
    }

    /// The answer: the scene (its screen, window, views and behaviors), the keyboard, the focus when its view is
    /// kept, the assumptions and skipped lines, and what a verdict reads beside the scene (scroll views' printed
    /// adjustedContentInset, the bars, the windows seen).
    func assemble(
        pose: Pose, window: Window, views: Views, behaviors: [Behavior], keyboard: DumpKeyboard?, focus: Focus,
        kept: Kept, ids: [String], bars: Bars, _ placed: Placement
    ) -> SceneFromDump {
        var scene = Scene(
            screen: Screen(
                bounds: pose.bounds, scale: scale(screen: pose.interfaceScreen), coordinateSpace: pose.coordinateSpace,
                interfaceOrientation: pose.orientation, osVersion: hints.osVersion),
            window: window, views: views.views, behaviors: behaviors)
        if pose.coordinateSpace == .interface { scene.screen.interfaceOrientation = pose.orientation }
        var out = SceneFromDump(
            format: read.format, scene: scene, keyboard: keyboard,
            focus: focus.index.flatMap {
                kept.set.contains($0) ? DumpFocus(view: ids[$0], because: focus.because) : nil
            },
            assumptions: assumptions, skipped: skipped, omitted: kept.omitted, lines: views.lines)
        if let guess = focus.guess {
            out.focusGuess = DumpFocusGuess(
                candidates: guess.onScreen.filter { kept.set.contains($0) }.map { ids[$0] },
                offScreen: guess.offScreen.filter { kept.set.contains($0) }.map { ids[$0] },
                notShown: guess.invisible.filter { kept.set.contains($0) }.map { ids[$0] })
        }
        for i in kept.indices {
            if let a = elements[i].adjustedContentInset, roles[i].contains(.scrollView) {
                out.adjustedContentInsets[ids[i]] = a
            }
        }
        out.bars = bars.shapes.filter { kept.set.contains($0) }.map { ids[$0] }
        out.windowsSeen = placed.tree.windows.map {
            DumpWindow(className: elements[$0].className, line: elements[$0].line, frame: placed.screenFrame[$0])
        }
        return out
    }

    /// An interface-space frame turned back into the device's portrait space (the inverse of
    /// `Screen.toInterface`): landscapeRight x = W - (Y + Hi), y = X; landscapeLeft x = Y, y = H - (X + Wi).
    static func portrait(_ f: Rect, interface orientation: InterfaceOrientation, screen: Rect) -> Rect {
        switch orientation {
        case .landscapeRight:
            Rect(x: screen.width - (f.y + f.height), y: f.x, width: f.height, height: f.width)
        case .landscapeLeft:
            Rect(x: f.y, y: screen.height - (f.x + f.width), width: f.height, height: f.width)
        case .portrait, .portraitUpsideDown:
            f
        }
    }
}
