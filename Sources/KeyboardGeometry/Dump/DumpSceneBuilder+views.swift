// The stages that decide the scene's views: which elements are views, the text inputs, the ids, the focus, the
// bars at the bottom, the scene limit, and each view's frame and scroll state.
extension DumpSceneBuilder {
    /// The views: every element but app containers and windows.
    func viewCandidates(_ placed: Placement) -> [Int] {
        elements.indices.filter { !roles[$0].contains(.appContainer) && !placed.tree.isWindow[$0] }
    }

    /// Text inputs: not inside another input, not in the keyboard's window.
    func inputs(_ candidates: [Int], _ placed: Placement) -> [Int] {
        let insideInput = placed.tree.anyAncestor(roles.map { $0.contains(.textInput) })
        return candidates.filter { roles[$0].contains(.textInput) && !placed.inKeyboard($0) && !insideInput[$0] }
    }

    /// Ids: the address, else Class-N; unique: an id taken already gets the first free `-2`, `-3`, ...
    func ids(_ candidates: [Int]) -> [String] {
        var ids = [String](repeating: "", count: elements.count)
        var used: Set<String> = []
        var perClass: [String: Int] = [:]
        // Where the search for a free suffix of each id resumes: every suffix below it was taken, and an id once
        // taken stays taken, so the search never starts again at 2 (a dump pasted twice over repeats every address).
        var nextSuffix: [String: Int] = [:]
        for i in candidates {
            var id: String
            if let a = elements[i].address {
                id = a
            } else {
                let n = (perClass[elements[i].className] ?? 0) + 1
                perClass[elements[i].className] = n
                id = "\(elements[i].className)-\(n)"
            }
            if used.contains(id) {
                var k = nextSuffix[id] ?? 2
                while used.contains("\(id)-\(k)") { k += 1 }
                nextSuffix[id] = k + 1
                id = "\(id)-\(k)"
            }
            used.insert(id)
            ids[i] = id
        }
        return ids
    }

    /// The focus: the hint, else what the dump marks focused, else the one input that edits, else the only text
    /// input, else a guess: the lowest text input on the screen (the lowest of all when none is on it), with the
    /// inputs on the screen kept as the candidates a verdict judges.
    mutating func focus(
        _ candidates: [Int], inputs: [Int], ids: [String], screen: Rect, _ placed: Placement
    ) -> Focus {
        let up = placed.tree.up
        var focus = Focus()
        if let hint = hints.focus {
            if let i = candidates.first(where: { ids[$0] == hint }) {
                focus = Focus(index: i, because: "the focus hint")
            } else {
                assumptions.append(
                    Assumption(pointer: "/views", because: "the focus hint '\(hint)' names no view of the dump"))
            }
        }
        if focus.index == nil,
            let i = candidates.first(where: { elements[$0].isFocused && !placed.inKeyboard($0) })
        {
            focus = Focus(index: i, because: "marked as focused in the dump")
        }
        if focus.index == nil {
            // UIKit adds a field editor (UIFieldEditor) and a caret view to a text field only while it edits: the
            // focus is the innermost text input holding one (a search bar's UISearchBarTextField, not the bar).
            var editing: [(input: Int, mark: Int)] = []
            var editingInputs: Set<Int> = []
            let inputAbove = nearestInputAbove(up)
            for k in candidates where roles[k].contains(.editingMark) && !placed.inKeyboard(k) {
                if let a = inputAbove[k], editingInputs.insert(a).inserted { editing.append((a, k)) }
            }
            if editing.count == 1, let (input, mark) = editing.first {
                focus = Focus(
                    index: input,
                    because: "editing: it holds a \(elements[mark].className) (line \(elements[mark].line)), which "
                        + "UIKit adds only while a field edits")
            }
        }
        if focus.index == nil {
            if inputs.count == 1 {
                focus = Focus(index: inputs[0], because: "the only text input")
            } else if inputs.count > 1 {
                // A guess: the field being edited is one the keyboard shows, so an input that lies off the screen
                // (below it, as content scrolled away is) is not it; a verdict judges every input on the screen.
                // An input a page source reports visible="false" on the screen is not shown, so not the one being
                // edited, unless the keyboard covers it (WebDriverAgent reports what lies behind the keyboard so).
                let keyboardFrame = placed.keyboard.frame(placed.screenFrame)
                let shown = inputs.filter { isOnScreen(placed.screenFrame[$0], screen) }
                let invisible = shown.filter { i in
                    elements[i].isReportedInvisible
                        && !(keyboardFrame.map { isOnScreen(placed.screenFrame[i], $0) } ?? false)
                }
                let onScreen = shown.filter { !invisible.contains($0) }
                let offScreen = inputs.filter { !shown.contains($0) }
                let pool = onScreen.isEmpty ? inputs : onScreen
                let notShown = "\(invisible.count) on it reported visible=\"false\" with no keyboard over it"
                let place = invisible.isEmpty ? "on the screen" : "shown on the screen"
                let leftOut = [offScreen.isEmpty ? nil : "\(offScreen.count) off the screen", notShown]
                    .compactMap { $0 }.joined(separator: ", ")
                if let lowest = pool.max(by: { placed.screenFrame[$0].maxY < placed.screenFrame[$1].maxY }) {
                    let because =
                        onScreen.isEmpty
                        ? "the lowest of \(inputs.count) text inputs, none of them \(place)"
                            + (invisible.isEmpty ? "" : " (\(notShown))") + ": a guess, and as the keyboard shows "
                            + "the field it edits, a snapshot verdict on it is inconclusive"
                        : (onScreen.count == inputs.count
                            ? "the lowest of \(inputs.count) text inputs"
                            : (onScreen.count == 1
                                ? "the only text input \(place)"
                                : "the lowest of the \(onScreen.count) text inputs \(place)")
                                + " (of \(inputs.count)\(invisible.isEmpty ? "" : "; left out: \(leftOut)"))")
                            + ": a guess, so a snapshot verdict judges every text input \(place)"
                    focus = Focus(
                        index: lowest, because: because + "; \"focus\": \"<view id>\" names the field",
                        guess: (onScreen, offScreen, invisible))
                }
            }
        }
        return focus
    }

