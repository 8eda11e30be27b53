import KeyboardGeometry
import ServiceJSON

/// The picture of a layout (docs/wire.md, "Render"): the screen, the window, the safe-area bands, the keyboard,
/// every view at rest (dashed, drawn over the keyboard so the ones it covers still show) and after the
/// adjustment (solid), the revealed fields highlighted, and the numbers that matter drawn where they are: the
/// keyboard's top, the overlap band, each scroll view's inset band and offset, each bar's bottom constraint;
/// overlays and the containers that move by themselves (`LayoutPicture+containers.swift`). A legend and the same numbers as text stand in a panel at the right. Interface screen points throughout.
struct LayoutPicture {
    let scene: Scene
    let adjustment: Adjustment
    /// What a check request's `actual` says the client's code set, drawn over the expected layout.
    var actual: ActualOverlay? = nil
    /// The keyboard on the screen after a silent change: drawn solid, the notified keyboard dashed.
    var keyboardOnScreen: KeyboardReport? = nil

    /// Space around the screen, for the labels drawn beside it.
    static let margin = 24.0
    static let lineHeight = 15.0
    /// The legend's panel, right of the screen.
    static let panelWidth = 250.0

    static let keyboardColour = "#1c1c1e"
    static let annotationColour = "#d70015"
    static let insetColour = "#34c759"
    static let actualColour = "#ff2d55"

