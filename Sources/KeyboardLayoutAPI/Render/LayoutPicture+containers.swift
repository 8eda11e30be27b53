import KeyboardGeometry

// What covers without moving and what avoids the keyboard by itself, in the picture (docs/wire.md, "Render"):
// an overlay (iOS 26's floating tab bar) is drawn as a filled band that never moves, a self-avoiding container (a
// sheet, a SwiftUI host) with a heavy outline after the notification and where it rested and went.
extension LayoutPicture {
    static let overlayColour = "#af52de"
    static let containerColour = "#5856d6"

    /// The overlays, filled where they float, and the containers that move by themselves, outlined where they end
    /// up, each labelled at its top.
    func drawContainers(
        _ d: inout SVGDocument, before: [(id: String, frame: Rect)], after: [(id: String, frame: Rect)],
        window w: Rect
    ) {
        let rested = Dictionary(before.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let ended = Dictionary(after.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for v in scene.views {
            guard let f = ended[v.id] else { continue }
            if v.overlay {
                d.rect(
                    (f.x + w.x, f.y + w.y, f.width, f.height),
                    [
                        ("fill", Self.overlayColour), ("fill-opacity", "0.3"), ("stroke", Self.overlayColour),
                        ("stroke-width", "1.5"), ("class", "overlay"), ("data-id", v.id),
                    ])
                d.text(
                    "\(v.id): overlay at \(f.minY.pt), never moved", x: f.x + w.x + 4, y: f.y + w.y + f.height - 6,
                    [("fill", Self.overlayColour), ("class", "label overlay")])
            }
            if let kind = v.avoidsKeyboard {
                d.rect(
                    (f.x + w.x, f.y + w.y, f.width, f.height),
                    [
                        ("fill", "none"), ("stroke", Self.containerColour), ("stroke-width", "3"),
                        ("class", kind == .sheet ? "sheet" : "swiftui-host"), ("data-id", v.id),
                    ])
                d.text(
                    containerLabel(v.id, kind, from: rested[v.id]?.minY ?? f.minY, to: f.minY),
                    x: f.x + w.x + 4, y: f.y + w.y - 4, [("fill", Self.containerColour), ("class", "label container")])
            }
        }
    }

    /// A container's label: what it is, and where it went (its own move, and any code's after it).
    private func containerLabel(_ id: String, _ kind: SelfAvoidance, from: Double, to: Double) -> String {
        switch kind {
        case .sheet: "\(id): sheet, moves by itself; y \(from.pt) to \(to.pt)"
        case .swiftUIHost: "\(id): SwiftUI host, ends what it holds at the keyboard"
        }
    }

    /// The legend's entries for the overlays and containers the scene has.
    func containerLegend() -> [(String, [(String, String)])] {
        var legend: [(String, [(String, String)])] = []
        if scene.views.contains(where: \.overlay) {
            legend.append(
                (
                    "overlay (floats, never moves)",
                    [("fill", Self.overlayColour), ("fill-opacity", "0.3"), ("stroke", Self.overlayColour)]
                ))
        }
        if scene.views.contains(where: { $0.avoidsKeyboard != nil }) {
            legend.append(
                (
                    "moves by itself (sheet, SwiftUI host)",
                    [("fill", "none"), ("stroke", Self.containerColour), ("stroke-width", "3")]
                ))
        }
        return legend
    }
}