    /// Whether a frame shows on the screen: some of its area lies inside it.
    private func isOnScreen(_ f: Rect, _ screen: Rect) -> Bool {
        min(f.maxX, screen.maxX) - max(f.minX, screen.minX) > 0.5
            && min(f.maxY, screen.maxY) - max(f.minY, screen.minY) > 0.5
    }

    /// Each element's nearest ancestor that is a text input.
    private func nearestInputAbove(_ up: [Int?]) -> [Int?] {
        var out = [Int?](repeating: nil, count: up.count)
        for i in up.indices {
            if let p = up[i] { out[i] = roles[p].contains(.textInput) ? p : out[p] }
        }
        return out
    }

    /// Bars: full-width, short, not in a scroll view or the keyboard, whose bottom sits on the window's, the
    /// safe area's or the keyboard's edge; the outermost of nested ones.
    func bars(_ candidates: [Int], window: Window, _ placed: Placement) -> Bars {
        let keyboardTop = placed.keyboard.frame(placed.screenFrame)?.minY
        let edges =
            [window.frame.maxY, window.frame.maxY - window.safeAreaInsets.bottom] + (keyboardTop.map { [$0] } ?? [])
        let tree = placed.tree
        let shape = BarShapeFacts(
            inScrollView: tree.anyAncestor(roles.map { $0.contains(.scrollView) }),
            holdsEvidence: tree.anyDescendant(roles.map { !$0.isDisjoint(with: .barEvidence) }))
        var isCandidate = [Bool](repeating: false, count: elements.count)
        for i in candidates { isCandidate[i] = true }
        // Ancestors come first, so whether one is a bar's shape is known when an element is reached.
        var shaped = [Bool](repeating: false, count: elements.count)
        var insideBarShape = [Bool](repeating: false, count: elements.count)
        var bars: [Int] = []
        var barShapes: [Int] = []
        for i in elements.indices {
            if let p = tree.up[i] { insideBarShape[i] = shaped[p] || insideBarShape[p] }
            guard isCandidate[i], !insideBarShape[i], isBarShape(i, window: window, shape, placed) else {
                continue
            }
            shaped[i] = true
            barShapes.append(i)
            let bottom = placed.screenFrame[i].maxY
            if edges.contains(where: { abs($0 - bottom) <= 0.5 }) { bars.append(i) }
        }
        return Bars(keyboardTop: keyboardTop, atEdge: bars, shapes: barShapes)
    }

