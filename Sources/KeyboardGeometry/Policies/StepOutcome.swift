/// What one step of a policy left on the screen, as compare summarises it (docs/policies.md): how far the
/// keyboard covers the scene's revealed field and whether the field is inside its scroll views' visible bands,
/// and how far the bars that ride the keyboard are from its top.
public struct StepOutcome: Hashable, Sendable {
    /// Whether the keyboard is on the screen and not hiding (the steps the field and bar numbers are about).
    public var keyboardShown: Bool
    /// The points of the revealed field the keyboard covers, 0 when none or when the scene reveals no field; to the
    /// nearest 1/1000 pt, as every measured distance (`toThousandthPoint`).
    public var fieldCovered: Double
    /// Whether the revealed field ends above the keyboard and inside every scroll view's visible band around
    /// it (0.5 pt tolerance); nil when the scene reveals no field.
    public var fieldFullyVisible: Bool?
    /// The largest distance between an `attachToKeyboard` bar's bottom and the keyboard's top, 0 without bars
    /// or while the keyboard is not shown and docked; to the nearest 1/1000 pt.
    public var barGap: Double
    /// The window-space tops of what the code lifts for the keyboard: the revealed field and each
    /// `attachToKeyboard` bar, by id, to the nearest 1/1000 pt.
    public var liftedTops: [String: Double]

    /// The outcome of `adjustment` in `scene`: the scene's views with the frames, insets and offsets the answer
    /// gives them, against the keyboard's on-screen frame.
    public init(scene: Scene, adjustment: Adjustment) {
        keyboardShown = adjustment.keyboard.visible && !adjustment.event.isHide
        fieldCovered = 0
        fieldFullyVisible = nil
        barGap = 0
        liftedTops = [:]
        // An answer that reports only adjustedContentInset (SwiftUI's keyboard safe area) is read by it, so the
        // visible band means the same for every policy.
        guard let layout = PlayedLayout(scene: scene, adjustment: adjustment) else { return }
        let tree = layout.tree
        let kb = adjustment.keyboard.frameInWindow
        if let id = scene.revealedField, let field = tree.index[id] {
            let f = tree.windowFrame(field)
            liftedTops[id] = f.minY.toThousandthPoint
            if keyboardShown { fieldCovered = f.heightCovered(by: kb).toThousandthPoint }
            var inside = fieldCovered <= 0.5
            var cursor = tree.parents[field]
            while let c = cursor {
                if tree.views[c].scroll != nil {
                    let s = tree.windowFrame(c)
                    let adjusted = layout.adjustedInsets(c)
                    if f.minY < s.minY + adjusted.top - 0.5 || f.maxY > s.maxY - adjusted.bottom + 0.5 {
                        inside = false
                    }
                }
                cursor = tree.parents[c]
            }
            fieldFullyVisible = inside
        }
        for case .attachToKeyboard(let b) in scene.behaviors {
            if let bar = tree.index[b.view] { liftedTops[b.view] = tree.windowFrame(bar).minY.toThousandthPoint }
        }
        guard keyboardShown, adjustment.keyboard.docked else { return }
        for case .attachToKeyboard(let b) in scene.behaviors {
            guard let bar = tree.index[b.view] else { continue }
            barGap = max(barGap, abs(tree.windowFrame(bar).maxY - kb.minY).toThousandthPoint)
        }
    }
}

extension Scene {
    /// The field the scene reveals: the first `reveal` its behaviors give (the focused field a global manager works
    /// for, and the one compare summarises).
    public var revealedField: String? { behaviors.lazy.compactMap(\.revealedField).first }

    /// Whether something besides app code moves for the keyboard or obstructs with it: an overlay, or a container
    /// that avoids the keyboard by itself (where content lifted beyond the reference is lifted twice).
    public var hasSecondMover: Bool { views.contains { $0.overlay || $0.avoidsKeyboard != nil } }
}
