/// One thing wrong with a snapshot taken with the keyboard up, after the app's own avoidance ran.
public struct SnapshotFinding: Hashable, Sendable {
    /// Stable codes: `field-covered-by-keyboard`, `field-under-bar`, `field-outside-scroll-band`, `bar-detached`,
    /// `window-covered-by-keyboard`; and, for an inconclusive snapshot, `keyboard-not-found`, `no-focused-input`.
    public var code: String
    /// The view concerned (the field, or the bar); nil for `keyboard-not-found` and `no-focused-input`.
    public var view: String?
    /// Its class as printed.
    public var className: String?
    /// The line it was printed on.
    public var line: Int?
    /// How much, in points: covered by, outside by, the gap.
    public var points: Double
    /// The finding in words, with the numbers.
    public var message: String
}

/// The three outcomes of a snapshot's verdict: a snapshot that shows nothing to judge is never a pass.
public enum SnapshotOutcome: String, Hashable, Sendable {
    /// A keyboard and a focused input were found (or the docked keyboard was asked for), and nothing is wrong.
    case pass
    /// A keyboard and a focused input were found, and something is wrong.
    case fail
    /// No keyboard was found by any rule (and no `keyboard` hint was given), or no text input to be the focus.
    case inconclusive
}

/// A snapshot's verdict: its outcome and its findings (the reason first when it is inconclusive).
public struct SnapshotJudgement: Hashable, Sendable {
    /// pass, fail or inconclusive.
    public var outcome: SnapshotOutcome
    /// What is wrong, or (inconclusive) what was looked for and not found, then what could still be judged.
    public var findings: [SnapshotFinding]
}

/// The verdict on a snapshot (docs/check.md, "The verdict from a snapshot"): the dump is judged as it stands, in
/// screen coordinates. The focused field must not be covered by the keyboard (by more than 0.5 pt: the height of
/// the part of the field the keyboard's frame covers; the message also says how far it would have to move), by a bar
/// drawn in front of it (printed after it, outside its own subtree: UIKit draws in the printed order), or lie
/// outside its scroll view's visible band (the frame less the printed `adjustedContentInset`); a bar whose bottom
/// floats above the keyboard, in the lower half of what the keyboard leaves, is attached to nothing (the gap);
/// and the keyboard must not hide the field's whole window.
public enum SnapshotVerdict {
    /// The points below which a difference is not a finding: check's default tolerance.
    public static let tolerance = 0.5

    /// The verdict on `dump`: inconclusive when it shows no keyboard (by every rule, the fallback included, and no
    /// docked keyboard asked for) or no text input to be the focus; else fail with the findings, or pass.
    public static func judge(_ dump: SceneFromDump) -> SnapshotJudgement {
        var reasons: [SnapshotFinding] = []
        if dump.keyboard?.visible != true {
            reasons.append(
                SnapshotFinding(
                    code: "keyboard-not-found", view: nil, className: dump.keyboard?.from, line: dump.keyboard?.line,
                    points: 0, message: keyboardNotFound(dump)))
        }
        if dump.focus == nil {
            reasons.append(
                SnapshotFinding(
                    code: "no-focused-input", view: nil, className: nil, line: nil, points: 0,
                    message: "no text input to be the focus: the dump marks no element as focused (hasKeyboardFocus, "
                        + "focused=\"true\"), no view holds a field editor or a caret, and no view is a text field, "
                        + "text view, search bar or search field (outside the keyboard); give \"focus\": \"<view "
                        + "id>\" to name it"))
        }
        let judged = findings(dump)
        if !reasons.isEmpty { return SnapshotJudgement(outcome: .inconclusive, findings: reasons + judged) }
        return SnapshotJudgement(outcome: judged.isEmpty ? .pass : .fail, findings: judged)
    }

    /// What was looked for when no keyboard shows: the rules tried for the dump's format, the windows seen, and the
    /// hint that judges against the device's docked keyboard.
    static func keyboardNotFound(_ dump: SceneFromDump) -> String {
        var text: String
        if let k = dump.keyboard {
            text =
                "the keyboard \(k.from)\(k.line.map { " (line \($0))" } ?? "") is not on the screen: its frame "
                + "\(k.frame.text) lies below the screen's bottom at \(dump.scene.screen.bounds.maxY.pt) or is empty, so "
                + "the snapshot was taken with the keyboard down"
        } else {
            let rules =
                dump.format.framesInScreenSpace
                ? "a Keyboard element (XCUIElementTypeKeyboard, UIAKeyboard), then, in a window other than the app's main "
                    + "one, the outermost element spanning the screen's width, reaching its bottom and starting below "
                    + "its top"
                : "UIInputSetHostView, UIPeripheralHostView, UIKeyboard, then the outermost UIKB... view"
            text = "no keyboard found: looked for \(rules)"
        }
        let windows =
            dump.windowsSeen.isEmpty
            ? "no window is printed"
            : "windows seen: "
                + dump.windowsSeen.map { w in
                    "\(w.className)\(w.line.map { " (line \($0))" } ?? "") \(w.frame.text)"
                }.joined(separator: ", ")
        return text + "; \(windows); add \"keyboard\": \"docked\" (--keyboard docked) to judge against the device's "
            + "docked keyboard"
    }

