import KeyboardGeometry

/// The picture of DESIGN.md "Pictures": the screen, the window, the safe-area bands, every view at rest
/// (dashed) and after the adjustment (solid), the keyboard, the revealed fields highlighted, and the numbers
/// that matter (overlap, insets, offsets, bottom constraints), in the interface screen's points.
struct LayoutPicture {
    let scene: Scene
    let adjustment: Adjustment

    /// Space around the screen for labels.
    static let margin = 24.0
    static let lineHeight = 14.0

    func svg() throws(SceneError) -> String {
        let screen = scene.screen.interfaceBounds
        let w = scene.window.frame
        let before = try scene.windowFrames()
        let after = try scene.windowFrames(after: adjustment)
        let labels = numbers()
        let legendHeight = Double(labels.count + 3) * Self.lineHeight
        let m = Self.margin
        let width = screen.width + 2 * m
        let height = screen.height + 2 * m + legendHeight
        var d = SVGDocument()
        d.raw(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGDocument.number(width))" \
            height="\(SVGDocument.number(height))" viewBox="\(SVGDocument.number(screen.x - m)) \
            \(SVGDocument.number(screen.y - m)) \(SVGDocument.number(width)) \(SVGDocument.number(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">

            """)
        d.element("title", [], text: "keyboard-layout: \(adjustment.event.rawValue)")
        d.rect((screen.x, screen.y, screen.width, screen.height), [("fill", "#f5f5f7"), ("stroke", "#8e8e93"), ("class", "screen")])
        d.rect((w.x, w.y, w.width, w.height), [("fill", "#ffffff"), ("stroke", "#3a3a3c"), ("class", "window")])
        let safe = scene.window.safeAreaInsets
        if safe.top > 0 {
            d.rect((w.x, w.y, w.width, safe.top), [("fill", "#ff9500"), ("fill-opacity", "0.15"), ("class", "safe-area")])
        }
        if safe.bottom > 0 {
            d.rect(
                (w.x, w.maxY - safe.bottom, w.width, safe.bottom),
                [("fill", "#ff9500"), ("fill-opacity", "0.15"), ("class", "safe-area")])
        }
        let revealed = Set(scene.behaviors.compactMap(\.revealedField))
        for (id, f) in before {
            d.rect(
                (f.x + w.x, f.y + w.y, f.width, f.height),
                [("fill", "none"), ("stroke", "#8e8e93"), ("stroke-dasharray", "4 3"), ("class", "view-before"), ("data-id", id)])
        }
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
            // Views that share a corner get their labels one under the other.
            var y = f.y + w.y + 13
            while labelled.contains(where: { abs($0.0 - (f.x + w.x)) < 40 && abs($0.1 - y) < 11 }) { y += 12 }
            labelled.append((f.x + w.x, y))
            d.text(id, x: f.x + w.x + 4, y: y, [("fill", "#007aff")])
        }
        let kb = adjustment.keyboard.frameInWindow
        if adjustment.keyboard.visible {
            d.rect(
                (kb.x + w.x, kb.y + w.y, kb.width, kb.height),
                [("fill", "#1c1c1e"), ("fill-opacity", "0.35"), ("stroke", "#1c1c1e"), ("class", "keyboard")])
            d.text(
                "keyboard y \(kb.y.pt), overlap \(adjustment.keyboard.overlap.pt)", x: kb.x + w.x + 6,
                y: kb.y + w.y + 16, [("fill", "#ffffff"), ("class", "label")])
        }
        var line = screen.maxY + m + Self.lineHeight
        for label in labels {
            d.text(label, x: screen.x, y: line, [("class", "label")])
            line += Self.lineHeight
        }
        d.text("dashed: at rest; solid: after \(adjustment.event.rawValue)", x: screen.x, y: line + 4, [("fill", "#636366")])
        d.text("yellow: revealed field; orange: safe area", x: screen.x, y: line + 4 + Self.lineHeight, [("fill", "#636366")])
        d.raw("</svg>\n")
        return d.body
    }
}

extension LayoutPicture {
    /// One line for each reported view with numbers to show.
    func numbers() -> [String] {
        adjustment.views.compactMap { v in
            var facts: [String] = []
            if let i = v.contentInset { facts.append("inset.bottom \(i.bottom.pt)") }
            if let o = v.contentOffset { facts.append("offset.y \(o.y.pt)") }
            if let c = v.bottomConstraint { facts.append("bottom \(c.toSuperview.pt) / safe \(c.toSafeArea.pt)") }
            if let g = v.layoutGuide { facts.append("guide \(g.state.rawValue) y \(g.frame.y.pt)") }
            return facts.isEmpty ? nil : "\(v.id): " + facts.joined(separator: ", ")
        }
    }
}

extension Behavior {
    /// The field a behavior scrolls or moves into view, if any.
    var revealedField: String? {
        switch self {
        case .insetScrollView(let b): b.reveal
        case .offsetScrollView(let b): b.reveal
        case .shiftView(let b): b.reveal
        case .attachToKeyboard, .layoutGuide: nil
        }
    }
}