    /// What a bar's shape asks of the tree around an element, worked out for every element in one pass each.
    private struct BarShapeFacts {
        /// Whether an ancestor is a scroll view.
        let inScrollView: [Bool]
        /// Whether a descendant is a text input, a button or a toolbar.
        let holdsEvidence: [Bool]
    }

    /// A bar's shape: the window's width, at most a quarter of its height, not a text input, scroll view or fixed
    /// bar, not in the keyboard or a scroll view, and a bar on evidence.
    private func isBarShape(_ i: Int, window: Window, _ facts: BarShapeFacts, _ placed: Placement) -> Bool {
        let f = placed.screenFrame[i]
        return abs(f.width - window.frame.width) <= 0.5 && f.height > 0 && f.height <= window.frame.height / 4
            && roles[i].isDisjoint(with: [.textInput, .scrollView, .fixedBar]) && !placed.inKeyboard(i)
            && !facts.inScrollView[i] && isBarByEvidence(i, facts)
    }

    /// A bar on evidence only: its class or element type says bar, or it holds what makes one (a text input,
    /// a button, a toolbar); a plain view of a bar's size is not one.
    private func isBarByEvidence(_ i: Int, _ facts: BarShapeFacts) -> Bool {
        roles[i].contains(.barClass) || facts.holdsEvidence[i]
    }

    /// Keep within the limit: the rules' views first, then the others in printed order.
    func limit(
        _ candidates: [Int], focus: Focus, inputs: [Int], bars: Bars, _ placed: Placement
    ) throws(DumpError) -> Kept {
        let isWindow = placed.tree.isWindow
        var viewIndices = candidates
        var omitted = 0
        if viewIndices.count > hints.maxViews {
            var essential: Set<Int> = []
            func withAncestors(_ i: Int) {
                var k: Int? = i
                while let c = k, !isWindow[c], !roles[c].contains(.appContainer) {
                    essential.insert(c)
                    k = placed.tree.up[c]
                }
            }
            if let f = focus.index { withAncestors(f) }
            for i in inputs + bars.atEdge { essential.insert(i) }
            if let kb = placed.keyboard.index, !isWindow[kb] { essential.insert(kb) }
            guard essential.count <= hints.maxViews else {
                throw DumpError(
                    message: "the dump has \(viewIndices.count) views, and the \(essential.count) the rules need (the "
                        + "focused field's path, text inputs, bottom bars, the keyboard) exceed the scene limit of "
                        + "\(hints.maxViews)",
                    kind: .tooManyViews)
            }
            var keep = essential
            for i in viewIndices where keep.count < hints.maxViews { keep.insert(i) }
            omitted = viewIndices.count - keep.count
            viewIndices = viewIndices.filter { keep.contains($0) }
        }
        return Kept(indices: viewIndices, set: Set(viewIndices), omitted: omitted)
    }

    /// Scene views, frames in the nearest kept ancestor's space (the window's for an outermost one), each marked
    /// as the design says (an overlay, a sheet).
    mutating func sceneViews(
        _ kept: Kept, ids: [String], window: Window, design: Design, _ placed: Placement
    ) -> Views {
        let up = placed.tree.up
        let screenFrame = placed.screenFrame
        var views: [SceneView] = []
        var lines: [String: Int] = [:]
        var extent: [ContentExtent]?
        let windowOrigin = window.frame.origin
        // Each element's nearest kept ancestor, parents first.
        var keptAbove = [Int?](repeating: nil, count: up.count)
        for i in up.indices {
            if let c = up[i] { keptAbove[i] = kept.set.contains(c) ? c : keptAbove[c] }
        }
        for i in kept.indices {
            let p = keptAbove[i]
            let f = screenFrame[i]
            var frame: Rect
            if let p {
                let offset = elements[p].contentOffset ?? .zero
                frame = Rect(
                    x: f.x - screenFrame[p].x + offset.x, y: f.y - screenFrame[p].y + offset.y, width: f.width,
                    height: f.height)
            } else {
                frame = Rect(x: f.x - windowOrigin.x, y: f.y - windowOrigin.y, width: f.width, height: f.height)
            }
            if screenSpace {
                // A UI-test tree prints screen frames: the frame in the parent's space is a difference of printed
                // decimals, given to the nearest 1/1000 pt (docs/wire.md), so binary noise (224.0 - 187.7 printed
                // as 36.30000000000001) does not show; the trees print a tenth of a point at most.
                frame = Rect(
                    x: frame.x.toThousandthPoint, y: frame.y.toThousandthPoint, width: frame.width,
                    height: frame.height)
            }
            frame = Rect(x: frame.x + 0, y: frame.y + 0, width: frame.width, height: frame.height)
            var view = SceneView(id: ids[i], parent: p.map { ids[$0] }, frame: frame)
            view.className = elements[i].className
            if roles[i].contains(.scrollView) {
                view.scroll = scroll(i, at: views.count, window: window, design: design, placed, extent: &extent)
            }
            markDesign(&view, element: i, at: views.count, design)
            lines[ids[i]] = elements[i].line
            views.append(view)
        }
        return Views(views: views, lines: lines)
    }

