/// One thing wrong with a snapshot taken with the keyboard up, after the app's own avoidance ran.
public struct SnapshotFinding: Hashable, Sendable {
    /// Stable codes: `field-covered-by-keyboard`, `field-under-bar`, `field-outside-scroll-band`, `bar-detached`,
    /// `window-covered-by-keyboard`; and, for an inconclusive snapshot, `keyboard-not-found`, `no-focused-input`,
    /// `focus-guessed`.
    public var code: String
    /// The view concerned (the field, or the bar); nil for `keyboard-not-found` and `no-focused-input`; for
    /// `focus-guessed` the first candidate that would fail, nil when none is on the screen.
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
    /// No keyboard was found by any rule (and no `keyboard` hint was given), no text input to be the focus, or a
    /// guessed focus that no candidate settles (none on the screen, or one that would fail).
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
    /// docked keyboard asked for) or no text input to be the focus, or when the focus is a guess that no candidate
    /// settles (none on the screen, or one that would fail); else fail with the findings, or pass.
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
        var judged: [SnapshotFinding]
        if let guess = dump.focusGuess {
            // Never a pass on a guess: every candidate is judged as the focus; the snapshot passes only when one
            // at least is on the screen and each passes. What does not depend on the focus (a bar apart from the
            // keyboard) is judged once.
            let snapshot = Judge(dump)
            let perCandidate = guess.candidates.map { ($0, snapshot.focusFindings($0, noun: "the candidate field")) }
            let failing = perCandidate.filter { !$0.1.isEmpty }
            if guess.candidates.isEmpty || !failing.isEmpty {
                reasons.append(focusGuessed(dump, guess, failing: failing, judge: snapshot))
            }
            judged = failing.flatMap { $0.1 } + snapshot.barFindings()
        } else {
            judged = findings(dump)
        }
        if !reasons.isEmpty { return SnapshotJudgement(outcome: .inconclusive, findings: reasons + judged) }
        return SnapshotJudgement(outcome: judged.isEmpty ? .pass : .fail, findings: judged)
    }

    /// The finding for a guessed focus that no candidate settles: the candidates (or that none is on the screen,
    /// and where the inputs off it lie), the one that would fail, and how to name the focus.
    static func focusGuessed(
        _ dump: SceneFromDump, _ guess: DumpFocusGuess, failing: [(String, [SnapshotFinding])], judge: Judge
    ) -> SnapshotFinding {
        let nothingMarks =
            "the focus is a guess: nothing marks it (no hasKeyboardFocus, focused=\"true\", field editor or caret, "
            + "no \"focus\" hint)"
        let screen = dump.scene.screen.toInterface(dump.scene.screen.bounds)
        func placed(_ id: String) -> String {
            guard let f = judge.screenFrame(id) else { return judge.name(id) }
            return "\(judge.name(id)) at y \(f.minY.pt)-\(f.maxY.pt)"
        }
        var text: String
        let notShown =
            guess.notShown.isEmpty
            ? ""
            : "; reported visible=\"false\" on it with no keyboard over it, so not shown: "
                + guess.notShown.map(placed).joined(separator: ", ")
        if guess.candidates.isEmpty, !guess.notShown.isEmpty {
            let off = guess.offScreen.map(placed).joined(separator: ", ")
            let n = guess.offScreen.count + guess.notShown.count
            text =
                nothingMarks + ", and none of the \(n) text inputs is shown on the screen "
                + "(\(screen.width.pt) x \(screen.height.pt))" + (off.isEmpty ? "" : ": off it, \(off)") + notShown
                + "; an input not shown is not the one being edited, since the keyboard shows the field it edits, "
                + "so the field being edited is not in the dump"
        } else if guess.candidates.isEmpty {
            let off = guess.offScreen.map(placed).joined(separator: ", ")
            text =
                nothingMarks + ", and none of the \(guess.offScreen.count) text inputs is on the screen "
                + "(\(screen.width.pt) x \(screen.height.pt)): \(off); an input off the screen is not the one being "
                + "edited, since the keyboard shows the field it edits, so the field being edited is not in the dump"
        } else {
            let n = guess.candidates.count
            text =
                nothingMarks + ", so each of the \(n) text input\(n == 1 ? "" : "s") on the screen was judged as the "
                + "focus: " + guess.candidates.map(judge.name).joined(separator: ", ")
            if !guess.offScreen.isEmpty {
                text += " (left out, off the screen: " + guess.offScreen.map(placed).joined(separator: ", ") + ")"
            }
            if !guess.notShown.isEmpty {
                text +=
                    " (left out, reported visible=\"false\" with no keyboard over it: "
                    + guess.notShown.map(placed).joined(separator: ", ") + ")"
            }
            text +=
                "; "
                + failing.map { id, found in
                    "\(judge.name(id)) would fail ("
                        + found.map { "\($0.code), \($0.points.pt) pt" }.joined(separator: "; ") + ")"
                }.joined(separator: "; ")
            let passing = guess.candidates.filter { id in !failing.contains { $0.0 == id } }
            if !passing.isEmpty {
                text += ", while " + passing.map(judge.name).joined(separator: ", ") + " would pass"
            }
        }
        text += "; give \"focus\": \"<view id>\" (--focus) to name the field being edited"
        let first = failing.first
        return SnapshotFinding(
            code: "focus-guessed", view: first?.0, className: first.flatMap { judge.className($0.0) },
            line: first.flatMap { dump.lines[$0.0] }, points: first.flatMap { $0.1.map(\.points).max() } ?? 0,
            message: text)
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
        let judge = Judge(dump)
        return (dump.focus.map { judge.focusFindings($0.view, noun: "the focused field") } ?? []) + judge.barFindings()
    }

    /// The snapshot in screen coordinates, and the findings it gives for a field taken as the focus and for the
    /// bars.
    struct Judge {
        let dump: SceneFromDump
        /// Each view's frame on the screen, by id.
        let screen: [String: Rect]
        /// Each view's place in the printed order (what is printed later is drawn in front).
        let order: [String: Int]
        let parents: [String: String?]
        /// The keyboard's frame in interface coordinates, when it shows.
        let keyboard: Rect?

        init(_ dump: SceneFromDump) {
            self.dump = dump
            let scene = dump.scene
            let origin = scene.window.frame.origin
            var screen: [String: Rect] = [:]
            var order: [String: Int] = [:]
            for (k, f) in ((try? scene.windowFrames()) ?? []).enumerated() {
                screen[f.id] = Rect(
                    x: f.frame.x + origin.x, y: f.frame.y + origin.y, width: f.frame.width, height: f.frame.height)
                order[f.id] = k
            }
            self.screen = screen
            self.order = order
            parents = Dictionary(scene.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
            keyboard = dump.keyboard.flatMap { k -> Rect? in
                guard k.visible else { return nil }
                return scene.screen.toInterface(k.frame)
            }
        }

        func screenFrame(_ id: String) -> Rect? { screen[id] }

        func isAncestor(_ a: String, of v: String) -> Bool {
            var k = parents[v] ?? nil
            while let c = k {
                if c == a { return true }
                k = parents[c] ?? nil
            }
            return false
        }

        func className(_ id: String) -> String? { dump.scene.views.first { $0.id == id }?.className }

        func name(_ id: String) -> String {
            let line = dump.lines[id].map { ", line \($0)" } ?? ""
            return className(id).map { "\($0) (\(id)\(line))" } ?? "\(id)\(line)"
        }

        private func finding(_ code: String, _ id: String, _ points: Double, _ message: String) -> SnapshotFinding {
            SnapshotFinding(
                code: code, view: id, className: className(id), line: dump.lines[id], points: points, message: message)
        }

        /// The findings for `focus` taken as the field being edited (`noun` names it in the messages): covered by
        /// the keyboard, its window hidden, under a bar drawn in front of it, outside its scroll view's band.
        func focusFindings(_ focus: String, noun: String) -> [SnapshotFinding] {
            let scene = dump.scene
            guard let f = screen[focus] else { return [] }
            var out: [SnapshotFinding] = []
            if let k = keyboard {
                let covered = f.heightCovered(by: k)
                if covered > tolerance {
                    out.append(
                        finding(
                            "field-covered-by-keyboard", focus, covered,
                            "\(noun) \(name(focus)) is covered by the keyboard by \(covered.pt) pt"
                                + (covered >= f.height - tolerance ? " (all of it)" : "")
                                + ": it spans y \(f.minY.pt)-\(f.maxY.pt) on the screen, the keyboard's top is at "
                                + "\(k.minY.pt), so it would have to move up \((f.maxY - k.minY).pt) pt to show"))
                }
                let w = scene.window.frame
                if k.minY <= w.minY + tolerance, k.maxY >= w.maxY - tolerance, horizontalOverlap(w, k) > 0 {
                    out.append(
                        finding(
                            "window-covered-by-keyboard", focus, w.height,
                            "the keyboard \(k.text) hides \(noun)'s whole window \(w.text)"))
                }
            }
            for bar in dump.bars
            where bar != focus && !isAncestor(bar, of: focus)
                && !isAncestor(focus, of: bar) && (order[bar] ?? 0) > (order[focus] ?? 0)
            {
                guard let b = screen[bar] else { continue }
                let under = f.heightCovered(by: b)
                if under > tolerance {
                    out.append(
                        finding(
                            "field-under-bar", focus, under,
                            "\(noun) \(name(focus)) is under the bar \(name(bar)) by \(under.pt) pt: "
                                + "the bar is drawn in front of it at y \(b.minY.pt)-\(b.maxY.pt)"))
                }
            }
            var k = parents[focus] ?? nil
            while let c = k, dump.adjustedContentInsets[c] == nil { k = parents[c] ?? nil }
            if let sv = k, let s = screen[sv], let inset = dump.adjustedContentInsets[sv] {
                let top = s.minY + inset.top
                let bottom = s.maxY - inset.bottom
                if f.maxY > bottom + tolerance {
                    out.append(
                        finding(
                            "field-outside-scroll-band", focus, f.maxY - bottom,
                            "\(noun) \(name(focus)) ends \((f.maxY - bottom).pt) pt below the visible "
                                + "band of its scroll view \(name(sv)) (y \(top.pt)-\(bottom.pt): its frame less "
                                + "adjustedContentInset \(inset.text))"))
                } else if f.minY < top - tolerance {
                    out.append(
                        finding(
                            "field-outside-scroll-band", focus, top - f.minY,
                            "\(noun) \(name(focus)) starts \((top - f.minY).pt) pt above the visible "
                                + "band of its scroll view \(name(sv)) (y \(top.pt)-\(bottom.pt))"))
                }
            }
            return out
        }

        /// The bars attached to nothing: a bar's bottom above the keyboard's top, in the lower half of what the
        /// keyboard leaves. They do not depend on the focus.
        func barFindings() -> [SnapshotFinding] {
            guard let k = keyboard else { return [] }
            var out: [SnapshotFinding] = []
            let visibleTop = dump.scene.window.frame.minY
            for bar in dump.bars {
                guard let b = screen[bar], b.heightCovered(by: k) <= tolerance else { continue }
                let gap = k.minY - b.maxY
                if gap > tolerance, b.maxY > (visibleTop + k.minY) / 2 {
                    out.append(
                        finding(
                            "bar-detached", bar, gap,
                            "the bar \(name(bar)) is attached to nothing: its bottom is at y \(b.maxY.pt), "
                                + "\(gap.pt) pt above the keyboard's top at \(k.minY.pt)"))
                }
            }
            return out
        }
    }

    static func horizontalOverlap(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX))
    }
}