    func svg() throws(SceneError) -> String {
        let screen = scene.screen.interfaceBounds
        let w = scene.window.frame
        let before = try scene.windowFrames()
        let after = try scene.windowFrames(after: adjustment)
        let m = Self.margin
        // The overlap bracket and its label stand in a gutter right of the screen, then the panel.
        let gutter = 110.0
        let panelX = screen.maxX + gutter
        // A check's labels are long lines: a wider panel for them.
        let width = screen.width + 2 * m + gutter + Self.panelWidth * (actual == nil ? 1 : 2)
        let facts =
            numbers()
            + (actual.map { o in
                [o.passed ? "check: pass" : "check: \(o.labels.count) difference(s)"] + o.labels.map(\.text)
            } ?? [])
        let panelHeight = Double(facts.count + 11) * Self.lineHeight
        let height = max(screen.height + 2 * m, panelHeight + 2 * m)
        var d = SVGDocument()
        d.raw(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGDocument.number(width))" \
            height="\(SVGDocument.number(height))" viewBox="\(SVGDocument.number(screen.x - m)) \
            \(SVGDocument.number(screen.y - m)) \(SVGDocument.number(width)) \(SVGDocument.number(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">

            """)
        // The policy that played the scene, when it is not the reference (the playground's side-by-side pictures).
        let who = adjustment.policy == .reference ? "" : " (\(adjustment.policy.rawValue))"
        d.element("title", [], text: "keyboard-layout: \(adjustment.event.rawValue)\(who)")
        d.rect(
            (screen.x, screen.y, screen.width, screen.height),
            [("fill", "#f5f5f7"), ("stroke", "#8e8e93"), ("class", "screen")])
        d.rect((w.x, w.y, w.width, w.height), [("fill", "#ffffff"), ("stroke", "#3a3a3c"), ("class", "window")])
        let safe = scene.window.safeAreaInsets
        if safe.top > 0 {
            d.rect(
                (w.x, w.y, w.width, safe.top), [("fill", "#ff9500"), ("fill-opacity", "0.15"), ("class", "safe-area")])
        }
        if safe.bottom > 0 {
            d.rect(
                (w.x, w.maxY - safe.bottom, w.width, safe.bottom),
                [("fill", "#ff9500"), ("fill-opacity", "0.15"), ("class", "safe-area")])
        }
        drawKeyboards(&d, window: w)
        drawViews(&d, before: before, after: after, window: w)
        drawContainers(&d, before: before, after: after, window: w)
        annotate(&d, after: after, window: w, screen: screen)
        if let actual { drawActual(&d, actual, after: after, window: w) }
        panel(&d, x: panelX, y: screen.y, facts: facts)
        d.raw("</svg>\n")
        return d.body
    }

    /// The keyboards: the one on the screen, and after a silent change the one the app was told about.
    private func drawKeyboards(_ d: inout SVGDocument, window w: Rect) {
        // The keyboard first and light, so that what it covers shows through and over it: the one on the screen,
        // solid (after a silent change the one the user sees, else the one the app was told about).
        let onScreen = keyboardOnScreen ?? adjustment.keyboard
        if onScreen.visible {
            let s = onScreen.frameInWindow
            d.rect(
                (s.x + w.x, s.y + w.y, s.width, s.height),
                [
                    ("fill", Self.keyboardColour), ("fill-opacity", "0.18"), ("stroke", Self.keyboardColour),
                    ("class", "keyboard"),
                ])
        }
        if let seen = keyboardOnScreen {
            // A silent change: the one the app was told about, dashed.
            let s = seen.frameInWindow
            if adjustment.keyboard.visible {
                let kb = adjustment.keyboard.frameInWindow
                d.rect(
                    (kb.x + w.x, kb.y + w.y, kb.width, kb.height),
                    [
                        ("fill", "none"), ("stroke", Self.keyboardColour), ("stroke-dasharray", "6 4"),
                        ("class", "keyboard-notified"),
                    ])
            }
            d.text(
                "on the screen, not notified: keyboard top \(SVGDocument.number(seen.visible ? s.minY : w.height))",
                x: w.x + 4, y: (seen.visible ? s.minY : w.height) + w.y - 4,
                [("fill", Self.annotationColour), ("class", "label stale")])
        }
    }

    /// Every view after the adjustment (solid, the revealed fields highlighted, labelled) and at rest (dashed).
    private func drawViews(
        _ d: inout SVGDocument, before: [(id: String, frame: Rect)], after: [(id: String, frame: Rect)],
        window w: Rect
    ) {
        let revealed = Set(scene.behaviors.compactMap(\.revealedField))
        // A view read from a dump is labelled with its class as printed too (`0x6a UITextField`).
        let classes = Dictionary(
            scene.views.compactMap { v in v.className.map { (v.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var labelled: [(Double, Double)] = []
        for (id, f) in after {
            let isField = revealed.contains(id)
            d.rect(
                (f.x + w.x, f.y + w.y, f.width, f.height),
                [
                    ("fill", isField ? "#ffcc00" : "none"), ("fill-opacity", isField ? "0.5" : "1"),
                    ("stroke", isField ? "#b38f00" : "#007aff"), ("stroke-width", "1.5"),
                    ("class", isField ? "view-after field" : "view-after"), ("data-id", id),
                ])
            // Views that share a corner get their labels one under the other, never on one line.
            var y = f.y + w.y + 13
            while labelled.contains(where: { abs($0.0 - (f.x + w.x)) < 60 && abs($0.1 - y) < 12 }) { y += 13 }
            labelled.append((f.x + w.x, y))
            d.text(
                classes[id].map { "\(id) \($0)" } ?? id, x: f.x + w.x + 4, y: y,
                [("fill", "#007aff"), ("class", "view-label")])
        }
        for (id, f) in before {
            d.rect(
                (f.x + w.x, f.y + w.y, f.width, f.height),
                [
                    ("fill", "none"), ("stroke", "#48484a"), ("stroke-dasharray", "4 3"), ("class", "view-before"),
                    ("data-id", id),
                ])
        }
    }

    /// The numbers drawn where they are: the keyboard's top and the overlap band (right of the screen), each
    /// scroll view's inset band and offset, each bar's bottom constraint.
    private func annotate(_ d: inout SVGDocument, after: [(id: String, frame: Rect)], window w: Rect, screen: Rect) {
        let red = Self.annotationColour
        let kb = adjustment.keyboard
        if kb.visible {
            let top = kb.frameInWindow.minY + w.y
            d.element(
                "line",
                [
                    ("x1", SVGDocument.number(screen.minX)), ("y1", SVGDocument.number(top)),
                    ("x2", SVGDocument.number(screen.maxX + 8)), ("y2", SVGDocument.number(top)),
                    ("stroke", red), ("stroke-width", "1.5"), ("class", "keyboard-top"),
                ])
            d.text(
                "keyboard top \(kb.frameInWindow.minY.pt)", x: screen.maxX + 22, y: top + 4,
                [("fill", red), ("class", "label")])
        }
        if kb.overlap > 0 {
            // The band of the window the keyboard covers: from the window's bottom up by the overlap.
            let bottom = w.maxY
            let top = bottom - kb.overlap
            let x = screen.maxX + 14
            d.element(
                "path",
                [
                    (
                        "d",
                        "M\(SVGDocument.number(x - 4)) \(SVGDocument.number(top)) h4 V\(SVGDocument.number(bottom)) h-4"
                    ),
                    ("fill", "none"), ("stroke", red), ("stroke-width", "1.5"), ("class", "overlap"),
                ])
            d.text(
                "overlap \(kb.overlap.pt)", x: x + 8, y: (top + bottom) / 2 + 4, [("fill", red), ("class", "label")])
        }
        let frames = Dictionary(after.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for v in adjustment.views {
            guard let f = frames[v.id] else { continue }
            let frame = Rect(x: f.x + w.x, y: f.y + w.y, width: f.width, height: f.height)
            if let inset = v.contentInset, inset.bottom > 0 {
                let band = min(inset.bottom, frame.height)
                d.rect(
                    (frame.x, frame.maxY - band, frame.width, band),
                    [
                        ("fill", Self.insetColour), ("fill-opacity", "0.22"), ("stroke", Self.insetColour),
                        ("class", "inset"),
                    ])
                d.text(
                    "\(v.id) contentInset.bottom \(inset.bottom.pt)", x: frame.x + 6, y: frame.maxY - band + 14,
                    [("fill", "#1e7e34"), ("class", "label")])
            }
            if let offset = v.contentOffset {
                d.text(
                    "\(v.id) contentOffset.y \(offset.y.pt)", x: frame.maxX - 6, y: frame.y + 13,
                    [("fill", "#5856d6"), ("text-anchor", "end"), ("class", "label")])
            }
            if let c = v.bottomConstraint {
                d.text(
                    "\(v.id) bottom \(c.toSuperview.pt) (to safe area \(c.toSafeArea.pt))", x: frame.maxX - 6,
                    y: frame.y + 13, [("fill", red), ("text-anchor", "end"), ("class", "label")])
            }
        }
    }

    /// The client's frames (a second colour, dotted) over the expected ones, and each difference labelled at its
    /// view (those of the keyboard or the animation stand in the panel only).
    private func drawActual(
        _ d: inout SVGDocument, _ overlay: ActualOverlay, after: [(id: String, frame: Rect)], window w: Rect
    ) {
        let windowFrames = Dictionary(after.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let parentSpace = Dictionary(
            adjustment.views.map { ($0.id, $0.frame) } + scene.views.map { ($0.id, $0.frame) },
            uniquingKeysWith: { a, _ in a })
        var drawn: [String: Rect] = [:]
        for (id, f) in overlay.frames.sorted(by: { $0.key < $1.key }) {
            // The parent does not move: the actual frame is the expected one moved and sized by the difference.
            guard let expected = windowFrames[id], let inParent = parentSpace[id] else { continue }
            let x = expected.x + (f.x - inParent.x) + w.x
            let y = expected.y + (f.y - inParent.y) + w.y
            d.rect(
                (x, y, f.width, f.height),
                [
                    ("fill", "none"), ("stroke", Self.actualColour), ("stroke-width", "2"), ("stroke-dasharray", "2 2"),
                    ("class", "view-actual"), ("data-id", id),
                ])
            drawn[id] = Rect(x: x, y: y, width: f.width, height: f.height)
        }
        var next: [String: Double] = [:]
        for (view, text) in overlay.labels {
            guard let view, let at = drawn[view] ?? windowFrames[view].map({ $0.offsetBy(dx: w.x, dy: w.y) }) else {
                continue
            }
            let y = next[view] ?? (at.maxY - 6)
            next[view] = y - 13
            d.text(text, x: at.x + 6, y: y, [("fill", Self.actualColour), ("class", "difference")])
        }
    }

    /// The legend and the numbers, as text, right of the screen.
    private func panel(_ d: inout SVGDocument, x: Double, y: Double, facts: [String]) {
        var line = y + Self.lineHeight
        d.text("after \(adjustment.event.rawValue)", x: x, y: line, [("font-weight", "bold")])
        line += Self.lineHeight
        if adjustment.policy != .reference {
            d.text("played by \(adjustment.policy.rawValue)", x: x, y: line, [("class", "policy")])
            line += Self.lineHeight
            if let trap = adjustment.trap {
                d.text(
                    "trap: " + trap.prefix(60) + "...", x: x, y: line,
                    [("fill", Self.annotationColour), ("class", "trap")])
                line += Self.lineHeight
            }
        }
        let legend: [(String, [(String, String)])] =
            [
                ("at rest (dashed)", [("fill", "none"), ("stroke", "#48484a"), ("stroke-dasharray", "4 3")]),
                ("after the notification", [("fill", "none"), ("stroke", "#007aff"), ("stroke-width", "1.5")]),
                ("revealed field", [("fill", "#ffcc00"), ("fill-opacity", "0.5"), ("stroke", "#b38f00")]),
                (
                    "keyboard",
                    [("fill", Self.keyboardColour), ("fill-opacity", "0.18"), ("stroke", Self.keyboardColour)]
                ),
                ("safe area", [("fill", "#ff9500"), ("fill-opacity", "0.15")]),
                (
                    "content inset",
                    [("fill", Self.insetColour), ("fill-opacity", "0.22"), ("stroke", Self.insetColour)]
                ),
            ] + containerLegend()
            + (actual == nil
                ? []
                : [
                    (
                        "actual (the client's)",
                        [
                            ("fill", "none"), ("stroke", Self.actualColour), ("stroke-width", "2"),
                            ("stroke-dasharray", "2 2"),
                        ]
                    )
                ])
        for (name, style) in legend {
            d.rect((x, line - 9, 16, 10), style + [("class", "legend")])
            d.text(name, x: x + 22, y: line, [("class", "legend")])
            line += Self.lineHeight
        }
        line += 4
        for fact in facts {
            d.text(fact, x: x, y: line, [("class", "label")])
            line += Self.lineHeight
        }
    }
}

extension LayoutPicture {
    /// The keyboard, then one line for each reported view with numbers to show.
    func numbers() -> [String] {
        let kb = adjustment.keyboard
        let keyboard =
            kb.visible
            ? "keyboard y \(kb.frameInWindow.minY.pt), overlap \(kb.overlap.pt)\(kb.docked ? "" : ", undocked")"
            : "keyboard not visible"
        return [keyboard]
            + adjustment.views.compactMap { v in
                var facts: [String] = []
                if let i = v.contentInset { facts.append("inset.bottom \(i.bottom.pt)") }
                if let o = v.contentOffset { facts.append("offset.y \(o.y.pt)") }
                if let c = v.bottomConstraint { facts.append("bottom \(c.toSuperview.pt) / safe \(c.toSafeArea.pt)") }
                if let g = v.layoutGuide { facts.append("guide \(g.state.rawValue) y \(g.frame.y.pt)") }
                return facts.isEmpty ? nil : "\(v.id): " + facts.joined(separator: ", ")
            }
    }
}

/// What a check request's `actual` gives, for the picture: the client's frames (parent space, as adjust answers
/// them) by view, and a line for each difference, at its view when it has one.
struct ActualOverlay {
    var frames: [String: Rect] = [:]
    var labels: [(view: String?, text: String)] = []
    var passed = false
}