    /// A scroll view's state: its content size (printed, or for a UI-test tree the extent of what it holds), its
    /// offset, and its contentInset from the printed adjustedContentInset; `index` is its place in the scene's
    /// views, which the assumptions point at.
    private mutating func scroll(
        _ i: Int, at index: Int, window: Window, design: Design, _ placed: Placement, extent: inout [ContentExtent]?
    ) -> ScrollState {
        let screenFrame = placed.screenFrame
        let f = screenFrame[i]
        // UI-test trees print no content size: their content's elements, in screen space, give its extent
        // (a scroll view's content reaches as far as what it holds), never less than the frame.
        var contentSize = elements[i].contentSize ?? f.size
        if elements[i].contentSize == nil, screenSpace {
            let extents = extent ?? contentExtents(placed)
            extent = extents
            let maxX = max(f.maxX, extents[i].maxX)
            let maxY = max(f.maxY, extents[i].maxY)
            contentSize = Size(width: (maxX - f.x).toThousandthPoint, height: (maxY - f.y).toThousandthPoint)
            if contentSize != f.size {
                assumptions.append(
                    Assumption(
                        pointer: "/views/\(index)/scroll/contentSize",
                        because: "a UI-test tree prints no content size: the extent of the elements inside "
                            + "\(elements[i].className) (line \(elements[i].line)), \(contentSize.width.pt) x "
                            + "\(contentSize.height.pt)"))
            }
        }
        var scroll = ScrollState(contentSize: contentSize, contentOffset: elements[i].contentOffset ?? .zero)
        if let adjusted = elements[i].adjustedContentInset {
            let safe = safeArea(
                window.safeArea(of: screenFrame[i].offsetBy(dx: -window.frame.x, dy: -window.frame.y)),
                of: screenFrame[i], under: design)
            let added = InsetAdjustment.automatic.addedInsets(
                safeArea: safe, frameSize: f.size, contentSize: scroll.contentSize)
            scroll.contentInset = Insets(
                top: adjusted.top - added.top, left: adjusted.left - added.left,
                bottom: adjusted.bottom - added.bottom, right: adjusted.right - added.right)
            assumptions.append(
                Assumption(
                    pointer: "/views/\(index)/scroll/contentInset",
                    because: "a dump never prints contentInset: adjustedContentInset "
                        + "\(adjusted.text) less the safe area that automatic adjustment adds "
                        + "(top \(added.top.pt), bottom \(added.bottom.pt))"))
        }
        return scroll
    }

    /// How far what an element holds reaches, in screen space.
    struct ContentExtent {
        /// The largest right edge of its descendants; minus infinity when it holds none.
        var maxX = -Double.infinity
        /// The largest bottom edge of its descendants; minus infinity when it holds none.
        var maxY = -Double.infinity
    }

    /// Each element's content extent, its descendants gathered in one pass backwards (children come after their
    /// parent).
    private func contentExtents(_ placed: Placement) -> [ContentExtent] {
        let up = placed.tree.up
        let screenFrame = placed.screenFrame
        var out = [ContentExtent](repeating: ContentExtent(), count: up.count)
        for k in up.indices.reversed() {
            guard let p = up[k] else { continue }
            out[p].maxX = max(out[p].maxX, screenFrame[k].maxX, out[k].maxX)
            out[p].maxY = max(out[p].maxY, screenFrame[k].maxY, out[k].maxY)
        }
        return out
    }
}