    /// Every finding of `dump` that its keyboard and focus allow; empty when nothing is wrong (or nothing could be
    /// judged: see `judge`).
    public static func findings(_ dump: SceneFromDump) -> [SnapshotFinding] {
        let scene = dump.scene
        guard let frames = try? scene.windowFrames() else { return [] }
        let origin = scene.window.frame.origin
        var screen: [String: Rect] = [:]
        var order: [String: Int] = [:]
        for (k, f) in frames.enumerated() {
            screen[f.id] = Rect(
                x: f.frame.x + origin.x, y: f.frame.y + origin.y, width: f.frame.width, height: f.frame.height)
            order[f.id] = k
        }
        let parents = Dictionary(scene.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
        func isAncestor(_ a: String, of v: String) -> Bool {
            var k = parents[v] ?? nil
            while let c = k {
                if c == a { return true }
                k = parents[c] ?? nil
            }
            return false
        }
        func className(_ id: String) -> String? { scene.views.first { $0.id == id }?.className }
        func name(_ id: String) -> String {
            let line = dump.lines[id].map { ", line \($0)" } ?? ""
            return className(id).map { "\($0) (\(id)\(line))" } ?? "\(id)\(line)"
        }
        var out: [SnapshotFinding] = []
        func add(_ code: String, _ id: String, _ points: Double, _ message: String) {
            out.append(
                SnapshotFinding(
                    code: code, view: id, className: className(id), line: dump.lines[id], points: points,
                    message: message))
        }
        let keyboard = dump.keyboard.flatMap { k -> Rect? in
            guard k.visible else { return nil }
            return scene.screen.toInterface(k.frame)
        }
        if let focus = dump.focus, let f = screen[focus.view] {
            if let k = keyboard {
                let covered = f.heightCovered(by: k)
                if covered > tolerance {
                    add(
                        "field-covered-by-keyboard", focus.view, covered,
                        "the focused field \(name(focus.view)) is covered by the keyboard by \(covered.pt) pt"
                            + (covered >= f.height - tolerance ? " (all of it)" : "")
                            + ": it spans y \(f.minY.pt)-\(f.maxY.pt) on the screen, the keyboard's top is at "
                            + "\(k.minY.pt), so it would have to move up \((f.maxY - k.minY).pt) pt to show")
                }
                let w = scene.window.frame
                if k.minY <= w.minY + tolerance, k.maxY >= w.maxY - tolerance, horizontalOverlap(w, k) > 0 {
                    add(
                        "window-covered-by-keyboard", focus.view, w.height,
                        "the keyboard \(k.text) hides the focused field's whole window \(w.text)")
                }
            }
            for bar in dump.bars
            where bar != focus.view && !isAncestor(bar, of: focus.view)
                && !isAncestor(focus.view, of: bar) && (order[bar] ?? 0) > (order[focus.view] ?? 0)
            {
                guard let b = screen[bar] else { continue }
                let under = f.heightCovered(by: b)
                if under > tolerance {
                    add(
                        "field-under-bar", focus.view, under,
                        "the focused field \(name(focus.view)) is under the bar \(name(bar)) by \(under.pt) pt: "
                            + "the bar is drawn in front of it at y \(b.minY.pt)-\(b.maxY.pt)")
                }
            }
            var k = parents[focus.view] ?? nil
            while let c = k, dump.adjustedContentInsets[c] == nil { k = parents[c] ?? nil }
            if let sv = k, let s = screen[sv], let inset = dump.adjustedContentInsets[sv] {
                let top = s.minY + inset.top
                let bottom = s.maxY - inset.bottom
                if f.maxY > bottom + tolerance {
                    add(
                        "field-outside-scroll-band", focus.view, f.maxY - bottom,
                        "the focused field \(name(focus.view)) ends \((f.maxY - bottom).pt) pt below the visible "
                            + "band of its scroll view \(name(sv)) (y \(top.pt)-\(bottom.pt): its frame less "
                            + "adjustedContentInset \(inset.text))")
                } else if f.minY < top - tolerance {
                    add(
                        "field-outside-scroll-band", focus.view, top - f.minY,
                        "the focused field \(name(focus.view)) starts \((top - f.minY).pt) pt above the visible "
                            + "band of its scroll view \(name(sv)) (y \(top.pt)-\(bottom.pt))")
                }
            }
        }
        if let k = keyboard {
            let visibleTop = scene.window.frame.minY
            for bar in dump.bars {
                guard let b = screen[bar], b.heightCovered(by: k) <= tolerance else { continue }
                let gap = k.minY - b.maxY
                if gap > tolerance, b.maxY > (visibleTop + k.minY) / 2 {
                    add(
                        "bar-detached", bar, gap,
                        "the bar \(name(bar)) is attached to nothing: its bottom is at y \(b.maxY.pt), "
                            + "\(gap.pt) pt above the keyboard's top at \(k.minY.pt)")
                }
            }
        }
        return out
    }

    private static func horizontalOverlap(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX))
    }
}
